import ElementModel

/// The importers the tool knows, and which one reads a given file.
public struct ImporterCatalog: Sendable {
    public let importers: [any LayoutImporter]

    public init(importers: [any LayoutImporter]) {
        self.importers = importers
    }

    /// Every supported format; a new format is one more line here.
    public static let standard = ImporterCatalog(importers: [
        InterfaceBuilderImporter(),
    ])

    /// The importer for `path`, chosen by its extension.
    public func importer(forPath path: String) -> (any LayoutImporter)? {
        let fileExtension = path.split(separator: "/").last.flatMap { name -> Substring? in
            guard let dot = name.lastIndex(of: ".") else { return nil }
            return name[name.index(after: dot)...]
        }
        guard let fileExtension else { return nil }
        return importers.first { $0.fileExtensions.contains(fileExtension.lowercased()) }
    }

    public var supportedExtensions: Set<String> {
        importers.reduce(into: []) { $0.formUnion($1.fileExtensions) }
    }
}
