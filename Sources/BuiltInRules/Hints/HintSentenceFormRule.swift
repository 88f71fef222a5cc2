import ElementModel
import RuleEngine

/// VoiceOver's intonation follows punctuation: a hint written as a sentence (capital, closing period)
/// sounds like one, as Apple's guidance asks.
struct HintSentenceFormRule: Rule {
    let description = RuleDescription(
        id: "hint-sentence-form", name: "Hint is not a sentence", defaultSeverity: .info,
        summary: "A hint does not start with a capital letter or does not end with a period.",
        rationale: "Apple asks for hints written as brief sentences (\"Plays the song.\"); VoiceOver's intonation and "
            + "pauses follow that form.",
        wcag: [.labelsOrInstructions],
        requires: [.uikitSemantics, .hints],
        triggeringExamples: [
            RuleExample("A hint without capital or period", """
                ↓<button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Play"/>
                    <accessibility key="accessibilityConfiguration" hint="plays the song"/>
                </button>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("A hint written as a sentence", """
                <button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Play"/>
                    <accessibility key="accessibilityConfiguration" hint="Plays the song."/>
                </button>
                """),
            RuleExample("A hint that starts with a gesture is hint-starts-with-gesture's: it needs rewriting, not a capital", """
                <button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Play"/>
                    <accessibility key="accessibilityConfiguration" hint="tap to play"/>
                </button>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        screen.findings { visit in
            let element = visit.element
            guard visit.isReachable, element.isElement, let hint = element.hint, let first = hint.first,
                  let last = hint.last else { return nil }
            let capitalized = !first.isLetter || first.isUppercase
            let closed = ".!?…".contains(last)
            // A hint that only repeats the label is to go, not to be punctuated (hint-repeats-label says so); one that
            // starts with a gesture is to be rewritten (hint-starts-with-gesture says so): one finding per problem.
            guard !capitalized || !closed, !(element.label.map { Words.hint(hint, repeats: $0) } ?? false),
                  Words.gestureStart(of: hint) == nil else { return nil }
            let fixed = (capitalized ? String(first) : first.uppercased()) + hint.dropFirst() + (closed ? "" : ".")
            return screen.finding(description, on: element,
                message: "\(element.displayName)'s hint \"\(hint)\" is not written as a sentence.",
                fix: Fix(summary: "Write it as a sentence: \"\(fixed)\".",
                         interfaceBuilder: FixText.inspector(hint: fixed),
                         swift: FixText.swift(element, "accessibilityHint", FixText.quoted(fixed))))
        }
    }
}
