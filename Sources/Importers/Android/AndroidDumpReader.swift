import ElementModel
import XMLStreaming

/// Streams an Android dump into a tree of elements, each built at its end tag with its node's flags
/// (`AndroidNode`); which of them TalkBack focuses is decided once the tree is whole (`TalkBackFocus`).
final class AndroidDumpReader: XMLStreamHandler {
    let path: String
    private var stack: [(element: Element, children: [Element])] = []
    private(set) var root: Element?
    /// The first node's package: the app the screen belongs to.
    private(set) var packageName: String?
    /// True when elements are named by their class (Appium), not `<node>`.
    private(set) var namesElementsByClass = false

    private static let names = XMLNameSet([
        "class", "text", "content-desc", "resource-id", "package", "bounds", "hint", "checkable", "checked", "clickable",
        "long-clickable", "focusable", "screen-reader-focusable", "enabled", "selected", "password", "heading",
        "visible-to-user", "displayed", "a11y-important", "NAF", "is-collection-item",
    ])

    init(path: String) {
        self.path = path
    }

    func startElement(_ tag: XMLStartTag) -> XMLStreamDecision {
        let position = tag.position
        let location = SourceLocation(path: path, line: position.line, column: position.column)
        if stack.isEmpty {
            // `<hierarchy>`: the screen's root, the windows' container.
            stack.append((Element(id: nil, type: "hierarchy", sourceName: tag.name, location: location,
                                  accessibility: .defaults(isElement: false, traits: [],
                                                           provenance: Provenance(.runtimeSnapshot, "the dump's root", line: location.line))), []))
            return .proceed
        }
        if tag.name != "node" { namesElementsByClass = true }
        var attributes: [String: String] = [:]
        for (name, value) in tag.attributes.values(named: Self.names) where attributes[name] == nil { attributes[name] = value }
        if packageName == nil, let package = attributes["package"], !package.isEmpty { packageName = package }
        stack.append((Self.element(tagName: tag.name, attributes: attributes, location: location,
                                   parentClass: stack.last?.element.android?.className), []))
        return .proceed
    }

    func endElement() {
        guard var (element, children) = stack.popLast() else { return }
        element.children = children
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {}

    /// One node as an element: its flags, frame, visibility and what it shows. Its label is set by `TalkBackFocus`.
    private static func element(tagName: String, attributes: [String: String], location: SourceLocation, parentClass: String?) -> Element {
        let flag = { (name: String) in attributes[name] == "true" }
        let nonEmpty = { (name: String) in attributes[name].flatMap { $0.isEmpty ? nil : $0 } }
        // Appium names the element by its class; `class` says the same and wins when present.
        var node = AndroidNode(className: nonEmpty("class") ?? (tagName == "node" ? "android.view.View" : tagName))
        node.text = nonEmpty("text")
        node.contentDescription = nonEmpty("content-desc")
        node.hint = attributes["hint"]
        node.isClickable = flag("clickable")
        node.isLongClickable = flag("long-clickable")
        node.isFocusable = flag("focusable")
        node.isScreenReaderFocusable = flag("screen-reader-focusable")
        node.isCheckable = flag("checkable")
        node.isChecked = flag("checked")
        node.isPassword = flag("password")
        node.isHeading = flag("heading")
        node.isNotAccessibilityFriendly = flag("NAF")
        if attributes["a11y-important"] == "false" { node.importance = .no }
        node.isCollectionItem = flag("is-collection-item") || parentClass.map(AndroidRole.isCollection) == true
        let provenance = Provenance(.runtimeSnapshot, "the node's attributes", line: location.line)
        var traits = AndroidRole.of(node).traits
        if node.isClickable, traits.isEmpty { traits = .button }
        if node.isPassword { traits.insert(.secureTextField) }
        if node.isHeading { traits.insert(.header) }
        if flag("selected") { traits.insert(.selected) }
        if attributes["enabled"] == "false", node.isActionable { traits.insert(.notEnabled) }
        var accessibility = AccessibilityProperties.defaults(isElement: false, traits: traits, provenance: provenance)
        accessibility.identifier = Resolved(nonEmpty("resource-id"), Provenance(.runtimeSnapshot, "its resource-id attribute", line: location.line))
        let isVisible = attributes["visible-to-user"] != "false" && attributes["displayed"] != "false"
        return Element(
            id: nil, type: node.className, sourceName: tagName, location: location, screenFrame: attributes["bounds"].flatMap(bounds),
            isHidden: !isVisible, isEnabled: attributes["enabled"] != "false", isSelected: flag("selected"),
            accessibility: accessibility, visibleText: node.text, interactions: node.isClickable ? [.control] : [], android: node)
    }

    /// `[l,t][r,b]` in pixels.
    private static func bounds(_ text: String) -> Rect? {
        let numbers = text.split { !($0.isNumber || $0 == "-") }.compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: max(0, numbers[2] - numbers[0]), height: max(0, numbers[3] - numbers[1]))
    }
}
