import ElementModel
import XMLStreaming

/// Streams an Interface Builder document (`.xib`, `.storyboard`) into screens of resolved elements.
///
/// The reader keeps a stack of what each open XML element means (`IBContext`) and builds raw views only;
/// when a scene (or a xib) ends, `IBScreenBuilder` resolves its views with UIKit's semantics (on the
/// pipeline's thread) and the raw views are dropped, so memory follows one scene, not the whole file.
final class IBDocumentReader: XMLStreamHandler {
    let path: String
    private let table: UIKitElementTable
    // The parser calls the reader on one thread, one event at a time: the fields touched on every event skip
    // the run-time exclusivity check, which cost about 1 % of a large audit.
    @exclusivity(unchecked) private var stack: [IBContext] = []
    @exclusivity(unchecked) private var text: [UInt8] = []
    @exclusivity(unchecked) private var collectingText = false

    private(set) var platform = IBPlatform.iOS
    private(set) var device: String?
    private let format: String
    private let pipeline: IBScreenPipeline
    /// Views and controllers of the scene (or xib) being read, and its gesture recognizers by id.
    private var scope = IBScope()
    private var isStoryboard = false
    /// Controllers shown inside another screen through a container view (`embed` segues' destinations).
    private var embeddedControllerIDs: Set<String> = []
    /// Views some object's `inputView` or `inputAccessoryView` outlet points at: keyboards and their bars.
    private var inputViewIDs: Set<String> = []
    /// Views some outlet or outlet collection points at: how code reaches a xib's top-level views.
    private var outletDestinationIDs: Set<String> = []
    /// What later scenes need of finished ones, kept without their views so memory follows one scene: each
    /// controller's tab bar item (a tab bar controller's tabs come from other scenes), each tab bar controller's
    /// tabs, and which controllers have a storyboard identifier.
    private var tabBarItems: [String: IBBarItem] = [:]
    private var tabControllerIDs: [String: [String]] = [:]
    private var controllerIDs: Set<String> = []
    private var identifiedControllerIDs: Set<String> = []
    /// Controllers some segue leads to, and those shown in popovers.
    private var segueDestinations: Set<String> = []
    private var popoverIDs: Set<String> = []
    private var initialControllerID: String?
    /// Images `<resources>` lists as SF Symbols (`catalog="system"`); the list comes last in the file.
    private var systemSymbolNames: Set<String> = []

    /// `handler`, when given, gets each screen as soon as it is built (see `ScreenHandler`).
    init(path: String, table: UIKitElementTable, format: String, handler: ScreenHandler? = nil, processors: Int) {
        self.path = path
        self.table = table
        self.format = format
        pipeline = IBScreenPipeline(handler: handler, buildsInline: processors < 2)
    }

    /// The document as known now, without its screens: what a screen handed over early is read with.
    private var header: LayoutDocument {
        LayoutDocument(format: format, path: path, device: device, idiom: platform.idiom(device: device), screens: [])
    }

    /// The screens of every finished scene, in document order (waits for the pipeline), and which of them
    /// are exactly as handed to the handler. A controller embedded in another through a container view is
    /// part of that screen: it is kept as a view.
    func screens() -> (screens: [Screen], unchanged: Set<Int>) {
        let (built, handedWith) = pipeline.screens()
        let final = header
        var unchanged: Set<Int> = []
        let loadsByOutlet = !isStoryboard && built.contains { $0.kind == .view && $0.root.id.map(outletDestinationIDs.contains) == true }
        let screens = built.enumerated().map { index, screen in
            let (finished, changed) = finishing(screen, loadsByOutlet: loadsByOutlet)
            if index < handedWith.count, !changed, let handed = handedWith[index], handed.device == final.device,
               handed.idiom == final.idiom {
                unchanged.insert(index)
            }
            return finished
        }
        return (screens, unchanged)
    }

