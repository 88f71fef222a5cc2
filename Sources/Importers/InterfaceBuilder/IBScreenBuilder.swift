import ElementModel

/// Makes screens of a finished scope: a storyboard scene's controller, or a xib's top-level objects.
struct IBScreenBuilder {
    let path: String
    let platform: IBPlatform
    let scope: IBScope
    let isStoryboard: Bool

    func screens() -> [Screen] {
        let resolver = IBElementResolver(path: path, platform: platform, gestureTypes: scope.gestureTypes)
        var screens: [Screen] = []
        for controller in scope.controllers {
            // A container controller with no view of its own (navigation, tab bar) shows its bar.
            guard let root = controller.rootView ?? (controller.bars.count == 1 ? controller.bars[0] : nil) else {
                continue
            }
            let id = controller.properties["id"] ?? root.id ?? "scene-\(screens.count + 1)"
            screens.append(Screen(id: id, name: name(of: controller), root: resolver.resolveRoot(root),
                                  isRightToLeft: Self.isRightToLeft(root), kind: .viewController,
                                  // A navigation bar shows the navigation item's title, else the controller's.
                                  navigationTitle: nonEmpty(controller.navigationTitle) ?? nonEmpty(controller.properties["title"])))
        }
        // Extra views in a scene's objects are loaded with its controller and added by code: each is read as
        // a screen of its own, named after the scene, so nothing in the file goes unaudited.
        let sceneName = isStoryboard ? scope.controllers.first.map(name(of:)) : nil
        for view in scope.topLevelViews {
            let bag = view.properties
            let viewName = bag["userLabel"] ?? bag["customClass"] ?? resolver.typeName(of: view)
            let name = sceneName.map { "\($0) › \(viewName)" } ?? viewName
            screens.append(Screen(id: view.id ?? "view-\(screens.count + 1)", name: name, root: resolver.resolveRoot(view),
                                  isRightToLeft: Self.isRightToLeft(view)))
        }
        return screens
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
