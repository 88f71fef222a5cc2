/// Why a document could not be read: a message and, when known, where in the file.
public struct XMLParseError: Error, Equatable, Sendable {
    public var message: String
    public var position: XMLPosition

    public init(message: String, position: XMLPosition) {
        self.message = message
        self.position = position
    }
}
