import ElementModel
import XMLStreaming

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
    /// True when the path names no file to read (missing, a pipe, a directory without layouts, a file of another
    /// type): the fix is in the command line or configuration, not in a file.
    public var namesNoLayout: Bool
    public init(path: String, line: Int, column: Int, message: String, isUnsupportedFormat: Bool = false, namesNoLayout: Bool = false) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.isUnsupportedFormat = isUnsupportedFormat
        self.namesNoLayout = namesNoLayout
    }

    /// The problems met in the files `document` was read with (an Android layout's strings.xml), as diagnostics.
    public init(_ problem: DocumentProblem) {
        self.init(path: problem.location.path, line: problem.location.line, column: problem.location.column, message: problem.message)
    }

    /// The Xcode/clang diagnostic form editors and CI annotations understand, on one line whatever the path holds.
    public var diagnostic: String { OneLineText.diagnostic(path: path, line: line, column: column, message: message) }
}

extension ImportError {
    /// Streams the file at `path` through `handler`; a parse error becomes the file's import error, with where.
    static func parse(fileAtPath path: String, handler: XMLStreamHandler) throws(ImportError) {
        do {
            try XMLStreamParser.parse(fileAtPath: path, handler: handler)
        } catch {
            throw ImportError(path: path, line: error.position.line, column: error.position.column, message: error.message)
        }
    }

    /// Streams a document held in memory, named `path`, through `handler`.
    static func parse(bytes: [UInt8], path: String, handler: XMLStreamHandler) throws(ImportError) {
        do {
            try XMLStreamParser.parse(bytes: bytes, name: path, handler: handler)
        } catch {
            throw ImportError(path: path, line: error.position.line, column: error.position.column, message: error.message)
        }
    }
}
