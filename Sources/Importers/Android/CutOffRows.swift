import ElementModel

/// A list's row scrolled partly out of view: uiautomator leaves out what of it is not visible (a chat row's photo button,
/// which names it), while TalkBack, which sees all of it, scrolls it into view and reads it whole. The dump shows it at
/// the list's top or bottom edge, far shorter than the rows of its kind beside it: less than a third of their median
/// height (a small button in a Compose page, whose views are all of one class, sits inside the page, not at its edge).
enum CutOffRows {
    /// Marks each such row among `children` (the finished children of one node), and every view in it, as cut off.
    static func mark(_ children: inout [Element], in list: Rect?) {
        guard let list else { return }
        let items = children.indices.filter { children[$0].android.map { $0.isCollectionItem || $0.isScrollItem } == true }
        guard items.count >= 2 else { return }
        let heights = Dictionary(grouping: items, by: { children[$0].type })
            .mapValues { $0.compactMap { children[$0].screenFrame?.height }.sorted() }
        for index in items {
            guard let frame = children[index].screenFrame, let kind = heights[children[index].type], kind.count >= 2,
                  frame.height * 3 < kind[kind.count / 2],
                  frame.y <= list.y || frame.y + frame.height >= list.y + list.height else { continue }
            markCutOff(&children[index])
        }
    }

    /// Marks `element`, a control, as cut off when most of it lies outside `scroller`, the view around it that scrolls
    /// (Ping An's tool row, 9 of its 117 pixels above the list's bottom edge, its icons and words left out of the dump),
    /// and the dump shows nothing it says: uiautomator leaves out the views out of view. A control uiautomator marks NAF
    /// has nothing to say even there (its check looks at every child, shown or not), and is not cut off, unless the dump
    /// shows it as a sliver at the edge its scroller scrolls by (below).
    static func markIfOverflowing(_ element: inout Element, scroller: Rect?) {
        // Asked of every node of a dump: the frame first, which most nodes inside a list pass.
        guard let scroller, let frame = element.screenFrame, frame.height > 0 else { return }
        let shown = min(frame.y + frame.height, scroller.y + scroller.height) - max(frame.y, scroller.y)
        if shown * 3 < frame.height, element.android?.isActionable == true, element.android?.isNotAccessibilityFriendly == false,
           !saysSomething(element) {
            markCutOff(&element)
        } else if isSliver(frame, atEdgeOf: scroller), element.android?.isActionable == true, !element.children.isEmpty,
                  !saysSomething(element) {
            markCutOff(&element)
        }
    }

    /// Whether `frame` is a line of a pixel or two along an edge `scroller` scrolls by (left or right of a row wider than
    /// tall, top or bottom of a list taller than wide): a control scrolled almost out of view, its bounds cut to what
    /// shows (I_Farming's first tab, 1 pixel of a row of tabs that scrolls sideways). What it holds is left out with the
    /// rest of it, and uiautomator's NAF mark does not say it has nothing: TalkBack scrolls it back and reads it. A view
    /// with nothing in it keeps its own words in the dump, shown or not, and is read as it is.
    private static func isSliver(_ frame: Rect, atEdgeOf scroller: Rect) -> Bool {
        let thin = 2.0
        if scroller.width > scroller.height, frame.width <= thin, frame.height > thin {
            return frame.x <= scroller.x || frame.x + frame.width >= scroller.x + scroller.width
        }
        if scroller.height > scroller.width, frame.height <= thin, frame.width > thin {
            return frame.y <= scroller.y || frame.y + frame.height >= scroller.y + scroller.height
        }
        return false
    }

    private static func saysSomething(_ element: Element) -> Bool {
        element.android.map { $0.text?.isEmpty == false || $0.contentDescription?.isEmpty == false } == true
            || element.children.contains(where: saysSomething)
    }

    /// Marks each control inside `scroller`, a view that scrolls, that one of its edges cuts to less than a third of the
    /// median height (at its top or bottom edge) or width (at its left or right edge) of the controls of its class inside
    /// it, while as large as they are the other way, and that the dump shows saying nothing: a card of a grid whose title
    /// uiautomator leaves out of view (Gimy's third row of films, 24 of its 288 pixels shown), which TalkBack scrolls into
    /// view and reads whole. A list's rows, the scroller's own items, are `mark`'s.
    static func markCutOffControls(in scroller: inout Element) {
        guard let frame = scroller.screenFrame, frame.width > 0, frame.height > 0 else { return }
        // The controls, outermost (what a control holds is read with it), a scroller inside left to itself: first their
        // sizes by class, then, in a second walk, those an edge cuts (a dump's scroller holds thousands of views: no path is
        // kept for each).
        func forEachControl(in element: Element, _ body: (Element) -> Void) {
            for child in element.children {
                guard let node = child.android, !node.isScrollable else { continue }
                if node.isActionable { body(child) } else { forEachControl(in: child, body) }
            }
        }
        var sizes: [String: (heights: [Double], widths: [Double])] = [:]
        forEachControl(in: scroller) { control in
            guard let rect = control.screenFrame else { return }
            sizes[control.type, default: ([], [])].heights.append(rect.height)
            sizes[control.type, default: ([], [])].widths.append(rect.width)
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let medians = sizes.filter { $0.value.heights.count >= 3 }.mapValues { (height: median($0.heights), width: median($0.widths)) }
        guard !medians.isEmpty else { return }
        func isCut(_ control: Element) -> Bool {
            guard let cut = control.screenFrame, let kind = medians[control.type] else { return false }
            // Cut one way only: the other way it is as large as its kind (a small icon at a column's side is an icon).
            let cutVertically = cut.height * 3 < kind.height && cut.width * 2 >= kind.width
                && (cut.y <= frame.y || cut.y + cut.height >= frame.y + frame.height)
            let cutSideways = cut.width * 3 < kind.width && cut.height * 2 >= kind.height
                && (cut.x <= frame.x || cut.x + cut.width >= frame.x + frame.width)
            return cutVertically || cutSideways
        }
        markCutOffControls(in: &scroller, where: isCut)
    }

    /// Marks the controls below `element` that `isCut` picks, each unless it says something (the same walk as above).
    private static func markCutOffControls(in element: inout Element, where isCut: (Element) -> Bool) {
        for index in element.children.indices {
            guard let node = element.children[index].android, !node.isScrollable else { continue }
            if node.isActionable {
                if isCut(element.children[index]), !saysSomething(element.children[index]) { markCutOff(&element.children[index]) }
            } else {
                markCutOffControls(in: &element.children[index], where: isCut)
            }
        }
    }

    private static func markCutOff(_ element: inout Element) {
        element.android?.isInCutOffRow = true
        for index in element.children.indices { markCutOff(&element.children[index]) }
    }
}
