import XMLStreaming

/// A file's root element, which tells its format: `.xml` is the extension of page sources, Android layouts,
/// manifests and resources alike, so such files are routed by what they hold, not by their name.
public struct XMLRoot: Hashable, Sendable {
    public var name: String
    /// The root's attributes (a handful in every format: the sniff keeps them all).
    public var attributes: [String: String]
    /// The namespaces the root declares: an Android layout's root declares Android's (`xmlns:android`).
    public var namespaceURIs: Set<String>

    public init(name: String, attributes: [String: String] = [:], namespaceURIs: Set<String> = []) {
        self.name = name
        self.attributes = attributes
        self.namespaceURIs = namespaceURIs
    }

    /// What the start of a file says it is.
    public enum Sniff: Equatable, Sendable {
        case root(XMLRoot)
        /// A document type declaration (`<!DOCTYPE plist …>`): no supported format has one.
        case documentType
        /// Not XML that can be read; the import reports why, with where.
        case unreadable
    }

    /// Parses the file only up to its first start tag, with the same safety as a whole import.
    public static func sniff(fileAtPath path: String) -> Sniff {
        sniff { handler throws(XMLParseError) in try XMLStreamParser.parse(fileAtPath: path, handler: handler) }
    }

    /// Like `sniff(fileAtPath:)`, for a document held in memory.
    public static func sniff(bytes: [UInt8], name: String) -> Sniff {
        sniff { handler throws(XMLParseError) in try XMLStreamParser.parse(bytes: bytes, name: name, handler: handler) }
    }

    /// What `parse` found before it stopped: the parse always ends in an error once the root is read.
    private static func sniff(_ parse: (RootCatcher) throws(XMLParseError) -> Void) -> Sniff {
        let handler = RootCatcher()
        do {
            try parse(handler)
        } catch {
            if let root = handler.root { return .root(root) }
            return error.refusedDocumentType ? .documentType : .unreadable
        }
        return handler.root.map(Sniff.root) ?? .unreadable
    }
}

/// Keeps the first start tag and stops the parse there.
private final class RootCatcher: XMLStreamHandler {
    var root: XMLRoot?

    func startElement(_ tag: XMLStartTag) -> XMLStreamDecision {
        root = XMLRoot(name: tag.name, attributes: Dictionary(tag.attributes.all.map { ($0.name, $0.value) },
                                                              uniquingKeysWith: { first, _ in first }),
                       namespaceURIs: Set(tag.declaredNamespaceURIs))
        return .stop(reason: "root element read")
    }

    func endElement() {}
    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {}
}
