import ElementModel
import RuleEngine

/// An accessibility element hides everything inside it from VoiceOver: the buttons in a card marked as
/// one element can no longer be reached.
struct ContainerSwallowsInteractiveRule: Rule {
    let description = RuleDescription(
        id: "container-swallows-interactive", name: "Container swallows controls", defaultSeverity: .error,
        summary: "An accessibility element whose descendants include interactive elements, which become unreachable.",
        rationale: "VoiceOver never visits the children of an accessibility element. Controls inside one cannot be "
            + "focused or activated by VoiceOver, Switch Control or Full Keyboard Access.",
        wcag: [.keyboard, .infoAndRelationships],
        requiresOnAndroid: [],
        triggeringExamples: [
            RuleExample("On Android, a row whose content description is all TalkBack says, over a check box inside it that takes no "
                            + "focus of its own: its state is never read", AndroidFixText.example("""
                ↓<node class="android.widget.LinearLayout" content-desc="Notifications" clickable="true" focusable="true" enabled="true" bounds="[0,300][1080,450]"><node class="android.widget.TextView" text="Notifications" bounds="[54,330][800,420]"/><node class="android.widget.CheckBox" checkable="true" checked="true" enabled="true" bounds="[900,330][1000,420]"/></node>
                """)),
            RuleExample("A card made one element while it holds a button", """
                ↓<view customClass="PaymentCardView" id="c1"><rect key="frame" x="16" y="100" width="358" height="60"/>
                    <subviews>
                        <label text="Visa •••• 4242" id="l1"><rect key="frame" x="12" y="8" width="240" height="44"/></label>
                        <button id="b1"><rect key="frame" x="270" y="8" width="80" height="44"/><state key="normal" title="Change"/>
                            <connections><action selector="change:" destination="-1" eventType="touchUpInside" id="a1"/></connections>
                        </button>
                    </subviews>
                    <accessibility key="accessibilityConfiguration" label="Payment card"><bool key="isElement" value="YES"/></accessibility>
                </view>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("On Android, the same row with no description (TalkBack reads the check box's state with it), and one whose "
                            + "switch takes focus itself", AndroidFixText.example("""
                <node class="android.widget.LinearLayout" clickable="true" focusable="true" enabled="true" bounds="[0,300][1080,450]"><node class="android.widget.TextView" text="Notifications" bounds="[54,330][800,420]"/><node class="android.widget.CheckBox" checkable="true" checked="true" enabled="true" bounds="[900,330][1000,420]"/></node>
                <node class="android.widget.LinearLayout" content-desc="Wi-Fi settings" clickable="true" focusable="true" enabled="true" bounds="[0,500][1080,650]"><node class="android.widget.Switch" checkable="true" checked="true" clickable="true" focusable="true" enabled="true" bounds="[900,530][1000,620]"/></node>
                """)),
            RuleExample("A row made one element, its switch switched off as an element on purpose", """
                <view id="c1"><rect key="frame" x="16" y="100" width="358" height="60"/>
                    <subviews>
                        <switch on="YES" id="s1"><rect key="frame" x="290" y="14" width="51" height="31"/>
                            <accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility>
                        </switch>
                    </subviews>
                    <accessibility key="accessibilityConfiguration" label="Check in automatically">
                        <accessibilityTraits key="traits" button="YES"/><bool key="isElement" value="YES"/>
                    </accessibility>
                </view>
                """),
            RuleExample("A card made one element that holds only text", """
                <view id="c1"><rect key="frame" x="16" y="100" width="358" height="60"/>
                    <subviews>
                        <label text="Visa •••• 4242" id="l1"><rect key="frame" x="12" y="8" width="240" height="44"/></label>
                        <label text="Expires 04/29" id="l2"><rect key="frame" x="260" y="8" width="90" height="44"/></label>
                    </subviews>
                    <accessibility key="accessibilityConfiguration" label="Visa ending 4242, expires April 2029"><bool key="isElement" value="YES"/></accessibility>
                </view>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        if screen.isAndroid { return checkAndroid(screen) }
        return screen.findings { visit in
            let element = visit.element
            guard visit.isReachable, element.isElement else { return nil }
            // Controls someone switched off as elements were folded into the container on purpose.
            let swallowed = element.children.flatMap(\.allElements).filter {
                $0.isInteractive && !$0.isSwitchedOffAsElement
            }
            guard let first = swallowed.first else { return nil }
            let names = swallowed.prefix(3).map { $0.label.map { "\"\($0)\"" } ?? $0.displayName }
            return screen.finding(description, on: element,
                message: "\(element.displayName) is one accessibility element, so VoiceOver cannot reach the "
                    + "\(swallowed.count == 1 ? "control" : "\(swallowed.count) controls") inside it (\(names.joined(separator: ", "))).",
                fix: Fix(summary: "Clear its Accessibility Enabled box so VoiceOver reaches each control"
                            + " (group them with shouldGroupAccessibilityChildren if they belong together), "
                            + "or expose \(first.label.map { "\"\($0)\"" } ?? "the control") as a custom action.",
                         interfaceBuilder: FixText.inspector(isElement: false),
                         swift: FixText.swift(element, "isAccessibilityElement", "false")))
        }
    }

    /// TalkBack reads a view's children only when it has no content description (`TreeNodesDescription`): a check box,
    /// switch, field or slider inside a described view that takes no focus of its own is never read, its state and value
    /// with it.
    private func checkAndroid(_ screen: ScreenContext) -> [Finding] {
        screen.talkBackFindings { element, node, says in
            guard let name = node.knownContentDescription, ![.list, .grid, .pager].contains(AndroidRole.of(node)),
                  let control = Self.unreadControl(in: element) else { return nil }
            let role = AndroidRole.of(control)
            return screen.finding(description, on: element,
                message: "\(node.simpleClassName)'s content description \"\(name)\" is all TalkBack says (\"\(says)\"): the "
                    + "\(control.simpleClassName) inside it takes no focus of its own, so its "
                    + (role == .editBox ? "text" : role == .slider ? "value" : "state") + " is never read.",
                fix: Fix(summary: "Remove the content description so TalkBack reads the row with the control's state, or let the "
                            + "control take focus itself.",
                         androidView: "row.contentDescription = null", compose: "Modifier.toggleable(…) on the row, with no contentDescription",
                         androidLayout: "remove android:contentDescription"))
        }
    }

    /// The first control inside `element` that has a state or value of its own and that TalkBack neither focuses nor reads.
    private static func unreadControl(in element: Element) -> AndroidNode? {
        for child in element.children {
            guard !child.isHidden, let node = child.android, node.importance != .noHideDescendants,
                  !child.accessibility.isElement.value, !node.isActionable else { continue }
            if node.importance != .no, node.isCheckable || [.editBox, .slider, .toggle].contains(AndroidRole.of(node)) { return node }
            if let inner = unreadControl(in: child) { return inner }
        }
        return nil
    }
}
