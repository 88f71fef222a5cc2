import ElementModel

/// Makes screens of a finished scope: a storyboard scene's controller, or a xib's top-level objects.
struct IBScreenBuilder {
    let path: String
    let platform: IBPlatform
    let table: UIKitElementTable
    let scope: IBScope
    let isStoryboard: Bool

    /// The scope's screens. `freeingRawTree`: see `IBElementResolver.freesRawTree`.
    func screens(freeingRawTree: Bool = true) -> [Screen] {
        let resolver = IBElementResolver(path: path, platform: platform, gestureTypes: scope.gestureTypes,
                                         gestureActions: scope.gestureActions, outletNames: scope.outletNames,
                                         freesRawTree: freeingRawTree)
        var screens: [Screen] = []
        // Read before resolving, which frees the raw trees.
        let rowTexts = Self.rowTextsOfAccessories(in: scope.controllers.compactMap(\.rootView) + scope.topLevelViews)
        for controller in scope.controllers {
            // A container controller with no view of its own (navigation, tab bar) shows its bar.
            guard let root = controller.rootView ?? (controller.bars.count == 1 ? controller.bars[0] : nil) else {
                continue
            }
            if controller.rootView != nil { addBars(of: controller, to: root) }
            attachEachGestureOnce(in: root)
            let id = controller.properties["id"] ?? root.id ?? "scene-\(screens.count + 1)"
            // A container's bar (a tab bar controller's tabs) is shown over the screens it contains: a view of them.
            let kind: Screen.Kind = controller.rootView == nil ? .view : Self.isInputView(root) ? .inputView : .viewController
            // Resolution uses the raw tree up: what else is read of it comes first.
            let embedded = Self.embeddedControllerIDs(in: root)
            screens.append(Screen(id: id, name: name(of: controller), root: resolver.resolveRoot(root),
                                  isRightToLeft: Self.isRightToLeft(root), kind: kind,
                                  navigationTitle: controller.navigationTitle, embeddedScreenIDs: embedded))
        }
        // Extra views in a scene's objects are loaded with its controller and added by code: each is read as
        // a screen of its own, named after the scene, so nothing in the file goes unaudited.
        let sceneName = isStoryboard ? scope.controllers.first.map(name(of:)) : nil
        for view in scope.topLevelViews {
            let bag = view.properties
            let viewName = bag["userLabel"] ?? bag["customClass"] ?? resolver.typeName(of: view)
            let name = sceneName.map { "\($0) › \(viewName)" } ?? viewName
            attachEachGestureOnce(in: view)
            let embedded = Self.embeddedControllerIDs(in: view)
            var root = resolver.resolveRoot(view)
            // A cell's accessory (a switch at a settings row's trailing edge): UIKit reads it with its row, whose texts
            // name it.
            if let id = view.id, let texts = rowTexts[id], root.accessibility.label.value == nil {
                root.accessibility.label = Resolved(texts, Provenance(.derivedProperty, "texts of the cell whose accessoryView it is",
                                                                      line: bag.line, derivedFrom: .cellTexts))
            }
            screens.append(Screen(id: view.id ?? "view-\(screens.count + 1)", name: name, root: root,
                                  isRightToLeft: Self.isRightToLeft(view), kind: Self.isInputView(view) ? .inputView : .view,
                                  embeddedScreenIDs: embedded))
        }
        return screens
    }

    /// The texts of each cell that shows an accessory view, by the accessory's id: the labels inside the cell, joined.
    private static func rowTextsOfAccessories(in roots: [IBRawView]) -> [String: String] {
        var texts: [String: String] = [:]
        func labels(_ view: IBRawView) -> [String] {
            (view.elementName == "label" ? [view.properties["text"]].compactMap { $0 }.filter { !$0.isEmpty } : [])
                + view.children.flatMap(labels)
        }
        func visit(_ view: IBRawView) {
            if !view.accessoryViewIDs.isEmpty {
                let row = labels(view).joined(separator: ", ")
                if !row.isEmpty { for id in view.accessoryViewIDs { texts[id] = texts[id] ?? row } }
            }
            view.children.forEach(visit)
        }
        roots.forEach(visit)
        return texts
    }

