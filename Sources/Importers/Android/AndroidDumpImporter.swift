import ElementModel

/// Reads Android UI dumps: `uiautomator dump` and androidx `dumpWindowHierarchy` (`<hierarchy>` of `<node>`s,
/// format `uiautomator`), and Appium's UiAutomator page sources, whose elements are named by their class
/// (format `appium-uiautomator2`). A dump is what the device showed at one moment: one screen.
public struct AndroidDumpImporter: LayoutImporter {
    public let formatName = InputFormat.uiautomator.name
    /// Dumps are `.xml` like many other files: they are recognised by their root element.
    public let fileExtensions: Set<String> = []

    /// Processors to use: with one, the tree is built in line rather than on a second thread.
    private let processors: Int

    public init(processors: Int = Processors.available()) {
        self.processors = processors
    }

    public func recognizes(_ root: XMLRoot) -> Bool {
        root.name == "hierarchy"
    }

    public func importDocument(atPath path: String) throws(ImportError) -> LayoutDocument {
        let reader = AndroidDumpReader(path: path, processors: processors)
        try ImportError.parse(fileAtPath: path, handler: reader)
        return document(from: reader, path: path)
    }

    public func importDocument(bytes: [UInt8], path: String) throws(ImportError) -> LayoutDocument {
        let reader = AndroidDumpReader(path: path, processors: processors)
        try ImportError.parse(bytes: bytes, path: path, handler: reader)
        return document(from: reader, path: path)
    }

    private func document(from reader: AndroidDumpReader, path: String) -> LayoutDocument {
        let format = reader.namesElementsByClass ? InputFormat.appiumUiAutomator2 : InputFormat.uiautomator
        var screens: [Screen] = []
        if let root = reader.finish() {
            let package = reader.packageName ?? reader.systemPackageName
            screens = [Screen(id: package ?? "hierarchy", name: package ?? "Android screen",
                              root: TalkBackFocus.resolve(consume root), kind: .viewController)]
        }
        return LayoutDocument(format: format.name, path: path, device: nil, idiom: .android, screens: screens)
    }
}
