import ElementModel
import RuleEngine

/// A hint tells VoiceOver users what happens when they act on an element whose result its name and role
/// do not make evident. Standard UIKit controls and their subclasses are never asked for one.
struct MissingHintRule: Rule {
    let description = RuleDescription(
        id: "missing-hint", name: "Missing hint", defaultSeverity: .warning,
        summary: "An interactive custom control built on a plain view, driven by a gesture whose result is not evident, has a label but no hint.",
        rationale: "A long press, a pan or a swipe on a custom view does something its label cannot announce. "
            + "A hint (\"Shows delivery options.\") tells users what to expect before they act.",
        wcag: [.labelsOrInstructions],
        requires: [.uikitSemantics, .hints, .actions],
        triggeringExamples: [
            RuleExample("A custom view with a long-press gesture and no hint", """
                ↓<view customClass="OrderRow" id="r1"><rect key="frame" x="16" y="100" width="358" height="60"/>
                    <accessibility key="accessibilityConfiguration" label="Order 42">
                        <accessibilityTraits key="traits" button="YES"/><bool key="isElement" value="YES"/>
                    </accessibility>
                    <connections><outletCollection property="gestureRecognizers" destination="press1" appends="YES" id="oc1"/></connections>
                </view>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("The same view with a hint", """
                <view customClass="OrderRow" id="r1"><rect key="frame" x="16" y="100" width="358" height="60"/>
                    <accessibility key="accessibilityConfiguration" hint="Shows the order's actions." label="Order 42">
                        <accessibilityTraits key="traits" button="YES"/><bool key="isElement" value="YES"/>
                    </accessibility>
                    <connections><outletCollection property="gestureRecognizers" destination="press1" appends="YES" id="oc1"/></connections>
                </view>
                """),
            RuleExample("A button subclass with a title: its result is its title", """
                <button customClass="PayButton" id="b1"><rect key="frame" x="16" y="100" width="200" height="50"/>
                    <state key="normal" title="Pay"/>
                    <connections><action selector="pay:" destination="-1" eventType="touchUpInside" id="a1"/></connections>
                </button>
                """),
            RuleExample("A custom view with a plain tap, a label and the Button trait", """
                <view customClass="CardView" id="c1"><rect key="frame" x="16" y="100" width="358" height="120"/>
                    <accessibility key="accessibilityConfiguration" label="Gift card">
                        <accessibilityTraits key="traits" button="YES"/><bool key="isElement" value="YES"/>
                    </accessibility>
                    <connections><outletCollection property="gestureRecognizers" destination="tap1" appends="YES" id="oc1"/></connections>
                </view>
                """),
        ])

    /// Gestures whose result a label and a role do not announce.
    private static let unevidentGestures: Set<String> = [
        "UILongPressGestureRecognizer", "UIPanGestureRecognizer", "UISwipeGestureRecognizer",
        "UIPinchGestureRecognizer", "UIRotationGestureRecognizer", "UIScreenEdgePanGestureRecognizer",
    ]

    func check(_ screen: ScreenContext) -> [Finding] {
        screen.findings { visit in
            let element = visit.element
            guard visit.isReachable, element.isCustom, element.type == "UIView", element.isElement,
                  element.label != nil, element.hint == nil, !element.traits.contains(.adjustable) else { return nil }
            let gestures = element.interactions.compactMap { interaction -> String? in
                if case .gestureRecognizer(let type) = interaction { return type } else { return nil }
            }
            guard gestures.contains(where: Self.unevidentGestures.contains) else { return nil }
            return screen.finding(description, on: element,
                message: "\(element.displayName) reacts to \(gestures.joined(separator: ", ")) but has no hint: "
                    + "VoiceOver users cannot tell what it will do.",
                fix: Fix(summary: "Add a hint that says what the gesture does: " + FixText.hintTemplate + ".",
                         interfaceBuilder: FixText.inspector(label: element.label, hint: "…"),
                         swift: FixText.swift(element, "accessibilityHint", FixText.quoted("…"))))
        }
    }
}
