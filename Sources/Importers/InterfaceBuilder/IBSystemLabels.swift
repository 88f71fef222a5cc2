/// The labels UIKit itself gives system buttons and bar items, which the file names only by their kind
/// (`buttonType="infoLight"`, `systemItem="add"`).
///
/// Items that show their name as text (Done, Cancel, the tab bar's Favorites) say what they show. Items that
/// show an icon say a word UIKit chooses: "More Info" for info and detail disclosure buttons is what UI tests
/// of many apps find them by; the other icon words are UIKit's as far as known, unverified on a device, and
/// are marked as estimates.
enum IBSystemLabels {
    struct Label {
        let text: String
        let isEstimated: Bool
    }

    /// A system button type's label: only buttons that draw an icon of their own have one.
    static func button(type: String?) -> Label? {
        switch type {
        case "infoLight", "infoDark", "detailDisclosure": return Label(text: "More Info", isEstimated: false)
        case "contactAdd": return Label(text: "Add", isEstimated: true)
        case "close": return Label(text: "Close", isEstimated: true)
        default: return nil
        }
    }

    /// A bar button item's system item; nil for spaces and for kinds with no known word.
    static func barButtonItem(_ systemItem: String) -> Label? {
        if let text = shownText[systemItem] { return Label(text: text, isEstimated: false) }
        return iconWords[systemItem].map { Label(text: $0, isEstimated: true) }
    }

    /// A tab bar item's system item: its name is shown under its icon.
    static func tabBarItem(_ systemItem: String) -> Label {
        Label(text: words(systemItem), isEstimated: false)
    }

    /// Bar button items drawn as text: they say the text.
    private static let shownText: [String: String] = [
        "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "undo": "Undo", "redo": "Redo",
    ]

    /// Bar button items drawn as icons, and the word UIKit gives each.
    private static let iconWords: [String: String] = [
        "add": "Add", "compose": "Compose", "reply": "Reply", "action": "Share", "organize": "Organize",
        "bookmarks": "Bookmarks", "search": "Search", "refresh": "Refresh", "stop": "Stop", "camera": "Camera",
        "trash": "Delete", "play": "Play", "pause": "Pause", "rewind": "Rewind", "fastForward": "Fast Forward",
        "close": "Close",
    ]

    /// `mostRecent` → `Most Recent`.
    private static func words(_ identifier: String) -> String {
        var words: [String] = []
        var current = ""
        for character in identifier {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
