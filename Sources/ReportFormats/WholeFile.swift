#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file the user named (a configuration, a baseline, a report to merge) whole, with a size limit so that
/// a wrong path cannot fill memory. Only regular files: a FIFO or a device could block or never end.
public enum WholeFile {
    /// Why the file could not be read, in words that follow its name.
    public struct ReadError: Error, Sendable {
        public var message: String
    }

    /// The file's bytes. `kind` names it in messages ("configuration file").
    public static func bytes(of path: String, kind: String, maximumSize: Int) throws(ReadError) -> [UInt8] {
        // O_NONBLOCK so that a FIFO cannot block the run waiting for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw ReadError(message: "cannot read the \(kind): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw ReadError(message: "the \(kind) is not a regular file (a directory, a pipe or a device)")
        }
        let tooLarge = ReadError(message: "the \(kind) is larger than \(maximumSize >> 20) MB")
        guard Int(status.st_size) <= maximumSize else { throw tooLarge }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { throw ReadError(message: "cannot read the \(kind): \(String(cString: strerror(errno)))") }
            if count == 0 { return bytes }
            bytes += buffer[0..<count]
            guard bytes.count <= maximumSize else { throw tooLarge }
        }
    }
}
