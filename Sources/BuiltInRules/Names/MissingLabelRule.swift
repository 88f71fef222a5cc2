import ElementModel
import RuleEngine

/// VoiceOver announces an element by its name; without one a user hears only its role ("Button.") or
/// nothing at all, and cannot tell what the control does.
///
/// Not flagged, to keep the rule precise on real files: labels, text views and table cells with no text
/// in the file (their text is set at run time), and page controls, progress views and activity
/// indicators, whose value is what they say.
struct MissingLabelRule: Rule {
    let description = RuleDescription(
        id: "missing-label", name: "Missing label", defaultSeverity: .error,
        summary: "An accessibility element, or an interactive custom control, has no spoken name.",
        rationale: "VoiceOver users hear an element's name first. A control with no name is announced by its role "
            + "alone (\"Button.\", \"Switch Button. On.\") or not at all, so its purpose is lost.",
        wcag: [.nonTextContent, .nameRoleValue],
        triggeringExamples: [
            RuleExample("A switch with no label says only \"Switch Button. On.\" (the fix suggests \"Wi-Fi\", the text beside it)", """
                <label text="Wi-Fi" id="l1"><rect key="frame" x="16" y="100" width="200" height="31"/></label>
                ↓<switch on="YES" id="sw1"><rect key="frame" x="323" y="100" width="51" height="31"/></switch>
                """),
            RuleExample("A custom view with a tap gesture and no label", """
                ↓<view customClass="QuantityPicker" id="qp1"><rect key="frame" x="16" y="100" width="160" height="44"/>
                    <connections><outletCollection property="gestureRecognizers" destination="tap1" appends="YES" id="oc1"/></connections>
                </view>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("A switch labelled in the Accessibility inspector", """
                <switch on="YES" id="sw1"><rect key="frame" x="16" y="100" width="51" height="31"/>
                    <accessibility key="accessibilityConfiguration" label="Remember me"/>
                </switch>
                """),
            RuleExample("A button takes its title as its label", """
                <button id="b1"><rect key="frame" x="16" y="100" width="120" height="44"/><state key="normal" title="Sign In"/></button>
                """),
            RuleExample("A label whose text is set at run time", """
                <label id="l1"><rect key="frame" x="16" y="100" width="200" height="21"/></label>
                """),
        ])

    private static let exemptClasses: Set<String> = [
        "UILabel", "UITextView", "UITableViewCell", "UIPageControl", "UIProgressView", "UIActivityIndicatorView",
    ]

    func check(_ screen: ScreenContext) -> [Finding] {
        screen.visits.compactMap { visit in
            let element = visit.element
            guard visit.isReachable, element.label == nil, element.hint == nil else { return nil }
            // A custom control whose children are elements is reachable through them.
            guard element.isElement || (element.isCustomControl && !element.hasElementDescendant) else { return nil }
            guard !Self.exemptClasses.contains(element.type) || element.isCustom && element.isWiredUp else { return nil }
            let suggestion = suggestedLabel(for: element, in: screen)
            let fix = Fix(
                summary: "Give it an accessibility label that says what it is or does"
                    + (element.isElement ? "." : ", and make it an accessibility element."),
                interfaceBuilder: FixText.inspector(label: suggestion ?? "…", isElement: element.isElement ? nil : true),
                swift: FixText.swift(element, "accessibilityLabel", FixText.quoted(suggestion ?? "…")),
                suggestedLabel: suggestion)
            return screen.finding(description, on: element,
                                  message: "\(element.displayName) has no accessibility label: VoiceOver cannot say what it is.",
                                  fix: fix)
        }
    }

    /// Evidence in the file: the text beside it on screen, the userLabel a designer gave it, or its
    /// accessibility identifier.
    private func suggestedLabel(for element: Element, in screen: ScreenContext) -> String? {
        if let text = AdjacentText.label(for: element, in: screen) { return text }
        if let userLabel = element.userLabel { return userLabel }
        return element.accessibility.identifier.value.flatMap(AssetNames.suggestedLabel(from:))
    }
}
