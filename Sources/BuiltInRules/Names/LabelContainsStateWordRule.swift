import ElementModel
import RuleEngine

/// State belongs in traits and values, which VoiceOver speaks and updates; a label that spells it out
/// goes stale the moment the state changes.
struct LabelContainsStateWordRule: Rule {
    let description = RuleDescription(
        id: "label-contains-state-word", name: "Label carries state", defaultSeverity: .warning,
        summary: "A label holds a state word (\"selected\", \"checked\", \"disabled\"; \"on\"/\"off\" at the end of a switch's label).",
        rationale: "VoiceOver speaks state from traits and values (\"Selected:\", \"Dimmed.\", \"On.\"). A state word "
            + "in the label is spoken twice, or contradicts the real state after it changes.",
        wcag: [.nameRoleValue],
        triggeringExamples: [
            RuleExample("A button whose label says it is selected", """
                ↓<button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Bold"/>
                    <accessibility key="accessibilityConfiguration" label="Bold, selected"/>
                </button>
                """),
            RuleExample("A switch whose label ends with its state", """
                ↓<switch on="YES" id="s1"><rect key="frame" x="16" y="100" width="51" height="31"/>
                    <accessibility key="accessibilityConfiguration" label="Notifications on"/>
                </switch>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("The selected trait, not the label, carries the state", """
                <button selected="YES" id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Bold"/></button>
                """),
            RuleExample("\"On\" inside a button's label is not a state", """
                <button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Turn on sync"/></button>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        screen.findings { visit in
            let element = visit.element
            // Only controls have state; in text and other content "enabled" is just a word.
            guard visit.isReachable, element.isElement, element.isInteractive, element.hasRoleTrait,
                  let label = element.label, !element.traits.contains(.staticText) else { return nil }
            let words = Words.of(label)
            var stateWord = words.first(where: Words.stateWords.contains)
            if stateWord == nil, element.traits.contains(.switchButton), let last = words.last, ["on", "off"].contains(last) {
                stateWord = last
            }
            // Placeholders and file names are other rules' findings (asked last: they cost more than the words).
            guard let stateWord, !element.showsPlaceholderWording, !AssetNames.looksLikeFileName(label, source: .image)
            else { return nil }
            return screen.finding(description, on: element,
                message: "\(element.displayName) is labelled \"\(label)\": the state \"\(stateWord)\" belongs in its traits or value.",
                fix: Fix(summary: "Remove \"\(stateWord)\" from the label and let the trait or value carry the state "
                            + "(the Selected trait, the control's enabled state, or accessibilityValue).",
                         swift: FixText.swift(element, "accessibilityLabel", FixText.quoted("…"))))
        }
    }
}
