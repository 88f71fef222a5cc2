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

    private static func markCutOff(_ element: inout Element) {
        element.android?.isInCutOffRow = true
        for index in element.children.indices { markCutOff(&element.children[index]) }
    }
}
