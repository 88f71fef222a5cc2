import ElementModel
import RuleEngine

/// A control people can tap but VoiceOver cannot reach is out of bounds for anyone who cannot see it,
/// and for Switch Control and Full Keyboard Access users too.
struct HiddenInteractiveRule: Rule {
    let description = RuleDescription(
        id: "hidden-interactive", name: "Hidden interactive element", defaultSeverity: .error,
        summary: "An interactive element VoiceOver cannot reach: inside an elements-hidden subtree, or a control "
            + "switched off as an accessibility element.",
        rationale: "accessibilityElementsHidden and a cleared Accessibility Enabled box take a view out of "
            + "VoiceOver's reach while it still responds to touch: the control exists only for sighted users.",
        wcag: [.keyboard, .nameRoleValue],
        // Its check knows Android's dumps as well as UIKit's views.
        requires: [],
        triggeringExamples: [
            RuleExample("On Android, a clickable view marked not important for accessibility", """
                <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
                <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
                  <android.widget.FrameLayout class="android.widget.FrameLayout" package="com.example.shop" bounds="[0,0][1080,2400]" displayed="true">
                    ↓<android.widget.ImageView class="android.widget.ImageView" content-desc="Favourite" clickable="true" enabled="true" bounds="[900,150][1020,270]" displayed="true" a11y-important="false"/>
                  </android.widget.FrameLayout>
                </hierarchy>
                """),
            RuleExample("A button inside a view whose accessibility elements are hidden", """
                <view id="v1"><rect key="frame" x="0" y="100" width="390" height="60"/>
                    <subviews>
                        ↓<button id="b1"><rect key="frame" x="16" y="8" width="120" height="44"/><state key="normal" title="Retry"/></button>
                    </subviews>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="accessibilityElementsHidden" value="YES"/>
                    </userDefinedRuntimeAttributes>
                </view>
                """),
            RuleExample("A button whose Accessibility Enabled box is cleared", """
                ↓<button id="b1"><rect key="frame" x="16" y="100" width="120" height="44"/><state key="normal" title="Retry"/>
                    <accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility>
                </button>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("Decoration hidden from VoiceOver", """
                <view id="v1"><rect key="frame" x="0" y="100" width="390" height="60"/>
                    <subviews><label text="Free returns" id="l1"><rect key="frame" x="16" y="8" width="200" height="44"/></label></subviews>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="accessibilityElementsHidden" value="YES"/>
                    </userDefinedRuntimeAttributes>
                </view>
                """),
            RuleExample("A button in a view hidden in the file that no outlet points at: nothing can ever show it", """
                <view hidden="YES" id="v1"><rect key="frame" x="-100" y="0" width="28" height="28"/>
                    <subviews>
                        <button id="b1"><rect key="frame" x="0" y="0" width="28" height="28"/><state key="normal" title="Open host app"/>
                            <accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility>
                        </button>
                    </subviews>
                </view>
                """),
            RuleExample("A developer-only button kept hidden, disabled and wired to nothing in the file", """
                <button hidden="YES" id="b1"><rect key="frame" x="0" y="6" width="35" height="26"/><state key="normal" title="Dev"/>
                    <accessibility key="accessibilityConfiguration">
                        <accessibilityTraits key="traits" notEnabled="YES"/><bool key="isElement" value="NO"/>
                    </accessibility>
                </button>
                """),
            RuleExample("A field that takes no touch (interaction off and disabled) and is no element", """
                <textField opaque="NO" contentMode="scaleToFill" enabled="NO" userInteractionEnabled="NO" placeholder="Code" id="t1">
                    <rect key="frame" x="16" y="260" width="300" height="34"/>
                    <accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility>
                </textField>
                """),
            RuleExample("On Android, an unimportant decoration inside a clickable row", AndroidFixText.example("""
                <node class="android.widget.LinearLayout" text="Wi-Fi" clickable="true" focusable="true" enabled="true" bounds="[0,100][1080,250]">
                  <node class="android.widget.ImageView" a11y-important="false" bounds="[900,120][1000,220]"/>
                </node>
                """)),
            RuleExample("A visible, reachable button", """
                <button id="b1"><rect key="frame" x="16" y="100" width="120" height="44"/><state key="normal" title="Retry"/></button>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        if screen.isAndroid { return checkAndroid(screen) }
        if !screen.document.evidence.contains(.uikitSemantics) { return [] }
        return screen.findings { visit in
            let element = visit.element
            // A control inside a view nothing can show is out of everyone's reach, not just VoiceOver's; one that takes no
            // touch (user interaction off, or disabled) responds to nobody.
            guard element.isInteractive, !visit.isSwallowed, !visit.isNeverShown,
                  element.isUserInteractionEnabled && element.isEnabled else { return nil }
            if visit.insideElementsHidden {
                return screen.finding(description, on: element,
                    message: "\(element.displayName) responds to touch but sits in a subtree hidden from VoiceOver "
                        + "(accessibilityElementsHidden), so VoiceOver users cannot reach it.",
                    fix: Fix(summary: "Stop hiding this subtree from accessibility, or hide only the decorative views in it.",
                             interfaceBuilder: "<userDefinedRuntimeAttribute type=\"boolean\" keyPath=\"accessibilityElementsHidden\" value=\"NO\"/>",
                             swift: "container.accessibilityElementsHidden = false"))
            }
            // A standard control someone turned off, with nothing inside for VoiceOver to reach instead.
            guard element.isSwitchedOffAsElement, !element.hasElementDescendant, !Self.isDormant(element) else { return nil }
            return screen.finding(description, on: element,
                message: "\(element.displayName) responds to touch but is not an accessibility element "
                    + "(\(element.accessibility.isElement.provenance.detail)), so VoiceOver users cannot reach it.",
                fix: Fix(summary: "Make it an accessibility element again.",
                         interfaceBuilder: FixText.inspector(isElement: true),
                         swift: FixText.swift(element, "isAccessibilityElement", "true")))
        }
    }

    /// Hidden, disabled and wired to nothing in the file (a developer-only button kept out of sight): as the file
    /// stands nobody can use it, and code would have to show it, enable it and give it an action first.
    private static func isDormant(_ element: Element) -> Bool {
        element.isHidden && (!element.isEnabled || element.traits.contains(.notEnabled))
            && element.interactions.allSatisfy { $0 == .control }
    }

    /// A clickable node marked not important for accessibility (`a11y-important="false"` in Appium's dumps) is not
    /// exposed to TalkBack, though a tap works; nor is anything inside a node that hides its descendants.
    private func checkAndroid(_ screen: ScreenContext) -> [Finding] {
        var findings: [Finding] = []
        func visit(_ element: Element, hidden: Bool) {
            guard !element.isHidden else { return }
            let node = element.android
            let hidesSubtree = hidden || node?.importance == .noHideDescendants
            // A library's scrim is hidden by design: no control a user looks for.
            if let node, node.isClickable, element.isEnabled, hidesSubtree || node.importance == .no,
               !(element.accessibility.identifier.value.map(AndroidNode.isLibraryScrim) ?? false) {
                // A control marked not important one by one was hidden on purpose, most often because its row offers the
                // same action to TalkBack (Tusky's status rows): a warning to confirm. Hiding a whole subtree of controls
                // is the error.
                var finding = screen.finding(description, on: element,
                    message: "\(node.simpleClassName) responds to a tap but is "
                        + (hidesSubtree ? "inside a view that hides its descendants from accessibility, so TalkBack users cannot reach it."
                            : "marked not important for accessibility: TalkBack users reach its action only if the screen offers it "
                                + "another way (an accessibility action on its row)."),
                    fix: Fix(summary: "Make it important for accessibility again (importantForAccessibility yes or auto), or offer its "
                                + "action on the view TalkBack focuses (an accessibility action).",
                             androidView: "view.importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_YES",
                             compose: "remove the clearAndSetSemantics { } or invisibleToUser() that hides it",
                             androidLayout: "android:importantForAccessibility=\"yes\""))
                if !hidesSubtree { finding.severity = .warning }
                findings.append(finding)
            }
            for child in element.children { visit(child, hidden: hidesSubtree) }
        }
        visit(screen.screen.root, hidden: false)
        return findings
    }
}
