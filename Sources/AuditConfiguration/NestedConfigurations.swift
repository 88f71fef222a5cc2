#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every `.a11y-audit.yml` in a folder below the project's root (the root configuration's folder, else the
/// working directory) and above an audited file: each applies to the files below it, on top of those above
/// (see `ConfigurationChain`). `skipped_directories` is the root configuration's alone: folders are skipped
/// while searching, before any nested file is known.
public struct NestedConfigurations: Sendable {
    private let root: AuditConfiguration?
    private let rootDirectory: String
    /// By absolute folder, for each folder between the root and an audited file that holds one.
    private let nested: [String: AuditConfiguration]

    /// Looks for nested configurations above each of `files` (absolute, or relative to `workingDirectory`).
    public init(root: AuditConfiguration?, rootDirectory: String, files: [String], workingDirectory: String,
                knownRules: Set<String>) throws(ConfigurationError) {
        self.root = root
        self.rootDirectory = rootDirectory
        var nested: [String: AuditConfiguration] = [:]
        var searched: Set<String> = [rootDirectory]
        for file in files {
            for folder in Self.folders(above: Self.absolute(file, workingDirectory), below: rootDirectory)
            where searched.insert(folder).inserted {
                let candidate = folder + "/" + ConfigurationLoader.fileName
                if access(candidate, F_OK) == 0 {
                    nested[folder] = try ConfigurationLoader.load(path: candidate, knownRules: knownRules)
                }
            }
        }
        self.nested = nested
    }

    public var isEmpty: Bool { nested.isEmpty }

    /// Every nested configuration, in folder order.
    public var all: [AuditConfiguration] {
        nested.keys.sorted().compactMap { nested[$0] }
    }

    /// The configurations that apply to `file`, outermost first.
    public func chain(for file: String, workingDirectory: String) -> ConfigurationChain {
        let folders = Self.folders(above: Self.absolute(file, workingDirectory), below: rootDirectory).reversed()
        return ConfigurationChain((root.map { [$0] } ?? []) + folders.compactMap { nested[$0] })
    }

    private static func absolute(_ path: String, _ workingDirectory: String) -> String {
        (path.hasPrefix("/") ? path : workingDirectory + "/" + path).replacing("/./", with: "/")
    }

    /// The folders that hold `file`, deepest first, strictly below `root` (none when the file is not below it).
    private static func folders(above file: String, below root: String) -> [String] {
        let base = root.hasSuffix("/") ? root : root + "/"
        guard file.hasPrefix(base) else { return [] }
        var folders: [String] = []
        var current = file
        while let slash = current.lastIndex(of: "/") {
            current = String(current[..<slash])
            guard current.count >= base.count else { break }
            folders.append(current)
        }
        return folders
    }
}
