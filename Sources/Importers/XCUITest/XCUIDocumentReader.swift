import ElementModel
import XMLStreaming

/// Streams an XCUITest page source into one screen per application element. Each element is resolved at its
/// end tag, when its children are done: what it holds (an alert, controls, texts) decides some of what it is.
/// What its ancestors are (a tab bar, a navigation bar, a collection view) is on the stack already.
final class XCUIDocumentReader: XMLStreamHandler {
    let path: String
    @exclusivity(unchecked) private var stack: [XCUIOpenElement] = []
    private(set) var roots: [Element] = []
    /// True once some element has a `traits` attribute (WebDriverAgent 9.12 and later).
    private(set) var listsTraits = false
    /// The application's name and bundle id, for the screen's id and name.
    private(set) var applicationName: String?
    private(set) var bundleID: String?

    init(path: String) {
        self.path = path
    }

    /// The attributes WebDriverAgent writes (`formats.md` §2); any other is left in libxml2's buffers.
    static let attributeNames: XMLNameSet = [
        "type", "name", "label", "value", "enabled", "visible", "accessible", "x", "y", "width", "height", "index",
        "placeholderValue", "traits", "hittable", "customActions", "focused", "bundleId",
    ]

    func startElement(_ tag: XMLStartTag) -> XMLStreamDecision {
        // Appium wraps the tree in `<AppiumAUT>`; it is no element of the app.
        if stack.isEmpty, tag.name == "AppiumAUT" { return .proceed }
        var attributes: [String: String] = [:]
        for (name, value) in tag.attributes.values(named: Self.attributeNames) where attributes[name] == nil {
            attributes[name] = value
        }
        if attributes["traits"] != nil { listsTraits = true }
        let type = Self.type(elementName: tag.name, typeAttribute: attributes["type"])
        let position = tag.position
        let parent = stack.last
        if parent == nil, XCUIElementKind.shortName(type) == "Application" {
            applicationName = applicationName ?? attributes["label"] ?? attributes["name"]
            bundleID = bundleID ?? attributes["bundleId"]
        }
        stack.append(XCUIOpenElement(
            type: type, attributes: attributes, location: SourceLocation(path: path, line: position.line, column: position.column),
            ancestry: parent.map { $0.ancestry.adding($0) } ?? XCUIAncestry()))
        return .proceed
    }

    func endElement() {
        guard let open = stack.popLast() else { return }  // `</AppiumAUT>`
        let (element, facts) = XCUIElementResolver(open: open).element()
        if stack.isEmpty {
            roots.append(element)
        } else {
            stack[stack.count - 1].children.append(element)
            stack[stack.count - 1].facts.add(facts)
        }
    }

    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {}

    /// The element's type: its `type` attribute, or else its name (hand-written dumps leave `type` out).
    private static func type(elementName: String, typeAttribute: String?) -> String {
        if let typeAttribute, typeAttribute.hasPrefix(XCUIElementKind.prefix) { return typeAttribute }
        return elementName
    }
}

/// An element whose end tag is still to come.
struct XCUIOpenElement {
    let type: String
    let attributes: [String: String]
    let location: SourceLocation
    let ancestry: XCUIAncestry
    var children: [Element] = []
    /// What the children's subtrees hold.
    var facts = XCUIElementResolver.SubtreeFacts()

    var kind: XCUIElementKind { XCUIElementKind.of(type) }
    var shortType: String { XCUIElementKind.shortName(type) }

    /// The frame in screen points, when all four numbers are there.
    var screenFrame: Rect? {
        guard let x = number("x"), let y = number("y"), let width = number("width"), let height = number("height") else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    private func number(_ name: String) -> Double? {
        attributes[name].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
    }
}

/// What an element's ancestors tell about it.
struct XCUIAncestry {
    /// The parent's type, short (`TabBar`), and its frame in screen points.
    var parentType: String?
    var parentFrame: Rect?
    var inNavigationBar = false
    /// Inside a control that is an element (a SwiftUI toggle's inner switch): a part of that control, whose
    /// touches are the control's, not a control of its own.
    var inControl = false

    func adding(_ parent: XCUIOpenElement) -> XCUIAncestry {
        let kind = parent.kind
        let parentIsElement = parent.attributes["accessible"].map { $0 == "true" } ?? kind.isElement
        return XCUIAncestry(parentType: parent.shortType, parentFrame: parent.screenFrame ?? parentFrame,
                            inNavigationBar: inNavigationBar || parent.shortType == "NavigationBar",
                            inControl: inControl || kind.isControl && parentIsElement)
    }
}
