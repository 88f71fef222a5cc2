import ElementModel
import XMLStreaming

/// Streams an XCUITest page source into one screen per application element.
///
/// The parsing thread only reads each start tag's attributes (libxml2's buffers last no longer than the
/// callback); a second thread builds the tree from them (`XCUITreeBuilder`, through a `TagPipeline`).
final class XCUIDocumentReader: XMLStreamHandler {
    let path: String
    /// True once some element has a `traits` attribute (WebDriverAgent 9.12 and later).
    private(set) var listsTraits = false
    /// Each `traits` text met, parsed once.
    private var traitsCache = XCUITraitsCache()
    /// Elements open now, Appium's `<AppiumAUT>` wrapper not counted: its end is no element's.
    private var openElements = 0
    private let pipeline: TagPipeline<XCUITreeBuilder>

    init(path: String, processors: Int) {
        self.path = path
        pipeline = TagPipeline(builder: XCUITreeBuilder(), processors: processors, label: "a11y-audit.xcuitest.build")
    }

    func startElement(_ tag: XMLStartTag) -> XMLStreamDecision {
        if openElements == 0, tag.name == "AppiumAUT" { return .proceed }
        openElements += 1
        let isTypeName = tag.name.hasPrefix(XCUIElementKind.prefix)
        let attributes = XCUIAttributes(tag.attributes, typeNeeded: !isTypeName, traitsCache: &traitsCache)
        if attributes.traits != nil { listsTraits = true }
        let type = isTypeName ? tag.name : Self.type(elementName: tag.name, typeAttribute: attributes.type)
        let position = tag.position
        pipeline.emit(.open(type: type, attributes: attributes, location: SourceLocation(path: path, line: position.line, column: position.column)))
        return .proceed
    }

    func endElement() {
        guard openElements > 0 else { return }  // `</AppiumAUT>`
        openElements -= 1
        pipeline.emit(.close)
    }

    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {}

    /// The tree built from every element read, once the builder has had them all.
    func finish() -> XCUITreeBuilder {
        pipeline.finish()
    }

    /// The element's type: its name when that is an `XCUIElementType…`, else its `type` attribute when that is
    /// one, else its name (an element of some other tool).
    private static func type(elementName: String, typeAttribute: String?) -> String {
        if let typeAttribute, typeAttribute.hasPrefix(XCUIElementKind.prefix) { return typeAttribute }
        return elementName
    }
}

/// One start or end tag, as the parsing thread hands it to the builder.
enum XCUIEvent: Sendable {
    case open(type: String, attributes: XCUIAttributes, location: SourceLocation)
    case close
}

/// Builds the tree from the reader's events. Each element is resolved at its end tag, when its children are
/// done: what it holds (an alert, controls, texts) decides some of what it is. What its ancestors are (a tab
/// bar, a navigation bar, a collection view) is on the stack already.
///
/// Touched by one thread at a time: the reader's queue while parsing, then the reader's thread once the queue
/// is drained (`finish`). That ordering is what makes the unchecked Sendable sound.
final class XCUITreeBuilder: TagBuilder, @unchecked Sendable {
    @exclusivity(unchecked) private var stack: [XCUIOpenElement] = []
    private(set) var roots: [Element] = []
    /// The application's name and bundle id, for the screen's id and name.
    private(set) var applicationName: String?
    private(set) var bundleID: String?

    func apply(_ event: XCUIEvent) {
        switch event {
        case .open(let type, let attributes, let location):
            let ancestry = stack.isEmpty ? XCUIAncestry() : stack[stack.count - 1].ancestry.adding(stack[stack.count - 1])
            let open = XCUIOpenElement(type: type, attributes: attributes, location: location, ancestry: ancestry)
            if stack.isEmpty, open.shortType == "Application" {
                applicationName = applicationName ?? attributes.label ?? attributes.name
                bundleID = bundleID ?? attributes.bundleID
            }
            stack.append(open)
        case .close:
            guard let open = stack.popLast() else { return }
            let (element, facts) = XCUIElementResolver(open: open).element()
            if stack.isEmpty {
                roots.append(element)
            } else {
                stack[stack.count - 1].children.append(element)
                stack[stack.count - 1].facts.add(facts)
            }
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
        if let x = attributes.x, let y = attributes.y, let width = attributes.width, let height = attributes.height {
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
        let parentIsElement = parent.attributes.accessible ?? kind.isElement
        return XCUIAncestry(parentType: parent.shortType, parentFrame: parent.screenFrame ?? parentFrame,
                            inNavigationBar: inNavigationBar || parent.shortType == "NavigationBar",
                            inControl: inControl || kind.isControl && parentIsElement)
    }
}
