import ElementModel
import RuleEngine
import ScreenReaders

extension ScreenContext {
    /// True for an Android dump's screen, which TalkBack reads: rules that know Android check it in its terms.
    var isAndroid: Bool { document.idiom == .android }
    /// True for an Android layout's screen, which shows the app before code has filled it in.
    var isAndroidLayout: Bool { document.format == InputFormat.androidLayout.name }

    /// Every node TalkBack focuses, in reading order, with what it says.
    var talkBackItems: [(element: Element, node: AndroidNode, says: String)] {
        Self.items(transcript.utterances)
    }

    /// The findings `body` makes of each view TalkBack focuses once it is shown, with what it says then, lent from the
    /// transcript one by one (a million-node dump's items are not copied into an array for each rule). A layout's hidden
    /// views (`gone`, `invisible`) are shown by code at some time, and Lint checks them too: the rules about one view at a
    /// time read them as if shown. (Rules that compare views keep to what is read together, `talkBackItems`.) A dump
    /// shows what was on the screen: its transcript as it is.
    func talkBackFindings(_ body: (_ element: Element, _ node: AndroidNode, _ says: String) -> Finding?) -> [Finding] {
        talkBackFindingsInside { element, node, says in body(element, node, says).map { [$0] } ?? [] }
    }

    /// As `talkBackFindings`, for a rule that may find several things inside one stop (its icons).
    func talkBackFindingsInside(_ body: (_ element: Element, _ node: AndroidNode, _ says: String) -> [Finding]) -> [Finding] {
        let utterances = document.format == InputFormat.androidLayout.name && Self.hidesSomething(screen.root)
            ? Self.readShowingEverything(screen, idiom: document.idiom) : transcript.utterances
        return utterances.withUnsafeBufferPointer { buffer in
            var findings: [Finding] = []
            for index in buffer.indices {
                guard let node = buffer[index].element.android else { continue }
                findings += body(buffer[index].element, node, buffer[index].text)
            }
            return findings
        }
    }

    private static func readShowingEverything(_ screen: Screen, idiom: DeviceIdiom) -> [Utterance] {
        var shown = screen
        shown.root = showingEverything(screen.root)
        shown.translations = [:]
        return ScreenReader(explains: false).read(shown, idiom: idiom).utterances
    }

    /// Every view of the screen with its node, in tree order, read or not.
    var androidViews: [(element: Element, node: AndroidNode)] {
        var views: [(element: Element, node: AndroidNode)] = []
        func visit(_ element: Element) {
            if let node = element.android { views.append((element, node)) }
            element.children.forEach(visit)
        }
        visit(screen.root)
        return views
    }

    /// The rows of the screen's lists: each view that can be acted on and is an item of a list or grid, directly or
    /// inside wrappers that neither act nor say anything (a Compose lazy row's item sits in one). Rows are opened, and
    /// repeat by design. A Compose list is a scrolling `View`, as a scrolling page is: there, only items of one shape
    /// that repeats and that say more than one text count as rows (a page's controls differ; chips and tabs say one).
    var listRows: Set<SourceLocation> {
        var rows: Set<SourceLocation> = []
        // A wrapper is silent around what acts: a view in a list item that also shows words of its own ("Help feed a
        // child" beside a text that says what it is) is a control in a row, not the row.
        func saysWordsOutsideControls(_ element: Element) -> Bool {
            element.children.contains { child in
                guard let node = child.android, !child.isHidden, !node.isActionable else { return false }
                return node.text != nil || node.contentDescription != nil || saysWordsOutsideControls(child)
            }
        }
        func items(of element: Element) -> [Element] {
            element.children.flatMap { child -> [Element] in
                guard let node = child.android else { return [] }
                if node.isActionable { return [child] }
                return node.text == nil && node.contentDescription == nil && !saysWordsOutsideControls(child) ? items(of: child) : []
            }
        }
        func shape(_ element: Element) -> [String] {
            [element.type, element.accessibility.identifier.value ?? ""] + element.children.map(\.type)
        }
        func visit(_ element: Element) {
            if let node = element.android, Self.isList(node) {
                let found = items(of: element)
                let counts = Dictionary(grouping: found, by: shape).mapValues(\.count)
                // A Compose row of content says more than one thing ("Song, Artist"), or has a menu on a long press (ChatGPT's
                // chats, by their titles); a chip or a tab says one word, and a long press does nothing.
                var rowTypes: Set<String> = []
                for item in found where AndroidRole.isCollection(node.className)
                    || counts[shape(item)]! >= 2
                        && (item.accessibility.label.value?.contains(", ") ?? false || item.android?.isLongClickable == true) {
                    rows.insert(item.location)
                    rowTypes.insert(item.type)
                }
                // A row the list's edge cuts off lacks what the dump leaves out of sight (its title): of a row's kind, it is one.
                for item in found where rowTypes.contains(item.type) && Self.isCutOff(item, by: element) { rows.insert(item.location) }
            }
            element.children.forEach(visit)
        }
        visit(screen.root)
        return rows
    }

