import ElementModel
import RuleEngine

/// A hint describes what happens; it is not a name. With no label, VoiceOver speaks the hint in the
/// name's place, and the element has no name when hints are off.
struct HintWithoutLabelRule: Rule {
    let description = RuleDescription(
        id: "hint-without-label", name: "Hint without label", defaultSeverity: .error,
        summary: "An element has a hint but no label.",
        rationale: "Many VoiceOver users turn hints off. An element named only by its hint is then unnamed, and with "
            + "hints on its description and its hint are the same sentence.",
        wcag: [.labelsOrInstructions, .nameRoleValue],
        requires: [.uikitSemantics, .hints],
        triggeringExamples: [
            RuleExample("An image button with only a hint", """
                ↓<button id="b1"><rect key="frame" x="16" y="100" width="44" height="44"/>
                    <accessibility key="accessibilityConfiguration" hint="Opens the settings."/>
                </button>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("A label and a hint", """
                <button id="b1"><rect key="frame" x="16" y="100" width="44" height="44"/>
                    <accessibility key="accessibilityConfiguration" hint="Opens the settings." label="Settings"/>
                </button>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        screen.findings { visit in
            let element = visit.element
            guard visit.isReachable, element.isElement, let hint = element.hint, element.label == nil else { return nil }
            return screen.finding(description, on: element,
                message: "\(element.displayName) has the hint \"\(hint)\" but no label: without hints it has no name at all.",
                fix: Fix(summary: "Add a label naming the element; keep the hint for what it does.",
                         interfaceBuilder: FixText.inspector(label: "…", hint: hint),
                         swift: FixText.swift(element, "accessibilityLabel", FixText.quoted("…"))))
        }
    }
}
