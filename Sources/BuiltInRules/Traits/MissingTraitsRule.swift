import ElementModel
import RuleEngine

/// A custom control that VoiceOver reaches but announces with no role leaves users guessing whether it
/// can be activated, adjusted or followed.
struct MissingTraitsRule: Rule {
    let description = RuleDescription(
        id: "missing-traits", name: "Missing traits", defaultSeverity: .error,
        summary: "An interactive custom control (an IBAction, a gesture recognizer, a segue, or a UIControl base) has no role trait.",
        rationale: "Traits tell VoiceOver what an element is: \"Button.\", \"Adjustable.\", \"Link.\". A custom control "
            + "with none is announced like static text, so users do not know they can act on it.",
        wcag: [.nameRoleValue],
        triggeringExamples: [
            RuleExample("A labelled custom view with a tap gesture but no trait", """
                ↓<view customClass="CardView" id="c1"><rect key="frame" x="16" y="100" width="358" height="120"/>
                    <accessibility key="accessibilityConfiguration" label="Gift card"><bool key="isElement" value="YES"/></accessibility>
                    <connections><outletCollection property="gestureRecognizers" destination="tap1" appends="YES" id="oc1"/></connections>
                </view>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("The same view with the Button trait", """
                <view customClass="CardView" id="c1"><rect key="frame" x="16" y="100" width="358" height="120"/>
                    <accessibility key="accessibilityConfiguration" label="Gift card">
                        <accessibilityTraits key="traits" button="YES"/><bool key="isElement" value="YES"/>
                    </accessibility>
                    <connections><outletCollection property="gestureRecognizers" destination="tap1" appends="YES" id="oc1"/></connections>
                </view>
                """),
            RuleExample("A custom UIButton subclass keeps the Button trait", """
                <button customClass="PayButton" id="b1"><rect key="frame" x="16" y="100" width="200" height="50"/>
                    <state key="normal" title="Pay"/>
                    <connections><action selector="pay:" destination="-1" eventType="touchUpInside" id="a1"/></connections>
                </button>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        screen.visits.compactMap { visit in
            let element = visit.element
            guard visit.isReachable, element.isCustomControl, !element.hasRoleTrait else { return nil }
            // Reached through its children, the control itself is not what VoiceOver announces.
            guard element.isElement || !element.hasElementDescendant else {
                return nil
            }
            let trait = element.interactions.contains(.gestureRecognizer(type: "UIPanGestureRecognizer")) ? "adjustable" : "button"
            return screen.finding(description, on: element,
                message: "\(element.displayName) responds to touch but has no trait: VoiceOver does not say what it is.",
                fix: Fix(summary: "Give it the trait of what it does: Button for an action, Adjustable for a value, Link for navigation.",
                         interfaceBuilder: FixText.inspector(traits: [trait], isElement: element.isElement ? nil : true),
                         swift: FixText.swift(element, "accessibilityTraits", trait == "button" ? ".button" : ".adjustable")))
        }
    }
}
