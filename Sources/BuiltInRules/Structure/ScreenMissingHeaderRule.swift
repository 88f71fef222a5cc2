import ElementModel
import RuleEngine

/// VoiceOver users jump between headings to learn what a screen holds; a screen with none has to be
/// heard element by element. A navigation bar's title counts: VoiceOver reads it as a heading.
///
/// Info, not a warning: titles and section headers are often set in code, which the file cannot show, so
/// a finding asks for review (docs/precision.md). Static tables' section titles count as headings.
struct ScreenMissingHeaderRule: Rule {
    let description = RuleDescription(
        id: "screen-missing-header", name: "Screen without a heading", defaultSeverity: .info,
        summary: "A view controller's screen has no heading: no Header trait and no navigation title.",
        rationale: "Headings are VoiceOver's table of contents (the rotor's Headings). Without one, users cannot tell "
            + "where they are or skip to what they need.",
        wcag: [.sectionHeadings, .infoAndRelationships],
        triggeringExamples: [
            RuleExample("A screen whose title is plain text; the finding is on what VoiceOver reads first", """
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

    func check(_ screen: ScreenContext) -> [Finding] {
        let target = screen.screen
        // Keyboards and input accessory views are not screens; a screen that embeds others through container views
        // may take its heading from them.
        guard target.kind == .viewController, target.navigationTitle == nil, target.embeddedScreenIDs.isEmpty,
              !screen.transcript.utterances.isEmpty,
              !screen.transcript.utterances.contains(where: { $0.element.traits.contains(.header) }) else { return [] }
        // Reported on what VoiceOver reads first: most often the title that should be the heading.
        let first = screen.transcript.utterances[0].element
        return [screen.finding(description, on: first,
            message: "Screen \"\(target.name)\" has no heading: VoiceOver users cannot jump to where it starts.",
            fix: Fix(summary: "Give the screen's title the Header trait (VoiceOver reads \"\(first.label ?? first.displayName)\" "
                        + "first), or set the navigation item's title.",
                     interfaceBuilder: FixText.inspector(traits: ["staticText", "header"]),
                     swift: FixText.swift(first, "accessibilityTraits", ".header")))]
    }
}
