/// Why an input file could not be read, with where in the file. Printed as `PATH:LINE:COLUMN: error: MESSAGE`.
public struct ImportError: Error, Hashable, Sendable {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String
    /// True for well-formed XML of a kind no importer reads (a manifest, a resource file, a property list),
    /// named outright: not a broken file but one the tool has nothing to say about. `audit` reports it as an
    /// `unsupported-format` warning; `tree` and `transcript`, which have nothing to print for it, as an error.
    public var isUnsupportedFormat: Bool

    public init(path: String, line: Int, column: Int, message: String, isUnsupportedFormat: Bool = false) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.isUnsupportedFormat = isUnsupportedFormat
    }

    /// The Xcode/clang diagnostic form editors and CI annotations understand.
    public var diagnostic: String { "\(path):\(line):\(column): error: \(message)" }
}
