import ReportFormats
import A11yAuditCLI
import Foundation

/// Runs the tool in-process and collects what it prints.
struct CLIRun {
    var status: ExitStatus
    var output: String
    var errors: String

    init(_ arguments: [String]) {
        let output = StringSink()
        let errors = StringSink()
        status = A11yAudit.run(arguments, output: output, errors: errors)
        self.output = output.text
        self.errors = errors.text
    }
}

enum PackagePaths {
    /// The package's root folder, from this file's place in `Tests/A11yAuditCLITests/`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static let samples = root + "/Samples"
    static let reports = root + "/Reports"

    /// Writes `text` to a fresh temporary file with the given name and returns its path.
    static func temporaryFile(named name: String, contents: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-audit-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(name).path
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Removes a file made by `temporaryFile(named:contents:)`, with the directory made for it: tests leave
    /// nothing behind.
    static func removeTemporaryFile(_ path: String) {
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
}
