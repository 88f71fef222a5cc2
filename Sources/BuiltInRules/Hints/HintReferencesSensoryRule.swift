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
        requiresOnAndroid: [],
        triggeringExamples: [
            RuleExample("On Android, a field's hint that points at where something is", AndroidFixText.example("""
                ↓<node class="android.widget.EditText" text="" hint="Enter the code shown on the right" clickable="true" focusable="true" enabled="true" bounds="[54,200][1026,320]"/>
                """)),
            RuleExample("A hint that points at a place on screen", """
                ↓<button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Next"/>
                    <accessibility key="accessibilityConfiguration" hint="Then press the green button at the bottom."/>
                </button>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("On Android, a field's hint that says what to type", AndroidFixText.example("""
                <node class="android.widget.EditText" text="" hint="Verification code" clickable="true" focusable="true" enabled="true" bounds="[54,200][1026,320]"/>
                """)),
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
        if screen.isAndroid { return checkAndroid(screen) }
        return screen.findings { visit in
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

    /// An Android field's hint is what TalkBack says for it: one that points at a colour or a place on the screen cannot be
    /// followed by ear. (Content descriptions name what a view shows, colours included: "Red dress" is not flagged.)
    private func checkAndroid(_ screen: ScreenContext) -> [Finding] {
        screen.talkBackFindings { element, node, says in
            guard let hint = node.knownHint, !hint.isEmpty else { return nil }
            let words = Words.of(hint).filter(Words.sensory.contains)
            guard !words.isEmpty else { return nil }
            return screen.finding(description, on: element,
                message: "\(node.simpleClassName)'s hint \"\(hint)\" relies on sight (\(words.joined(separator: ", "))): TalkBack says "
                    + "\"\(says)\", which its users cannot follow.",
                fix: Fix(summary: "Rewrite the hint to say what to enter, not where or how something appears.",
                         androidView: "field.hint = \"…\"", compose: "TextField(…, placeholder = { Text(\"…\") })",
                         androidLayout: "android:hint=\"…\""))
        }
    }
}
