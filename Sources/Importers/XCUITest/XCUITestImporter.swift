import ElementModel

/// Reads XCUITest page sources: WebDriverAgent's `/source`, and Appium's `getPageSource`, which wraps it in
/// `<AppiumAUT>`. A page source is what the running app exposed at one moment, so it is one screen.
public struct XCUITestImporter: LayoutImporter {
    public let formatName = InputFormat.xcuiTest.name
    /// Page sources are `.xml` like many other files: they are recognised by their root element.
    public let fileExtensions: Set<String> = []
    /// Processors to use: with one, the tree is built in line rather than on a second thread.
    private let processors: Int

    public init(processors: Int = Processors.available()) {
        self.processors = processors
    }

    public func recognizes(_ root: XMLRoot) -> Bool {
        root.name == "AppiumAUT" || root.name.hasPrefix(XCUIElementKind.prefix)
    }

    public func importDocument(atPath path: String) throws(ImportError) -> LayoutDocument {
        let reader = XCUIDocumentReader(path: path, processors: processors)
        try ImportError.parse(fileAtPath: path, handler: reader)
        return document(from: reader.finish(), path: path, listsTraits: reader.listsTraits)
    }

    public func importDocument(bytes: [UInt8], path: String) throws(ImportError) -> LayoutDocument {
        let reader = XCUIDocumentReader(path: path, processors: processors)
        try ImportError.parse(bytes: bytes, path: path, handler: reader)
        return document(from: reader.finish(), path: path, listsTraits: reader.listsTraits)
    }

    private func document(from reader: XCUITreeBuilder, path: String, listsTraits: Bool) -> LayoutDocument {
        let id = reader.bundleID ?? reader.applicationName ?? "application"
        let screens = reader.roots.enumerated().map { index, root in
            Screen(id: reader.roots.count == 1 ? id : "\(id)-\(index + 1)",
                   name: Self.navigationTitle(in: root) ?? reader.applicationName ?? "Application", root: root, kind: .viewController)
        }
        // A page source has hints, actions, class names and design-time texts nowhere; traits only from
        // WebDriverAgent 9.12 on.
        return LayoutDocument(format: formatName, path: path, device: nil, idiom: Self.idiom(of: reader.roots.first),
                              screens: screens,
                              evidence: listsTraits ? InputFormat.xcuiTest.evidence : InputFormat.xcuiTest.evidence.subtracting([.traits]))
    }

    /// The first navigation bar's title: its name, as XCUITest finds bars by (`app.navigationBars["Sign In"]`).
    private static func navigationTitle(in root: Element) -> String? {
        var title: String?
        func visit(_ element: Element) {
            guard title == nil else { return }
            if XCUIElementKind.shortName(element.sourceName) == "NavigationBar", !element.isHidden {
                title = element.accessibility.identifier.value ?? element.accessibility.label.value
                if title != nil { return }
            }
            element.children.forEach(visit)
        }
        visit(root)
        return title
    }

    /// An iPad's screen is at least 744 points on its short side (iPad mini); every iPhone's is under 500.
    private static func idiom(of root: Element?) -> DeviceIdiom {
        guard let frame = root?.screenFrame else { return .phone }
        return min(frame.width, frame.height) >= 700 ? .pad : .phone
    }
}