    /// Whether `item` reaches its list's bottom or trailing edge, where the list cuts it off.
    private static func isCutOff(_ item: Element, by list: Element) -> Bool {
        guard let frame = item.screenFrame, let bounds = list.screenFrame else { return false }
        return frame.y + frame.height >= bounds.y + bounds.height || frame.x + frame.width >= bounds.x + bounds.width
    }

    /// Every view inside a list or grid (a Compose list is a scrolling `View`).
    var viewsInLists: Set<SourceLocation> {
        var inside: Set<SourceLocation> = []
        func collect(_ element: Element, inList: Bool) {
            if inList { inside.insert(element.location) }
            let isList = element.android.map(Self.isList) == true
            for child in element.children { collect(child, inList: inList || isList) }
        }
        collect(screen.root, inList: false)
        return inside
    }

    /// Every view inside a list's row: inside a view that can be acted on and is itself in a list.
    var viewsInListRows: Set<SourceLocation> {
        var inside: Set<SourceLocation> = []
        func visit(_ element: Element, inList: Bool, inRow: Bool) {
            if inRow { inside.insert(element.location) }
            let isRow = inList && element.android?.isActionable == true
            let isList = element.android.map(Self.isList) == true
            for child in element.children { visit(child, inList: inList || isList, inRow: inRow || isRow) }
        }
        visit(screen.root, inList: false, inRow: false)
        return inside
    }

    /// A list or grid of the framework's classes (or an app's subclass), or Compose's list, a scrolling `View` (as a
    /// scrolling page is).
    static func isList(_ node: AndroidNode) -> Bool {
        AndroidRole.isCollection(node.className) || node.isScrollable && node.isComposeNode
    }

    /// The ids of the layout's views, those of the layouts it includes among them; nil when it `<include>`s a layout that
    /// was not read (an include is left only for those), where an id it names may be.
    var viewIDsUnlessIncluding: Set<String>? {
        func includes(_ element: Element) -> Bool { element.type == "include" || element.children.contains(where: includes) }
        return includes(screen.root) ? nil : Set(androidViews.compactMap(\.node.viewID))
    }

    private static func items(_ utterances: [Utterance]) -> [(element: Element, node: AndroidNode, says: String)] {
        utterances.compactMap { utterance in utterance.element.android.map { (utterance.element, $0, utterance.text) } }
    }

    private static func hidesSomething(_ element: Element) -> Bool {
        element.isHidden || element.children.contains(where: hidesSomething)
    }

    private static func showingEverything(_ element: Element) -> Element {
        var shown = element
        shown.isHidden = false
        shown.children = element.children.map(showingEverything)
        return shown
    }
}

extension Element {
    /// The element whose child `target` is, found by place in the file (each element's start tag has its own line and
    /// column, a one-line dump's too).
    func parent(of target: Element) -> Element? {
        for child in children {
            if child.location == target.location { return self }
            if let found = child.parent(of: target) { return found }
        }
        return nil
    }
}

extension AndroidNode {
    /// The content description, unless it is a resource the layout names and no strings file beside it defines
    /// (`@string/pause_label`, kept as written: a library module's strings, which Android merges): its words are not known,
    /// so no rule judges them.
    var knownContentDescription: String? {
        contentDescription.flatMap { Self.isUnresolvedResource($0) ? nil : $0 }
    }

    /// The hint, on the same terms.
    var knownHint: String? {
        hint.flatMap { Self.isUnresolvedResource($0) ? nil : $0 }
    }

    /// Whether `text` is a resource reference left as written (`@string/…`, `@android:string/…`).
    static func isUnresolvedResource(_ text: String) -> Bool {
        text.hasPrefix("@") && text.contains("string/")
    }
}

/// Fixes in Android's terms: for a dump the View call (Kotlin) and the Compose modifier, since a dump does not say
/// which drew the node; for a layout the attribute (the finding's context keeps the one that applies).
enum AndroidFixText {
    static func contentDescription(_ value: String) -> (view: String, compose: String, layout: String) {
        ("view.contentDescription = \(FixText.quoted(value))", "Modifier.semantics { contentDescription = \(FixText.quoted(value)) }",
         "android:contentDescription=\(FixText.quoted(value))")
    }

    /// `android:labelFor="@id/email"` on the text that names the field, for a field whose layout id is known.
    static func labelFor(_ field: AndroidNode) -> String {
        "android:labelFor=\"@id/\(field.viewID ?? "…")\" on the text that names it"
    }

    /// A layout of `views` inside one vertical LinearLayout, for rules' examples.
    static func layoutExample(_ views: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:tools="http://schemas.android.com/tools" android:orientation="vertical">
        \(views)
        </LinearLayout>
        """
    }

    /// A dump of `nodes` inside one frame layout, for rules' examples.
    static func example(_ nodes: String) -> String {
        """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
        <node class="android.widget.FrameLayout" package="com.example.shop" bounds="[0,0][1080,2400]">
        \(nodes)
        </node>
        </hierarchy>
        """
    }
}
