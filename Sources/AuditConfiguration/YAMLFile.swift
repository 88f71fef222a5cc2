#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a YAML (or JSON) file the audit was told about, its errors as `ConfigurationError`s naming the file.
enum YAMLFile {
    /// The largest configuration or baseline read: far above any real one (a baseline of a million
    /// findings is about 150 MB), low enough that a wrong path cannot fill memory.
    static let maximumSize = 256 << 20

    /// The file's document, or nil when it is empty. `kind` names the file in messages ("configuration").
    static func document(at path: String, kind: String) throws(ConfigurationError) -> YAMLNode? {
        func failure(_ message: String) -> ConfigurationError {
            ConfigurationError(path: path, line: 1, column: 1, message: message)
        }
        // O_NONBLOCK so that a FIFO cannot block the audit waiting for a writer; only regular files are read.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw failure("cannot read the \(kind) file: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw failure("the \(kind) file is not a regular file (a directory, a pipe or a device)")
        }
        guard Int(status.st_size) <= maximumSize else {
            throw failure("the \(kind) file is larger than \(maximumSize >> 20) MB")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { throw failure("cannot read the \(kind) file: \(String(cString: strerror(errno)))") }
            if count == 0 { break }
            bytes += buffer[0..<count]
            guard bytes.count <= maximumSize else { throw failure("the \(kind) file is larger than \(maximumSize >> 20) MB") }
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
