import ElementModel
import RuleEngine

/// A caption that ends in a colon ("Speed:") says what the text after it is, as does, on Android, a text of the app's
/// own words before a text whose id names it a value (`detail_country_value`). When the two are separate stops, a
/// screen-reader user who swipes to the value, or lands on it from a search, hears "12 km/h" alone; the relationship a
/// sighted user sees is lost (WCAG 1.3.1). So it is for a number alone beside the word that says what it counts, in a
/// view of their own, and for a line of captions over a line of their values (`CaptionColumns`). Nothing else is taken as evidence that a text is a caption: two texts side by side are as often a
/// title and its subtitle, which may well be read apart.
///
/// Info, as the catalog's `cell-not-grouped` it comes from: the two may be grouped in code, which the file cannot show
/// (a row made clickable by its adapter reads as one stop on Android).
struct CaptionNotGroupedRule: Rule {
    let description = RuleDescription(
        id: "caption-not-grouped", name: "Caption read apart from its value", defaultSeverity: .info,
        summary: "A caption (ending in a colon, \"Speed:\", or before a text an Android app names as a value) and the value "
            + "after it are separate stops, so the value is heard without what it is; on Android, so are a number and the word "
            + "beside it that says what it counts (\"31.9K\", \"Articles\"), and a line of captions over a line of their values, "
            + "read line by line.",
        rationale: "A sighted user reads \"Speed: 12 km/h\" at a glance. A screen-reader user moves from stop to stop and "
            + "hears \"12 km/h\" on its own, and must go back to learn what it measures.",
        wcag: [.infoAndRelationships, .meaningfulSequence],
        requires: [],
        triggeringExamples: [
            RuleExample("A caption and the value code fills, in a view of their own", """
                <view contentMode="scaleToFill" id="row"><rect key="frame" x="16" y="100" width="358" height="30"/>
                    <subviews>
                        ↓<label text="Speed:" id="l1"><rect key="frame" x="0" y="0" width="80" height="30"/></label>
                        <label text="12 km/h" id="l2"><rect key="frame" x="90" y="0" width="268" height="30"/></label>
                    </subviews>
                    <connections><outlet property="speedLabel" destination="l2" id="o1"/></connections>
                </view>
                """),
            RuleExample("On Android, in a layout: a caption and a value set at run time", AndroidFixText.layoutExample("""
                <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
                    ↓<TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Speed:"/>
                    <TextView android:id="@+id/speed" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
                </LinearLayout>
                """)),
            RuleExample("On Android, a caption of the app's words before a text its id names as a value, colon or not",
                        AndroidFixText.layoutExample("""
                ↓<TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Country"/>
                <TextView android:id="@+id/detail_country_value" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
                """)),
            RuleExample("In a dump, a number and the word that says what it counts, in a view of their own",
                        AndroidFixText.example("""
                <node class="android.widget.LinearLayout" bounds="[0,300][1080,400]">↓<node class="android.widget.TextView" text="31.9K" bounds="[54,310][200,390]"/><node class="android.widget.TextView" text="Articles" bounds="[220,310][500,390]"/></node>
                """)),
            RuleExample("In a dump, captions on one line and their values under them, each a stop: every caption is read, then "
                            + "every value", AndroidFixText.example("""
                <node class="android.view.ViewGroup" bounds="[0,600][1080,760]">
                  ↓<node class="android.widget.TextView" text="Week" bounds="[48,600][360,650]"/>
                  <node class="android.widget.TextView" text="Adherence" bounds="[384,600][696,650]"/>
                  <node class="android.widget.TextView" text="Sessions" bounds="[720,600][1032,650]"/>
                  <node class="android.widget.TextView" text="1 / 4" bounds="[48,660][360,740]"/>
                  <node class="android.widget.TextView" text="75%" bounds="[384,660][696,740]"/>
                  <node class="android.widget.TextView" text="12" bounds="[720,660][1032,740]"/>
                </node>
                """)),
            RuleExample("In a dump", AndroidFixText.example("""
                <node class="android.widget.LinearLayout" bounds="[0,300][1080,400]">↓<node class="android.widget.TextView" text="Battery:" bounds="[54,310][300,390]"/><node class="android.widget.TextView" text="84 %" bounds="[320,310][600,390]"/></node>
                """)),
        ],
        nonTriggeringExamples: [
            RuleExample("A title and its subtitle; a caption above another caption; a caption whose row VoiceOver reads as one (a cell)", """
                <label text="Inbox" id="l1"><rect key="frame" x="16" y="100" width="358" height="30"/></label>
                <label text="3 unread" id="l2"><rect key="frame" x="16" y="130" width="358" height="20"/></label>
                <view contentMode="scaleToFill" id="form"><rect key="frame" x="16" y="150" width="358" height="60"/>
                    <subviews>
                        <label text="Reported user:" id="l5"><rect key="frame" x="0" y="0" width="120" height="17"/></label>
                        <label text="Reason" id="l6"><rect key="frame" x="0" y="43" width="120" height="17"/></label>
                    </subviews>
                    <connections><outlet property="reasonLabel" destination="l6" id="o2"/></connections>
                </view>
                <tableView style="plain" id="t1"><rect key="frame" x="0" y="200" width="390" height="400"/>
                    <prototypes>
                        <tableViewCell reuseIdentifier="row" id="c1"><rect key="frame" x="0" y="0" width="390" height="44"/>
                            <tableViewCellContentView key="contentView" id="v1"><rect key="frame" x="0" y="0" width="390" height="44"/>
                                <subviews>
                                    <label text="Speed:" id="l3"><rect key="frame" x="16" y="0" width="80" height="44"/></label>
                                    <label text="12 km/h" id="l4"><rect key="frame" x="100" y="0" width="200" height="44"/></label>
                                </subviews>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                </tableView>
                """),
            RuleExample("On Android: a row TalkBack reads as one stop, and a caption before a field, which labelFor names",
                        AndroidFixText.example("""
                <node class="android.widget.LinearLayout" clickable="true" focusable="true" enabled="true" bounds="[0,300][1080,400]"><node class="android.widget.TextView" text="Battery:" bounds="[54,310][300,390]"/><node class="android.widget.TextView" text="84 %" bounds="[320,310][600,390]"/></node>
                <node class="android.widget.LinearLayout" bounds="[0,500][1080,600]"><node class="android.widget.TextView" text="Name:" bounds="[54,510][300,590]"/><node class="android.widget.EditText" text="Ann" clickable="true" focusable="true" enabled="true" bounds="[320,510][1000,590]"/></node>
                """)),
            RuleExample("On Android, each caption and its value one stop, a column each", AndroidFixText.example("""
                <node class="android.view.ViewGroup" bounds="[0,600][1080,760]">
                  <node class="android.view.ViewGroup" focusable="true" bounds="[48,600][360,740]"><node class="android.widget.TextView" text="Week" bounds="[48,600][360,650]"/><node class="android.widget.TextView" text="1 / 4" bounds="[48,660][360,740]"/></node>
                  <node class="android.view.ViewGroup" focusable="true" bounds="[384,600][696,740]"><node class="android.widget.TextView" text="Adherence" bounds="[384,600][696,650]"/><node class="android.widget.TextView" text="75%" bounds="[384,660][696,740]"/></node>
                </node>
                """)),
            RuleExample("On Android, a number in a row of more than it and its word (a time's parts), and a title beside its "
                            + "version", AndroidFixText.example("""
                <node class="android.widget.LinearLayout" bounds="[0,300][1080,400]"><node class="android.widget.TextView" text="05" bounds="[54,310][200,390]"/><node class="android.widget.TextView" text="min" bounds="[220,310][400,390]"/><node class="android.widget.TextView" text="30 s" bounds="[420,310][600,390]"/></node>
                <node class="android.widget.LinearLayout" bounds="[0,500][1080,600]"><node class="android.widget.TextView" text="Tracker" bounds="[54,510][300,590]"/><node class="android.widget.TextView" text="1.0.0" bounds="[320,510][600,590]"/></node>
                """)),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        var findings: [Finding] = []
        func visit(_ element: Element) {
            findings += pairs(under: element, screen).map { finding(caption: $0.caption, value: $0.value, screen) }
            if screen.isAndroid, let (number, word) = numberAndWhatItCounts(in: element, screen) {
                findings.append(finding(number: number, word: word, screen))
            }
            element.children.forEach(visit)
        }
        visit(screen.screen.root)
        if screen.isAndroid, !screen.isAndroidLayout {
            findings += CaptionColumns.find(in: screen.transcript.utterances).map { finding(columns: $0, screen) }
        }
        return findings
    }

    /// Children of `container` that are a caption and, at the next stop, the plain text it names.
    private func pairs(under container: Element, _ screen: ScreenContext) -> [(caption: Element, value: Element)] {
        // Most containers hold no caption at all: asked first, before any child is looked up in the transcript.
        guard container.children.count > 1, container.children.contains(where: { child in
            child.accessibility.label.value.map(Self.isCaption) == true || child.android?.viewID.map(Self.namesAValue) == true
        }) else { return [] }
        let stops = container.children.compactMap { child in screen.transcriptIndex(of: child).map { (child, $0) } }
        guard stops.count > 1 else { return [] }
        return zip(stops, stops.dropFirst()).compactMap { first, second in
            guard second.1 == first.1 + 1, Self.isPlainText(first.0), Self.isPlainText(second.0),
                  let caption = first.0.accessibility.label.value,
                  Self.isCaption(caption) || Self.isNamedAsItsValue(caption: first.0, value: second.0),
                  let value = second.0.accessibility.label.value, !value.isEmpty, !Self.isCaption(value),
                  value.last != "?", Self.mayBeAValue(second.0, screen),
                  Self.sideBySide(first.0, second.0) else { return nil }
            return (first.0, second.0)
        }
    }

    /// On Android, a view that holds only a number and the word that says what it counts ("31.9K" and "Articles", "80"
    /// and "mg/dl"), each a stop of its own: the number is heard alone. Interface Builder's labels do not show whether
    /// code sets the number (a layout's number is set at run time), so dumps alone, in practice.
    private func numberAndWhatItCounts(in container: Element, _ screen: ScreenContext) -> (number: Element, word: Element)? {
        guard container.children.count == 2, container.android?.isActionable == false,
              container.children.allSatisfy(Self.isPlainText) else { return nil }
        let texts = container.children.map { $0.accessibility.label.value ?? "" }
        let numberIndex: Int
        if Self.isNumber(texts[0]), Self.isCountedWord(texts[1]) { numberIndex = 0 }
        else if Self.isNumber(texts[1]), Self.isCountedWord(texts[0]) { numberIndex = 1 }
        else { return nil }
        guard let first = screen.transcriptIndex(of: container.children[0]),
              let second = screen.transcriptIndex(of: container.children[1]), second == first + 1,
              Self.sideBySide(container.children[0], container.children[1]) else { return nil }
        return (container.children[numberIndex], container.children[1 - numberIndex])
    }

    /// A number alone, as counters show it: "31.9K", "1,204", "80", "4.5"; not a version ("1.0.0").
    static func isNumber(_ text: String) -> Bool {
        guard let first = text.first, first.isNumber else { return false }
        let body = text.last.map { "KkMB".contains($0) } == true ? text.dropLast() : Substring(text)
        return body.allSatisfy { $0.isNumber || $0 == "." || $0 == "," } && body.filter { $0 == "." }.count <= 1
    }

    /// One to three words of letters (a unit's slash allowed): "Articles", "mg/dl", "Followers".
    static func isCountedWord(_ text: String) -> Bool {
        let words = Words.of(text)
        return (1...3).contains(words.count) && text.contains(where: \.isLetter)
            && text.allSatisfy { $0.isLetter || $0 == " " || $0 == "/" }
    }

    /// A few words ending in a colon. A longer sentence ending in one ("Select what time of day you'd like to be
    /// reminded:") introduces the controls below it, not a value.
    static func isCaption(_ text: String) -> Bool {
        let trimmed = text.reversed().drop(while: \.isWhitespace)
        guard let last = trimmed.first, last == ":" || last == "：" else { return false }
        let words = Words.of(String(trimmed.dropFirst().reversed()))
        return !words.isEmpty && words.count <= 4
    }

    /// On Android, a text the app names as a value (`detail_country_value`, `speedValue`) after a text of the app's own
    /// words ("Country", from its strings) is a caption and its value, colon or not.
    private static func isNamedAsItsValue(caption: Element, value: Element) -> Bool {
        guard let captionNode = caption.android, let shown = captionNode.text, shown != AndroidNode.setAtRunTime,
              !shown.hasPrefix("@"), shown.contains(where: \.isLetter), Words.of(shown).count <= 4,
              let id = value.android?.viewID, captionNode.viewID.map(Self.namesAValue) != true else { return false }
        return Self.namesAValue(id)
    }

    /// Whether a view's id calls it a value (`detail_country_value`, `speedValue`).
    private static func namesAValue(_ id: String) -> Bool { id.lowercased().contains("value") }

    /// In Interface Builder, a value is a label code fills (an outlet points at it); a label no code touches after a caption
    /// is as often a second caption ("Reported User:" above "Report Reason") or a sentence. A dump shows what the app
    /// filled in, and a layout's text set at run time is code's.
    private static func mayBeAValue(_ element: Element, _ screen: ScreenContext) -> Bool {
        element.android != nil || screen.document.format != InputFormat.interfaceBuilder.name || element.outletName != nil
    }

    /// Whether the value sits on the caption's line after it, or just under it, where frames are known (a layout's views
    /// have none). A text further down is as often the next caption ("Reported User:", then "Report Reason" a line below).
    private static func sideBySide(_ caption: Element, _ value: Element) -> Bool {
        guard let above = caption.screenFrame, let below = value.screenFrame else { return true }
        let sharedHeight = min(above.y + above.height, below.y + below.height) - max(above.y, below.y)
        if sharedHeight >= min(above.height, below.height) / 2, below.x >= above.x + above.width / 2 { return true }
        let gap = below.y - (above.y + above.height)
        let sharedWidth = min(above.x + above.width, below.x + below.width) - max(above.x, below.x)
        return abs(gap) <= above.height / 2 && sharedWidth > 0
    }

    /// Text a user cannot act on: no control, role or state of its own.
    static func isPlainText(_ element: Element) -> Bool {
        if let node = element.android {
            return !node.isClickable && !node.isLongClickable && !node.isCheckable && AndroidRole.of(node) == .none
        }
        let traits = element.accessibility.traits.value
        return traits.contains(.staticText) && traits.subtracting([.staticText, .notEnabled, .updatesFrequently]).isEmpty
            && !element.isInteractive
    }

    /// How Android groups the two into one stop: in code, in Compose, in the layout.
    static let groupOnAndroid = (view: "row.isScreenReaderFocusable = true",
                                         compose: "Modifier.semantics(mergeDescendants = true) {}",
                                         layout: "android:screenReaderFocusable=\"true\" on the view that holds the two (API 28; "
                                            + "android:focusable=\"true\" before)")

    /// On the number, which is heard alone.
    private func finding(number: Element, word: Element, _ screen: ScreenContext) -> Finding {
        let numberText = number.accessibility.label.value ?? "", wordText = word.accessibility.label.value ?? ""
        let together = number.location < word.location ? "\(numberText) \(wordText)" : "\(wordText) \(numberText)"
        return screen.finding(description, on: number,
            message: "\"\(numberText)\" and \"\(wordText)\", which says what it counts, are separate stops: TalkBack reads the "
                + "number alone.",
            fix: Fix(summary: "Make the two one stop, read as \"\(together)\": group them (and only them) so TalkBack reads them "
                        + "together.",
                     androidView: Self.groupOnAndroid.view, compose: Self.groupOnAndroid.compose,
                     androidLayout: Self.groupOnAndroid.layout))
    }

    /// On the first caption of a row of them, whose values are read after them all.
    private func finding(columns: CaptionColumns, _ screen: ScreenContext) -> Finding {
        let captions = columns.captions.map { "\"\($0.accessibility.label.value ?? "")\"" }.joined(separator: ", ")
        let values = columns.values.map { "\"\($0.accessibility.label.value ?? "")\"" }.joined(separator: ", ")
        let order = columns.captionsFirst ? "every caption, then every value" : "every value, then every caption"
        return screen.finding(description, on: columns.captions[0],
            message: "The captions \(captions) and their values \(values), one above the other, are separate stops: TalkBack reads "
                + "\(order), so each value is heard apart from what it is.",
            fix: Fix(summary: "Make each caption and its value one stop (a column each): group the two (and only them) so TalkBack "
                        + "reads them together.",
                     androidView: Self.groupOnAndroid.view, compose: Self.groupOnAndroid.compose,
                     androidLayout: Self.groupOnAndroid.layout))
    }

    /// On the caption: a container may hold several pairs, and each is grouped on its own.
    private func finding(caption: Element, value: Element, _ screen: ScreenContext) -> Finding {
        let captionText = caption.accessibility.label.value ?? ""
        let valueText = value.accessibility.label.value ?? ""
        let reader = screen.document.idiom.screenReader
        let shown = valueText == AndroidNode.setAtRunTime ? "" : " (\"\(valueText)\" in the file)"
        return screen.finding(description, on: caption,
            message: "\"\(captionText)\" and the value after it\(shown) are separate stops: \(reader) reads the value without what it is.",
            fix: Fix(summary: "Make the caption and its value one stop, read as \"\(captionText) …\": group the two (and only them) "
                        + "so the screen reader reads them together.",
                     swift: "row.isAccessibilityElement = true; row.accessibilityLabel = caption.text; row.accessibilityValue = value.text",
                     swiftUI: ".accessibilityElement(children: .combine)",
                     androidView: Self.groupOnAndroid.view, compose: Self.groupOnAndroid.compose,
                     androidLayout: Self.groupOnAndroid.layout))
    }
}
