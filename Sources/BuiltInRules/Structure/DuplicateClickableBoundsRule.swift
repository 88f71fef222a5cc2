import ElementModel
import RuleEngine

/// Two clickable nodes on exactly the same bounds are one control to the eye and two stops to TalkBack, usually a
/// clickable container around a clickable child (the Accessibility Test Framework's DuplicateClickableBounds).
struct DuplicateClickableBoundsRule: Rule {
    let description = RuleDescription(
        id: "duplicate-clickable-bounds", name: "Duplicate clickable bounds", defaultSeverity: .warning,
        summary: "On Android, two clickable nodes TalkBack reaches share the same bounds.",
        rationale: "TalkBack stops twice where a sighted user sees one control, and the two stops may say different "
            + "things or do different things; users cannot tell which one acts.",
        wcag: [.nameRoleValue],
        requires: [.androidSemantics, .bounds],
        triggeringExamples: [
            RuleExample("A clickable row around a clickable button of the same size", AndroidFixText.example("""
                <node class="android.widget.FrameLayout" content-desc="Pay" clickable="true" focusable="true" enabled="true" bounds="[54,2100][1026,2250]">
                  ↓<node class="android.widget.Button" text="Pay $42.00" clickable="true" focusable="true" enabled="true" bounds="[54,2100][1026,2250]"/>
                </node>
                """)),
        ],
        nonTriggeringExamples: [
            RuleExample("Two buttons side by side", AndroidFixText.example("""
                <node class="android.widget.Button" text="Cancel" clickable="true" focusable="true" enabled="true" bounds="[54,2100][520,2250]"/>
                <node class="android.widget.Button" text="Pay" clickable="true" focusable="true" enabled="true" bounds="[560,2100][1026,2250]"/>
                """)),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        guard screen.isAndroid else { return [] }
        var first: [Rect: Element] = [:]
        return screen.talkBackItems.compactMap { element, node, _ in
            guard node.isClickable, let bounds = element.screenFrame, bounds.width > 0, bounds.height > 0 else { return nil }
            guard let earlier = first[bounds] else {
                first[bounds] = element
                return nil
            }
            let other = earlier.android.map { String($0.simpleClassName) } ?? earlier.type
            return screen.finding(description, on: element,
                message: "\(node.simpleClassName) is clickable on the same bounds as the \(other) at line \(earlier.location.line): "
                    + "TalkBack stops on both.",
                fix: Fix(summary: "Keep one of them for TalkBack: make the other not important for accessibility, or give the "
                            + "container the action and its child none.",
                         androidView: "inner.importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO",
                         compose: "Modifier.clearAndSetSemantics { } on the inner one, or mergeDescendants on the outer",
                         androidLayout: "android:importantForAccessibility=\"no\" on the inner one"))
        }
    }
}
