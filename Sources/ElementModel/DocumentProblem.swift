/// A problem found in a file that a document is read together with (the `strings.xml` beside an Android layout),
/// which did not stop the document being read: the document holds what could be read, and the problem is
/// reported at its own file, line and column, so that a broken resource never passes unseen.
public struct DocumentProblem: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The file could not be read (malformed, not valid in its encoding, a document type declaration):
        /// the strings after the error are missing.
        case unreadableFile
        /// A string alias (`<string name="a">@string/b</string>`) that can never reach a text: it goes round in a
        /// loop or runs too deep.
        case unresolvedAlias
    }

    public var kind: Kind
    public var location: SourceLocation
    public var message: String

    public init(_ kind: Kind, at location: SourceLocation, _ message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }
}
