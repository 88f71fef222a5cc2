#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's working directory, which relative paths and the default project root are taken from.
enum WorkingDirectory {
    static func current() -> String {
        var directory = [CChar](repeating: 0, count: 4096)
        return getcwd(&directory, directory.count).map { String(cString: $0) } ?? "."
    }
}
