import ElementModel
import RuleEngine

/// "Button", "Label", "Title", "First"/"Second": the texts Interface Builder gives a new object. Code almost
/// always replaces them at run time; when it does not, VoiceOver says them. One finding per element, instead
/// of duplicate-label pairing them with each other; never inside cell templates, whose texts are examples, nor
/// on views an outlet points at or that carry a localization key path: code sets their text.
struct IBDefaultTitleRule: Rule {
    let description = RuleDescription(
        id: "ib-default-title", name: "Interface Builder's default text", defaultSeverity: .info,
        summary: "An element shows Interface Builder's default text (\"Button\", \"Label\", \"Title\", \"Item\", "
            + "\"First\"…), which VoiceOver says unless code replaces it.",
        rationale: "A control still called \"Button\" tells a VoiceOver user nothing. The file cannot show whether code "
            + "sets the real text, so this asks for a look rather than failing a run.",
        wcag: [.headingsAndLabels],
        requires: [.uikitSemantics, .designTimeText], requiresOnAndroid: [.designTimeText],
        triggeringExamples: [
            RuleExample("In an Android layout, widgets that keep Android Studio's palette texts", AndroidFixText.layoutExample("""
                    ↓<Button android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Button"/>
                    ↓<CheckBox android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="CheckBox"/>
                    ↓<TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="TextView"/>
                """)),
            RuleExample("A button that still has Interface Builder's title", """
                ↓<button id="b1"><rect key="frame" x="16" y="100" width="120" height="44"/><state key="normal" title="Button"/></button>
                """),
            RuleExample("A toolbar item still called \"Item\"", """
                <toolbar id="tb1"><rect key="frame" x="0" y="800" width="390" height="44"/>
                    <items>↓<barButtonItem title="Item" id="bb1"/></items>
                </toolbar>
                """),
            RuleExample("A segmented control with the default segments", """
                ↓<segmentedControl selectedSegmentIndex="0" id="sc1"><rect key="frame" x="16" y="100" width="200" height="32"/>
                    <segments><segment title="First"/><segment title="Second"/></segments>
                </segmentedControl>
                """),
            RuleExample("A static cell still showing a cell style's \"Title\"", """
                <tableView dataMode="static" id="t1"><rect key="frame" x="0" y="100" width="390" height="600"/>
                    <sections><tableViewSection id="s1"><cells>
                        ↓<tableViewCell id="c1"><rect key="frame" x="0" y="28" width="390" height="44"/>
                            <tableViewCellContentView key="contentView" id="cv1"><rect key="frame" x="0" y="0" width="390" height="44"/>
                                <subviews><label text="Title" id="l1"><rect key="frame" x="16" y="0" width="200" height="44"/></label></subviews>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </cells></tableViewSection></sections>
                </tableView>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("In an Android layout, real texts, and a text set at run time", AndroidFixText.layoutExample("""
                    <Button android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Checkout"/>
                    <TextView android:id="@+id/total" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
                """)),
            RuleExample("A button with its real title", """
                <button id="b1"><rect key="frame" x="16" y="100" width="120" height="44"/><state key="normal" title="Save"/></button>
                """),
            RuleExample("A configured button: its configuration's title is shown, not the state's \"Button\"", """
                <button id="b1"><rect key="frame" x="16" y="100" width="120" height="44"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="filled" title="Save"/>
                </button>
                """),
            RuleExample("A label code holds through an outlet, and one the app localizes at load", """
                <label text="Label" id="l1"><rect key="frame" x="16" y="100" width="200" height="21"/></label>
                <label text="Label" id="l2"><rect key="frame" x="16" y="130" width="200" height="21"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="onboarding.title"/>
                    </userDefinedRuntimeAttributes>
                </label>
                <view id="owner"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <connections><outlet property="countryCodeLabel" destination="l1" id="o1"/></connections>
                </view>
                """),
            RuleExample("A static cell whose \"Title\" label code holds through an outlet", """
                <tableView dataMode="static" id="t1"><rect key="frame" x="0" y="100" width="390" height="600"/>
                    <sections><tableViewSection id="s1"><cells>
                        <tableViewCell id="c1"><rect key="frame" x="0" y="28" width="390" height="44"/>
                            <tableViewCellContentView key="contentView" id="cv1"><rect key="frame" x="0" y="0" width="390" height="44"/>
                                <subviews><label text="Title" id="l1"><rect key="frame" x="16" y="0" width="200" height="44"/></label></subviews>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </cells></tableViewSection></sections>
                </tableView>
                <view id="owner"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <connections><outlet property="privacyPolicyLabel" destination="l1" id="o1"/></connections>
                </view>
                """),
            RuleExample("A prototype cell's example texts", """
                <tableView dataMode="prototypes" id="t1"><rect key="frame" x="0" y="100" width="390" height="600"/>
                    <prototypes>
                        <tableViewCell id="c1"><rect key="frame" x="0" y="28" width="390" height="44"/>
                            <tableViewCellContentView key="contentView" id="cv1"><rect key="frame" x="0" y="0" width="390" height="44"/>
                                <subviews><label text="Title" id="l1"><rect key="frame" x="16" y="0" width="200" height="44"/></label></subviews>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                </tableView>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        if screen.isAndroid { return checkAndroid(screen) }
        return screen.findings { visit in
            let element = visit.element
            // A view an outlet points at is one code holds, and sets the text of.
            guard visit.isReachable, !visit.isInTemplate, element.type != "UISegment", element.outletName == nil else { return nil }
            // A segmented control is reported once, for all its segments.
            let defaults = element.vendsAccessibilityElements
                ? element.children.filter(\.isElement).compactMap(\.ibDefaultText)
                : element.isElement ? element.ibDefaultText.map { [$0] } ?? [] : []
            // A cell speaks the texts of its labels: one code holds through an outlet is filled at run time too.
            guard !defaults.isEmpty, !element.isCell || !element.hasDefaultTextDescendantCodeSets else { return nil }
            let texts = defaults.map { "\"\(Self.shortened($0))\"" }.joined(separator: ", ")
            let spoken = element.vendsAccessibilityElements ? ""
                : screen.utterance(for: element).map { ": unless code replaces it, VoiceOver says \"\(Self.shortened($0.text))\"" } ?? ""
            return screen.finding(description, on: element,
                message: "\(element.displayName) has Interface Builder's default text \(texts)"
                    + (spoken.isEmpty ? ", which VoiceOver says unless code replaces it." : spoken + "."),
                fix: Fix(summary: "Put the real text in the file, or make sure code sets it (and the accessibility label, "
                            + "if that should differ) before the screen appears."))
        }
    }

    /// Android Studio's palette gives a dropped widget its class name as its text ("Button", "CheckBox", "TextView"; older
    /// versions "New Button", "Large Text"): TalkBack says it unless code replaces it.
    private func checkAndroid(_ screen: ScreenContext) -> [Finding] {
        screen.androidViews.compactMap { element, node in
            guard let text = node.text, Self.androidStudioTexts.contains(text) || text == node.simpleClassName
                    && Self.androidStudioWidgets.contains(text) else { return nil }
            return screen.finding(description, on: element,
                message: "\(node.simpleClassName) has Android Studio's default text \"\(text)\", which TalkBack says unless code replaces it.",
                fix: Fix(summary: "Put the real text in the file (from strings.xml), or make sure code sets it before the screen "
                            + "appears.", androidLayout: "android:text=\"@string/…\""))
        }
    }

    private static let androidStudioWidgets: Set<String> = [
        "Button", "TextView", "CheckBox", "RadioButton", "Switch", "ToggleButton", "CheckedTextView", "SwitchCompat",
    ]
    private static let androidStudioTexts: Set<String> = ["New Button", "New Text", "Large Text", "Medium Text", "Small Text"]

    /// A text view's "Lorem ipsum…" runs to hundreds of characters: its start is enough to recognise it.
    private static func shortened(_ text: String) -> String {
        text.count <= 60 ? text : String(text.prefix(40)) + "…"
    }
}
