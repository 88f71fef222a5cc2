#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A layout piped in (`-` as a path), read whole: the parser reads files by name, and a pipe has none.
public enum StandardInput {
    /// The path that stands for standard input, as in most command-line tools.
    public static let path = "-"
    /// What a layout from standard input is called when `--stdin-path` gives it no name.
    public static let defaultName = "<stdin>"
    /// The most that is read, far above any real layout: a runaway pipe must not exhaust memory.
    public static let limit = 256 << 20

    /// Everything on standard input (descriptor `descriptor`, 0 but for callers that hand over their own), or why
    /// it cannot be had (unreadable, or over `limit`), as an error on `name`.
    public static func readAll(from descriptor: Int32 = 0, name: String) -> Result<[UInt8], ImportError> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(ImportError(path: name, line: 1, column: 1,
                                            message: "cannot read standard input: \(String(cString: strerror(errno)))"))
            }
            bytes += chunk[..<count]
            if bytes.count > limit {
                return .failure(ImportError(path: name, line: 1, column: 1,
                                            message: "standard input holds more than \(limit >> 20) MB, the most read from it"))
            }
        }
    }
}
