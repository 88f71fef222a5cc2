import ElementModel
import RuleEngine

/// UIKit reads a text field's placeholder as its label only while nothing is typed, and placeholders are
/// usually examples ("name@example.com"), not names.
struct PlaceholderAsLabelRule: Rule {
    let description = RuleDescription(
        id: "placeholder-as-label", name: "Placeholder as label", defaultSeverity: .warning,
        summary: "A text field's only name is its placeholder (search fields, whose placeholder names the search, are exempt).",
        rationale: "A placeholder describes an example or a format, and disappears once the field has text. "
            + "VoiceOver users then hear the value with no name: \"ann@example.com. Text Field.\"",
        wcag: [.labelsOrInstructions, .nameRoleValue],
        // Its check knows Android's dumps as well as UIKit's views.
        requires: [],
        triggeringExamples: [
            RuleExample("On Android, an empty edit box named only by its hint", AndroidFixText.example("""
                ↓<node class="android.widget.EditText" text="" hint="name@example.com" clickable="true" focusable="true" enabled="true" bounds="[54,790][1026,910]"/>
                """)),
            RuleExample("A field named only by its placeholder", """
                ↓<textField placeholder="name@example.com" id="t1"><rect key="frame" x="16" y="100" width="358" height="44"/></textField>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("In an Android layout, a field in a TextInputLayout (or an app's subclass of it), whose hint floats above "
                            + "the field as its label", AndroidFixText.layoutExample("""
                    <com.example.ui.MyTextInputLayout android:hint="Email">
                        <com.google.android.material.textfield.TextInputEditText android:id="@+id/email"/>
                    </com.example.ui.MyTextInputLayout>
                """)),
            RuleExample("On Android, an edit box with text: its hint is read after what is typed", AndroidFixText.example("""
                <node class="android.widget.TextView" text="Email" bounds="[54,700][1026,780]"/>
                <node class="android.widget.EditText" text="ann@example.com" hint="name@example.com" clickable="true" focusable="true" enabled="true" bounds="[54,790][1026,910]"/>
                """)),
            RuleExample("A field with an accessibility label", """
                <textField placeholder="name@example.com" id="t1"><rect key="frame" x="16" y="100" width="358" height="44"/>
                    <accessibility key="accessibilityConfiguration" label="Email address"/>
                </textField>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        if screen.isAndroid { return checkAndroid(screen) }
        if !screen.document.evidence.contains(.uikitSemantics) { return [] }
        return screen.findings { visit in
            let element = visit.element
            let label = element.accessibility.label
            guard visit.isReachable, element.isElement, element.traits.contains(.textEntry),
                  !element.traits.contains(.searchField), let placeholder = label.value,
                  label.provenance.derivedFrom == .placeholder else { return nil }
            return screen.finding(description, on: element,
                message: "\(element.displayName) is named only by its placeholder \"\(placeholder)\", which VoiceOver stops "
                    + "saying once the field has text.",
                fix: Fix(summary: "Give the field an accessibility label naming what to enter; keep the placeholder as an example.",
                         interfaceBuilder: FixText.inspector(label: "…"),
                         swift: FixText.swift(element, "accessibilityLabel", FixText.quoted("…"))))
        }
    }

    /// TalkBack names an empty edit box by its hint, and one with text by the text typed: a field with nothing else
    /// to name it says what it is for only while it is empty.
    private func checkAndroid(_ screen: ScreenContext) -> [Finding] {
        screen.talkBackItemsWhenShown.compactMap { element, node, _ in
            // A TextInputLayout's hint floats above the field as its label once something is typed.
            guard AndroidRole.of(node) == .editBox, node.contentDescription == nil, node.text == nil, node.labeledBy == nil,
                  !node.hintIsFloatingLabel, let hint = node.hint,
                  !hint.isEmpty else {
                return nil
            }
            return screen.finding(description, on: element,
                // Android 8 and later report the hint beside the typed text, and TalkBack says both; earlier versions do not.
                message: "\(node.simpleClassName) is named only by its hint \"\(hint)\": a hint is an example of what to type, not a "
                    + "name, and Android before 8.0 stops reporting it once something is typed, so TalkBack then says only what was typed.",
                fix: Fix(summary: "Name the field with the text beside it (android:labelFor on that text, pointing at the field), "
                            + "or a TextInputLayout's hint; keep the hint as an example.",
                         androidView: "nameLabel.labelFor = field.id", compose: "TextField(…, label = { Text(\"…\") })",
                         androidLayout: AndroidFixText.labelFor(node)))
        }
    }
}
