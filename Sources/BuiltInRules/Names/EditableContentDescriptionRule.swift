import ElementModel
import RuleEngine

/// An edit box with a content description is named by it, and TalkBack says the description where a user expects
/// to hear what is typed (the Accessibility Test Framework's EditableContentDesc).
struct EditableContentDescriptionRule: Rule {
    let description = RuleDescription(
        id: "editable-content-description", name: "Editable field with a content description", defaultSeverity: .warning,
        summary: "On Android, an edit box has a content description, which names it only while it is empty and in place of what is typed.",
        rationale: "TalkBack says an edit box's text, or the hint it shows, in place of its content description "
            + "(EditTextDescription), so the description names the field only while nothing is typed and no hint shows; "
            + "services that read descriptions say it where a user expects to hear what was typed (ATF's EditableContentDesc). "
            + "A field is named by the text beside it (labelFor) or its TextInputLayout.",
        wcag: [.nameRoleValue],
        requires: [.androidSemantics], lintChecks: ["ContentDescription"],
        triggeringExamples: [
            RuleExample("An edit box with a content description", AndroidFixText.example("""
                ↓<node class="android.widget.EditText" text="ann@example.com" content-desc="Email" clickable="true" focusable="true" enabled="true" bounds="[54,790][1026,910]"/>
                """)),
        ],
        nonTriggeringExamples: [
            RuleExample("An edit box with text and a hint, and an image with a description", AndroidFixText.example("""
                <node class="android.widget.EditText" text="ann@example.com" hint="Email" clickable="true" focusable="true" enabled="true" bounds="[54,790][1026,910]"/>
                <node class="android.widget.ImageView" content-desc="Shop" bounds="[408,330][672,594]"/>
                """)),
            RuleExample("React Native's view of the search role, reported as an EditText that holds the texts it shows",
                        AndroidFixText.example("""
                <node class="android.widget.EditText" content-desc="Search stores" clickable="true" focusable="true" enabled="true" bounds="[54,300][1026,420]"><node class="android.widget.TextView" text="Search stores" bounds="[150,330][900,390]"/></node>
                """)),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        guard screen.isAndroid else { return [] }
        return screen.talkBackFindings { element, node, says in
            // A framework edit box holds no views: one that does is React Native's view of the "search" role, which it
            // reports as an EditText (Capital One Shopping's search bar shows its glyph and placeholder as texts inside).
            guard AndroidRole.of(node) == .editBox, let contentDescription = node.contentDescription, element.children.isEmpty else { return nil }
            return screen.finding(description, on: element,
                message: "\(node.simpleClassName) has the content description \"\(contentDescription)\", which names it only while it is "
                    + "empty: TalkBack says \"\(says)\"" + (node.isPassword ? " (a password's description stays, with its length)."
                        : node.text == nil ? ", and once something is typed, that in its place."
                        : ", the description lost; services that read descriptions say it in place of what is typed."),
                fix: Fix(summary: "Remove the field's content description and name it with the text beside it (android:labelFor on "
                            + "that text) or a TextInputLayout's hint.",
                         androidView: "field.contentDescription = null; nameLabel.labelFor = field.id",
                         compose: "TextField(…, label = { Text(\"\(contentDescription)\") }) with no contentDescription",
                         androidLayout: "remove android:contentDescription; " + AndroidFixText.labelFor(node)))
        }
    }
}
