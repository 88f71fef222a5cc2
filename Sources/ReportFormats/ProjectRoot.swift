#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The directory that findings, reports and baselines name files relative to: the directory of the
/// configuration file in use, else the working directory. However a file was typed (`App/A.xib`,
/// `./App/A.xib`, `$SRCROOT/App/A.xib`, `../app/App/A.xib` from a sibling directory), it gets one name,
/// so baselines and SARIF fingerprints match across working directories and spellings.
public struct ProjectRoot: Sendable {
    /// Absolute, with links resolved and no trailing slash (`/` for the file system's root).
    public let path: String
    private let workingDirectory: String

    /// `directory` may be relative to `workingDirectory`, which must be absolute.
    public init(directory: String, workingDirectory: String) {
        self.workingDirectory = workingDirectory
        path = Self.resolved(Self.absolute(directory, in: workingDirectory))
    }

    /// `file` (absolute, or relative to the working directory) relative to the root when it lies inside it,
    /// else its absolute path. The file's directory is resolved through links; its name is kept, so a link
    /// to a layout is named where it stands, not where it points.
    public func name(of file: String) -> String {
        let absolute = Self.absolute(file, in: workingDirectory)
        let slash = absolute.lastIndex(of: "/")!
        let directory = Self.resolved(slash == absolute.startIndex ? "/" : String(absolute[..<slash]))
        let resolved = (directory == "/" ? "" : directory) + absolute[slash...]
        let prefix = path == "/" ? "/" : path + "/"
        return resolved.hasPrefix(prefix) ? String(resolved.dropFirst(prefix.count)) : resolved
    }

    /// `path` made absolute, with `.`, `..` and repeated slashes taken out by the text alone.
    static func absolute(_ path: String, in workingDirectory: String) -> String {
        var parts: [Substring] = []
        for part in ((path.hasPrefix("/") ? "" : workingDirectory + "/") + path).split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The directory with its links resolved (macOS's `/tmp` is `/private/tmp`, and `getcwd` says the latter),
    /// or as given when it does not exist.
    private static func resolved(_ directory: String) -> String {
        guard let real = realpath(directory, nil) else { return directory }
        defer { free(real) }
        return String(cString: real)
    }
}

extension ProjectRoot {
    /// The directory a file is in (`.` for a bare name): the project root a configuration file gives.
    public static func directory(ofFile path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
