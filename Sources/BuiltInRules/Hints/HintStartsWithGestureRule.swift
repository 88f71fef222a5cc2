import ElementModel
import RuleEngine

/// Apple's guidance: a hint describes the result ("Plays the song."), not the gesture, which VoiceOver
/// users know and which differs with Switch Control and Full Keyboard Access.
struct HintStartsWithGestureRule: Rule {
    let description = RuleDescription(
        id: "hint-starts-with-gesture", name: "Hint describes a gesture", defaultSeverity: .warning,
        summary: "A hint starts with a gesture (\"Tap to…\", \"Double tap…\", \"Swipe…\"; English, German, Russian).",
        rationale: "Users of VoiceOver, Switch Control and keyboards activate controls in different ways; a hint "
            + "should say what happens, which is the same for all of them.",
        wcag: [.labelsOrInstructions],
        requires: [.uikitSemantics, .hints],
        triggeringExamples: [
            RuleExample("A hint that describes the gesture", """
                ↓<button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Play"/>
                    <accessibility key="accessibilityConfiguration" hint="Double tap to play the song."/>
                </button>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("A hint that describes the result", """
                <button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Play"/>
                    <accessibility key="accessibilityConfiguration" hint="Plays the song."/>
                </button>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        screen.findings { visit in
            let element = visit.element
            guard visit.isReachable, element.isElement, let hint = element.hint else { return nil }
            guard let gesture = Words.gestureStart(of: hint) else { return nil }
            return screen.finding(description, on: element,
                message: "\(element.displayName) has the hint \"\(hint)\", which describes the gesture (\"\(gesture)\") "
                    + "instead of its result.",
                fix: Fix(summary: "Make the hint " + FixText.hintTemplate + ", not the gesture.",
                         interfaceBuilder: FixText.inspector(hint: "…"),
                         swift: FixText.swift(element, "accessibilityHint", FixText.quoted("…"))))
        }
    }
}
