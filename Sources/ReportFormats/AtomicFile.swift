#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files whole: into a temporary file beside the target, renamed over it, so a reader (a CI step,
/// a later run reading a baseline) never sees half a file.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) -> Bool {
        let temporary = path + ".tmp"
        guard let file = fopen(temporary, "w") else { return false }
        let bytes = Array(text.utf8)
        let written = fwrite(bytes, 1, bytes.count, file)
        fclose(file)
        guard written == bytes.count, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
