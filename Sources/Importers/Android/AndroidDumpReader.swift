import ElementModel
import XMLStreaming

/// Streams an Android dump into a tree of elements with their node's flags (`AndroidNode`); which of them TalkBack
/// focuses is decided once the tree is whole (`TalkBackFocus`). The parsing thread reads each tag's attributes; a
/// second thread builds the elements (`AndroidTreeBuilder`, through a `TagPipeline`).
final class AndroidDumpReader: XMLStreamHandler {
    let path: String
    /// The first package of an app's: the app the screen belongs to (System UI's status bar may come first).
    private(set) var packageName: String?
    /// The first system window's package (`AndroidSystemWindow`), System UI's only when no other comes: the screen's name
    /// when no app's window is in the dump (the home screen under its status bar is the home screen).
    private(set) var systemPackageName: String?
    private var systemPackageIsStatusBar = false
    /// True when elements are named by their class (Appium), not `<node>`.
    private(set) var namesElementsByClass = false
    private var isFirstTag = true
    private let pipeline: TagPipeline<AndroidTreeBuilder>

    init(path: String, processors: Int) {
        self.path = path
        pipeline = TagPipeline(builder: AndroidTreeBuilder(), processors: processors, label: "a11y-audit.android.build")
    }

    func startElement(_ tag: XMLStartTag) -> XMLStreamDecision {
        let position = tag.position
        let location = SourceLocation(path: path, line: position.line, column: position.column)
        if isFirstTag {
            // `<hierarchy>`: the screen's root, the windows' container.
            isFirstTag = false
            pipeline.emit(.root(tagName: tag.name, location: location))
            return .proceed
        }
        if tag.name != "node" { namesElementsByClass = true }
        let attributes = AndroidAttributes(tag.attributes, wantsPackage: packageName == nil)
        if packageName == nil, let package = attributes.package, !package.isEmpty {
            if attributes.systemWindow == nil {
                packageName = package
            } else if systemPackageName == nil || systemPackageIsStatusBar && attributes.systemWindow != .systemUI {
                systemPackageName = package
                systemPackageIsStatusBar = attributes.systemWindow == .systemUI
            }
        }
        pipeline.emit(.node(tagName: tag.name, attributes: attributes, location: location))
        return .proceed
    }

    func endElement() {
        pipeline.emit(.close)
    }

    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {}

    /// The dump's tree, once every node is built, given up by the builder: the caller holds the only reference.
    func finish() -> Element? {
        pipeline.finish().takeRoot()
    }
}

/// One start or end tag of a dump, as the parsing thread hands it to the builder.
enum AndroidEvent: Sendable {
    case root(tagName: String, location: SourceLocation)
    case node(tagName: String, attributes: AndroidAttributes, location: SourceLocation)
    case close
}

/// Builds the dump's elements from the reader's events: each node's element at its start tag (whether its parent is
/// a list decides whether it is an item), its children at its end tag.
///
/// Touched by one thread at a time (see `TagPipeline`): that is what makes the unchecked Sendable sound.
final class AndroidTreeBuilder: TagBuilder, @unchecked Sendable {
    /// Open nodes, with their finished children, whether each is a list or grid (whose children are items), and whether
    /// it is in a Material TextInputLayout (whose hint is its field's floating label).
    /// `scrolls`: whether the node can scroll, not inside a web view, whose content TalkBack leaves the web view to move
    /// through, element by element.
    private var stack: [(element: Element, children: [Element], isCollection: Bool, inTextInputLayout: Bool, scrolls: Bool,
                         inWebView: Bool)] = []
    /// For each open node, the frame of the nearest node that scrolls, itself or around it. Kept apart from `stack`: a
    /// larger entry there is copied by the runtime's slow path, a tenth of the import's time.
    private var scrollers: [Rect?] = []
    private var root: Element?

    /// The finished tree; the builder keeps no reference to it, so that it can be changed in place.
    func takeRoot() -> Element? {
        defer { root = nil }
        return root
    }

