import ElementModel

/// The order TalkBack moves through a dump's windows in (`WindowTraversal.WindowOrderComparator`): System UI's windows
/// (status bar, navigation bar, shade) after the others, each group top to bottom, then left to right. A dump lists the
/// status bar first; TalkBack reads the app first, and a keyboard after the app it types into (Swapcard's in sample O).
enum WindowOrder {
    static func reorder(_ utterances: [Utterance], root: Element) -> [Utterance] {
        let windows = root.children
        guard windows.count > 1, utterances.count > 1 else { return utterances }
        let ordered = windows.indices.sorted { lhs, rhs in
            key(windows[lhs], lhs) < key(windows[rhs], rhs)
        }
        guard ordered != Array(windows.indices) else { return utterances }
        // Each window's utterances keep the order they come in; windows are taken in TalkBack's order.
        var windowOf: [SourceLocation: Int] = [:]
        func mark(_ element: Element, _ window: Int) {
            windowOf[element.location] = window
            for child in element.children { mark(child, window) }
        }
        for index in windows.indices { mark(windows[index], index) }
        var byWindow = Array(repeating: [Utterance](), count: windows.count)
        var outside: [Utterance] = []
        for utterance in utterances {
            if let window = windowOf[utterance.element.location] { byWindow[window].append(utterance) } else { outside.append(utterance) }
        }
        return outside + ordered.flatMap { byWindow[$0] }
    }

    private static func key(_ window: Element, _ offset: Int) -> (Int, Double, Double, Int) {
        (window.android?.systemWindow == .systemUI ? 1 : 0, window.screenFrame?.y ?? 0, window.screenFrame?.x ?? 0, offset)
    }
}
