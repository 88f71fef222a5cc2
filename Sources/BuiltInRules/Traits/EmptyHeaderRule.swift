import ElementModel
import RuleEngine

/// Headings are how VoiceOver users skim a screen (the rotor's Headings). A heading with nothing to say
/// is a stop that announces only "Heading."
struct EmptyHeaderRule: Rule {
    let description = RuleDescription(
        id: "empty-header", name: "Empty heading", defaultSeverity: .warning,
        summary: "An element with the Header trait has no label or value in the file.",
        rationale: "VoiceOver users move from heading to heading to find their way. An empty heading is announced as "
            + "\"Heading.\" and says nothing about the section it starts.",
        wcag: [.headingsAndLabels, .infoAndRelationships],
        requiresOnAndroid: [],
        triggeringExamples: [
            RuleExample("On Android, a heading with no text or description: TalkBack says only \"Heading\"", AndroidFixText.example("""
                ↓<node class="android.view.View" heading="true" bounds="[54,200][1026,300]"/>
                """)),
            RuleExample("A heading view with no label", """
                ↓<view id="h1"><rect key="frame" x="16" y="100" width="358" height="30"/>
                    <accessibility key="accessibilityConfiguration">
                        <accessibilityTraits key="traits" header="YES"/><bool key="isElement" value="YES"/>
                    </accessibility>
                </view>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("On Android, a heading that shows its title", AndroidFixText.example("""
                <node class="android.widget.TextView" text="Delivery" heading="true" bounds="[54,200][1026,300]"/>
                """)),
            RuleExample("A label made a heading", """
                <label text="Delivery" id="h1"><rect key="frame" x="16" y="100" width="358" height="30"/>
                    <accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" staticText="YES" header="YES"/></accessibility>
                </label>
                """),
            RuleExample("A heading label whose text is set at run time", """
                <label id="h1"><rect key="frame" x="16" y="100" width="358" height="30"/>
                    <accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" staticText="YES" header="YES"/></accessibility>
                </label>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        if screen.isAndroid { return checkAndroid(screen) }
        return screen.findings { visit in
            let element = visit.element
            // Labels and text views get their text at run time often enough that an empty one proves nothing.
            guard visit.isReachable, element.isElement, element.traits.contains(.header), element.label == nil,
                  element.value == nil, element.type != "UILabel", element.type != "UITextView" else { return nil }
            return screen.finding(description, on: element,
                message: "\(element.displayName) is a heading with nothing to say: VoiceOver announces only \"Heading.\"",
                fix: Fix(summary: "Give the heading a label naming its section, or remove the Header trait.",
                         interfaceBuilder: FixText.inspector(label: "…", traits: ["header"]),
                         swift: FixText.swift(element, "accessibilityLabel", FixText.quoted("…"))))
        }
    }

    /// A view marked a heading with no text or description, in it or inside it: TalkBack has nothing to focus it by, so
    /// heading navigation skips the section the app meant to mark (or, focusable, says only "Heading").
    private func checkAndroid(_ screen: ScreenContext) -> [Finding] {
        screen.androidViews.compactMap { element, node in
            guard node.isHeading, node.importance != .no, node.importance != .noHideDescendants, !Self.saysAnything(element)
            else { return nil }
            let (view, compose, layout) = AndroidFixText.contentDescription("…")
            return screen.finding(description, on: element,
                message: "\(node.simpleClassName) is a heading with nothing to say: TalkBack skips it, or says only \"Heading\".",
                fix: Fix(summary: "Give the heading the text of its section, or a content description naming it; or stop marking "
                            + "it a heading.", androidView: view, compose: compose, androidLayout: layout))
        }
    }

    private static func saysAnything(_ element: Element) -> Bool {
        element.android.map { $0.text != nil || $0.contentDescription != nil } == true || element.children.contains(where: saysAnything)
    }
}
