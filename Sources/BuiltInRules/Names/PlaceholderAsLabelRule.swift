import ElementModel
import RuleEngine

/// UIKit reads a text field's placeholder as its label only while nothing is typed, and placeholders are
/// usually examples ("name@example.com"), not names.
///
/// Not run on Android (issue 21): there a hint is the documented way to name a field (`android:hint`, Android's
/// "Make apps more accessible"), and TalkBack keeps saying it once something is typed (Android 8 and later report it
/// beside the text; `getHintDescription`), so a hint-only field is named. An Android field with no name at all is
/// `missing-label`'s.
struct PlaceholderAsLabelRule: Rule {
    let description = RuleDescription(
        id: "placeholder-as-label", name: "Placeholder as label", defaultSeverity: .warning,
        summary: "A text field's only name is its placeholder (search fields, whose placeholder names the search, are exempt).",
        rationale: "A placeholder describes an example or a format, and disappears once the field has text. "
            + "VoiceOver users then hear the value with no name: \"ann@example.com. Text Field.\" Not run on Android, where a "
            + "hint is the documented name of a field and TalkBack says it with what is typed.",
        wcag: [.labelsOrInstructions, .nameRoleValue],
        triggeringExamples: [
            RuleExample("A field named only by its placeholder", """
                ↓<textField placeholder="name@example.com" id="t1"><rect key="frame" x="16" y="100" width="358" height="44"/></textField>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("A field with an accessibility label", """
                <textField placeholder="name@example.com" id="t1"><rect key="frame" x="16" y="100" width="358" height="44"/>
                    <accessibility key="accessibilityConfiguration" label="Email address"/>
                </textField>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        screen.findings { visit in
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
}
