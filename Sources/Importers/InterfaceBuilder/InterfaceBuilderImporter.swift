import ElementModel

/// Reads Interface Builder `.xib` and `.storyboard` files (Xcode 5 and later).
public struct InterfaceBuilderImporter: LayoutImporter {
    public let formatName = "interface-builder"
    public let fileExtensions: Set<String> = ["xib", "storyboard"]
    private let table: UIKitElementTable
    /// Processors to use: with one, scenes are resolved in line rather than on a second thread.
    private let processors: Int

    public init(table: UIKitElementTable = .uikit, processors: Int = Processors.available()) {
        self.table = table
        self.processors = processors
    }

    /// An Interface Builder document saved under another name: `<document type="com.apple.InterfaceBuilder3…">`,
    /// or the legacy `<archive>` form, which the reader then explains it does not read.
    public func recognizes(_ root: XMLRoot) -> Bool {
        (root.name == "document" || root.name == "archive") && root.attributes["type"]?.hasPrefix("com.apple.InterfaceBuilder") == true
    }

    public func importDocument(atPath path: String) throws(ImportError) -> LayoutDocument {
        try importDocument(atPath: path, handler: nil).document
    }

    public func importDocument(atPath path: String, streamingTo handler: @escaping ScreenHandler) throws(ImportError) -> StreamedImport {
        try importDocument(atPath: path, handler: handler)
    }

    private func importDocument(atPath path: String, handler: ScreenHandler?) throws(ImportError) -> StreamedImport {
        let reader = IBDocumentReader(path: path, table: table, format: formatName, handler: handler, processors: processors)
        try ImportError.parse(fileAtPath: path, handler: reader)
        return document(from: reader, path: path)
    }

    /// Reads a document held in memory; `path` names it in locations and messages.
    public func importDocument(bytes: [UInt8], path: String) throws(ImportError) -> LayoutDocument {
        let reader = IBDocumentReader(path: path, table: table, format: formatName, processors: processors)
        try ImportError.parse(bytes: bytes, path: path, handler: reader)
        return document(from: reader, path: path).document
    }

    private func document(from reader: IBDocumentReader, path: String) -> StreamedImport {
        let (screens, unchanged) = reader.screens()
        return StreamedImport(document: LayoutDocument(format: formatName, path: path, device: reader.device,
                                                       idiom: reader.platform.idiom(device: reader.device), screens: screens),
                              unchanged: unchanged)
    }
}
