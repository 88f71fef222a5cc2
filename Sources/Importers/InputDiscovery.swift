import Foundation

/// Turns the paths a user names into the files to read: files as given, directories walked recursively
/// for supported extensions, in a stable sorted order so output never depends on the file system.
public struct InputDiscovery: Sendable {
    public let supportedExtensions: Set<String>

    public init(supportedExtensions: Set<String>) {
        self.supportedExtensions = supportedExtensions
    }

    /// Files to import, and the paths that could not be used (as errors to report).
    public func files(for paths: [String]) -> (files: [String], errors: [ImportError]) {
        var files: [String] = []
        var errors: [ImportError] = []
        for path in paths {
            switch Self.kind(of: path) {
            case .missing:
                errors.append(ImportError(path: path, line: 1, column: 1, message: "no such file or directory"))
            case .other:
                // Pipes and devices could block forever or never end: only regular files are read.
                errors.append(ImportError(path: path, line: 1, column: 1, message: "not a regular file or directory"))
            case .file:
                files.append(path)
            case .directory:
                files.append(contentsOf: layoutFiles(under: path, errors: &errors))
            }
        }
        return (files, errors)
    }

    private func layoutFiles(under directory: String, errors: inout [ImportError]) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
            errors.append(ImportError(path: directory, line: 1, column: 1, message: "cannot read directory"))
            return []
        }
        var found: [String] = []
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        while let relative = enumerator.nextObject() as? String {
            let fileExtension = (relative as NSString).pathExtension.lowercased()
            guard supportedExtensions.contains(fileExtension), Self.kind(of: prefix + relative) == .file else { continue }
            found.append(prefix + relative)
        }
        return found.sorted()
    }

    private enum Kind { case missing, file, directory, other }

    private static func kind(of path: String) -> Kind {
        guard let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType else {
            return .missing
        }
        switch type {
        case .typeRegular: return .file
        case .typeDirectory: return .directory
        case .typeSymbolicLink:
            // Follow the link once: what matters is what it points at.
            let target = (path as NSString).resolvingSymlinksInPath
            return target == path ? .other : kind(of: target)
        default: return .other
        }
    }
}
