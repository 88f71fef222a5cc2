import ReportFormats

/// Reads a YAML (or JSON) file the audit was told about, its errors as `ConfigurationError`s naming the file.
enum YAMLFile {
    /// The largest configuration or baseline read: far above any real one (a baseline of a million
    /// findings is about 150 MB), low enough that a wrong path cannot fill memory.
    static let maximumSize = 256 << 20

    /// The file's document, or nil when it is empty. `kind` names the file in messages ("configuration").
    static func document(at path: String, kind: String) throws(ConfigurationError) -> YAMLNode? {
        let bytes: [UInt8]
        do {
            bytes = try WholeFile.bytes(of: path, kind: kind + " file", maximumSize: maximumSize)
        } catch {
            throw ConfigurationError(path: path, line: 1, column: 1, message: error.message)
        }
        return try document(bytes: bytes, path: path)
    }

    /// The document in `bytes`, its errors naming `path`.
    static func document(bytes: [UInt8], path: String) throws(ConfigurationError) -> YAMLNode? {
        do {
            return try YAMLReader.parse(bytes: bytes)
        } catch {
            throw ConfigurationError(path: path, line: error.position.line, column: error.position.column, message: error.message)
        }
    }
}
