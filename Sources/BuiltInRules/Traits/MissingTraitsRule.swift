import ElementModel
import RuleEngine
import ScreenReaders

/// A control the app made that VoiceOver reaches but announces with no role leaves users guessing whether
/// it can be activated, adjusted or followed. That holds when VoiceOver reaches it only through the text it
/// holds, too: the text is read as static text.
struct MissingTraitsRule: Rule {
    let description = RuleDescription(
        id: "missing-traits", name: "Missing traits", defaultSeverity: .error,
        summary: "A view the app made respond to touch (an IBAction, a gesture recognizer, a segue, a custom UIControl) "
            + "has no role trait, or is reached only through the text inside it.",
        rationale: "Traits tell VoiceOver what an element is: \"Button.\", \"Adjustable.\", \"Link.\". A custom control "
            + "with none is announced like static text, so users do not know they can act on it. A tappable card whose "
            + "texts VoiceOver reads one by one sounds exactly like text.",
        wcag: [.nameRoleValue],
        requires: [.uikitSemantics, .actions], requiresOnAndroid: [],
        correctability: .certainAndSuggestions,
        triggeringExamples: [
            RuleExample("On Android, clickable views of no role (a row, a React Native or Flutter view, a Compose send button while it "
                            + "is disabled): TalkBack says no \"Button\"", AndroidFixText.example("""
                ↓<node class="android.widget.LinearLayout" clickable="true" focusable="true" enabled="true" bounds="[0,300][1080,450]"><node class="android.widget.TextView" text="Delivery address" bounds="[54,330][900,420]"/></node>
                ↓<node class="android.view.View" content-desc="Send" clickable="true" focusable="true" enabled="false" bounds="[900,2200][1040,2340]"/>
                ↓<node class="android.view.ViewGroup" content-desc="Checkout" clickable="true" focusable="true" enabled="true" bounds="[54,1200][1026,1320]"/>
                ↓<node class="android.widget.LinearLayout" checkable="true" checked="true" clickable="true" focusable="true" enabled="true" bounds="[0,1400][1080,1520]"><node class="android.widget.TextView" text="All sources" bounds="[54,1420][900,1500]"/></node>
                """)),
            RuleExample("On Android, rows named by what they act on, a role word among them (\"Switch account\", \"Copy link\")",
                        AndroidFixText.example("""
                ↓<node class="android.widget.LinearLayout" content-desc="Switch account" clickable="true" focusable="true" enabled="true" bounds="[0,300][1080,450]"/>
                ↓<node class="android.widget.LinearLayout" content-desc="Copy link" clickable="true" focusable="true" enabled="true" bounds="[0,450][1080,600]"/>
                """)),
            RuleExample("On Android, a tile whose only role heard is its icon's \"Image\": it sounds like a picture",
                        AndroidFixText.example("""
                ↓<node class="android.widget.LinearLayout" clickable="true" focusable="true" enabled="true" bounds="[0,300][540,600]"><node class="android.widget.ImageView" content-desc="Route" bounds="[40,320][160,440]"/><node class="android.widget.TextView" text="Evacuation path" bounds="[40,460][500,560]"/></node>
                """)),
            RuleExample("On Android, a button of many words on a scrolling Compose page, in no list's row",
                        AndroidFixText.example("""
                <node class="android.view.View" scrollable="true" bounds="[0,200][1080,1800]">
                  ↓<node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[0,200][1080,400]"><node class="android.widget.TextView" text="Sign in with a different account" bounds="[20,220][1040,380]"/></node>
                </node>
                """)),
            RuleExample("A labelled custom view with a tap gesture but no trait", """
                ↓<view customClass="CardView" id="c1"><rect key="frame" x="16" y="100" width="358" height="120"/>
                    <accessibility key="accessibilityConfiguration" label="Gift card"><bool key="isElement" value="YES"/></accessibility>
                    <connections><outletCollection property="gestureRecognizers" destination="tap1" appends="YES" id="oc1"/></connections>
                </view>
                """),
            RuleExample("An image view made tappable: VoiceOver cannot reach it, nor tell it is a button", """
                ↓<imageView image="avatar" id="i1"><rect key="frame" x="16" y="100" width="64" height="64"/>
                    <connections><outletCollection property="gestureRecognizers" destination="tap1" appends="YES" id="oc1"/></connections>
                </imageView>
                """),
            RuleExample("A plain view with a tap gesture that holds text: VoiceOver reads the text, not a button", """
                ↓<view id="v1"><rect key="frame" x="16" y="100" width="358" height="60"/>
                    <subviews>
                        <label text="Widget installed: tap to open the app" id="l1"><rect key="frame" x="12" y="8" width="330" height="44"/></label>
                    </subviews>
                    <connections><outletCollection property="gestureRecognizers" destination="tap1" appends="YES" id="oc1"/></connections>
                </view>
                """),
            RuleExample("A stack view driven by a long press, holding text", """
                ↓<stackView axis="vertical" id="sv1"><rect key="frame" x="16" y="100" width="358" height="60"/>
                    <subviews>
                        <label text="Order 42" id="l1"><rect key="frame" x="0" y="0" width="358" height="30"/></label>
                        <label text="Delivered" id="l2"><rect key="frame" x="0" y="30" width="358" height="30"/></label>
                    </subviews>
                    <connections><outletCollection property="gestureRecognizers" destination="press1" appends="YES" id="oc1"/></connections>
                </stackView>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("On Android, Material's tabs, which say the \"Tab\" their library sets, and a React Native link, whose "
                            + "\"Link\" is a role description no dump carries", AndroidFixText.example("""
                <node class="android.widget.HorizontalScrollView" focusable="true" bounds="[0,84][1080,252]"><node class="android.widget.LinearLayout" bounds="[0,84][1080,252]"><node class="android.widget.LinearLayout" content-desc="Staff" clickable="true" focusable="true" enabled="true" selected="true" bounds="[0,84][540,252]"><node class="android.widget.TextView" text="Staff" bounds="[72,135][300,201]"/></node><node class="android.widget.LinearLayout" content-desc="Search" clickable="true" focusable="true" enabled="true" bounds="[540,84][1080,252]"><node class="android.widget.TextView" text="Search" bounds="[612,135][900,201]"/></node></node></node>
                <node class="android.view.ViewGroup" bounds="[0,400][1080,600]"><node class="android.view.View" content-desc="Open exports" clickable="true" focusable="true" enabled="true" bounds="[54,420][1026,580]"/></node>
                """)),
            RuleExample("On Android, a tab view known by the class Material reports for it, and names that say what they are in "
                            + "words (\"Tab: …\", \"… button\")", AndroidFixText.example("""
                <node class="androidx.appcompat.app.ActionBar.Tab" content-desc="Referral system" clickable="true" focusable="true" enabled="true" bounds="[0,84][540,252]"/>
                <node class="android.widget.LinearLayout" content-desc="Tab: Attendees" clickable="true" focusable="true" enabled="true" bounds="[540,84][1080,252]"/>
                <node class="android.widget.ImageView" content-desc="更多功能按钮" clickable="true" focusable="true" enabled="true" bounds="[960,300][1080,420]"/>
                """)),
            RuleExample("In an Android layout, a panel made clickable with no id nor onClick: no code can handle its clicks, it "
                            + "only keeps touches from what is under it", AndroidFixText.layoutExample("""
                <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:clickable="true">
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Font size"/>
                </LinearLayout>
                """)),
            RuleExample("On Android, a Flutter tab that says its place, a message in a Compose list that a tap selects, and a text "
                            + "that is only long-clickable (its menu)", AndroidFixText.example("""
                <node class="android.view.View" content-desc="Home&#10;Tab 1 of 3" clickable="true" focusable="true" enabled="true" selected="true" bounds="[0,2200][360,2340]"/>
                <node class="android.view.View" scrollable="true" bounds="[0,200][1080,1800]">
                  <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[0,200][1080,400]"><node class="android.view.View" clickable="true" enabled="true" bounds="[600,200][1060,400]"><node class="android.widget.TextView" text="See you" content-desc="Anna said See you at noon, Delivered" bounds="[620,220][1040,380]"/></node></node>
                </node>
                <node class="android.widget.TextView" text="Order shipped" long-clickable="true" focusable="true" enabled="true" bounds="[54,1900][900,1980]"/>
                """)),
            RuleExample("On Android, a clickable overlay as large as the screen, which takes the touches meant for what is under it",
                        AndroidFixText.example("""
                <node class="android.widget.FrameLayout" clickable="true" focusable="true" enabled="true" bounds="[0,0][1080,2400]"><node class="android.widget.TextView" text="Anna" bounds="[300,400][780,480]"/></node>
                """)),
            RuleExample("On Android, a button, a check box, a list's rows (a Compose lazy list's too), and an unnamed view (missing-label's finding)", AndroidFixText.example("""
                <node class="android.widget.Button" text="Checkout" clickable="true" focusable="true" enabled="true" bounds="[54,200][1026,320]"/>
                <node class="android.widget.CheckBox" text="Gift wrap" checkable="true" clickable="true" focusable="true" enabled="true" bounds="[54,400][1026,500]"/>
                <node class="androidx.recyclerview.widget.RecyclerView" scrollable="true" bounds="[0,600][1080,1200]">
                  <node class="android.widget.LinearLayout" clickable="true" focusable="true" enabled="true" bounds="[0,600][1080,750]"><node class="android.widget.TextView" text="Order 1042" bounds="[54,630][900,720]"/></node>
                </node>
                <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[54,1300][174,1420]"/>
                <node class="android.view.View" scrollable="true" bounds="[0,1500][1080,2000]">
                  <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[0,1500][1080,1650]"><node class="android.widget.TextView" text="Song of the day" bounds="[54,1530][900,1600]"/><node class="android.widget.TextView" text="Nina Simone" bounds="[54,1600][900,1640]"/></node>
                  <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[0,1650][1080,1800]"><node class="android.widget.TextView" text="Song of the week" bounds="[54,1680][900,1750]"/><node class="android.widget.TextView" text="Miles Davis" bounds="[54,1750][900,1790]"/></node>
                </node>
                """)),
            RuleExample("On Android, a film's synopsis that a TV app makes clickable for its remote to land on: a paragraph, no control",
                        AndroidFixText.example("""
                <node class="android.widget.TextView" text="A wealthy family in Los Angeles calls in two young shamans when their newborn will not stop crying. What they find leads them to a grave in a remote village, and to a choice between moving it and leaving it." clickable="true" focusable="true" enabled="true" bounds="[40,400][1160,700]"/>
                """)),
            RuleExample("On Android, a Compose list's rows named by one title each, through wrappers, with a menu on a long press "
                            + "(a chat app's history)", AndroidFixText.example("""
                <node class="android.view.View" scrollable="true" bounds="[24,0][936,2670]">
                  <node class="android.view.View" bounds="[24,1356][936,1500]"><node class="android.view.View" bounds="[24,1356][936,1500]"><node class="android.view.View" clickable="true" long-clickable="true" focusable="true" enabled="true" bounds="[0,1356][936,1500]"><node class="android.widget.TextView" text="Trip to Lisbon" bounds="[48,1400][900,1460]"/></node></node></node>
                  <node class="android.view.View" bounds="[24,1500][936,1644]"><node class="android.view.View" bounds="[24,1500][936,1644]"><node class="android.view.View" clickable="true" long-clickable="true" focusable="true" enabled="true" bounds="[0,1500][936,1644]"><node class="android.widget.TextView" text="Tax questions" bounds="[48,1544][900,1604]"/></node></node></node>
                </node>
                """)),
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
            RuleExample("A cell with a segue: UIKit makes cells activatable", """
                <tableView dataMode="prototypes" id="t1"><rect key="frame" x="0" y="100" width="390" height="600"/>
                    <prototypes>
                        <tableViewCell reuseIdentifier="Order" customClass="OrderCell" id="c1"><rect key="frame" x="0" y="28" width="390" height="44"/>
                            <tableViewCellContentView key="contentView" id="cv1"><rect key="frame" x="0" y="0" width="390" height="44"/>
                                <subviews><label text="Order" id="l1"><rect key="frame" x="16" y="0" width="200" height="44"/></label></subviews>
                            </tableViewCellContentView>
                            <connections><segue destination="vc" kind="show" id="s1"/></connections>
                        </tableViewCell>
                    </prototypes>
                </tableView>
                """),
            RuleExample("A tappable view whose controls VoiceOver reaches on their own", """
                <view id="v1"><rect key="frame" x="16" y="100" width="358" height="60"/>
                    <subviews>
                        <textField placeholder="Search" id="f1"><rect key="frame" x="12" y="8" width="330" height="44"/>
                            <accessibility key="accessibilityConfiguration" label="Search"/>
                        </textField>
                    </subviews>
                    <connections><outletCollection property="gestureRecognizers" destination="tap1" appends="YES" id="oc1"/></connections>
                </view>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        if screen.isAndroid { return checkAndroid(screen) }
        return screen.findings { visit in
            let element = visit.element
            // A control someone switched off as an element is hidden-interactive's finding, not a missing role.
            guard visit.isReachable, element.isAppMadeControl, !element.hasRoleTrait, !element.isSwitchedOffAsElement,
                  !screen.isBackdrop(element) else {
                return nil
            }
            let trait = element.setsAValue ? "adjustable" : "button"
            if element.isElement || !element.hasElementDescendant {
                return screen.finding(description, on: element,
                    message: "\(element.displayName) responds to touch but has no trait: VoiceOver does not say what it is.",
                    fix: Fix(summary: "Give it the trait of what it does: Button for an action, Adjustable for a value, Link for navigation.",
                             interfaceBuilder: FixText.inspector(traits: [trait], isElement: element.isElement ? nil : true),
                             swift: FixText.swift(element, "accessibilityTraits", "." + trait),
                             // Made an element with no name, it would lack one: only an element is given its trait.
                             correction: element.isElement ? Correction([.addTrait(trait)]) : nil))
            }
            return readOnlyThroughText(element, trait: trait, in: screen)
        }
    }

    /// VoiceOver reaches the view only through what it holds. When that is text (and no control of its own),
    /// users hear static text and nothing says the view can be acted on.
    private func readOnlyThroughText(_ element: Element, trait: String, in screen: ScreenContext) -> Finding? {
        let inside = element.children.flatMap(\.allElements).filter { !$0.isHidden && $0.isElement }
        guard !inside.contains(where: \.isInteractive) else { return nil }
        let texts = inside.compactMap(\.label)
        guard let first = texts.first else { return nil }
        let joined = texts.joined(separator: ", ")
        // The texts are proposed as its label only when they read as a name, not as values it shows ("24 hours").
        let label = LabelSuggestion.isSayableName(joined, in: screen) ? joined : nil
        let gesture = element.gestureTypes.first.map { " (\($0))" } ?? ""
        return screen.finding(description, on: element,
            message: "\(element.displayName) responds to touch\(gesture), but VoiceOver reads only the text inside it "
                + "(\"\(first)\") as static text: nothing tells users they can act on it.",
            fix: Fix(summary: "Make the view one accessibility element with the trait of what it does (Button for an "
                        + "action, Adjustable for a value) and a label from its text; for a long press, also say what it "
                        + "does in a hint.",
                     interfaceBuilder: FixText.inspector(label: label ?? "…", traits: [trait], isElement: true),
                     swift: FixText.swift(element, "accessibilityTraits", "." + trait), suggestedLabel: label,
                     correction: label.map { Correction([.setLabel($0), .addTrait(trait), .setIsElement(true)], isSuggestion: true) }))
    }

    /// TalkBack says a role only for the framework's widgets (`Role.getRole`, by class): a clickable layout, plain view,
    /// React Native or Flutter view says its name and no "Button" (ATF's ClassNameCheck). A warning on Android, since
    /// TalkBack's usage hint ("Double-tap to activate") still says it acts, for users who keep hints on. A list's rows
    /// (of a list class, or of a Compose list, through wrappers; in a layout, its clickable root, which an adapter
    /// inflates as a row), which are opened, tabs whose role description is not in dumps (Compose's, React Native's,
    /// Material's tabs and bottom navigation items), React Native views with a role of their own (a link), and views with
    /// no name (missing-label's finding) are left out.
    private func checkAndroid(_ screen: ScreenContext) -> [Finding] {
        let rows = screen.listRows, tabs = Self.tabs(in: screen.screen.root), roleViews = Self.reactNativeRoleViews(in: screen.screen.root)
        // Worked out only when a view says enough to be content: a walk of the whole screen.
        var inRows: Set<SourceLocation>?
        func isInAListRow(_ element: Element) -> Bool {
            if inRows == nil { inRows = screen.viewsInListRows }
            return inRows!.contains(element.location)
        }
        return screen.talkBackFindings { element, node, says in
            // A disabled one too: "Send, disabled" does not say it is a button, one that works later (phone-AI's send button).
            // A checkable view of no role says "checked" and no "Check box" or "Switch"; in Compose a switch's role is a role
            // description no dump carries, so a checkable Compose view is left out. A view that is only long-clickable (a
            // message's menu) is content, which TalkBack says can be long-pressed: no button.
            guard node.isClickable, !(node.isCheckable && node.isComposeNode),
                  !node.isCollectionItem,
                  AndroidRole.of(node) == .none, node.roleDescription == nil,
                  let name = element.accessibility.label.value, !Words.isIconGlyph(name),
                  !Self.speaksARole(element), !Self.namesItsTab(name), !Self.namesARole(name),
                  !(Self.readsAsContent(name) && isInAListRow(element)), !Self.isAParagraph(node),
                  !rows.contains(element.location), !tabs.contains(element.location), !roleViews.contains(element.location),
                  !Self.isItemLayoutRoot(element, in: screen), !Self.coversTheScreen(element, screen.screen.root),
                  !Self.onlyTakesTouches(element, node, in: screen) else { return nil }
            let missingRole = node.isCheckable ? "\"Check box\" or \"Switch\"" : "\"Button\""
            var finding = screen.finding(description, on: element,
                message: "\(node.simpleClassName) can be acted on" + (element.isEnabled ? "" : " once enabled")
                    + " but has no role: TalkBack says \"\(says)\", with no \(missingRole), so "
                    + "users are not told what it is.",
                fix: Fix(summary: "Give it the role of what it does: the button role in its accessibility node info (React Native: "
                            + "accessibilityRole=\"button\"; Flutter: Semantics(button: true)), or make it a Button.",
                         androidView: "ViewCompat.setAccessibilityDelegate(view, object : AccessibilityDelegateCompat() { override fun "
                            + "onInitializeAccessibilityNodeInfo(host: View, info: AccessibilityNodeInfoCompat) { "
                            + "super.onInitializeAccessibilityNodeInfo(host, info); info.className = Button::class.java.name } })",
                         compose: "Modifier.clickable(role = Role.Button) { … }",
                         androidLayout: "no XML attribute sets a role: set it in code (ViewCompat.setAccessibilityDelegate, "
                            + "className Button) or use a Button"))
            finding.severity = .warning
            return finding
        }
    }

    /// Tabs whose "Tab" TalkBack says from a role description no dump carries: Compose's (`Role.Tab`) and React Native's
    /// (`accessibilityRole="tab"`), both of which a dump reports as `android.view.View` (React Native's other views are
    /// `ViewGroup`s), side by side with one selected (Compose's selected tab is focusable, not clickable). (Material's tabs
    /// say theirs, which the importer knows: `roleDescription`.)
    private static func tabs(in root: Element) -> Set<SourceLocation> {
        var tabs: Set<SourceLocation> = []
        let isFlutter = Self.isFlutter(root)
        func visit(_ element: Element) {
            let views = element.children.filter { $0.android.map { $0.isComposeNode && $0.isActionable } == true }
            if !isFlutter, views.count >= 2, let selected = views.first(where: \.isSelected),
               views.allSatisfy({ $0.screenFrame?.y == selected.screenFrame?.y }) {
                tabs.formUnion(views.map(\.location))
            }
            element.children.forEach(visit)
        }
        visit(root)
        return tabs
    }

    /// React Native reports a view given an accessibilityRole that no widget class stands for (`link`, `tab`, `header`,
    /// `menu`…) as a plain `android.view.View`, with the role as a description TalkBack says ("Open Exports, Link") and no
    /// dump carries; its containers are `ViewGroup`s. So an actionable `View` whose parent is a `ViewGroup` has a role
    /// (Compose's and Flutter's views sit in `View`s).
    private static func reactNativeRoleViews(in root: Element) -> Set<SourceLocation> {
        var views: Set<SourceLocation> = []
        func visit(_ element: Element) {
            if element.android?.className == "android.view.ViewGroup" {
                for child in element.children where child.android.map({ $0.isComposeNode && $0.isActionable }) == true {
                    views.insert(child.location)
                }
            }
            element.children.forEach(visit)
        }
        visit(root)
        return views
    }

    /// Flutter's screens are `View`s throughout, with no `TextView` or `ViewGroup` (Compose's texts and React Native's
    /// containers): Flutter gives its tabs no role description, so a row of them says no "Tab".
    private static func isFlutter(_ root: Element) -> Bool {
        var views = 0, others = false
        func visit(_ element: Element) {
            if let node = element.android {
                let name = node.simpleClassName
                if node.isComposeNode { views += 1 }
                if name == "TextView" || name == "ViewGroup" || name.hasSuffix("ComposeView") { others = true }
            }
            if !others { element.children.forEach(visit) }
        }
        visit(root)
        return views > 0 && !others
    }

    /// In a layout, a clickable group with no id and no `android:onClick`: no code can find it to handle a click, so it is
    /// clickable only to keep touches from what is under it (a reader's settings panel over its page).
    private static func onlyTakesTouches(_ element: Element, _ node: AndroidNode, in screen: ScreenContext) -> Bool {
        screen.isAndroidLayout && !element.children.isEmpty && node.viewID == nil && !node.hasOnClickAttribute
    }

    /// A clickable view as large as the screen: an overlay that takes the touches meant for what is under it (a lock
    /// screen's), which no role would describe.
    private static func coversTheScreen(_ element: Element, _ root: Element) -> Bool {
        guard let frame = element.screenFrame, let screen = (root.screenFrame ?? root.children.first?.screenFrame),
              screen.width > 0, screen.height > 0 else { return false }
        return frame.width * frame.height >= 0.9 * screen.width * screen.height
    }

    /// A layout whose root is clickable is, nearly always, a row an adapter inflates into a list (`item_order.xml`): a
    /// list's row, which the layout alone cannot tell.
    private static func isItemLayoutRoot(_ element: Element, in screen: ScreenContext) -> Bool {
        guard screen.isAndroidLayout else { return false }
        // Data binding's `<layout>` wraps the view that is the root when the app runs.
        let root = screen.screen.root
        return element.location == root.location
            || root.type == "layout" && root.children.first(where: { $0.type != "data" && $0.android != nil })?.location == element.location
    }

    /// A name that ends with the word "button" ("Search button", WeChat's "更多功能按钮", "more functions button"), or that
    /// starts with "Tab:" ("Tab: Attendees"), tells users what it is in words, if not where TalkBack says a role
    /// (`label-contains-trait-word` reports the English and German ones). Other role words at a name's edge are as often
    /// what it acts on ("Switch account", "Copy link", "New tab"). A test id ("button-back") says no role to a listener.
    private static func namesARole(_ name: String) -> Bool {
        if name.hasSuffix("按钮") || name.hasSuffix("按鈕") { return true }
        guard !AssetNames.looksLikeFileName(name, source: .explicit) else { return false }
        if name.lowercased().hasPrefix("tab:") { return true }
        return Words.of(name).last.flatMap { Words.traitByWord[$0] } == "button"
    }

    /// Flutter's tabs say their place in their own label ("Home\nTab 1 of 3"), which tells users what they are.
    private static func namesItsTab(_ name: String) -> Bool {
        let words = Words.of(name)
        guard words.count >= 4 else { return false }
        let last = words.suffix(4)
        return last.first == "tab" && last.dropFirst(2).first == "of" && last.dropFirst().allSatisfy { $0 == "of" || Int($0) != nil }
    }

    /// A view inside a list's row that says a sentence's worth (six words or more) is content the row shows, a message or
    /// a post, which a tap opens or selects (Google Messages' bubbles, "You said Hiii 12:30 pm"): not an action that needs
    /// a role. A card of fewer words still is one (Proton VPN's "Fastest free server, Japan #20"), and so is a button of
    /// many words on a scrolling page ("Sign in with a different account"), which is in no row.
    private static func readsAsContent(_ name: String) -> Bool {
        Words.of(name).count >= 6
    }

    /// A text of its own of more than 150 characters is a paragraph (a film's synopsis that a TV app makes clickable for
    /// its remote to land on): no role would make it a control, and "Button" would mislead. A card's many texts are its
    /// children's, and it is a control still.
    private static func isAParagraph(_ node: AndroidNode) -> Bool {
        // Bytes first: counting characters walks the text, and a name of fewer than 151 bytes has fewer characters still.
        guard let text = node.text, text.utf8.count > 150 else { return false }
        return text.count > 150
    }

    /// Whether the view, read with its children, says a role a control has ("App Settings, Button": a Compose button
    /// merged into its clickable parent), which TalkBack then says: a child's "Image" or "Progress bar" says what it
    /// shows, not what tapping does (a tile heard as "Route, Image, Evacuation path" sounds like a picture). An image
    /// with no description is not read (`TalkBackPart`), and a view with a content description says that alone.
    private static func speaksARole(_ element: Element) -> Bool {
        element.android?.contentDescription == nil && TalkBackPart.readChildren(of: element).contains { child in
            !rolesThatDoNotAct.contains(AndroidRole.of(child.android!)) || speaksARole(child)
        }
    }

    private static let rolesThatDoNotAct: Set<AndroidRole> = [.none, .image, .progressBar]
}