    func apply(_ event: AndroidEvent) {
        switch event {
        case .root(let tagName, let location):
            stack.append((Element(id: nil, type: "hierarchy", sourceName: tagName, location: location,
                                  accessibility: .defaults(isElement: false, traits: [],
                                                           provenance: Provenance(.runtimeSnapshot, "the dump's root", line: location.line))),
                          [], false, false, false, false))
            scrollers.append(nil)
        case .node(let tagName, let attributes, let location):
            // The parent's fields are read in place: `stack.last` would copy its whole entry, children and all, at every node.
            let parent = stack.count - 1
            let inTextInputLayout = parent >= 0 && stack[parent].inTextInputLayout
            var element = Self.element(tagName: tagName, attributes: attributes, location: location,
                                       inCollection: parent >= 0 && stack[parent].isCollection)
            if !attributes.hasPackage, parent >= 0 { element.android?.systemWindow = stack[parent].element.android?.systemWindow }
            // TalkBack's top-level scroll items (`isTopLevelScrollItem`): the children of a node that can scroll, or of a scroll
            // view or a list by its class, which it is even with nothing to scroll (a Compose column that fits the screen
            // reports a ScrollView that cannot scroll).
            element.android?.isScrollItem = parent >= 0
                && (stack[parent].scrolls || !stack[parent].inWebView && Self.hasScrollRole(stack[parent].element.type))
            if inTextInputLayout, element.android.map(AndroidRole.of) == .editBox { element.android?.hintIsFloatingLabel = true }
            let inWebView = (parent >= 0 && stack[parent].inWebView) || element.android.map { AndroidRole.of($0) == .webView } == true
            let scrolls = attributes.isScrollable && !inWebView
            scrollers.append(scrolls ? element.screenFrame : scrollers.last ?? nil)
            stack.append((element, [], element.android.map { AndroidRole.isCollection($0.className) } == true,
                          inTextInputLayout || element.android?.isTextInputLayout == true, scrolls, inWebView))
        case .close:
            // The popped entry holds the element's only reference: its children go in without copying its fields.
            guard var finished = stack.popLast() else { return }
            // A scroll view that cannot scroll shows all it holds (a Compose column that fits the screen reports one); a list
            // by its class may still cut its last row, whatever its flag says.
            CutOffRows.mark(&finished.children, in: finished.scrolls || finished.isCollection ? finished.element.screenFrame : nil)
            finished.element.children = finished.children
            // Only a view that can scroll hides part of what it holds (a scroll view that cannot shows all of it); a list's
            // rows are `mark`'s, with all they hold.
            if finished.scrolls, !finished.isCollection { CutOffRows.markCutOffControls(in: &finished.element) }
            scrollers.removeLast()
            CutOffRows.markIfOverflowing(&finished.element, scroller: scrollers.last ?? nil)
            MaterialRoleDescriptions.apply(to: &finished.element)
            ComposeRoleNodes.apply(to: &finished.element)
            // The window's bottom edge: the frame of the outermost node under the dump's root, still open.
            ReactNativeTabs.apply(to: &finished.element, windowBottom: stack.count > 1 ? stack[1].element.screenFrame.map { $0.y + $0.height } : nil)
            if stack.isEmpty {
                root = finished.element
            } else {
                stack[stack.count - 1].children.append(finished.element)
            }
        }
    }

    /// The classes TalkBack's `Role` makes a scroll view, a list or a grid, whose children are its top-level scroll items
    /// whether or not they can scroll (a RecyclerView is a list only with collection information, which a dump lacks).
    private static func hasScrollRole(_ className: String) -> Bool {
        // Asked of every node: the package first, compared as bytes, then the name without allocating.
        guard className.utf8.starts(with: "android.widget.".utf8) else { return false }
        switch AndroidNode.simpleName(of: className) {
        case "ScrollView", "HorizontalScrollView", "ListView", "GridView", "ExpandableListView": return true
        default: return false
        }
    }

    /// One node as an element: its flags, frame, visibility and what it shows. Its label is set by `TalkBackFocus`.
    private static func element(tagName: String, attributes: AndroidAttributes, location: SourceLocation, inCollection: Bool) -> Element {
        // Appium names the element by its class; `class` says the same and wins when present.
        var node = AndroidNode(className: attributes.className ?? (tagName == "node" ? "android.view.View" : tagName))
        node.text = attributes.text
        node.contentDescription = attributes.contentDescription
        node.hint = attributes.hint
        // TalkBack says a field's error only when its content is marked invalid.
        if attributes.isContentInvalid { node.error = attributes.error }
        node.isClickable = attributes.isClickable
        node.isLongClickable = attributes.isLongClickable
        node.isFocusable = attributes.isFocusable
        node.isScreenReaderFocusable = attributes.isScreenReaderFocusable
        node.isCheckable = attributes.isCheckable
        node.isChecked = attributes.isChecked
        node.isPassword = attributes.isPassword
        node.isHeading = attributes.isHeading
        node.isNotAccessibilityFriendly = attributes.isNotAccessibilityFriendly
        if attributes.isUnimportant || attributes.resourceID.map(AndroidNode.isLibraryScrim) == true { node.importance = .no }
        node.isCollectionItem = attributes.isCollectionItem || inCollection
        node.isScrollable = attributes.isScrollable
        node.systemWindow = attributes.systemWindow
        let traits = AndroidRole.traits(of: node, isEnabled: attributes.isEnabled, isSelected: attributes.isSelected)
        let provenance = Provenance(.runtimeSnapshot, "the node's attributes", line: location.line)
        var accessibility = AccessibilityProperties.defaults(isElement: false, traits: traits, provenance: provenance)
        accessibility.identifier = Resolved(attributes.resourceID, Provenance(.runtimeSnapshot, "its resource-id attribute", line: location.line))
        return Element(
            id: nil, type: node.className, sourceName: tagName, location: location, screenFrame: attributes.bounds,
            isHidden: !attributes.isVisible, isEnabled: attributes.isEnabled, isSelected: attributes.isSelected,
            accessibility: accessibility, visibleText: node.text, interactions: node.isClickable ? Interaction.controlOnly : [], android: node)
    }
}