    /// What only the end of the file tells about a screen, applied; `changed` when it changed anything. `loadsByOutlet`: the
    /// file is a xib whose code reaches its top-level views through outlets (File's Owner's `view`).
    private func finishing(_ built: Screen, loadsByOutlet: Bool) -> (screen: Screen, changed: Bool) {
        var screen = built
        var changed = false
        if embeddedControllerIDs.contains(screen.id) { screen.kind = .view }
        if let root = screen.root.id, inputViewIDs.contains(root) { screen.kind = .inputView }
        // A loose copy beside them that no outlet reaches (a spare key left on the canvas) is never on screen. A cell is
        // registered by its nib, not reached by an outlet.
        if loadsByOutlet, screen.kind == .view, let root = screen.root.id, !outletDestinationIDs.contains(root),
           !screen.root.type.hasSuffix("Cell") {
            screen.kind = .unused
        }
        if screen.kind == .viewController, popoverIDs.contains(screen.id) { screen.kind = .popover }
        if screen.kind == .viewController, isUnreachable(screen.id) { screen.kind = .unreachable }
        if screen.kind != built.kind { changed = true }
        if let tabs = tabControllerIDs[screen.id], screen.root.type == "UITabBar", screen.root.children.isEmpty {
            screen.root.children = self.tabs(tabs, in: screen.root)
            changed = changed || !screen.root.children.isEmpty
        }
        if !systemSymbolNames.isEmpty, Self.markSymbolNames(systemSymbolNames, in: &screen.root) { changed = true }
        return (screen, changed)
    }

    /// A storyboard scene nothing can show: no segue leads to it, it has no storyboard identifier (for code
    /// or a storyboard reference to load it by), and it is not the initial controller.
    private func isUnreachable(_ id: String) -> Bool {
        guard isStoryboard, controllerIDs.contains(id) else { return false }
        return !segueDestinations.contains(id) && id != initialControllerID && !identifiedControllerIDs.contains(id)
    }

    /// A tab bar controller's tabs: the tab bar items of the controllers its `viewControllers`
    /// relationships name, in order; UIKit selects the first when it loads.
    private func tabs(_ controllers: [String], in tabBar: Element) -> [Element] {
        let items = controllers.compactMap { tabBarItems[$0] }
        let resolver = IBElementResolver(path: path, platform: platform, gestureTypes: [:], gestureActions: [:], outletNames: [:])
        return IBSynthesizedParts.tabs(items, selectedIndex: 0, in: tabBar.screenFrame, path: path, resolver: resolver)
    }

    /// Names taken from images that `<resources>` declares as SF Symbols are symbol names: the list comes
    /// after the scenes, so they are marked once the whole file is read.
    /// Returns whether it marked any.
    @discardableResult
    private static func markSymbolNames(_ symbols: Set<String>, in element: inout Element) -> Bool {
        var marked = false
        let label = element.accessibility.label
        if let name = label.value, label.provenance.derivedFrom == .imageName, symbols.contains(name) {
            element.accessibility.label.provenance.detail = IBDefaultAccessibility.symbolDetail
            element.accessibility.label.provenance.derivedFrom = .symbolName
            marked = true
        }
        for index in element.children.indices where markSymbolNames(symbols, in: &element.children[index]) { marked = true }
        return marked
    }

    // MARK: - XMLStreamHandler

    func startElement(_ tag: XMLStartTag) -> XMLStreamDecision {
        guard let top = stack.last else { return startDocument(tag.name, attributes: tag.attributes) }
        let context = self.context(for: tag, inside: top)
        if case .skipped = context { return .skipSubtree }
        stack.append(context)
        return .proceed
    }

    func endElement() {
        guard let context = stack.popLast() else { return }
        switch context {
        case .text(let target, let key):
            finishText(target: target, key: key)
        case .attributedText(let target, let key):
            if case .attributedText = stack.last { break }
            finishText(target: target, key: key)
        case .attributedFragmentText:
            collectingText = false
        case .runtimeAttribute(let owner, let index) where collectingText:
            collectingText = false
            owner.runtimeAttributes[index].value = String(decoding: text, as: UTF8.self)
            text.removeAll(keepingCapacity: true)
        case .tableSection(let section, let table):
            section.endChild = table.children.count
        case .scene:
            finishScope()
        case .document where !isStoryboard:
            finishScope()
        default:
            break
        }
    }

