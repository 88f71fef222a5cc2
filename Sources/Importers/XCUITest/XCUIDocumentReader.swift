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

    /// The attributes read (`formats.md` §2), in `XCUIAttributes.Name`'s order; any other is left in libxml2's buffers.
    static let attributeNames = XMLNameSet(XCUIAttributes.Name.allCases.map(\.rawValue))

    func startElement(_ tag: XMLStartTag) -> XMLStreamDecision {
        // Appium wraps the tree in `<AppiumAUT>`; it is no element of the app.
        if stack.isEmpty, tag.name == "AppiumAUT" { return .proceed }
        var attributes = XCUIAttributes()
        tag.attributes.forEach(in: Self.attributeNames) { attributes.set($0, $1) }
        if attributes.traits != nil { listsTraits = true }
        let type = Self.type(elementName: tag.name, typeAttribute: attributes.type)
        let position = tag.position
        let parent = stack.last
        let open = XCUIOpenElement(
            type: type, attributes: attributes, location: SourceLocation(path: path, line: position.line, column: position.column),
            ancestry: parent.map { $0.ancestry.adding($0) } ?? XCUIAncestry())
        if parent == nil, open.shortType == "Application" {
            applicationName = applicationName ?? attributes.label ?? attributes.name
            bundleID = bundleID ?? attributes.bundleID
        }
        stack.append(open)
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

/// The attributes WebDriverAgent writes, the first of each name kept.
struct XCUIAttributes {
    var type, name, label, value, enabled, visible, accessible, placeholderValue, traits, customActions, bundleID: String?
    var x, y, width, height: String?

    /// The attributes read, by their names in the dump. (`index` and `hittable` say nothing VoiceOver uses.)
    enum Name: String, CaseIterable {
        case type, name, label, value, enabled, visible, accessible, placeholderValue, traits, customActions, bundleId
        case x, y, width, height
    }

    /// `Name.allCases`, made once (the synthesized property makes a new array at each call).
    static let names = Name.allCases

    /// Sets the attribute at `position` in `Name.allCases`.
    mutating func set(_ position: Int, _ text: String) {
        switch Self.names[position] {
        case .type: type = type ?? text
        case .name: name = name ?? text
        case .label: label = label ?? text
        case .value: value = value ?? text
        case .enabled: enabled = enabled ?? text
        case .visible: visible = visible ?? text
        case .accessible: accessible = accessible ?? text
        case .placeholderValue: placeholderValue = placeholderValue ?? text
        case .traits: traits = traits ?? text
        case .customActions: customActions = customActions ?? text
        case .bundleId: bundleID = bundleID ?? text
        case .x: x = x ?? text
        case .y: y = y ?? text
        case .width: width = width ?? text
        case .height: height = height ?? text
        }
    }
}

/// An element whose end tag is still to come.
struct XCUIOpenElement {
    let type: String
    /// `Button` for `XCUIElementTypeButton`, and what it is in UIKit's terms: worked out once per element.
    let shortType: String
    let kind: XCUIElementKind
    let attributes: XCUIAttributes
    let location: SourceLocation
    let ancestry: XCUIAncestry
    /// The frame in screen points, when all four numbers are there.
    let screenFrame: Rect?
    var children: [Element] = []
    /// What the children's subtrees hold.
    var facts = XCUIElementResolver.SubtreeFacts()

    init(type: String, attributes: XCUIAttributes, location: SourceLocation, ancestry: XCUIAncestry) {
        self.type = type
        shortType = XCUIElementKind.shortName(type)
        kind = XCUIElementKind.of(shortName: shortType)
        self.attributes = attributes
        self.location = location
        self.ancestry = ancestry
        let number = { (text: String?) in text.flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } }
        if let x = number(attributes.x), let y = number(attributes.y), let width = number(attributes.width),
           let height = number(attributes.height) {
            screenFrame = Rect(x: x, y: y, width: width, height: height)
        } else {
            screenFrame = nil
        }
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
        let parentIsElement = parent.attributes.accessible.map { $0 == "true" } ?? kind.isElement
        return XCUIAncestry(parentType: parent.shortType, parentFrame: parent.screenFrame ?? parentFrame,
                            inNavigationBar: inNavigationBar || parent.shortType == "NavigationBar",
                            inControl: inControl || kind.isControl && parentIsElement)
    }
}
