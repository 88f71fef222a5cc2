import ElementModel
import RuleEngine

/// An edit box with a content description is named by it, and TalkBack says the description where a user expects
/// to hear what is typed (the Accessibility Test Framework's EditableContentDesc).
struct EditableContentDescriptionRule: Rule {
    let description = RuleDescription(
        id: "editable-content-description", name: "Editable field with a content description", defaultSeverity: .warning,
        summary: "On Android, an edit box has a content description, which TalkBack speaks in place of what is typed.",
        rationale: "A field's content description replaces its text in what TalkBack says, so a user who types cannot "
            + "hear back what they typed. A field is named by the text beside it (labelFor) or its TextInputLayout.",
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
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        guard screen.isAndroid else { return [] }
        return screen.talkBackItemsWhenShown.compactMap { element, node, says in
            guard AndroidRole.of(node) == .editBox, let contentDescription = node.contentDescription else { return nil }
            return screen.finding(description, on: element,
                message: "\(node.simpleClassName) has the content description \"\(contentDescription)\": TalkBack says \"\(says)\""
                    + (node.text.map { ", not what is typed (\"\($0)\")." } ?? ", and will not say what is typed."),
                fix: Fix(summary: "Remove the field's content description and name it with the text beside it (android:labelFor on "
                            + "that text) or a TextInputLayout's hint.",
                         androidView: "field.contentDescription = null; nameLabel.labelFor = field.id",
                         compose: "TextField(…, label = { Text(\"\(contentDescription)\") }) with no contentDescription",
                         androidLayout: "remove android:contentDescription; " + AndroidFixText.labelFor(node)))
        }
    }
}
