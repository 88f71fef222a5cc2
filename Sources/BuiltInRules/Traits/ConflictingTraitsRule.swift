import ElementModel
import RuleEngine

/// Some traits promise different behaviour: an element cannot be both a button and a link, or a button
/// that is adjusted by swiping. VoiceOver announces both and users cannot know which to expect.
struct ConflictingTraitsRule: Rule {
    let description = RuleDescription(
        id: "conflicting-traits", name: "Conflicting traits", defaultSeverity: .error,
        summary: "An element has traits that contradict each other: Button with Link, Search Field, Keyboard Key or "
            + "Adjustable; Link with Search Field.",
        rationale: "Each of these traits tells VoiceOver users how to use the element. Two at once (\"Button. Link.\") "
            + "make the behaviour ambiguous, and VoiceOver may not activate it as expected.",
        wcag: [.nameRoleValue],
        triggeringExamples: [
            RuleExample("A button also marked as a link", """
                ↓<button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Terms"/>
                    <accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" button="YES" link="YES"/></accessibility>
                </button>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("A button turned into a link", """
                <button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Terms"/>
                    <accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" link="YES"/></accessibility>
                </button>
                """),
        ])

    private static let conflicts: [(AccessibilityTraits, AccessibilityTraits, String)] = [
        (.button, .link, "Button and Link"), (.button, .searchField, "Button and Search Field"),
        (.button, .keyboardKey, "Button and Keyboard Key"), (.button, .adjustable, "Button and Adjustable"),
        (.link, .searchField, "Link and Search Field"),
    ]

    func check(_ screen: ScreenContext) -> [Finding] {
        screen.findings { visit in
            let element = visit.element
            guard visit.isReachable, element.isElement else { return nil }
            let found = Self.conflicts.filter { element.traits.contains($0.0) && element.traits.contains($0.1) }
            guard let first = found.first else { return nil }
            return screen.finding(description, on: element,
                message: "\(element.displayName) has the traits \(found.map(\.2).joined(separator: "; ")), which contradict each other.",
                fix: Fix(summary: "Keep the one trait that says how it is used ("
                            + first.2.replacing(" and ", with: " or ", maxReplacements: 1) + ")."))
        }
    }
}
