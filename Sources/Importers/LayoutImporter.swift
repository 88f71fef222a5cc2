import ElementModel

/// Reads one input format into a `LayoutDocument`.
public protocol LayoutImporter: Sendable {
    /// The format's name in outputs, e.g. `interface-builder`.
    var formatName: String { get }
    /// File name extensions (without the dot) that name this importer's files alone.
    var fileExtensions: Set<String> { get }
    /// Whether a file with this root element is of this importer's format: files whose extension names no
    /// one format (`.xml`) are routed by their root.
    func recognizes(_ root: XMLRoot) -> Bool
    func importDocument(atPath path: String) throws(ImportError) -> LayoutDocument
    /// Reads a document held in memory (standard input); `path` names it in locations and messages.
    func importDocument(bytes: [UInt8], path: String) throws(ImportError) -> LayoutDocument
    /// Reads the file and hands each screen to `handler` as soon as it is built, while the parser reads on.
    func importDocument(atPath path: String, streamingTo handler: @escaping ScreenHandler) throws(ImportError) -> StreamedImport
}

/// Work on one screen done while the rest of its file is still being read (the audit of a scene, say).
/// Screens arrive on one background thread, in document order, with the document as known then (format,
/// path, device and idiom; no screens). Facts read only at the end of the file (which scenes another
/// embeds or nothing leads to, which images are SF Symbols) can still change a screen:
/// `StreamedImport.unchanged` says which screens reached the end as they were handed over.
public typealias ScreenHandler = @Sendable (_ index: Int, _ screen: Screen, _ document: LayoutDocument) -> Void

/// A document read with `importDocument(atPath:streamingTo:)`.
public struct StreamedImport: Sendable {
    public var document: LayoutDocument
    /// Indices of the screens that are exactly what the handler was given, with the same device and
    /// idiom: work done on them holds. Every other screen must be done again.
    public var unchanged: Set<Int>

    public init(document: LayoutDocument, unchanged: Set<Int>) {
        self.document = document
        self.unchanged = unchanged
    }
}

extension LayoutImporter {
    /// For formats read whole: nothing is handed over early.
    public func importDocument(atPath path: String, streamingTo handler: @escaping ScreenHandler) throws(ImportError) -> StreamedImport {
        StreamedImport(document: try importDocument(atPath: path), unchanged: [])
    }
}
