import ElementModel

/// Reads one input format into a `LayoutDocument`.
public protocol LayoutImporter: Sendable {
    /// The format's name in outputs, e.g. `interface-builder`.
    var formatName: String { get }
    /// File name extensions (without the dot) this importer reads when walking a directory.
    var fileExtensions: Set<String> { get }
    func importDocument(atPath path: String) throws(ImportError) -> LayoutDocument
}
