#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a YAML (or JSON) file the audit was told about, its errors as `ConfigurationError`s naming the file.
enum YAMLFile {
    /// The file's document, or nil when it is empty. `kind` names the file in messages ("configuration").
    static func read(_ path: String, kind: String) throws(ConfigurationError) -> YAMLNode? {
        guard let file = fopen(path, "r") else {
            throw ConfigurationError(path: path, line: 1, column: 1, message: "cannot read the \(kind) file")
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        do {
            return try YAMLReader.parse(String(decoding: bytes, as: UTF8.self))
        } catch {
            throw ConfigurationError(path: path, line: error.position.line, column: error.position.column, message: error.message)
        }
    }
}