    private func finishText(target: IBPropertyBag, key: String) {
        collectingText = false
        target.setIfAbsent(key, String(decoding: text, as: UTF8.self))
        text.removeAll(keepingCapacity: true)
    }

    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        if collectingText { text.append(contentsOf: bytes) }
    }

    // MARK: - Document

    private func startDocument(_ name: String, attributes: XMLAttributes) -> XMLStreamDecision {
        if name == "archive" {
            return .stop(reason: "unsupported legacy format: a pre-Xcode 5 Interface Builder archive; "
                + "open and save it in a current Xcode to convert it")
        }
        guard name == "document" else {
            return .stop(reason: "not an Interface Builder document: the root element is <\(name)>, not <document>")
        }
        platform = IBPlatform(targetRuntime: attributes["targetRuntime"])
        isStoryboard = attributes["type"]?.contains("Storyboard") ?? false
        initialControllerID = attributes["initialViewController"]
        stack.append(.document)
        return .proceed
    }

    private func finishScope() {
        for controller in scope.controllers {
            guard let id = controller.id else { continue }
            controllerIDs.insert(id)
            if nonEmpty(controller.properties["storyboardIdentifier"]) != nil { identifiedControllerIDs.insert(id) }
            if let item = controller.tabBarItem { tabBarItems[id] = item }
            if !controller.tabControllerIDs.isEmpty { tabControllerIDs[id] = controller.tabControllerIDs }
        }
        pipeline.submit(IBScreenBuilder(path: path, platform: platform, table: table, scope: scope, isStoryboard: isStoryboard),
                        document: header)
        scope = IBScope()
    }

    // MARK: - Contexts

    private func context(for tag: XMLStartTag, inside top: IBContext) -> IBContext {
        let name = tag.name
        let attributes = tag.attributes
        switch top {
        case .document:
            switch name {
            case "device": device = attributes["id"]; return .skipped
            case "scenes": return .document
            case "scene": return .scene
            case "objects": return .objects
            case "resources": return .resources
            default: return .skipped
            }
        case .resources:
            if name == "image", attributes["catalog"] == "system", let image = attributes["name"] {
                systemSymbolNames.insert(image)
            }
            return .skipped
        case .scene:
            return name == "objects" ? .objects : .skipped
        case .objects:
            return topLevelObject(tag)
        case .controller(let controller):
            return controllerChild(tag, controller: controller)
        case .view(let view):
            return viewChild(tag, view: view)
        case .viewList(let owner, let holdsTemplates):
            if name == "tableViewSection" {
                let section = IBTableSection(properties: makeBag(tag, keeping: Self.sectionAttributes), firstChild: owner.children.count)
                owner.sections.append(section)
                return .tableSection(section, table: owner)
            }
            if name == "cells" { return .viewList(owner: owner, holdsTemplates: holdsTemplates) }
            if IBNames.valueElementNames.contains(name) { return .skipped }
            return startView(tag, parent: owner, isTemplate: holdsTemplates)
        case .tableSection(let section, let table):
            // A static table's cells are real content, not templates.
            if name == "cells" { return .viewList(owner: table, holdsTemplates: false) }
            return propertyChild(name, attributes: attributes, target: section.properties)
        case .properties(let bag):
            return propertyChild(name, attributes: attributes, target: bag)
        case .accessibility(let configuration):
            return accessibilityChild(name, attributes: attributes, configuration: configuration)
        case .placeholder:
            return name == "connections" ? .connections(.placeholder) : .skipped
        case .gestureRecognizer(let id):
            return name == "connections" ? .connections(.gestureRecognizer(id: id)) : .skipped
        case .runtimeAttributes(let owner):
            guard name == "userDefinedRuntimeAttribute", let keyPath = attributes["keyPath"] else { return .skipped }
            owner.runtimeAttributes.append(IBRuntimeAttribute(
                keyPath: keyPath, type: attributes["type"] ?? "", value: attributes["value"], line: tag.position.line))
            return .runtimeAttribute(owner: owner, index: owner.runtimeAttributes.count - 1)
        case .runtimeAttribute(let owner, let index):
            guard attributes["key"] == "value" else { return .skipped }
            if let value = attributes["value"] {
                owner.runtimeAttributes[index].value = value
            } else if name == "string" {
                collectingText = true
            }
            return .runtimeAttribute(owner: owner, index: index)
        case .connections(let owner):
            recordConnection(name, attributes: attributes, owner: owner)
            return .skipped
        case .segments(let owner):
            guard name == "segment" else { return .skipped }
            let segment = makeBag(tag)
            owner.segments.append(segment)
            return .properties(segment)
        case .barItems(let owner):
            let item = IBBarItem(elementName: name, properties: makeBag(tag))
            owner.barItems.append(item)
            return .barItem(item)
        case .toolbarItems(let controller):
            let item = IBBarItem(elementName: name, properties: makeBag(tag))
            controller.toolbarItems.append(item)
            return .barItem(item)
        case .barItem(let item):
            return barItemChild(tag, item: item)
        case .barItemList(let owner, let key):
            let item = IBBarItem(elementName: name, properties: makeBag(tag))
            owner.barButtonItems.append((key, item))
            return .barItem(item)
        case .attributedText(let target, let key):
            if name == "fragment" {
                if let content = attributes["content"] { text.append(contentsOf: content.utf8) }
                return .attributedText(target: target, key: key)
            }
            if name == "string", attributes["key"] == "content" {
                collectingText = true
                return .attributedFragmentText
            }
            return .skipped
        case .text, .attributedFragmentText, .skipped:
            // Plain text has no elements of interest (and `.skipped` is never on the stack).
            return .skipped
        }
    }

    private func topLevelObject(_ tag: XMLStartTag) -> IBContext {
        let name = tag.name
        let attributes = tag.attributes
        if name.hasSuffix("GestureRecognizer"), let id = attributes["id"] {
            scope.gestureTypes[id] = IBNames.gestureClass(name)
            return .gestureRecognizer(id: id)
        }
        // File's Owner may point its input view outlets at a view of the file.
        if name == "placeholder" { return .placeholder }
        if name == "exit" || name.hasSuffix("Placeholder") { return .skipped }
        // `controller` is a WatchKit interface controller (WKInterfaceController), written without a sceneMemberID.
        let isController = attributes["sceneMemberID"] == "viewController" || name.hasSuffix("Controller") || name == "controller"
        if isController {
            let controller = IBController(elementName: name, properties: makeBag(tag))
            scope.controllers.append(controller)
            return .controller(controller)
        }
        guard isView(name) else { return .skipped }
        let view = makeView(tag)
        // A xib's top-level cell is registered with a table or collection view and filled in by code.
        view.isPrototype = Self.cellElementNames.contains(name)
        scope.topLevelViews.append(view)
        return .view(view)
    }

    private func controllerChild(_ tag: XMLStartTag, controller: IBController) -> IBContext {
        let name = tag.name
        let attributes = tag.attributes
        let key = attributes["key"]
        if key == "view" {
            let view = makeView(tag)
            controller.rootView = view
            return .view(view)
        }
        if name == "navigationItem" {
            let item = IBBarItem(elementName: name, properties: makeBag(tag))
            controller.navigationItem = item
            return .barItem(item)
        }
        if name == "tabBarItem" {
            let item = IBBarItem(elementName: name, properties: makeBag(tag))
            controller.tabBarItem = item
            return .barItem(item)
        }
        if name == "toolbarItems" { return .toolbarItems(controller) }
        if name == "connections" { return .connections(.controller(controller)) }
        if key == "navigationBar" || key == "tabBar" || key == "toolbar" {
            let bar = makeView(tag)
            controller.bars.append(bar)
            return .view(bar)
        }
        if name == "items" {
            // WatchKit interface controllers hold their content in <items>, with no root view.
            let root = controller.rootView ?? makeView(tag, elementName: "group")
            controller.rootView = root
            return .viewList(owner: root, holdsTemplates: false)
        }
        return .skipped
    }

    /// The largest coordinate kept, in points: far beyond any screen, small enough that frames summed
    /// down 256 levels of nesting stay finite and print as numbers.
    static let maximumCoordinate = 1e15

    /// A frame coordinate: missing, unreadable and non-finite ones ("nan", "inf") are 0, huge ones are
    /// clamped to ±`maximumCoordinate`.
    static func coordinate(_ text: String?) -> Double {
        guard let text, let value = IBNumber.parse(text), value.isFinite else { return 0 }
        return min(max(value, -maximumCoordinate), maximumCoordinate)
    }

    private func viewChild(_ tag: XMLStartTag, view: IBRawView) -> IBContext {
        let name = tag.name
        let attributes = tag.attributes
        let key = attributes["key"]
        switch name {
        case "rect" where key == "frame":
            view.frame = Rect(x: Self.coordinate(attributes["x"]), y: Self.coordinate(attributes["y"]),
                              width: Self.coordinate(attributes["width"]), height: Self.coordinate(attributes["height"]))
            return .skipped
        case "subviews", "sections":
            return .viewList(owner: view, holdsTemplates: false)
        case "cells", "prototypes":
            // A table's prototypes and a collection view's cells are templates code fills in.
            return .viewList(owner: view, holdsTemplates: name == "prototypes" || view.elementName == "collectionView")
        case "items":
            return view.uikitClass?.role.hasBarItems == true ? .barItems(owner: view) : .viewList(owner: view, holdsTemplates: false)
        case "accessibility":
            return startAccessibility(tag, settings: view.accessibility)
        case "userDefinedRuntimeAttributes":
            return .runtimeAttributes(owner: view.accessibility)
        case "connections":
            return .connections(.view(view))
        case "segments":
            return .segments(owner: view)
        case "state", "buttonConfiguration":
            let bag = makeBag(tag)
            view.states[name == "state" ? (key ?? "normal") : "configuration"] = bag
            return .properties(bag)
        case "textInputTraits":
            if attributes["secureTextEntry"] == "YES" { view.properties.setIfAbsent("secureTextEntry", "YES") }
            return .skipped
        default:
            if let key, key == "cell" {
                // AppKit controls keep their title and placeholder on a cell object.
                merge(attributes.values(named: Self.viewAttributes), into: view.properties)
                return .properties(view.properties)
            }
            if let key, isKeyedView(name, key: key) {
                return startView(tag, parent: view, isTemplate: false)
            }
            return propertyChild(name, attributes: attributes, target: view.properties)
        }
    }

    private func propertyChild(_ name: String, attributes: XMLAttributes, target: IBPropertyBag) -> IBContext {
        guard let key = attributes["key"] else { return .skipped }
        switch name {
        case "string", "mutableString":
            collectingText = true
            return .text(target: target, key: key)
        case "attributedString":
            text.removeAll(keepingCapacity: true)
            return .attributedText(target: target, key: key)
        case "imageReference":
            target.setIfAbsent(key, attributes["image"])
            target.setIfAbsent("catalog", attributes["catalog"])
            return .skipped
        default:
            return .skipped
        }
    }

    private func startAccessibility(_ tag: XMLStartTag, settings: IBAccessibilitySettings) -> IBContext {
        let configuration = IBAccessibilityConfiguration(properties: makeBag(tag, keeping: Self.accessibilityAttributes))
        settings.configuration = configuration
        return .accessibility(configuration)
    }

    private func accessibilityChild(
        _ name: String, attributes: XMLAttributes, configuration: IBAccessibilityConfiguration
    ) -> IBContext {
        switch name {
        case "accessibilityTraits":
            configuration.traits = IBNames.traits(from: attributes.all)
            return .skipped
        case "bool" where attributes["key"] == "isElement":
            configuration.isElement = attributes["value"] == "YES"
            return .skipped
        default:
            return propertyChild(name, attributes: attributes, target: configuration.properties)
        }
    }

    private func barItemChild(_ tag: XMLStartTag, item: IBBarItem) -> IBContext {
        let name = tag.name
        let attributes = tag.attributes
        let key = attributes["key"]
        if name == "barButtonItem" {
            let child = IBBarItem(elementName: name, properties: makeBag(tag))
            item.barButtonItems.append((key ?? "rightBarButtonItem", child))
            return .barItem(child)
        }
        if name == "rightBarButtonItems" || name == "leftBarButtonItems" {
            return .barItemList(owner: item, key: name)
        }
        if name == "connections" { return .connections(.barItem(item)) }
        if name == "accessibility" { return startAccessibility(tag, settings: item.accessibility) }
        if name == "userDefinedRuntimeAttributes" { return .runtimeAttributes(owner: item.accessibility) }
        // A bar button item's own view, or the view a navigation item shows in place of its title.
        if key == "customView" || key == "titleView", isView(name) {
            let view = makeView(tag)
            item.customView = view
            return .view(view)
        }
        return propertyChild(name, attributes: attributes, target: item.properties)
    }

    private func recordConnection(_ name: String, attributes: XMLAttributes, owner: IBConnectionOwner) {
        let interaction: Interaction
        switch name {
        case "action":
            if case .gestureRecognizer(let id) = owner {
                scope.gestureActions[id, default: []].append(attributes["selector"] ?? "")
                return
            }
            interaction = .action(selector: attributes["selector"] ?? "", event: attributes["eventType"])
        case "segue":
            // Relationship and embed segues wire containers together; only the others are triggered by a touch.
            let kind = attributes["kind"] ?? "custom"
            let destination = attributes["destination"]
            if let destination {
                segueDestinations.insert(destination)
                if kind == "popoverPresentation" { popoverIDs.insert(destination) }
            }
            if kind == "embed", let destination {
                embeddedControllerIDs.insert(destination)
                if case .view(let view) = owner { view.embeddedControllerIDs.append(destination) }
            }
            if kind == "relationship", attributes["relationship"] == "viewControllers", let destination,
               case .controller(let controller) = owner {
                controller.tabControllerIDs.append(destination)
            }
            guard kind != "relationship", kind != "embed" else { return }
            interaction = .segue(kind: kind)
        case "outletCollection" where attributes["property"] == "gestureRecognizers":
            if case .view(let view) = owner, let id = attributes["destination"] {
                view.gestureRecognizerIDs.append(id)
            }
            return
        case "outletCollection":
            // Code reaches the views of an outlet collection too.
            guard let property = attributes["property"], let id = attributes["destination"] else { return }
            if scope.outletNames[id] == nil { scope.outletNames[id] = property }
            outletDestinationIDs.insert(id)
            return
        case "outlet":
            guard let property = attributes["property"], let id = attributes["destination"] else { return }
            if property == "inputView" || property == "inputAccessoryView" { inputViewIDs.insert(id) }
            if property == "accessoryView" || property == "editingAccessoryView", case .view(let cell) = owner,
               cell.uikitClass?.role == .tableCell {
                cell.accessoryViewIDs.append(id)
            }
            if scope.outletNames[id] == nil { scope.outletNames[id] = property }
            outletDestinationIDs.insert(id)
            return
        default:
            return
        }
        switch owner {
        case .view(let view): view.interactions.append(interaction)
        case .barItem(let item): item.interactions.append(interaction)
        // A controller's own segues are triggered from code, not by touching the controller.
        case .controller, .placeholder, .gestureRecognizer: return
        }
    }

    // MARK: - Views

    /// A child view; `isTemplate` when it stands in a list of templates (a table's prototypes). Collection view
    /// cells and supplementary views are templates wherever they stand: collection views have no static cells.
    private func startView(_ tag: XMLStartTag, parent: IBRawView, isTemplate: Bool) -> IBContext {
        let view = makeView(tag)
        view.isPrototype = isTemplate || tag.name == "collectionViewCell" || tag.name == "collectionReusableView"
        parent.children.append(view)
        return .view(view)
    }

    private func makeView(_ tag: XMLStartTag, elementName: String? = nil) -> IBRawView {
        let name = elementName ?? tag.name
        return IBRawView(elementName: name, uikitClass: platform.usesUIKit ? table.forInterfaceBuilderName(name) : nil,
                  properties: makeBag(tag))
    }

    private func isView(_ name: String) -> Bool {
        table.forInterfaceBuilderName(name) != nil || IBNames.otherViewNames.contains(name)
    }

    /// Views hang off a view under a key (`contentView`, `tableHeaderView`, `customView`, …).
    private func isKeyedView(_ name: String, key: String) -> Bool {
        // The key first: most keyed children are fonts and colours, and the name takes two hash lookups.
        (key == "view" || key.hasSuffix("View")) && isView(name)
    }

    private func makeBag(_ tag: XMLStartTag, keeping names: XMLNameSet = viewAttributes) -> IBPropertyBag {
        let position = tag.position
        return IBPropertyBag(entries: tag.attributes.values(named: names), line: position.line, column: position.column)
    }

    private func merge(_ attributes: [(name: String, value: String)], into bag: IBPropertyBag) {
        for (key, value) in attributes where key != "id" {
            bag.setIfAbsent(key, value)
        }
    }

    /// The attributes worth keeping; everything else (fonts, colours, layout flags) is dropped unread.
    static let viewAttributes: XMLNameSet = [
        "id", "key", "customClass", "customModule", "userLabel", "hidden", "alpha", "userInteractionEnabled",
        "enabled", "selected", "clipsSubviews", "text", "title", "placeholder", "placeholderString", "image",
        "catalog", "on", "value", "minValue", "maxValue", "minimumValue", "maximumValue", "numberOfPages",
        "currentPage", "progress", "animating", "hidesWhenStopped", "selectedSegmentIndex", "editable",
        "accessoryType", "systemItem", "selectedItem", "sceneMemberID", "storyboardIdentifier", "label",
        "toolTip", "semanticContentAttribute", "textLabel", "detailTextLabel", "leftItemsSupplementBackButton",
        "buttonType", "subtitle", "badgeValue", "wraps", "backgroundImage",
    ]

    static let cellElementNames: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    static let accessibilityAttributes: XMLNameSet = ["label", "hint", "identifier", "description", "help"]

    static let sectionAttributes: XMLNameSet = ["id", "headerTitle", "footerTitle"]
}

/// The objects of one scene (or of a whole xib) waiting to become screens.
struct IBScope {
    var controllers: [IBController] = []
    var topLevelViews: [IBRawView] = []
    var gestureTypes: [String: String] = [:]
    /// Outlet property names by the id of the view they point at (outlets never cross a scene).
    var outletNames: [String: String] = [:]
    /// The actions each gesture recognizer sends, by its id.
    var gestureActions: [String: [String]] = [:]
}
