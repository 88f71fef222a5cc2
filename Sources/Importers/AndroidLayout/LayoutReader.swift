import ElementModel
import XMLStreaming

/// One tag of an Android layout with the attributes the TalkBack model reads, sorted by namespace: `android:text`
/// is what the app shows, `tools:text` only what the editor's preview shows.
struct LayoutTag: Sendable {
    var name: String
    var location: SourceLocation
    /// `android:` attributes, by local name.
    var android: [String: String] = [:]
    /// `tools:` attributes: `ignore` and the preview's `text`.
    var tools: [String: String] = [:]
    /// Attributes without a namespace: `<include layout="…">`, `<view class="…">`.
    var plain: [String: String] = [:]
    /// The app's own attributes (`app:title`, `app:headline="@string/…"`), in document order.
    var app: [(name: String, value: String)] = []
    var children: [LayoutTag] = []
    /// The `android:` attributes (by local name) its style gave it rather than the tag itself.
    var styledAttributes: Set<String> = []

    /// The tags of its subtree, itself among them.
    var tagCount: Int { children.reduce(1) { $0 + $1.tagCount } }
}

/// Reads a layout file into its tags (layouts are small: the whole tree is kept, then resolved once per language).
/// `<data>` (data binding's variables) and the tags that are no views (`<requestFocus>`, `<tag>`) are skipped.
final class LayoutReader: XMLStreamHandler {
    static let androidNamespace = "http://schemas.android.com/apk/res/android"
    static let toolsNamespace = "http://schemas.android.com/tools"

    /// The `android:` attributes kept, by local name (a style's items are read by the same list).
    static let androidAttributeNames = [
        "id", "text", "contentDescription", "hint", "importantForAccessibility", "labelFor", "accessibilityHeading",
        "screenReaderFocusable", "accessibilityTraversalBefore", "accessibilityTraversalAfter", "clickable", "longClickable",
        "focusable", "focusableInTouchMode", "onClick", "visibility", "enabled", "checked", "inputType", "password", "name", "title", "progress",
        "tooltipText", "navigationIcon", "navigationContentDescription", "layout_width", "layout_height", "layout_weight",
        "layout_columnWeight", "layout_rowWeight",
        "drawableStart", "drawableEnd", "drawableLeft", "drawableRight", "drawableTop", "drawableBottom",
        "drawablePadding", "textAppearance", "textSize", "textColor", "textStyle", "fontFamily", "maxLines", "ellipsize",
        "orientation",
        // What tells apart views written alike (`LayoutElementBuilder.fillsAlikeChildren`): their pictures.
        "background", "button", "src", "foreground",
        // Where a RelativeLayout, FrameLayout or CoordinatorLayout places the view (`BottomPlacement`).
        "layout_alignParentBottom", "layout_alignParentTop", "layout_centerVertical", "layout_centerInParent", "layout_below",
        "layout_above", "layout_alignTop", "layout_alignBottom", "layout_alignBaseline", "layout_gravity", "layout_toEndOf",
        "layout_toRightOf", "layout_alignParentEnd", "layout_alignParentRight", "layout_alignParentStart", "layout_alignParentLeft",
        "layout_centerHorizontal",
    ]
    private static let androidNames = XMLNameSet(androidAttributeNames)
    private static let toolsNames = XMLNameSet(["ignore", "text"])
    private static let plainNames = XMLNameSet(["layout", "class", "style"])
    private static let skipped: Set<String> = ["data", "requestFocus", "tag"]

    let path: String
    private var stack: [LayoutTag] = []
    private(set) var root: LayoutTag?

    init(path: String) {
        self.path = path
    }

    func startElement(_ tag: XMLStartTag) -> XMLStreamDecision {
        if Self.skipped.contains(tag.name) { return .skipSubtree }
        let position = tag.position
        var layoutTag = LayoutTag(name: tag.name, location: SourceLocation(path: path, line: position.line, column: position.column))
        for (name, value) in tag.attributes.values(named: Self.androidNames, namespaceURI: Self.androidNamespace) {
            layoutTag.android[name] = layoutTag.android[name] ?? value
        }
        for (name, value) in tag.attributes.values(named: Self.toolsNames, namespaceURI: Self.toolsNamespace) {
            layoutTag.tools[name] = layoutTag.tools[name] ?? value
        }
        layoutTag.app = tag.attributes.values(inNamespace: AndroidLayoutImporter.appNamespace)
        for (name, value) in tag.attributes.values(named: Self.plainNames, namespaceURI: nil) {
            layoutTag.plain[name] = layoutTag.plain[name] ?? value
        }
        stack.append(layoutTag)
        return .proceed
    }

    func endElement() {
        guard let finished = stack.popLast() else { return }
        if stack.isEmpty {
            root = finished
        } else {
            stack[stack.count - 1].children.append(finished)
        }
    }

    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {}
}
