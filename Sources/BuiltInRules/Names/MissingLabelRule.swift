import ElementModel
import RuleEngine

/// VoiceOver announces an element by its name; without one a user hears only its role ("Button.") or
/// nothing at all, and cannot tell what the control does.
///
/// Not flagged, to keep the rule precise on real files: labels, non-editable text views and cells with no
/// text in the file (their text is set at run time; cells are often templates), and page controls, progress
/// views and activity indicators, whose value is what they say.
struct MissingLabelRule: Rule {
    let description = RuleDescription(
        id: "missing-label", name: "Missing label", defaultSeverity: .error,
        summary: "An accessibility element, or a view the app made respond to touch, has no spoken name.",
        rationale: "VoiceOver users hear an element's name first. A control with no name is announced by its role "
            + "alone (\"Button.\", \"Switch Button. On.\") or not at all, so its purpose is lost.",
        wcag: [.nonTextContent, .nameRoleValue],
        // Its check knows Android's dumps as well as UIKit's views.
        requires: [], lintChecks: ["ContentDescription", "LabelFor"],
        correctability: .suggestions,
        triggeringExamples: [
            RuleExample("On Android, an image button with no content description: TalkBack says \"Unlabelled, Button\"",
                        AndroidFixText.example("""
                ↓<node NAF="true" class="android.widget.ImageButton" resource-id="com.example.shop:id/close" clickable="true" focusable="true" enabled="true" bounds="[42,150][162,270]"/>
                """)),
            RuleExample("On Android, an icon's private-use character as the only name (of a control, and, a warning, of a text "
                            + "TalkBack stops on), and a slider whose only words are its value", AndroidFixText.example("""
                ↓<node class="android.view.View" content-desc="\u{E821}" clickable="true" focusable="true" enabled="true" bounds="[900,150][980,230]"/>
                ↓<node class="android.widget.TextView" text="\u{ECC7}" bounds="[40,300][100,360]"/>
                ↓<node class="android.widget.SeekBar" content-desc="38%" focusable="true" scrollable="true" enabled="true" bounds="[54,400][1026,480]"/>
                """)),
            RuleExample("In an Android layout, an image button with no content description, a field with no hint nor a text "
                            + "naming it (Lint's ContentDescription and LabelFor), and a retry button the layout hides until code "
                            + "shows it", AndroidFixText.layoutExample("""
                    ↓<ImageButton android:id="@+id/close" android:src="@drawable/ic_close"/>
                    ↓<EditText android:id="@+id/email" android:inputType="textEmailAddress"/>
                    ↓<ImageButton android:id="@+id/retry" android:src="@drawable/ic_retry" android:visibility="gone"/>
                """)),
            RuleExample("In an Android layout, a field whose only words are the text it starts with: a warning",
                        AndroidFixText.layoutExample("""
                <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="User name:"/>
                ↓<EditText android:id="@+id/login" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="login"/>
                """)),
            RuleExample("In an Android layout, a drop-down list and an app's own switch (kyleduo's `SwitchButton`, a CompoundButton) "
                            + "whose captions beside them do not name them: TalkBack says \"Drop down list\" with the chosen item "
                            + "(a warning) and \"not checked, Check box\"", AndroidFixText.layoutExample("""
                <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Sort by"/>
                ↓<Spinner android:id="@+id/sort" android:layout_width="wrap_content" android:layout_height="wrap_content" android:entries="@array/orders"/>
                <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Notifications"/>
                ↓<com.kyleduo.switchbutton.SwitchButton android:id="@+id/notify" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
                """)),
            RuleExample("In an Android layout, a player's buttons drawn as icons in one row, each with its own handler: no code "
                            + "fills them with texts", AndroidFixText.layoutExample("""
                <LinearLayout android:id="@+id/controls" android:layout_width="match_parent" android:layout_height="wrap_content">
                    ↓<Button android:layout_width="48dp" android:layout_height="48dp" android:background="@drawable/ic_previous" android:onClick="onPrevious"/>
                    ↓<Button android:layout_width="48dp" android:layout_height="48dp" android:background="@drawable/ic_play" android:onClick="onPlay"/>
                </LinearLayout>
                """)),
            RuleExample("On Android, an icon at the foot of a Compose column that fits the screen (a scroll view that cannot "
                            + "scroll shows all it holds: nothing of it is cut off)", AndroidFixText.example("""
                <node class="android.widget.ScrollView" scrollable="false" bounds="[0,200][1080,1400]">
                  <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[0,200][1080,600]"><node class="android.widget.TextView" text="Basic" bounds="[40,220][600,300]"/></node>
                  <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[0,600][1080,1000]"><node class="android.widget.TextView" text="Plus" bounds="[40,620][600,700]"/></node>
                  <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[0,1000][1080,1340]"><node class="android.widget.TextView" text="Pro" bounds="[40,1020][600,1100]"/></node>
                  ↓<node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[500,1340][580,1400]"/>
                </node>
                """)),
            RuleExample("In an Android layout, a text field's custom end icon with no description: a button after the field that "
                            + "TalkBack calls \"Unlabelled\"", AndroidFixText.layoutExample("""
                ↓<com.google.android.material.textfield.TextInputLayout xmlns:app="http://schemas.android.com/apk/res-auto" android:layout_width="match_parent" android:layout_height="wrap_content" android:hint="Barcode" app:endIconMode="custom" app:endIconDrawable="@drawable/ic_scan">
                    <EditText android:id="@+id/barcode" android:layout_width="match_parent" android:layout_height="wrap_content"/>
                </com.google.android.material.textfield.TextInputLayout>
                """)),
            RuleExample("A switch with no label says only \"Switch Button. On.\" (the fix suggests \"Wi-Fi\", the text read just before it)", """
                <label text="Wi-Fi" id="l1"><rect key="frame" x="16" y="100" width="200" height="31"/></label>
                ↓<switch on="YES" id="sw1"><rect key="frame" x="323" y="100" width="51" height="31"/></switch>
                """),
            RuleExample("A custom view with a tap gesture and no label", """
                ↓<view customClass="QuantityPicker" id="qp1"><rect key="frame" x="16" y="100" width="160" height="44"/>
                    <connections><outletCollection property="gestureRecognizers" destination="tap1" appends="YES" id="oc1"/></connections>
                </view>
                """),
            RuleExample("A switch inside a prototype cell: the template's controls are as unnamed at run time", """
                <tableView dataMode="prototypes" id="t1"><rect key="frame" x="0" y="100" width="390" height="600"/>
                    <prototypes>
                        <tableViewCell reuseIdentifier="Setting" id="c1"><rect key="frame" x="0" y="28" width="390" height="44"/>
                            <tableViewCellContentView key="contentView" id="cv1"><rect key="frame" x="0" y="0" width="390" height="44"/>
                                <subviews>
                                    ↓<switch on="YES" id="sw1"><rect key="frame" x="323" y="6" width="51" height="31"/></switch>
                                </subviews>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                </tableView>
                """),
            RuleExample("A date picker with no label: VoiceOver reads the date it is set to and nothing else", """
                <label text="Check the date" id="l1"><rect key="frame" x="16" y="80" width="358" height="21"/></label>
                ↓<datePicker contentMode="scaleToFill" datePickerMode="date" id="dp1"><rect key="frame" x="16" y="105" width="358" height="216"/></datePicker>
                """),
            RuleExample("A switch in a row hidden in the file, which code can show through its outlet", """
                <view hidden="YES" id="v1"><rect key="frame" x="0" y="100" width="390" height="44"/>
                    <subviews>↓<switch on="YES" id="sw1"><rect key="frame" x="323" y="6" width="51" height="31"/></switch></subviews>
                </view>
                <view id="owner"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <connections><outlet property="giftWrapRow" destination="v1" id="o1"/></connections>
                </view>
                """),
            RuleExample("An editable text view with no label: it has no placeholder to fall back on", """
                ↓<textView text="" id="tv1"><rect key="frame" x="16" y="100" width="358" height="120"/></textView>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("In an Android layout, an app's own view that draws what it shows and may name itself (a terminal)",
                        AndroidFixText.layoutExample("""
                <com.example.TerminalView android:id="@+id/terminal" android:layout_width="match_parent" android:layout_height="match_parent" android:focusableInTouchMode="true"/>
                """)),
            RuleExample("In an Android layout, an image button with a content description from strings.xml, a field named by the "
                            + "text beside it (labelFor), and a decorative image", AndroidFixText.layoutExample("""
                    <ImageButton android:id="@+id/close" android:src="@drawable/ic_close" android:contentDescription="@string/close"/>
                    <TextView android:text="Email" android:labelFor="@id/email"/>
                    <EditText android:id="@+id/email" android:inputType="textEmailAddress"/>
                    <ImageView android:src="@drawable/divider" android:importantForAccessibility="no"/>
                """)),
            RuleExample("In an Android layout, a week's toggle buttons alike, with no ids, in a parent with one: code fills their "
                            + "texts (the days' names) through the parent", AndroidFixText.layoutExample("""
                    <LinearLayout android:id="@+id/days" android:layout_width="match_parent" android:layout_height="wrap_content">
                        <ToggleButton android:layout_width="wrap_content" android:layout_height="wrap_content"/>
                        <ToggleButton android:layout_width="wrap_content" android:layout_height="wrap_content"/>
                        <ToggleButton android:layout_width="wrap_content" android:layout_height="wrap_content"/>
                    </LinearLayout>
                """)),
            RuleExample("In an Android layout, a drop-down list named by the text beside it (labelFor), and a check box of the "
                            + "app's own class with a text", AndroidFixText.layoutExample("""
                    <TextView android:text="Sort by" android:labelFor="@id/sort"/>
                    <Spinner android:id="@+id/sort" android:entries="@array/orders"/>
                    <com.example.ThemedCheckBox android:id="@+id/remember" android:text="Remember me"/>
                """)),
            RuleExample("A switch labelled in the Accessibility inspector", """
                <switch on="YES" id="sw1"><rect key="frame" x="16" y="100" width="51" height="31"/>
                    <accessibility key="accessibilityConfiguration" label="Remember me"/>
                </switch>
                """),
            RuleExample("On Android, an image button with a content description, a field named by its hint, and a web view, which "
                            + "its page names", AndroidFixText.example("""
                <node class="android.widget.ImageButton" content-desc="Close" clickable="true" focusable="true" enabled="true" bounds="[42,150][162,270]"/>
                <node class="android.widget.EditText" text="" hint="Email" clickable="true" focusable="true" enabled="true" bounds="[54,790][1026,910]"/>
                <node class="android.webkit.WebView" focusable="true" enabled="true" bounds="[0,1000][1080,2000]"/>
                """)),
            RuleExample("On Android, an icon's character inside a button that its own description names, and one hidden from "
                            + "TalkBack", AndroidFixText.example("""
                <node class="android.view.ViewGroup" content-desc="Location" clickable="true" focusable="true" enabled="true" bounds="[40,300][600,360]"><node class="android.widget.TextView" text="\u{ECC7}" bounds="[40,300][100,360]"/></node>
                <node class="android.widget.TextView" text="\u{ECC7}" a11y-important="false" bounds="[40,400][100,460]"/>
                """)),
            RuleExample("On Android, the last row of a chat list, cut off by the list's edge: the dump leaves out the photo button "
                            + "that names it, which TalkBack reads once it scrolls the row into view", AndroidFixText.example("""
                <node class="androidx.recyclerview.widget.RecyclerView" scrollable="true" bounds="[0,200][1080,1415]">
                  <node class="android.widget.RelativeLayout" clickable="true" focusable="true" enabled="true" bounds="[0,200][1080,400]">
                    <node class="android.widget.FrameLayout" clickable="true" focusable="true" enabled="true" bounds="[0,220][160,380]"><node class="android.widget.ImageView" content-desc="Photo of Ana" bounds="[0,220][160,380]"/></node>
                    <node class="android.widget.TextView" text="Ana" bounds="[180,220][1000,300]"/>
                  </node>
                  <node class="android.widget.RelativeLayout" clickable="true" focusable="true" enabled="true" bounds="[0,1399][1080,1415]">
                    <node class="android.widget.FrameLayout" clickable="true" focusable="true" enabled="true" bounds="[0,1404][160,1415]"/>
                  </node>
                </node>
                """)),
            RuleExample("On Android, a grid of cards in a scroll view whose bottom edge cuts the last row's cards to a sliver: the "
                            + "dump leaves out their titles", AndroidFixText.example("""
                <node class="android.widget.ScrollView" scrollable="true" focusable="true" bounds="[40,390][1160,1040]">
                  <node class="android.widget.LinearLayout" bounds="[40,390][1160,1040]">
                    <node class="android.widget.LinearLayout" bounds="[40,390][1160,698]">
                      <node class="android.widget.LinearLayout" clickable="true" focusable="true" enabled="true" bounds="[41,393][412,695]"><node class="android.widget.TextView" text="Exhuma" bounds="[57,619][396,679]"/></node>
                      <node class="android.widget.LinearLayout" clickable="true" focusable="true" enabled="true" bounds="[423,400][776,688]"><node class="android.widget.TextView" text="Megan" bounds="[438,615][761,673]"/></node>
                    </node>
                    <node class="android.widget.LinearLayout" bounds="[40,1006][1160,1040]">
                      <node class="android.widget.LinearLayout" clickable="true" focusable="true" enabled="true" bounds="[50,1016][403,1040]"><node class="android.widget.ImageView" bounds="[65,1031][388,1040]"/></node>
                      <node class="android.widget.LinearLayout" clickable="true" focusable="true" enabled="true" bounds="[423,1016][776,1040]"/>
                    </node>
                  </node>
                </node>
                """)),
            RuleExample("A button takes its title as its label", """
                <button id="b1"><rect key="frame" x="16" y="100" width="120" height="44"/><state key="normal" title="Sign In"/></button>
                """),
            RuleExample("A label whose text is set at run time", """
                <label id="l1"><rect key="frame" x="16" y="100" width="200" height="21"/></label>
                """),
            RuleExample("A system info button says UIKit's \"More Info\"", """
                <button buttonType="infoLight" id="b1"><rect key="frame" x="16" y="100" width="22" height="22"/></button>
                """),
            RuleExample("A switch in a view hidden in the file that no outlet points at (a view code can show is audited)", """
                <view hidden="YES" id="v1"><rect key="frame" x="0" y="100" width="390" height="44"/>
                    <subviews><switch on="YES" id="sw1"><rect key="frame" x="323" y="6" width="51" height="31"/></switch></subviews>
                </view>
                """),
            RuleExample("A field whose placeholder the app sets from a localization key at load", """
                <textField id="t1"><rect key="frame" x="16" y="100" width="358" height="34"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="product-add.placeholder.brand"/>
                    </userDefinedRuntimeAttributes>
                </textField>
                """),
            RuleExample("A prototype cell with no text: a template code fills in", """
                <tableView dataMode="prototypes" id="t1"><rect key="frame" x="0" y="100" width="390" height="600"/>
                    <prototypes>
                        <tableViewCell reuseIdentifier="Order" customClass="OrderCell" id="c1"><rect key="frame" x="0" y="28" width="390" height="44"/>
                            <connections><segue destination="vc" kind="show" id="s1"/></connections>
                        </tableViewCell>
                    </prototypes>
                </tableView>
                """),
            RuleExample("The screen's root view dismisses the keyboard on a tap: not a control", """
                <view id="v1"><rect key="frame" x="0" y="0" width="390" height="844"/>
                    <connections><outletCollection property="gestureRecognizers" destination="tap1" appends="YES" id="oc1"/></connections>
                </view>
                """),
        ])

    /// A number or a percentage and nothing else ("38%", "0.5").
    private static func isValueOnly(_ text: String) -> Bool {
        text.contains(where: \.isNumber) && text.allSatisfy { $0.isNumber || " .,%".contains($0) }
    }

    /// A layout's empty container with an id (AnkiDroid's fields container): code adds its views, so it is no leaf
    /// when the app runs.
    private static func isFilledByCode(_ element: Element, in screen: ScreenContext) -> Bool {
        guard screen.isAndroidLayout, element.children.isEmpty, let node = element.android,
              node.viewID != nil else { return false }
        return containerClasses.contains(String(node.simpleClassName))
    }

    private static let containerClasses: Set<String> = [
        "LinearLayout", "FrameLayout", "RelativeLayout", "ConstraintLayout", "CoordinatorLayout", "GridLayout", "TableLayout",
        "FlexboxLayout", "ChipGroup", "RadioGroup",
    ]

    /// In a layout, an app's own view with nothing inside and no widget's role, focusable but not made clickable, draws
    /// what it shows and may name itself (Termux's `TerminalView` sets its description to the terminal's text); one made
    /// clickable is a custom control, the case this rule is for. A dump shows whether it did.
    private static func drawsItself(_ element: Element, _ node: AndroidNode, in screen: ScreenContext) -> Bool {
        screen.isAndroidLayout && element.children.isEmpty && !node.isClickable
            && !node.isLongClickable && !AndroidNode.isFrameworkClass(node.className) && AndroidRole.of(node) == .none
    }

    private static let exemptClasses: Set<String> = [
        "UILabel", "UIPageControl", "UIProgressView", "UIActivityIndicatorView",
    ]

    func check(_ screen: ScreenContext) -> [Finding] {
        if screen.isAndroid { return checkAndroid(screen) }
        if !screen.document.evidence.contains(.uikitSemantics) { return [] }
        var unnamed: [(element: Element, isPicker: Bool, suggestion: LabelSuggestion.Suggestion?)] = []
        for visit in screen.visits {
            let element = visit.element
            // A name code sets from a localization key path at load is a name, whatever the file shows.
            guard visit.isReachable, element.label == nil, element.hint == nil, !element.isCell,
                  element.accessibility.label.provenance.derivedFrom != .localizedText else { continue }
            // A control the app made, with nothing inside for VoiceOver to reach it through.
            let isUnreachableControl = element.isAppMadeControl && !element.hasElementDescendant && !screen.isBackdrop(element)
            // A picker's wheels are what VoiceOver reaches; they take their name from the picker.
            let isPicker = element.isPicker && !element.isElement
            guard element.isElement || isUnreachableControl || isPicker else { continue }
            // A non-editable text view's text is set at run time, like a label's; an editable one needs a name.
            let exempt = Self.exemptClasses.contains(element.type)
                || element.type == "UITextView" && !element.traits.contains(.textEntry)
            guard !exempt || element.isCustom && element.isWiredUp else { continue }
            unnamed.append((element, isPicker, LabelSuggestion.suggestion(for: element, in: screen)))
        }
        // One name for several controls ("Invert" for the X, Y and Z switches) names none of them: nothing is proposed.
        let repeated = LabelSuggestion.repeated(unnamed.compactMap { control in control.suggestion.map { (control.element.type, $0) } })
        return unnamed.map { element, isPicker, proposed in
            let suggestion = proposed.flatMap { repeated.contains($0.text) ? nil : $0.text }
            let fix = Fix(
                summary: "Give it an accessibility label that says what it is or does"
                    + (element.isElement || isPicker ? "" : ", and make it an accessibility element")
                    + (suggestion.map { " (suggestion to confirm: \"\($0)\")" } ?? "") + ".",
                interfaceBuilder: FixText.inspector(label: suggestion ?? "…", isElement: element.isElement || isPicker ? nil : true),
                swift: FixText.swift(element, "accessibilityLabel", FixText.quoted(suggestion ?? "…")),
                suggestedLabel: suggestion,
                // A control that is no element is one whose parts code makes (a custom stepper's buttons): making it one element
                // would hide them, so how it is exposed is a person's choice, and only an element's name is written.
                correction: element.isElement || isPicker ? suggestion.map { Correction([.setLabel($0)], isSuggestion: true) } : nil)
            let consequence = isPicker ? "VoiceOver reads the value it is set to with nothing to say what it sets"
                : "VoiceOver cannot say what it is"
            return screen.finding(description, on: element,
                                  message: "\(element.displayName) has no accessibility label: \(consequence).", fix: fix)
        }
    }

    /// TalkBack names a node by its content description, else its text; an actionable node with neither (nor an
    /// empty field's hint, which placeholder-as-label is about) is "Unlabelled". ATF's SpeakableTextPresent, and
    /// what uiautomator marks NAF. An empty field in a dump that cannot carry hints (no `hint` attribute) may have
    /// one: it is not reported.
    private func checkAndroid(_ screen: ScreenContext) -> [Finding] {
        screen.talkBackFindings { element, node, says in
            let role = AndroidRole.of(node)
            let glyph = element.accessibility.label.value.flatMap { Words.isIconGlyph($0) ? $0 : nil }
            // A slider whose only words are its value ("38%", Flutter's) says what it is set to, not what it sets.
            let valueOnly = role == .slider ? element.accessibility.label.value.flatMap(Self.isValueOnly) ?? false : false
            // In a layout, a field with a text of the layout's (code that sets one may set a hint too) but no hint,
            // description or label for it is named only by what is typed in it.
            let namedByItsValue = screen.isAndroidLayout && role == .editBox && node.hint == ""
                && node.contentDescription == nil && node.text.map { $0 != AndroidNode.setAtRunTime && !$0.hasPrefix("@") } == true
                && !element.isSynthesized
            // A spinner with no description nor a text naming it (labelFor) is named by its selected item alone: "Drop down
            // list, A-Z" says what is chosen, never what for. A dump does not show labelFor, which few apps give a spinner
            // (React Native's Picker cannot): the message says so.
            let namedBySelection = role == .dropDownList && node.impliedRole == nil
                && node.contentDescription == nil && !element.isSynthesized
            // A web view is named by its page (its title, its elements), not by a content description: an empty one in a
            // dump is a page not loaded, or one behind the screen shown (sample O's Brella).
            // A text that is an icon's character alone is a stop too (it has text) that says nothing.
            guard node.isActionable || glyph != nil,
                  element.accessibility.label.value == nil || glyph != nil || valueOnly || namedByItsValue || namedBySelection,
                  node.labeledBy == nil, role != .webView,
                  !(role == .editBox && node.hint != ""), !Self.isFilledByCode(element, in: screen),
                  !node.isInCutOffRow, !Self.drawsItself(element, node, in: screen) else { return nil }
            let nafNote = node.isNotAccessibilityFriendly ? " (uiautomator marks it NAF)." : "."
            // A checkable view of no role with nothing else to say: TalkBack drops its state too (`conditionalPrepend`).
            let saying = says.isEmpty ? "TalkBack says nothing for it" : "TalkBack says \"\(says)\""
            if namedByItsValue {
                var finding = screen.finding(description, on: element,
                    message: "\(node.simpleClassName) has no name (no hint, nor a text naming it with labelFor): TalkBack says "
                        + "\"\(says)\", " + (node.isPassword ? "its length" : "its text") + ", which code or the user replaces, and "
                        + "never what the field is for.",
                    fix: Fix(summary: "Name the field with the text beside it (android:labelFor on that text) or give it a hint.",
                             androidView: "nameLabel.labelFor = field.id", compose: "TextField(…, label = { Text(\"…\") })",
                             androidLayout: AndroidFixText.labelFor(node)))
                finding.severity = .warning
                return finding
            }
            if namedBySelection {
                var finding = screen.finding(description, on: element,
                    message: "\(node.simpleClassName) has no name (no content description"
                        + (screen.isAndroidLayout ? ", nor a text naming it with labelFor" : "; a dump does not show a labelFor naming it")
                        + "): TalkBack says \"\(says)\", the item chosen in it, and never what it chooses.",
                    fix: Fix(summary: "Name the list with the text beside it (android:labelFor on that text, which TalkBack reads "
                                + "as \"… for …\") or give it a content description.",
                             androidView: "captionView.labelFor = spinner.id", compose: "ExposedDropdownMenuBox { TextField(…, label = { Text(\"…\") }) }",
                             androidLayout: AndroidFixText.labelFor(node)))
                finding.severity = .warning
                return finding
            }
            if valueOnly {
                let (view, compose, layout) = AndroidFixText.contentDescription("…")
                return screen.finding(description, on: element,
                    message: "\(node.simpleClassName)'s only words are its value: TalkBack says \"\(says)\", with nothing to say what it sets.",
                    fix: Fix(summary: "Give it a content description that names what it sets (or a text naming it with labelFor); its "
                                + "value stays its state.", androidView: view, compose: compose, androidLayout: layout))
            }
            if let glyph {
                let (view, compose, layout) = AndroidFixText.contentDescription("…")
                let code = glyph.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
                if !node.isActionable {
                    // Decoration drawn with an icon font (React Native's vector icons) should be passed over; an icon that
                    // means something (a verified badge) needs its meaning in words. Which one, a person says: a warning.
                    var finding = screen.finding(description, on: element,
                        message: "\(node.simpleClassName)'s only text is a private-use character (\(code), an icon's code point): "
                            + "TalkBack stops on it and has no word for it, so the stop says nothing.",
                        fix: Fix(summary: "Hide the icon from TalkBack if it is decoration (importantForAccessibility=\"no\"; "
                                    + "React Native: accessible={false}), or give it a content description that says what it means.",
                                 androidView: "iconView.importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO",
                                 compose: "Modifier.clearAndSetSemantics { }", androidLayout: "android:importantForAccessibility=\"no\""))
                    finding.severity = .warning
                    return finding
                }
                return screen.finding(description, on: element,
                    message: "\(node.simpleClassName)'s only name is a private-use character (\(code), an icon's code point), which "
                        + "TalkBack has no word for: it says nothing a user can understand.",
                    fix: Fix(summary: "Give it a content description that says what it does.", androidView: view, compose: compose,
                             androidLayout: layout))
            }
            if role == .editBox {
                // A field is named by the text beside it: a content description would hide what is typed.
                return screen.finding(
                    description, on: element,
                    message: "\(node.simpleClassName) has no name (no hint, nor a text naming it with labelFor): \(saying)"
                        + nafNote,
                    fix: Fix(summary: "Name the field with the text beside it (android:labelFor on that text) or give it a hint.",
                             androidView: "nameLabel.labelFor = field.id", compose: "TextField(…, label = { Text(\"…\") })",
                             androidLayout: AndroidFixText.labelFor(node)))
            }
            if element.isSynthesized, node.className == AndroidNode.textInputEndIconClass {
                return screen.finding(
                    description, on: element,
                    message: "The TextInputLayout's custom end icon (app:endIconMode=\"custom\") has no app:endIconContentDescription: "
                        + "\(saying).",
                    fix: Fix(summary: "Name the icon's button after what it does (\"Scan barcode\", \"Show password\").",
                             androidView: "textInputLayout.endIconContentDescription = \"…\"",
                             compose: "TextField(…, trailingIcon = { IconButton(onClick = …) { Icon(…, contentDescription = \"…\") } })",
                             androidLayout: "app:endIconContentDescription=\"@string/…\" on the TextInputLayout"))
            }
            if element.isSynthesized {
                // A toolbar's navigation button: the activity names it "Navigate up" if it makes the toolbar its action bar,
                // which the layout cannot tell, so a warning.
                var finding = screen.finding(
                    description, on: element,
                    message: "The toolbar's navigation button (app:navigationIcon) has no app:navigationContentDescription: "
                        + "\(saying), unless code makes this toolbar the action bar (setSupportActionBar), which names it "
                        + "\"Navigate up\".",
                    fix: Fix(summary: "Name the button after what it does (\"Navigate up\", \"Open menu\").",
                             androidView: "toolbar.navigationContentDescription = \"…\"",
                             compose: "IconButton(onClick = …) { Icon(…, contentDescription = \"…\") }",
                             androidLayout: "app:navigationContentDescription=\"@string/…\" on the toolbar"))
                finding.severity = .warning
                return finding
            }
            if node.isCheckable, role == .none, node.isComposeNode {
                // Compose gives its Switch the role and state as descriptions no dump carries ("On, Switch"); a toggleable
                // of no role says nothing (its state is said only before other words). Either way it has no name.
                let (view, compose, layout) = AndroidFixText.contentDescription("…")
                return screen.finding(
                    description, on: element,
                    message: "\(node.simpleClassName) can be checked but has no name: TalkBack says at most its state and role "
                        + "(\"On, Switch\" for Compose's Switch, whose role and state a dump does not carry; nothing for a toggle of "
                        + "no role), never what it turns on" + nafNote,
                    fix: Fix(summary: "Name it: merge it with the text of its row (Modifier.toggleable on the row, the switch's "
                                + "onCheckedChange = null), or give it a content description.",
                             androidView: view, compose: compose, androidLayout: layout))
            }
            if node.isCheckable, role == .none {
                // A checkable view of no role: TalkBack says its state only before other words, so it says nothing; it needs
                // a role too, which says the state ("off, Switch").
                return screen.finding(
                    description, on: element,
                    message: "\(node.simpleClassName) can be checked but has no name and no role (no \"Switch\" or \"Check box\"): "
                        + "\(saying), not even its state" + nafNote,
                    fix: Fix(summary: "Give it a name and the role of what it is, a switch or a check box: its state is then said "
                                + "with them.",
                             androidView: "view.contentDescription = \"…\"; ViewCompat.setAccessibilityDelegate(view, … info.className = "
                                + "Switch::class.java.name …)",
                             compose: "Modifier.toggleable(value, role = Role.Switch) { … }.semantics { contentDescription = \"…\" }",
                             androidLayout: "android:contentDescription=\"…\", and a Switch or CheckBox in its place"))
            }
            // A tooltip is said last, after "Unlabelled": its words, as the description, name the control first.
            let (view, compose, layout) = AndroidFixText.contentDescription(node.tooltip ?? "…")
            return screen.finding(
                description, on: element,
                message: "\(node.simpleClassName) has no content description or text: \(saying)" + nafNote,
                fix: Fix(summary: node.tooltip.map { "Give it a content description that says what it does: its tooltip's words (\"\($0)\")." }
                            ?? "Give it a content description that says what it does.",
                         androidView: view, compose: compose, androidLayout: layout, suggestedLabel: node.tooltip,
                         correction: node.tooltip.map { Correction([.setLabel($0)], isSuggestion: true) }))
        }
    }
}
