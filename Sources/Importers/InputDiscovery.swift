import ElementModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the paths a user names into the files to read: files as given, directories walked recursively
/// for supported extensions, in a stable sorted order so output never depends on the file system.
///
/// Plain POSIX calls, not Foundation: loading Foundation would add milliseconds to every run of a tool
/// that CI calls on every commit.
public struct InputDiscovery: Sendable {
    public let supportedExtensions: Set<String>
    /// Directories a walk does not enter, by name; one named on the command line is still walked.
    public let skippedDirectories: Set<String>
    /// Says whether a file found in a directory with one of `supportedExtensions` is a layout. An `.xml` file
    /// may be a page source or a manifest: those that are not layouts are skipped and counted.
    public let isLayout: @Sendable (String) -> Bool

    /// Version control, build output and dependencies: never a project's own layouts, and often most of
    /// its files (SwiftLint users exclude the same by hand).
    public static let defaultSkippedDirectories: Set<String> = [".git", ".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    public init(supportedExtensions: Set<String>, skippedDirectories: Set<String> = defaultSkippedDirectories,
                isLayout: @escaping @Sendable (String) -> Bool = { _ in true }) {
        self.supportedExtensions = supportedExtensions
        self.skippedDirectories = skippedDirectories
        self.isLayout = isLayout
    }

    /// Files to import, the paths that could not be used (as errors to report), and how many files found in
    /// directories were skipped as no layout.
    public func files(for paths: [String]) -> (files: [String], errors: [ImportError], skipped: Int) {
        var files: [String] = []
        var errors: [ImportError] = []
        var skipped = 0
        for path in paths {
            if path == StandardInput.path {
                files.append(path)
                continue
            }
            switch Self.kind(of: path, followingLinks: true) {
            case .missing:
                errors.append(ImportError(path: path, line: 1, column: 1, message: "no such file or directory", namesNoLayout: true))
            case .other, .link:
                // Pipes and devices could block forever or never end: only regular files are read.
                errors.append(ImportError(path: path, line: 1, column: 1, message: "not a regular file or directory", namesNoLayout: true))
            case .file:
                files.append(path)
            case .directory:
                var found: [String] = []
                walk(path.hasSuffix("/") ? String(path.dropLast()) : path, into: &found, errors: &errors)
                let layouts = found.filter(isLayout)
                let skippedHere = found.count - layouts.count
                skipped += skippedHere
                found = layouts
                if found.isEmpty {
                    // As SwiftLint does: a directory with nothing to read is a mistake in the command line,
                    // and a CI job that audits nothing must not pass quietly.
                    let known = supportedExtensions.sorted().map { "." + $0 }.joined(separator: ", ")
                    let why = skippedHere == 0 ? "" : ": \(skippedHere) XML file\(skippedHere == 1 ? " holds" : "s hold") no view hierarchy a11y-audit reads"
                    errors.append(ImportError(path: path, line: 1, column: 1, message: "no layout files (\(known)) found" + why, namesNoLayout: true))
                }
                files.append(contentsOf: found.sorted())
            }
        }
        return (Self.readOnce(files), errors, skipped)
    }

    /// `files` with each file kept once, where it first comes: a file named twice, or named and inside a named
    /// directory, or spelled two ways (`A.xib`, `./A.xib`, its absolute path, a link to it), is one file. Files
    /// are told apart by device and inode, which every spelling shares. Standard input (`-`) is read once too.
    private static func readOnce(_ files: [String]) -> [String] {
        var seen: Set<[UInt64]> = []
        var readStandardInput = false
        return files.filter { path in
            if path == StandardInput.path {
                defer { readStandardInput = true }
                return !readStandardInput
            }
            var status = stat()
            guard stat(path, &status) == 0 else { return true }
            return seen.insert([UInt64(truncatingIfNeeded: status.st_dev), UInt64(truncatingIfNeeded: status.st_ino)]).inserted
        }
    }

    /// Collects supported files below `directory`. Links to files are followed; links to directories
    /// are not, so a link cycle cannot make the walk endless.
    private func walk(_ directory: String, into found: inout [String], errors: inout [ImportError]) {
        guard let stream = opendir(directory) else {
            errors.append(ImportError(path: directory, line: 1, column: 1, message: "cannot read directory"))
            return
        }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let nameBytes = DirectoryEntryName.bytes(of: entry)
            let name = String(decoding: nameBytes, as: UTF8.self)
            let isValidUTF8 = name.utf8.elementsEqual(nameBytes)
            guard name != ".", name != ".." else { continue }
            let path = directory + "/" + name
            guard isValidUTF8 else {
                // Paths are Swift strings from here on, which cannot hold such a name: say so rather than
                // skip the file (the name is shown with U+FFFD for the bytes that are not UTF-8).
                if supportedExtensions.contains(Self.fileExtension(of: name)) {
                    errors.append(ImportError(path: path, line: 1, column: 1,
                                              message: "the file name is not valid UTF-8: rename the file to audit it"))
                }
                continue
            }
            switch Self.kind(of: path, followingLinks: false) {
            case .directory:
                if !skippedDirectories.contains(name) { walk(path, into: &found, errors: &errors) }
            case .link where Self.kind(of: path, followingLinks: true) == .file, .file:
                if supportedExtensions.contains(Self.fileExtension(of: name)) { found.append(path) }
            default:
                continue
            }
        }
    }

    private enum Kind { case missing, file, directory, link, other }

    private static func kind(of path: String, followingLinks: Bool) -> Kind {
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// `Main.Storyboard` → `storyboard`.
    public static func fileExtension(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
