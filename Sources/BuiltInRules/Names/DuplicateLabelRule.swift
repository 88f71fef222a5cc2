import ElementModel
import RuleEngine

/// Two controls on one screen that VoiceOver announces identically cannot be told apart by ear.
struct DuplicateLabelRule: Rule {
    let description = RuleDescription(
        id: "duplicate-label", name: "Duplicate label", defaultSeverity: .warning,
        summary: "Controls of one screen that do different things say exactly the same thing.",
        rationale: "VoiceOver users choose controls by what they hear. Two \"Edit. Button.\" on one screen give no "
            + "way to know which one edits what. On Android, the same control in each row of a list (\"Like\" under each "
            + "article) is clear read row by row, after the row's title, but not to users moving from control to control: "
            + "it is reported once per list, as information (ATF's duplicate speakable text check warns on it).",
        wcag: [.headingsAndLabels],
        // Its check knows Android's dumps as well as UIKit's views.
        requires: [],
        triggeringExamples: [
            RuleExample("On Android, two buttons TalkBack announces alike", AndroidFixText.example("""
                <node class="android.widget.Button" text="Edit" clickable="true" enabled="true" bounds="[54,300][400,420]"/>
                ↓<node class="android.widget.Button" text="Edit" clickable="true" enabled="true" bounds="[54,900][400,1020]"/>
                """)),
            RuleExample("On Android, the same button in each row of a list, beside the row's own text: information, once per "
                            + "list", AndroidFixText.example("""
                <node class="androidx.recyclerview.widget.RecyclerView" bounds="[0,0][1080,2000]">
                  <node class="android.widget.LinearLayout" bounds="[0,0][1080,200]">
                    <node class="android.widget.TextView" text="Order 1" bounds="[0,0][700,200]"/>
                    <node class="android.widget.Button" text="Track" clickable="true" enabled="true" bounds="[700,0][1080,200]"/>
                  </node>
                  <node class="android.widget.LinearLayout" bounds="[0,200][1080,400]">
                    <node class="android.widget.TextView" text="Order 2" bounds="[0,200][700,400]"/>
                    ↓<node class="android.widget.Button" text="Track" clickable="true" enabled="true" bounds="[700,200][1080,400]"/>
                  </node>
                </node>
                """)),
            RuleExample("Two adjustable controls that both say \"Octave Range. Adjustable.\"", """
                <view customClass="Stepper" id="s1"><rect key="frame" x="16" y="100" width="120" height="44"/>
                    <accessibility key="accessibilityConfiguration" label="Octave Range">
                        <accessibilityTraits key="traits" adjustable="YES"/><bool key="isElement" value="YES"/>
                    </accessibility>
                    <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="accessibilityValue" value="2"/></userDefinedRuntimeAttributes>
                </view>
                ↓<view customClass="Stepper" id="s2"><rect key="frame" x="16" y="200" width="120" height="44"/>
                    <accessibility key="accessibilityConfiguration" label="Octave Range">
                        <accessibilityTraits key="traits" adjustable="YES"/><bool key="isElement" value="YES"/>
                    </accessibility>
                    <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="accessibilityValue" value="2"/></userDefinedRuntimeAttributes>
                </view>
                """),
            RuleExample("Two buttons that both say \"Edit. Button.\"", """
                <button id="b1"><rect key="frame" x="16" y="100" width="80" height="44"/><state key="normal" title="Edit"/></button>
                ↓<button id="b2"><rect key="frame" x="16" y="200" width="80" height="44"/><state key="normal" title="Edit"/></button>
                """),
            RuleExample("A button copied with its label and identifier, then retitled: the copy's label is the one to fix", """
                ↓<button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Search Presets"/>
                    <accessibility key="accessibilityConfiguration" identifier="NewPresetButton" label="New Preset"/>
                </button>
                <button id="b2"><rect key="frame" x="16" y="200" width="200" height="44"/><state key="normal" title="New Preset"/>
                    <accessibility key="accessibilityConfiguration" identifier="NewPresetButton" label="New Preset"/>
                </button>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("On Android, two messages of a chat that say the same, rows of a scroll view that lists rows of one shape "
                            + "(React Native's FlatList)", AndroidFixText.example("""
                <node class="android.widget.ScrollView" scrollable="true" bounds="[0,0][1080,2000]"><node class="android.view.ViewGroup" bounds="[0,0][1080,2000]">
                  <node class="android.view.ViewGroup" bounds="[0,0][1080,200]"><node class="android.view.ViewGroup" content-desc="Call ended, 23:12" clickable="true" focusable="true" enabled="true" bounds="[0,0][1080,200]"/></node>
                  <node class="android.view.ViewGroup" bounds="[0,200][1080,400]"><node class="android.view.ViewGroup" content-desc="See you" clickable="true" focusable="true" enabled="true" bounds="[0,200][1080,400]"/></node>
                  <node class="android.view.ViewGroup" bounds="[0,400][1080,600]"><node class="android.view.ViewGroup" content-desc="Call ended, 23:12" clickable="true" focusable="true" enabled="true" bounds="[0,400][1080,600]"/></node>
                </node></node>
                """)),
            RuleExample("On Android, a web page's comments, elements of one shape side by side, each with its own like button",
                        AndroidFixText.example("""
                <node class="android.webkit.WebView" scrollable="true" bounds="[0,0][1080,2000]"><node class="android.view.View" bounds="[0,0][1080,2000]">
                  <node class="android.view.View" bounds="[0,0][1080,300]"><node class="android.widget.TextView" text="Great read" bounds="[0,0][900,300]"/><node class="android.view.View" content-desc="Like" clickable="true" focusable="true" enabled="true" bounds="[900,0][1080,300]"/></node>
                  <node class="android.view.View" bounds="[0,300][1080,600]"><node class="android.widget.TextView" text="Thanks" bounds="[0,300][900,600]"/><node class="android.view.View" content-desc="Like" clickable="true" focusable="true" enabled="true" bounds="[900,300][1080,600]"/></node>
                  <node class="android.view.View" bounds="[0,600][1080,900]"><node class="android.widget.TextView" text="Agreed" bounds="[0,600][900,900]"/><node class="android.view.View" content-desc="Like" clickable="true" focusable="true" enabled="true" bounds="[900,600][1080,900]"/></node>
                </node></node>
                """)),
            RuleExample("On Android, rows of a list that are themselves what says the same (a chat's two messages)",
                        AndroidFixText.example("""
                <node class="androidx.recyclerview.widget.RecyclerView" bounds="[0,0][1080,2000]">
                  <node class="android.widget.TextView" text="Test alert" clickable="true" enabled="true" bounds="[0,0][1080,200]"/>
                  <node class="android.widget.TextView" text="Test alert" clickable="true" enabled="true" bounds="[0,200][1080,400]"/>
                </node>
                """)),
            RuleExample("Configured buttons say their configuration's titles, not the \"Button\" Interface Builder also writes", """
                <button id="b1"><rect key="frame" x="16" y="100" width="80" height="44"/><state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="filled" title="Save"/>
                </button>
                <button id="b2"><rect key="frame" x="16" y="200" width="80" height="44"/><state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="plain" title="Discard"/>
                </button>
                """),
            RuleExample("Two buttons still titled \"Button\" are ib-default-title's concern", """
                <button id="b1"><rect key="frame" x="16" y="100" width="80" height="44"/><state key="normal" title="Button"/></button>
                <button id="b2"><rect key="frame" x="16" y="200" width="80" height="44"/><state key="normal" title="Button"/></button>
                """),
            RuleExample("Two toolbar items that send the same action are one job under two names", """
                <button id="b1"><rect key="frame" x="16" y="100" width="80" height="44"/><state key="normal" title="Fire"/>
                    <connections><action selector="onFirePressed:" destination="-1" eventType="touchUpInside" id="a1"/></connections>
                </button>
                <button id="b2"><rect key="frame" x="16" y="700" width="80" height="44"/><state key="normal" title="Fire"/>
                    <connections><action selector="onFirePressed:" destination="-1" eventType="touchUpInside" id="a2"/></connections>
                </button>
                """),
            RuleExample("Two layouts of one button in the same place, one shown at a time", """
                <button id="b1"><rect key="frame" x="16" y="500" width="358" height="44"/><state key="normal" title="Sign in"/></button>
                <button hidden="YES" id="b2"><rect key="frame" x="16" y="500" width="170" height="44"/><state key="normal" title="Sign in"/></button>
                """),
            RuleExample("Two row buttons both named by their image \"right_arrow\" are label-is-file-name's", """
                <button id="b1"><rect key="frame" x="0" y="100" width="390" height="50"/><state key="normal" image="right_arrow"/></button>
                <button id="b2"><rect key="frame" x="0" y="200" width="390" height="50"/><state key="normal" image="right_arrow"/></button>
                """),
            RuleExample("The second one is told apart by its label", """
                <button id="b1"><rect key="frame" x="16" y="100" width="80" height="44"/><state key="normal" title="Edit"/>
                    <accessibility key="accessibilityConfiguration" label="Edit address"/>
                </button>
                <button id="b2"><rect key="frame" x="16" y="200" width="80" height="44"/><state key="normal" title="Edit"/>
                    <accessibility key="accessibilityConfiguration" label="Edit payment"/>
                </button>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        if screen.isAndroid { return checkAndroid(screen) }
        if !screen.document.evidence.contains(.uikitSemantics) { return [] }
        // Cells and the controls in them repeat by design (and prototypes are templates); unnamed controls are
        // missing-label's, Interface Builder's default texts ib-default-title's, image file names label-is-file-name's
        // (naming each one tells them apart); texts code localizes are placeholders.
        var firstSaid: [String: (index: Int, element: Element)] = [:]
        var findings: [Finding] = []
        for (index, utterance) in screen.transcript.utterances.enumerated() {
            let element = utterance.element
            // The app's own hint may tell them apart; VoiceOver's system hints do not.
            guard element.isInteractive || element.hasRoleTrait, !utterance.text.isEmpty, element.hint == nil,
                  element.label != nil, element.ibDefaultText == nil, !element.isCell, !screen.isInCell(element),
                  element.accessibility.label.provenance.derivedFrom != .localizedText, !Self.isImageFileName(element)
            else { continue }
            guard let first = firstSaid[utterance.text] else {
                firstSaid[utterance.text] = (index, element)
                continue
            }
            guard !Self.isOneControl(first.element, element) else { continue }
            // A label copied onto a control that shows other words is the one to fix, wherever it comes in the transcript.
            let (culprit, other) = Self.hidesItsText(first.element) && !Self.hidesItsText(element)
                ? (first.element, index) : (element, first.index)
            findings.append(screen.finding(description, on: culprit,
                message: "\(culprit.displayName) says \"\(utterance.text)\", like item \(other + 1) of this screen's "
                    + "transcript: VoiceOver users cannot tell them apart.",
                fix: Fix(summary: "Make each label say what the control acts on (\"Edit address\"), or add a hint that does.",
                         interfaceBuilder: FixText.inspector(label: "…"),
                         swift: FixText.swift(culprit, "accessibilityLabel", FixText.quoted("…")))))
        }
        return findings
    }

    /// Two elements that do the same job (the same action; the same identifier over the same shown text) or overlap
    /// on screen (alternative layouts, one shown at a time) are one control to the user: the same name is right.
    /// An identifier alone proves nothing: it is copied along with the label when a button is duplicated in the editor.
    private static func isOneControl(_ lhs: Element, _ rhs: Element) -> Bool {
        if let identifier = lhs.accessibility.identifier.value, identifier == rhs.accessibility.identifier.value,
           lhs.visibleText == rhs.visibleText { return true }
        let actions = Set(lhs.actionSelectors)
        if !actions.isEmpty, !actions.isDisjoint(with: rhs.actionSelectors) { return true }
        guard let left = lhs.screenFrame, let right = rhs.screenFrame else { return false }
        return left.x < right.x + right.width && right.x < left.x + left.width
            && left.y < right.y + right.height && right.y < left.y + left.height
    }

    private static func isImageFileName(_ element: Element) -> Bool {
        guard element.accessibility.label.provenance.derivedFrom == .imageName, let label = element.label else { return false }
        return AssetNames.looksLikeFileName(label, source: .image)
    }

    /// An explicit label that says something other than the text the control shows.
    private static func hidesItsText(_ element: Element) -> Bool {
        guard let shown = element.visibleText, let label = element.label else { return false }
        return shown != label
    }

    /// Views inside the rows of a scroll view that lists rows of one shape (React Native's FlatList is a scroll view whose
    /// content holds its rows): three or more `ViewGroup` siblings holding the same classes. Chat messages that
    /// say the same ("Video call ended, 23:12") repeat as list rows do. So do a web page's: three or more sibling elements
    /// of one shape anywhere in a web view (a news page's comments, each with its like and reply buttons; an article
    /// list's cards, each with its "Read more"), whose controls repeat by design, as a list's rows' do.
    private static func viewsInRepeatedRows(_ root: Element) -> Set<LineAndColumn> {
        var inside: Set<LineAndColumn> = []
        func shape(_ element: Element) -> Int {
            var hasher = Hasher()
            hasher.combine(element.type)
            for child in element.children { hasher.combine(child.type) }
            return hasher.finalize()
        }
        func insert(_ element: Element) {
            inside.insert(LineAndColumn(element.location))
            element.children.forEach(insert)
        }
        func insertRows(of content: Element, ofType type: String) {
            var counts: [Int: Int] = [:]
            let shapes = content.children.map(shape)
            for key in shapes { counts[key, default: 0] += 1 }
            for (row, key) in zip(content.children, shapes) where counts[key]! >= 3 && row.type == type { insert(row) }
        }
        func visit(_ element: Element, inWebView: Bool) {
            // React Native's rows are ViewGroups; a View app's form in a scroll view repeats sections that do differ.
            if element.android?.isScrollable == true {
                insertRows(of: element.children.count == 1 ? element.children[0] : element, ofType: "android.view.ViewGroup")
            }
            if inWebView, element.children.count >= 3 { insertRows(of: element, ofType: "android.view.View") }
            let inside = inWebView || element.android.map { AndroidRole.of($0) == .webView } == true
            for child in element.children { visit(child, inWebView: inside) }
        }
        visit(root, inWebView: false)
        return inside
    }

    /// Android: two actionable nodes TalkBack announces alike, outside lists (whose rows repeat by design) and not on
    /// overlapping bounds (one control drawn twice). Unnamed ones are missing-label's. Inside a list's rows, the same
    /// control in each row ("Like" under every article) is reported once per list, as information.
    private func checkAndroid(_ screen: ScreenContext) -> [Finding] {
        // Texts set at run time are not known to be the same. Controls only: a focusable text ("AM") is no control to
        // confuse with another.
        let items = screen.talkBackItems
        func isControl(_ item: (element: Element, node: AndroidNode, says: String)) -> Bool {
            guard item.node.isClickable || item.node.isLongClickable || item.node.isCheckable,
                  let label = item.element.accessibility.label.value else { return false }
            // Most labels hold neither mark's first byte: the searches (slow for a million labels) are then skipped.
            let bytes = label.utf8
            return !(bytes.contains(0xE2) && label.contains(AndroidNode.setAtRunTime))
                && !(bytes.contains(UInt8(ascii: "@")) && label.contains("@string/"))
        }
        // Only what two controls say is looked at further (with walks of the whole screen): most screens have none.
        var count: [String: Int] = [:]
        for item in items where isControl(item) { count[item.says, default: 0] += 1 }
        guard count.values.contains(where: { $0 > 1 }) else { return [] }
        let alike = items.indices.compactMap { index -> AndroidControl? in
            let item = items[index]
            guard (count[item.says] ?? 0) > 1, isControl(item) else { return nil }
            return AndroidControl(index: index, element: item.element, node: item.node, says: item.says)
        }
        let inLists = screen.viewsInLists
        let outside = Self.saidTwice(alike.filter { !inLists.contains($0.element.location) })
        let inside = Self.saidTwice(alike.filter { inLists.contains($0.element.location) })
        return (outside.isEmpty ? [] : differentControlsAlike(outside, in: screen))
            + (inside.isEmpty ? [] : sameControlInEachRow(inside, in: screen))
    }

    /// The controls that say what another of them says.
    private static func saidTwice(_ controls: [AndroidControl]) -> [AndroidControl] {
        var count: [String: Int] = [:]
        for control in controls { count[control.says, default: 0] += 1 }
        return controls.filter { count[$0.says]! > 1 }
    }

    private struct AndroidControl {
        let index: Int, element: Element, node: AndroidNode, says: String
    }

    private func differentControlsAlike(_ controls: [AndroidControl], in screen: ScreenContext) -> [Finding] {
        let inRepeatedRows = Self.viewsInRepeatedRows(screen.screen.root)
        var firstSaid: [String: AndroidControl] = [:]
        var findings: [Finding] = []
        for control in controls where !inRepeatedRows.contains(LineAndColumn(control.element.location)) {
            guard let first = firstSaid[control.says] else {
                firstSaid[control.says] = control
                continue
            }
            guard !Self.isOneControl(first.element, control.element) else { continue }
            let (view, compose, layout) = AndroidFixText.contentDescription("…")
            findings.append(screen.finding(description, on: control.element,
                message: "\(control.node.simpleClassName) says \"\(control.says)\", like item \(first.index + 1) of this screen's "
                    + "transcript: TalkBack users cannot tell them apart.",
                fix: Fix(summary: "Make each content description say what the control acts on (\"Edit address\").",
                         androidView: view, compose: compose, androidLayout: layout)))
        }
        return findings
    }

    /// The same control in every row of a list, each beside its row's own words ("Like" under each article's title), as
    /// ATF's DuplicateSpeakableTextCheck reports it. Read row by row, the title just before names it (WCAG 2.4.4 takes
    /// that as enough), so information, once per list and name: users who move from control to control (TalkBack's
    /// "Controls" reading control) hear only "Like, Button", again and again. A name in some rows only is a value those
    /// rows share (a rating, a tag), and rows that show the same words are the same item listed twice (or drawn twice).
    private func sameControlInEachRow(_ controls: [AndroidControl], in screen: ScreenContext) -> [Finding] {
        let rows = Self.listRowsWithControls(screen.screen.root, placing: Set(controls.map { LineAndColumn($0.element.location) }))
        var inRows: [String: [AndroidControl]] = [:], order: [String] = []
        for control in controls {
            guard let place = rows.placeOf[LineAndColumn(control.element.location)] else { continue }
            let key = "\(place.list.line):\(place.list.column):\(control.says)"
            if inRows[key] == nil { order.append(key) }
            inRows[key, default: []].append(control)
        }
        return order.compactMap { key -> Finding? in
            let alike = inRows[key]!
            let places = alike.map { rows.placeOf[LineAndColumn($0.element.location)]! }
            let list = places[0].list
            guard alike.count >= 2, Set(places.map(\.row)).count == alike.count, alike.count == rows.count[list],
                  Set(places.map(\.rowShows)).count == alike.count else { return nil }
            let first = alike[0], second = alike[1]
            let (view, compose, layout) = AndroidFixText.contentDescription("\(first.says): …")
            var finding = screen.finding(description, on: second.element,
                message: "\(second.node.simpleClassName) says \"\(second.says)\" in each of the \(alike.count) rows of this list (item "
                    + "\(first.index + 1) of the transcript first): heard after its row's words, each is clear, but users who move "
                    + "from control to control hear only \"\(second.says)\" again and again.",
                fix: Fix(summary: "Add what it acts on to each one's content description (the row's title), or make each row one "
                            + "stop whose actions (accessibility actions) are these controls.",
                         androidView: view, compose: compose, androidLayout: layout))
            finding.severity = .info
            return finding
        }
    }

    /// Where each of `controls` strictly inside a row of a list (a child of a list or grid, or of Compose's list) that
    /// shows words beside it (its title) sits: its list, its row, and all the row shows (to tell rows apart); and how many
    /// rows of each list hold controls. One walk of the screen; each row's words are gathered once, and only for the rows
    /// that hold one of `controls` (a row of a thousand views holding a thousand of them is read once, not a thousand
    /// times).
    private static func listRowsWithControls(_ root: Element, placing controls: Set<LineAndColumn>)
        -> (placeOf: [LineAndColumn: (list: LineAndColumn, row: LineAndColumn, rowShows: String)], count: [LineAndColumn: Int]) {
        var rowsWithControls: [LineAndColumn: Set<LineAndColumn>] = [:]
        var found: [(control: Element, list: LineAndColumn, row: LineAndColumn)] = []
        var rowElements: [LineAndColumn: Element] = [:]
        func visit(_ element: Element, list: LineAndColumn?, row: LineAndColumn?) {
            if let list, let row, LineAndColumn(element.location) != row, element.android?.isActionable == true {
                rowsWithControls[list, default: []].insert(row)
                if controls.contains(LineAndColumn(element.location)) { found.append((element, list, row)) }
            }
            guard element.android.map(ScreenContext.isList) == true else {
                for child in element.children { visit(child, list: list, row: row) }
                return
            }
            for child in element.children {
                let foundBefore = found.count
                visit(child, list: LineAndColumn(element.location), row: LineAndColumn(child.location))
                if found.count > foundBefore { rowElements[LineAndColumn(child.location)] = child }
            }
        }
        visit(root, list: nil, row: nil)
        var rowShows: [LineAndColumn: (words: Int, joined: String)] = [:]
        var placeOf: [LineAndColumn: (list: LineAndColumn, row: LineAndColumn, rowShows: String)] = [:]
        for (control, list, row) in found {
            if rowShows[row] == nil {
                var shown: [String] = []
                Self.words(rowElements[row]!, into: &shown)
                rowShows[row] = (shown.count, shown.joined(separator: "\n"))
            }
            var inside: [String] = []
            Self.words(control, into: &inside)
            // Words of the row beside the control's own: the row shows more than the control says.
            if rowShows[row]!.words > inside.count { placeOf[LineAndColumn(control.location)] = (list, row, rowShows[row]!.joined) }
        }
        return (placeOf, rowsWithControls.mapValues(\.count))
    }

    /// The texts and descriptions `element` and the views in it show, in tree order, hidden ones left out.
    private static func words(_ element: Element, into words: inout [String]) {
        guard !element.isHidden else { return }
        if let own = element.android.flatMap({ $0.text ?? $0.contentDescription }) { words.append(own) }
        for child in element.children { Self.words(child, into: &words) }
    }
}
