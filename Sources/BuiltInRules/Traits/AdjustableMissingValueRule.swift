import ElementModel
import RuleEngine

/// An adjustable element is changed by swiping up and down; without a value users cannot hear what it is
/// set to, nor what their swipe changed. A warning, not an error: a value that changes can only be kept
/// current by code, which the file cannot show (docs/precision.md).
struct AdjustableMissingValueRule: Rule {
    let description = RuleDescription(
        id: "adjustable-missing-value", name: "Adjustable without value", defaultSeverity: .warning,
        summary: "An element with the Adjustable trait has no value.",
        rationale: "VoiceOver speaks an adjustable element's value and speaks it again after each swipe. With no value, "
            + "users adjust blindly.",
        wcag: [.nameRoleValue],
        triggeringExamples: [
            RuleExample("A rating control marked adjustable with no value", """
                ↓<view customClass="RatingView" id="r1"><rect key="frame" x="16" y="100" width="200" height="40"/>
                    <accessibility key="accessibilityConfiguration" label="Rating">
                        <accessibilityTraits key="traits" adjustable="YES"/><bool key="isElement" value="YES"/>
                    </accessibility>
                </view>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("The same control with its value set as a runtime attribute", """
                <view customClass="RatingView" id="r1"><rect key="frame" x="16" y="100" width="200" height="40"/>
                    <accessibility key="accessibilityConfiguration" label="Rating">
                        <accessibilityTraits key="traits" adjustable="YES"/><bool key="isElement" value="YES"/>
                    </accessibility>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="accessibilityValue" value="3 of 5 stars"/>
                    </userDefinedRuntimeAttributes>
                </view>
                """),
            RuleExample("A slider has a value of its own", """
                <slider value="0.5" id="s1"><rect key="frame" x="16" y="100" width="200" height="31"/>
                    <accessibility key="accessibilityConfiguration" label="Volume"/>
                </slider>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        screen.findings { visit in
            let element = visit.element
            guard visit.isReachable, element.isElement, element.traits.contains(.adjustable), element.value == nil else { return nil }
            return screen.finding(description, on: element,
                message: "\(element.displayName) is adjustable but has no value: VoiceOver users cannot hear what it is set to.",
                fix: Fix(summary: "Set accessibilityValue to the current setting (\"3 of 5 stars\") and update it as it changes.",
                         interfaceBuilder: "<userDefinedRuntimeAttribute type=\"string\" keyPath=\"accessibilityValue\" value=\"…\"/>",
                         swift: FixText.swift(element, "accessibilityValue", FixText.quoted("…"))))
        }
    }
}
