import ElementModel
import RuleEngine

/// VoiceOver users jump between headings to learn what a screen holds; a screen with none has to be
/// heard element by element. A navigation bar's title counts: VoiceOver reads it as a heading.
///
/// Info, not a warning: titles and section headers are often set in code, which the file cannot show, so
/// a finding asks for review (docs/precision.md). Static tables' section titles count as headings, and so does a
/// view whose custom class is named as a heading. The finding sits on the first text in the top part of the
/// screen, the likely title; without one, the fix is a navigation title.
struct ScreenMissingHeaderRule: Rule {
    let description = RuleDescription(
        id: "screen-missing-header", name: "Screen without a heading", defaultSeverity: .info,
        summary: "A view controller's screen has no heading: no Header trait and no navigation title.",
        rationale: "Headings are VoiceOver's table of contents (the rotor's Headings). Without one, users cannot tell "
            + "where they are or skip to what they need.",
        wcag: [.sectionHeadings, .infoAndRelationships],
        requires: [.uikitSemantics, .traits],
        triggeringExamples: [
            RuleExample("A screen whose title is plain text; the finding is on the first text, not the Close button read before it", """
                <button id="b0"><rect key="frame" x="16" y="10" width="44" height="44"/><state key="normal" title="Close"/></button>
                ↓<label text="Your order" id="l1"><rect key="frame" x="16" y="60" width="358" height="34"/></label>
                <button id="b1"><rect key="frame" x="16" y="700" width="358" height="50"/><state key="normal" title="Pay"/></button>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("The screen shows another scene through a container view, which may hold its heading", """
                <containerView id="c1"><rect key="frame" x="0" y="0" width="390" height="844"/>
                    <connections><segue destination="child" kind="embed" id="e1"/></connections>
                </containerView>
                <button id="b1"><rect key="frame" x="16" y="700" width="358" height="50"/><state key="normal" title="Pay"/></button>
                """),
            RuleExample("The title is a heading", """
                <label text="Your order" id="l1"><rect key="frame" x="16" y="60" width="358" height="34"/>
                    <accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" staticText="YES" header="YES"/></accessibility>
                </label>
                <button id="b1"><rect key="frame" x="16" y="700" width="358" height="50"/><state key="normal" title="Pay"/></button>
                """),
        ])

    /// A custom class named as a heading (`TransHeadingLabel`) gives its views the Header trait in code.
    private static func hasHeadingClass(_ screen: ScreenContext) -> Bool {
        screen.visits.indices.contains { screen.visits[$0].element.customClass?.contains("Heading") == true }
    }

    func check(_ screen: ScreenContext) -> [Finding] {
        let target = screen.screen
        // Keyboards and input accessory views are not screens; a screen that embeds others through container views
        // may take its heading from them.
        guard target.kind == .viewController, target.navigationTitle == nil, target.embeddedScreenIDs.isEmpty,
              !screen.transcript.utterances.isEmpty, !Self.hasHeadingClass(screen),
              !screen.transcript.utterances.contains(where: { $0.element.traits.contains(.header) }) else { return [] }
        // Reported on what VoiceOver reads first: most often the title that should be the heading.
        // Reported on the text most likely to be the screen's title: the first static text VoiceOver reads outside
        // cells. A control is never proposed as the heading (the trait set would drop its role).
        let titleArea = target.root.screenFrame.map { $0.y + $0.height * 0.4 } ?? .infinity
        let title = screen.transcript.utterances.first { utterance in
            let element = utterance.element
            return element.traits.contains(.staticText) && !element.isInteractive && !element.isCell
                && !screen.isInCell(element) && (element.screenFrame?.y ?? 0) < titleArea
        }?.element
        guard let title else {
            let first = screen.transcript.utterances[0].element
            return [screen.finding(description, on: first,
                message: "Screen \"\(target.name)\" has no heading: VoiceOver users cannot jump to where it starts.",
                fix: Fix(summary: "Give the screen a title VoiceOver reads as a heading: set its navigation item's title, or add "
                            + "a title label with the Header trait.",
                         interfaceBuilder: "<navigationItem key=\"navigationItem\" title=\"…\"/>"))]
        }
        return [screen.finding(description, on: title,
            message: "Screen \"\(target.name)\" has no heading: VoiceOver users cannot jump to where it starts.",
            fix: Fix(summary: "Give the screen's title the Header trait (\"\(title.label ?? title.displayName)\" looks like it), "
                        + "or set the navigation item's title.",
                     interfaceBuilder: FixText.inspector(traits: ["staticText", "header"]),
                     swift: FixText.swift(title, "accessibilityTraits", ".header")))]
    }
}
