import ElementModel
import RuleEngine

/// "Tap the red button on the right" means nothing to someone who cannot see the screen. The fix is in
/// the words: name the control instead of describing how it looks or where it is.
struct HintReferencesSensoryRule: Rule {
    let description = RuleDescription(
        id: "hint-references-sensory", name: "Hint relies on sight", defaultSeverity: .warning,
        summary: "A hint or label refers to colour, shape or position (\"the red button\", \"on the right\").",
        rationale: "Instructions that depend on colour, shape or position cannot be followed by VoiceOver users. "
            + "Refer to controls by their names instead.",
        wcag: [.sensoryCharacteristics],
        triggeringExamples: [
            RuleExample("A hint that points at a place on screen", """
                ↓<button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Next"/>
                    <accessibility key="accessibilityConfiguration" hint="Then press the green button at the bottom."/>
                </button>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("A hint that names the next control", """
                <button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Next"/>
                    <accessibility key="accessibilityConfiguration" hint="Shows the payment step."/>
                </button>
                """),
            RuleExample("Directions in a label are content, not instructions", """
                <button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Turn left"/></button>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        screen.findings { visit in
            let element = visit.element
            guard visit.isReachable, element.isElement, let hint = element.hint else { return nil }
            let words = Words.of(hint).filter(Words.sensory.contains)
            guard !words.isEmpty else { return nil }
            return screen.finding(description, on: element,
                message: "\(element.displayName)'s hint \"\(hint)\" relies on sight (\(words.joined(separator: ", "))): "
                    + "VoiceOver users cannot follow it.",
                fix: Fix(summary: "Rewrite the hint to name the control or describe the result instead of how or where it appears.",
                         interfaceBuilder: FixText.inspector(hint: "…"),
                         swift: FixText.swift(element, "accessibilityHint", FixText.quoted("…"))))
        }
    }
}
