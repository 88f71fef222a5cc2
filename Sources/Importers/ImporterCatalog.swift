import ElementModel

/// The importers the tool knows, and which one reads a given file.
public struct ImporterCatalog: Sendable {
    public let importers: [any LayoutImporter]

    public init(importers: [any LayoutImporter]) {
        self.importers = importers
    }

    /// Every supported format, each layout reading its own resources (tests, fuzzers).
    public static let standard = ImporterCatalog(importers: everyFormat(resourceCache: nil))

    /// Every supported format, for one run of a command: Android layouts share their `res` directories' resources
    /// (read once while unchanged) for as long as the catalog lives.
    public static func forOneRun() -> ImporterCatalog {
        ImporterCatalog(importers: everyFormat(resourceCache: ResourceCache()))
    }

    /// A new format is one more line here.
    private static func everyFormat(resourceCache: ResourceCache?) -> [any LayoutImporter] {
        [
            InterfaceBuilderImporter(),
            XCUITestImporter(),
            AndroidDumpImporter(),
            AndroidLayoutImporter(resourceCache: resourceCache),
        ]
    }

    /// Extensions shared by many kinds of XML: such files are routed by their root element, and those of no
    /// supported kind are skipped in directories.
    public static let sniffedExtensions: Set<String> = ["xml"]

    /// Which importer reads a file, or why none does.
    public enum Route: Sendable {
        case importer(any LayoutImporter)
        /// Well-formed XML of a kind no importer reads.
        case unsupported(ImportError)
        /// Not readable as XML, or of an extension no format has: the error says where and why.
        case unreadable(ImportError)
    }

    /// The importer for `path`: by its extension when one format owns it, else by its root element.
    public func route(forPath path: String) -> Route {
        let fileExtension = Self.fileExtension(of: path)
        if let importer = owner(of: fileExtension) { return .importer(importer) }
        return route(path: path, fileExtension: fileExtension, sniff: XMLRoot.sniff(fileAtPath: path))
    }

    /// The importer for a document held in memory, named `path` (standard input).
    public func route(bytes: [UInt8], path: String) -> Route {
        let fileExtension = Self.fileExtension(of: path)
        if let importer = owner(of: fileExtension) { return .importer(importer) }
        return route(path: path, fileExtension: fileExtension, sniff: XMLRoot.sniff(bytes: bytes, name: path))
    }

    /// The importer whose files alone have this extension (`xib`), if one has.
    private func owner(of fileExtension: String) -> (any LayoutImporter)? {
        importers.first { $0.fileExtensions.contains(fileExtension) }
    }

    private static func fileExtension(of path: String) -> String {
        InputDiscovery.fileExtension(of: String(path.split(separator: "/").last ?? ""))
    }

    private func route(path: String, fileExtension: String, sniff: XMLRoot.Sniff) -> Route {
        switch sniff {
        case .root(let root):
            if let importer = importers.first(where: { $0.recognizes(root) }) { return .importer(importer) }
            return .unsupported(unsupported(path, "its root element is <\(root.name)>"))
        case .documentType:
            return .unsupported(unsupported(path, "it has a document type declaration, which no view hierarchy has"))
        case .unreadable where Self.sniffedExtensions.contains(fileExtension):
            // The first importer that reads XML says what is wrong, with where.
            return .importer(importers.first { $0.fileExtensions.isEmpty } ?? importers[0])
        case .unreadable:
            return .unreadable(ImportError(path: path, line: 1, column: 1, message: "unsupported file type (supported: \(supportedKinds))",
                                           namesNoLayout: true))
        }
    }

    private func unsupported(_ path: String, _ reason: String) -> ImportError {
        ImportError(path: path, line: 1, column: 1,
                    message: "not a view hierarchy a11y-audit reads: \(reason) (supported: \(supportedKinds))",
                    isUnsupportedFormat: true)
    }

    /// Whether a file found in a directory is a layout: by its extension, or for `.xml` by its root.
    public func isLayout(_ path: String) -> Bool {
        guard Self.sniffedExtensions.contains(Self.fileExtension(of: path)) else { return true }
        if case .unsupported = route(forPath: path) { return false }
        return true
    }

    /// Extensions walked in directories.
    public var supportedExtensions: Set<String> {
        importers.reduce(into: Self.sniffedExtensions) { $0.formUnion($1.fileExtensions) }
    }

    /// The formats, for messages: "Interface Builder (.storyboard, .xib), XCUITest page source (XML)".
    public var supportedKinds: String {
        importers.map { InputFormat.named($0.formatName)?.title ?? $0.formatName }.joined(separator: ", ")
    }
}
