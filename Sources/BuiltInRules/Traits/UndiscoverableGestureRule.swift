import ElementModel
import RuleEngine

/// VoiceOver users act on an element by double-tapping it: that performs its one main action. A long press on
/// a button, or a second gesture on a view, does something nothing announces and nobody finds by ear (a back
/// button that shows the history on a long press).
struct UndiscoverableGestureRule: Rule {
    let description = RuleDescription(
        id: "undiscoverable-gesture", name: "Undiscoverable gesture", defaultSeverity: .warning,
        summary: "A standard control or a cell has a gesture recognizer besides its own action, or a view has more "
            + "than one, and no hint says what the extra gesture does.",
        rationale: "VoiceOver's double tap performs an element's main action only. What a long press, a swipe or a "
            + "second gesture does is never announced, so VoiceOver users cannot know it exists. Accessibility custom "
            + "actions list it in VoiceOver's Actions rotor.",
        wcag: [.keyboard, .pointerGestures],
        requires: [.uikitSemantics, .actions],
        triggeringExamples: [
            RuleExample("A back button that shows the history on a long press", """
                ↓<button id="b1"><rect key="frame" x="16" y="56" width="80" height="44"/><state key="normal" title="Back"/>
                    <connections>
                        <action selector="goBack:" destination="-1" eventType="touchUpInside" id="a1"/>
                        <outletCollection property="gestureRecognizers" destination="press1" appends="YES" id="oc1"/>
                    </connections>
                </button>
                """),
            RuleExample("A card with a tap and a long press", """
                ↓<view customClass="OrderCard" id="c1"><rect key="frame" x="16" y="100" width="358" height="80"/>
                    <accessibility key="accessibilityConfiguration" label="Order 42">
                        <accessibilityTraits key="traits" button="YES"/><bool key="isElement" value="YES"/>
                    </accessibility>
                    <connections>
                        <outletCollection property="gestureRecognizers" destination="tap1" appends="YES" id="oc1"/>
                        <outletCollection property="gestureRecognizers" destination="press1" appends="YES" id="oc2"/>
                    </connections>
                </view>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("A button with only its own action", """
                <button id="b1"><rect key="frame" x="16" y="56" width="80" height="44"/><state key="normal" title="Back"/>
                    <connections><action selector="goBack:" destination="-1" eventType="touchUpInside" id="a1"/></connections>
                </button>
                """),
            RuleExample("The long press is explained in a hint", """
                <button id="b1"><rect key="frame" x="16" y="56" width="80" height="44"/><state key="normal" title="Back"/>
                    <accessibility key="accessibilityConfiguration" hint="Shows earlier pages when held."/>
                    <connections>
                        <action selector="goBack:" destination="-1" eventType="touchUpInside" id="a1"/>
                        <outletCollection property="gestureRecognizers" destination="press1" appends="YES" id="oc1"/>
                    </connections>
                </button>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        screen.findings { visit in
            let element = visit.element
            guard visit.isReachable, !element.interactions.isEmpty, element.hint == nil else { return nil }
            let gestures = element.gestureTypes
            // A control's or a cell's main action is its own: a tap gesture only repeats it. A plain view's first
            // gesture is its main action.
            let hasOwnAction = element.interactions.contains(.control) || element.isCell
            let hidden = hasOwnAction ? gestures.filter { $0 != "UITapGestureRecognizer" } : Array(gestures.dropFirst())
            guard let gesture = hidden.first else { return nil }
            return screen.finding(description, on: element,
                message: "\(element.displayName) has a \(gesture) besides its main action: VoiceOver users cannot "
                    + "discover what it does.",
                fix: Fix(summary: "Offer what the gesture does as an accessibility custom action (accessibilityCustomActions, "
                            + "set in code), or add a hint that says it: " + FixText.hintTemplate + ".",
                         interfaceBuilder: FixText.inspector(hint: "…"),
                         swift: FixText.swift(element, "accessibilityCustomActions",
                                              "[UIAccessibilityCustomAction(name: \"…\") { _ in … }]")))
        }
    }
}
