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
        let fileManager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                errors.append(ImportError(path: path, line: 0, column: 0, message: "no such file or directory"))
                continue
            }
            if !isDirectory.boolValue {
                files.append(path)
                continue
            }
            files.append(contentsOf: layoutFiles(under: path, errors: &errors))
        }
        return (files, errors)
    }

    private func layoutFiles(under directory: String, errors: inout [ImportError]) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
            errors.append(ImportError(path: directory, line: 0, column: 0, message: "cannot read directory"))
            return []
        }
        var found: [String] = []
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        while let relative = enumerator.nextObject() as? String {
            let fileExtension = (relative as NSString).pathExtension.lowercased()
            guard supportedExtensions.contains(fileExtension) else { continue }
            found.append(prefix + relative)
        }
        return found.sorted()
    }
}
