import ElementModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The resources of the `res` directories one run has read, shared by the layouts beside them. Read for each layout
/// anew, a large app's `values` files were most of an audit's time (WooCommerce's 1.4 MB with German and Russian, read
/// again for each of its 383 layouts). An entry serves again only while every file it was read from is as it was (the
/// same files, each of the same size, modification time and inode), so a strings.xml written in the run (`--fix`) is
/// read afresh. One cache belongs to one run: commands make theirs with `ImporterCatalog.forOneRun()`.
public final class ResourceCache: Sendable {
    /// What a file was when it was read.
    struct FileState: Equatable, Sendable {
        var path: String
        var size: Int64
        var modifiedSeconds: Int64
        var modifiedNanoseconds: Int64
        var inode: UInt64
    }

    private struct Entry: Sendable {
        var files: [FileState]
        var resources: StringResources
    }

    private let entries = Locked<[String: Entry]>([:])

    public init() {}

    /// The resources beside the layout at `layoutPath`, as `StringResources.beside` reads them, from this run's earlier
    /// reading when their files are unchanged. Two threads asking at once may both read them: the result is the same.
    func resources(besideLayoutAt layoutPath: String, languages: [String]) -> StringResources {
        let files = StringResources.files(besideLayoutAt: layoutPath, languages: languages)
        guard !files.isEmpty else { return StringResources() }
        let states = files.compactMap { Self.state(of: $0.path) }
        let key = files.map(\.path).joined(separator: "\n")
        if let entry = entries.withLock({ $0[key] }), entry.files == states { return entry.resources }
        let resources = StringResources.reading(files)
        // A file that could not be examined (gone between listing and reading) is read again next time.
        if states.count == files.count {
            entries.withLock { $0[key] = Entry(files: states, resources: resources) }
        }
        return resources
    }

    private static func state(of path: String) -> FileState? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
#if canImport(Darwin)
        let modified = status.st_mtimespec
#else
        let modified = status.st_mtim
#endif
        return FileState(path: path, size: Int64(status.st_size), modifiedSeconds: Int64(modified.tv_sec),
                         modifiedNanoseconds: Int64(modified.tv_nsec), inode: UInt64(status.st_ino))
    }
}
