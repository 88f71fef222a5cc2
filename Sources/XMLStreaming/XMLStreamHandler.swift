/// A position in a source file: 1-based line and 1-based column, counted in UTF-8 bytes like clang and Xcode do.
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
    /// Stop parsing: the document is of a kind the handler refuses (for example a legacy archive).
    case stop(reason: String)
}

/// Receives the events of one streaming parse, in document order.
///
/// The `XMLAttributes` and byte buffers handed to the callbacks point into libxml2's buffers and are valid
/// only during the call: copy out what you keep.
public protocol XMLStreamHandler: AnyObject {
    /// A start tag; `position` is where its `<` stands.
    func startElement(_ name: String, attributes: XMLAttributes, at position: XMLPosition) -> XMLStreamDecision
    func endElement(_ name: String)
    /// Character data (text and CDATA) of the innermost open element, possibly in several pieces.
    func characters(_ bytes: UnsafeBufferPointer<UInt8>)
}
