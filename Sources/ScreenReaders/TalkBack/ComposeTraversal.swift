import ElementModel

/// The order TalkBack reads a Compose screen in. Compose hands TalkBack its nodes in the order they were composed, and
/// the order to read them as `traversalBefore` links (`AndroidComposeViewAccessibilityDelegateCompat`,
/// `sortByGeometryGroupings`), which no dump carries: nodes whose heights overlap form a row, rows are read top to
/// bottom, each from left to right, and what a scrolling container holds is read in the same way where the container
/// stands. So a top bar composed after the content (a `Scaffold`'s) is read first, as on the device.
enum ComposeTraversal {
    static func reorder(_ utterances: [Utterance], root: Element) -> [Utterance] {
        guard utterances.count > 1 else { return utterances }
        var indexByLocation: [SourceLocation: Int] = [:]
        for (index, utterance) in utterances.enumerated() { indexByLocation[utterance.element.location] = index }
        var order: [Int] = []
        var placed: Set<Int> = []
        let namesItsComposeView = contains(root) { $0.android?.className.hasSuffix("ComposeView") == true }
        let looksComposed = !namesItsComposeView && looksComposed(root)
        func visit(_ element: Element, parentIsView: Bool) {
            let isView = element.android?.isComposeNode == true
            if namesItsComposeView ? element.android?.className.hasSuffix("ComposeView") == true
                : looksComposed && isView && !parentIsView && !hasViewID(element) {
                // The Compose region's nodes take the place of the first of them, in their new order.
                order += block(element, indexByLocation).filter { placed.insert($0).inserted }
                return
            }
            if let index = indexByLocation[element.location], placed.insert(index).inserted { order.append(index) }
            for child in element.children { visit(child, parentIsView: isView) }
        }
        visit(root, parentIsView: false)
        // Anything not reached keeps its order, at the end (every focused node is in the tree, so nothing is).
        order += utterances.indices.filter { !placed.contains($0) }
        return order == Array(utterances.indices) ? utterances : order.map { utterances[$0] }
    }

    /// A dump that names no `ComposeView` (Compose's own view reports itself a `View`) is Compose's when its texts are
    /// `TextView`s inside `View`s and no `View` shows a text itself (Flutter's texts are `View`s), and no text with no
    /// View's resource id sits in a `ViewGroup` (React Native's texts do, in its containers; its role views are `View`s
    /// holding texts, as Compose's nodes do: Capital One Shopping's logo was read after the screen), and only where no
    /// node has a View's resource id.
    private static func looksComposed(_ root: Element) -> Bool {
        var textInView = false, viewWithText = false, textInReactGroup = false
        func visit(_ element: Element, parent: String?) {
            guard let node = element.android else { return element.children.forEach { visit($0, parent: nil) } }
            let isText = node.simpleClassName == "TextView" && node.text != nil
            if node.isComposeNode, node.text != nil { viewWithText = true }
            if isText, parent == "android.view.View" { textInView = true }
            if isText, parent == "android.view.ViewGroup", !hasViewID(element) { textInReactGroup = true }
            element.children.forEach { visit($0, parent: node.className) }
        }
        visit(root, parent: nil)
        return textInView && !viewWithText && !textInReactGroup
    }

    /// Whether a node inside has a View's resource id (`com.example:id/title`): Compose's nodes have none (a test tag
    /// made a resource id has no `:id/`).
    private static func hasViewID(_ element: Element) -> Bool {
        contains(element) { $0.accessibility.identifier.value?.contains(":id/") == true }
    }

    private static func contains(_ element: Element, where predicate: (Element) -> Bool) -> Bool {
        predicate(element) || element.children.contains { contains($0, where: predicate) }
    }

    /// The utterances of `container`'s subtree in Compose's order.
    private static func block(_ container: Element, _ indexByLocation: [SourceLocation: Int]) -> [Int] {
        var entries: [(frame: Rect, indexes: [Int])] = []
        func collect(_ element: Element) {
            for child in element.children where !child.isHidden {
                let own = indexByLocation[child.location]
                if child.android?.isScrollable == true, let frame = child.screenFrame {
                    // A scrolling container is a traversal group: read whole where it stands.
                    entries.append((frame, (own.map { [$0] } ?? []) + block(child, indexByLocation)))
                    continue
                }
                if let own, let frame = child.screenFrame { entries.append((frame, [own])) }
                collect(child)
            }
        }
        collect(container)
        return sortedByRows(entries).flatMap(\.indexes)
    }

    /// Compose's grouping: each entry joins the first row its height overlaps (the row narrowing to the overlap), else
    /// starts one; rows go top to bottom, entries in a row left to right.
    private static func sortedByRows(_ entries: [(frame: Rect, indexes: [Int])]) -> [(frame: Rect, indexes: [Int])] {
        var rows: [(top: Double, bottom: Double, members: [(frame: Rect, indexes: [Int])])] = []
        for entry in entries {
            let top = entry.frame.y, bottom = entry.frame.y + entry.frame.height
            if bottom > top, let row = rows.firstIndex(where: { $0.bottom > $0.top && max($0.top, top) < min($0.bottom, bottom) }) {
                rows[row].top = max(rows[row].top, top)
                rows[row].bottom = min(rows[row].bottom, bottom)
                rows[row].members.append(entry)
            } else {
                rows.append((top, bottom, [entry]))
            }
        }
        // Ties keep the composed order (the entries' first utterance), so the result never depends on the sort.
        rows.sort { ($0.top, $0.bottom, $0.members[0].indexes.first ?? 0) < ($1.top, $1.bottom, $1.members[0].indexes.first ?? 0) }
        return rows.flatMap { row in
            row.members.sorted {
                ($0.frame.x, $0.frame.y, $0.frame.y + $0.frame.height, $0.indexes.first ?? 0)
                    < ($1.frame.x, $1.frame.y, $1.frame.y + $1.frame.height, $1.indexes.first ?? 0)
            }
        }
    }
}