    /// The bars a navigation controller shows around this controller's view: a navigation bar with its
    /// navigation item's title and bar button items, and a toolbar with its toolbar items. UIKit puts them
    /// over the top and bottom edges of the view; their frames here lie just outside it, so VoiceOver's order
    /// (navigation bar first, toolbar last) comes out right whatever the view's design-time frames are.
    private func addBars(of controller: IBController, to root: IBRawView) {
        let width = root.frame?.width ?? 0
        let barHeight = 44.0
        if let item = controller.navigationItem, Self.showsSomething(item) {
            let bar = syntheticBar("navigationBar", at: item.properties,
                                   frame: Rect(x: 0, y: -barHeight, width: width, height: barHeight))
            bar.barItems = [item]
            root.children.append(bar)
        }
        if !controller.toolbarItems.isEmpty, let first = controller.toolbarItems.first {
            let bar = syntheticBar("toolbar", at: first.properties,
                                   frame: Rect(x: 0, y: root.frame?.height ?? 0, width: width, height: barHeight))
            bar.barItems = controller.toolbarItems
            root.children.append(bar)
        }
    }

    private func syntheticBar(_ elementName: String, at source: IBPropertyBag, frame: Rect) -> IBRawView {
        let bar = IBRawView(elementName: elementName, uikitClass: table.forInterfaceBuilderName(elementName),
                            properties: IBPropertyBag(entries: [], line: source.line, column: source.column))
        bar.frame = frame
        bar.isSynthesized = true
        return bar
    }

    /// A gesture recognizer belongs to one view at a time: a file that attaches one to a view and to a view
    /// inside it (seen in real files) leaves it on one of them. The outer view keeps it here.
    private func attachEachGestureOnce(in root: IBRawView) {
        guard !scope.gestureTypes.isEmpty else { return }
        var attached: Set<String> = []
        func visit(_ view: IBRawView) {
            view.gestureRecognizerIDs.removeAll { !attached.insert($0).inserted }
            view.children.forEach(visit)
        }
        visit(root)
    }

    /// A navigation item with a title, a title view or bar button items of its own (its back item shows on
    /// the next screen, not on this one).
    private static func showsSomething(_ item: IBBarItem) -> Bool {
        nonEmpty(item.properties["title"]) != nil || item.customView != nil
            || item.barButtonItems.contains { $0.key != "backBarButtonItem" }
    }

    /// A keyboard or input accessory view: `UIInputView`, in Interface Builder's element or as a class.
    private static func isInputView(_ root: IBRawView) -> Bool {
        root.elementName == "inputView" || root.properties["customClass"] == "UIInputView"
    }

    private static func embeddedControllerIDs(in root: IBRawView) -> [String] {
        var ids: [String] = []
        func collect(_ view: IBRawView) {
            // Appending nothing to an empty array still allocates its storage: most views embed nothing.
            if !view.embeddedControllerIDs.isEmpty { ids += view.embeddedControllerIDs }
            for child in view.children { collect(child) }
        }
        collect(root)
        return ids
    }

    /// Interface Builder's "Semantic: Force Right-to-Left" on the root view lays the screen out right to left.
    private static func isRightToLeft(_ root: IBRawView) -> Bool {
        root.properties["semanticContentAttribute"] == "forceRightToLeft"
    }

    /// Named by the controller's title, its storyboard id, or its class.
    private func name(of controller: IBController) -> String {
        let bag = controller.properties
        return nonEmpty(bag["title"]) ?? nonEmpty(controller.navigationTitle) ?? nonEmpty(bag["storyboardIdentifier"])
            ?? nonEmpty(bag["customClass"]) ?? nonEmpty(bag["userLabel"]) ?? controllerClassName(controller.elementName)
    }

    /// `tableViewController` → `UITableViewController` (AppKit: `NS…`).
    private func controllerClassName(_ elementName: String) -> String {
        let capitalized = elementName.prefix(1).uppercased() + elementName.dropFirst()
        switch platform {
        case .macOS: return "NS" + capitalized
        case .watchOS: return "WKInterfaceController"
        case .iOS, .tvOS: return "UI" + capitalized
        }
    }
}
