import ElementModel

/// Which UI framework a document's vocabulary belongs to, from its `targetRuntime`.
enum IBPlatform: Sendable {
    case iOS, tvOS, macOS, watchOS

    init(targetRuntime: String?) {
        switch targetRuntime {
        case "MacOSX.Cocoa": self = .macOS
        case "watchKit": self = .watchOS
        case "AppleTV": self = .tvOS
        default: self = .iOS
        }
    }

    /// UIKit's table applies to iOS and tvOS documents; AppKit and WatchKit name their classes differently.
    var usesUIKit: Bool { self == .iOS || self == .tvOS }

    /// The class name for an element of another framework: `customView` → `NSView`, `group` → `WKInterfaceGroup`.
    func className(forElement name: String) -> String {
        let capitalized = name.prefix(1).uppercased() + name.dropFirst()
        switch self {
        case .macOS: return name == "customView" ? "NSView" : "NS" + capitalized
        case .watchOS: return "WKInterface" + capitalized
        case .iOS, .tvOS: return capitalized
        }
    }

    func idiom(device: String?) -> DeviceIdiom {
        switch self {
        case .macOS: return .mac
        case .watchOS: return .watch
        case .tvOS: return .tv
        case .iOS: return device?.lowercased().hasPrefix("ipad") == true ? .pad : .phone
        }
    }
}

/// Interface Builder's names that are not UIKit view classes.
enum IBNames {
    /// View elements of AppKit and WatchKit documents (UIKit's come from `UIKitElementTable`).
    static let otherViewNames: Set<String> = [
        "customView", "box", "clipView", "popUpButton", "outlineView", "tableCellView", "splitView", "tabView",
        "secureTextField", "searchField", "comboBox", "progressIndicator", "matrix", "levelIndicator",
        "pathControl", "gridView", "tableRowView", "group", "table", "tableRow", "visualEffectView",
    ]

    /// Value elements that may sit in a list of views without being views.
    static let valueElementNames: Set<String> = [
        "string", "mutableString", "attributedString", "nil", "integer", "real", "bool", "color", "rect",
    ]

    /// Whether a key path holds one of `words` (lower-case ASCII), ignoring ASCII case: compared byte by byte,
    /// since every runtime attribute of every view is asked.
    static func keyPath(_ keyPath: String, containsAnyOf words: [String]) -> Bool {
        let bytes = Array(keyPath.utf8).map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        return words.contains { word in
            let pattern = Array(word.utf8)
            guard pattern.count <= bytes.count else { return false }
            return (0...(bytes.count - pattern.count)).contains { start in bytes[start..<start + pattern.count].elementsEqual(pattern) }
        }
    }

    /// `tapGestureRecognizer` → `UITapGestureRecognizer`. Interface Builder writes a long press as
    /// `pongPressGestureRecognizer` (seen in real files); both spellings mean UILongPressGestureRecognizer.
    static func gestureClass(_ elementName: String) -> String {
        if elementName == "pongPressGestureRecognizer" { return "UILongPressGestureRecognizer" }
        return "UI" + elementName.prefix(1).uppercased() + elementName.dropFirst()
    }

    /// The traits of an `<accessibilityTraits>` element: every `NAME="YES"` with a known name;
    /// `none="YES"` is the explicit empty set, unknown names are tolerated and ignored.
    static func traits(from attributes: [(name: String, value: String)]) -> AccessibilityTraits {
        var traits: AccessibilityTraits = []
        for (name, value) in attributes where value == "YES" {
            if let trait = AccessibilityTraits(name: name) { traits.insert(trait) }
        }
        return traits
    }
}

extension UIKitClass.Role {
    /// Bars whose `<items>` are bar items (tab, bar button, navigation items), not views.
    var hasBarItems: Bool { self == .navigationBar || self == .tabBar || self == .toolbar }
}
