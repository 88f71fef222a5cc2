import ElementModel
import RuleEngine

/// A hint that restates the label makes users listen twice for nothing new.
struct HintRepeatsLabelRule: Rule {
    let description = RuleDescription(
        id: "hint-repeats-label", name: "Hint repeats label", defaultSeverity: .warning,
        summary: "A hint equals the label, or contains it.",
        rationale: "VoiceOver speaks the hint after the label. Repeating the label adds length without telling users "
            + "what will happen.",
        wcag: [.labelsOrInstructions],
        requires: [.uikitSemantics, .hints],
        triggeringExamples: [
            RuleExample("The hint repeats the label", """
                ↓<button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Delete"/>
                    <accessibility key="accessibilityConfiguration" hint="Delete"/>
                </button>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("The hint says what happens", """
                <button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Delete"/>
                    <accessibility key="accessibilityConfiguration" hint="Removes the message from this device."/>
                </button>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        screen.findings { visit in
            let element = visit.element
            guard visit.isReachable, element.isElement, let hint = element.hint, let label = element.label else { return nil }
            guard Words.hint(hint, repeats: label) else { return nil }
            return screen.finding(description, on: element,
                message: "\(element.displayName)'s hint \"\(hint)\" repeats its label \"\(label)\".",
                fix: Fix(summary: "Make the hint " + FixText.hintTemplate + ", or remove it.",
                         interfaceBuilder: FixText.inspector(hint: "…"),
                         swift: FixText.swift(element, "accessibilityHint", FixText.quoted("…"))))
        }
    }
}
