/// Why an input file could not be read, with where in the file. Printed as `PATH:LINE:COLUMN: error: MESSAGE`.
public struct ImportError: Error, Hashable, Sendable {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// The Xcode/clang diagnostic form editors and CI annotations understand.
    public var diagnostic: String { "\(path):\(line):\(column): error: \(message)" }
}
