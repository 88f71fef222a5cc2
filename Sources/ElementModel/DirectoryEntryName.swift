#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The name in a directory entry from `readdir`. Read through a pointer to it, never as the whole `d_name` field:
/// the system makes each entry only as long as its name needs (`d_reclen`), and copying the field's 256 bytes reads
/// past the end of a short entry (AddressSanitizer found it: a heap buffer overflow).
public enum DirectoryEntryName {
    public static func bytes(of entry: UnsafePointer<dirent>) -> [UInt8] {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let start = (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self)
        return Array(UnsafeRawBufferPointer(start: start, count: strlen(start)))
    }
}
