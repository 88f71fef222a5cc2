/// What an Android dump says of a node beyond what every format has (`formats.md` §3,
/// `talkback-model.md`): the flags TalkBack decides focus, speech and hints by.
public struct AndroidNode: Hashable, Sendable {
    /// `importantForAccessibility`, as a dump or layout says it.
    public enum Importance: String, Hashable, Sendable {
        case auto, yes
        /// The node is skipped; its children are kept.
        case no
        /// The node and everything inside it are skipped.
        case noHideDescendants
    }

    /// The view's class, e.g. `android.widget.Button`.
    public var className: String
    public var text: String?
    public var contentDescription: String?
    /// What an empty editable field shows (`hint`, API 26 and later dumps): empty when the dump says there is none,
    /// nil when it cannot say (older dumps have no `hint` attribute).
    public var hint: String?
    public var isClickable = false
    public var isLongClickable = false
    public var isFocusable = false
    public var isScreenReaderFocusable = false
    public var isCheckable = false
    public var isChecked = false
    public var isPassword = false
    public var isHeading = false
    public var importance = Importance.auto
    /// A direct item of a list or grid (`RecyclerView`, `ListView`, `GridView`, or `is-collection-item`).
    public var isCollectionItem = false
    /// uiautomator's own "not accessibility friendly" mark: clickable and enabled, with no text or description in
    /// the node or below it.
    public var isNotAccessibilityFriendly = false

    public init(className: String) {
        self.className = className
    }

    /// Something a user can act on: TalkBack focuses it when it is a leaf or has something to say.
    public var isActionable: Bool { isClickable || isLongClickable || isFocusable || isScreenReaderFocusable }

    /// The class name without its package: `Button` for `android.widget.Button`.
    public var simpleClassName: Substring {
        AndroidNode.simpleName(of: className)
    }

    /// `Button` for `android.widget.Button` (asked for every node, so found without splitting the name).
    public static func simpleName(of className: String) -> Substring {
        let utf8 = className.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return Substring(className) }
        return Substring(utf8[utf8.index(after: dot)...])
    }
}
