/// Why a document could not be read: a message and, when known, where in the file.
public struct XMLParseError: Error, Equatable, Sendable {
    public var message: String
    public var position: XMLPosition
    /// True when the file was refused for its document type declaration (`<!DOCTYPE plist …>`): no supported
    /// format has one, so such a file is of some other kind rather than broken.
    public var refusedDocumentType = false

    public init(message: String, position: XMLPosition) {
        self.message = message
        self.position = position
    }
}
