import ElementModel
import RuleEngine

/// Two controls on one screen that VoiceOver announces identically cannot be told apart by ear.
struct DuplicateLabelRule: Rule {
    let description = RuleDescription(
        id: "duplicate-label", name: "Duplicate label", defaultSeverity: .warning,
        summary: "Interactive elements of one screen say exactly the same thing.",
        rationale: "VoiceOver users choose controls by what they hear. Two \"Edit. Button.\" on one screen give no "
            + "way to know which one edits what.",
        wcag: [.headingsAndLabels],
        triggeringExamples: [
            RuleExample("Two buttons that both say \"Edit. Button.\"", """
                <button id="b1"><rect key="frame" x="16" y="100" width="80" height="44"/><state key="normal" title="Edit"/></button>
                ↓<button id="b2"><rect key="frame" x="16" y="200" width="80" height="44"/><state key="normal" title="Edit"/></button>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("Configured buttons say their configuration's titles, not the \"Button\" Interface Builder also writes", """
                <button id="b1"><rect key="frame" x="16" y="100" width="80" height="44"/><state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="filled" title="Save"/>
                </button>
                <button id="b2"><rect key="frame" x="16" y="200" width="80" height="44"/><state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="plain" title="Discard"/>
                </button>
                """),
            RuleExample("Two buttons still titled \"Button\" are ib-default-title's concern", """
                <button id="b1"><rect key="frame" x="16" y="100" width="80" height="44"/><state key="normal" title="Button"/></button>
                <button id="b2"><rect key="frame" x="16" y="200" width="80" height="44"/><state key="normal" title="Button"/></button>
                """),
            RuleExample("The second one is told apart by its label", """
                <button id="b1"><rect key="frame" x="16" y="100" width="80" height="44"/><state key="normal" title="Edit"/>
                    <accessibility key="accessibilityConfiguration" label="Edit address"/>
                </button>
                <button id="b2"><rect key="frame" x="16" y="200" width="80" height="44"/><state key="normal" title="Edit"/>
                    <accessibility key="accessibilityConfiguration" label="Edit payment"/>
                </button>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        var firstSaid: [String: Int] = [:]
        var findings: [Finding] = []
        // Controls in cells repeat by design (and prototypes are templates); unnamed controls are missing-label's,
        // Interface Builder's default texts ib-default-title's.
        let inCells = Set(screen.elements.filter { $0.type == "UITableViewCell" || $0.type == "UICollectionViewCell" }
            .flatMap { $0.children.flatMap(\.allElements) }.map(\.location))
        for (index, utterance) in screen.transcript.utterances.enumerated() where utterance.element.isInteractive {
            let element = utterance.element
            guard !utterance.text.isEmpty, utterance.hint == nil, element.label != nil || element.value != nil,
                  element.ibDefaultText == nil, !inCells.contains(element.location) else { continue }
            if let first = firstSaid[utterance.text] {
                findings.append(screen.finding(description, on: element,
                    message: "\(element.displayName) says \"\(utterance.text)\", like item \(first + 1) of this screen's "
                        + "transcript: VoiceOver users cannot tell them apart.",
                    fix: Fix(summary: "Make each label say what the control acts on (\"Edit address\"), or add a hint that does.",
                             interfaceBuilder: FixText.inspector(label: "…"),
                             swift: FixText.swift(element, "accessibilityLabel", FixText.quoted("…")))))
            } else {
                firstSaid[utterance.text] = index
            }
        }
        return findings
    }
}
