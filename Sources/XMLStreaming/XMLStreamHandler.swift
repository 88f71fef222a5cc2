/// A position in a source file: 1-based line and 1-based column. Columns of start tags count UTF-8 bytes
/// like clang and Xcode do (in a UTF-16 file, the bytes the same text takes in UTF-8); libxml2's own error
/// columns count characters, which differs only on lines with non-ASCII text before the error.
public struct XMLPosition: Hashable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// What a handler wants after seeing a start tag.
public enum XMLStreamDecision: Sendable, Equatable {
    case proceed
    /// Nothing inside this element interests the handler: its descendants, text and end tag are not
    /// reported (colours, constraints and inline image data make up most of a layout file).
    case skipSubtree
    /// Stop parsing: the document is of a kind the handler refuses (for example a legacy archive).
    case stop(reason: String)
}

/// One start tag, valid only during the `startElement` call that receives it.
public struct XMLStartTag {
    public let name: String
    public let attributes: XMLAttributes
    /// The namespaces this tag declares (`xmlns:android="…"`), as libxml2 lays them out: prefix, URI, in pairs.
    let declaredNamespaces: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
    let declaredNamespaceCount: Int
    // The tag never outlives the callback that receives it, and the session outlives every callback.
    unowned(unsafe) let session: ParseSession

    /// The URIs of the namespaces this tag declares: an Android layout's root declares Android's.
    public var declaredNamespaceURIs: [String] {
        guard let declaredNamespaces else { return [] }
        return (0..<declaredNamespaceCount).compactMap { index in declaredNamespaces[index * 2 + 1].map { String(cString: $0) } }
    }

    /// Where the tag's `<` stands; worked out only when asked for.
    public var position: XMLPosition { session.startTagPosition() }
}

/// Receives the events of one streaming parse, in document order.
///
/// The tag, attributes and byte buffers handed to the callbacks point into libxml2's buffers and are valid
/// only during the call: copy out what you keep.
public protocol XMLStreamHandler: AnyObject {
    func startElement(_ tag: XMLStartTag) -> XMLStreamDecision
    /// The end of the innermost element whose start was answered with `.proceed`.
    func endElement()
    /// Character data (text and CDATA) of the innermost open element, possibly in several pieces.
    func characters(_ bytes: UnsafeBufferPointer<UInt8>)
}
