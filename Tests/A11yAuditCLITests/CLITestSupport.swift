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

/// Runs the built executable, as a shell or CI script does: its own process, working directory and environment.
struct BinaryRun {
    var status: Int32
    var output: String
    var errors: String

    /// `swift build` puts the tool beside the test bundle.
    static let binary: String? = {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("a11y-audit").path,
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("a11y-audit").path,
            PackagePaths.root + "/.build/debug/a11y-audit",
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    init(_ arguments: [String], in directory: String? = nil, input: String? = nil, environment: [String: String]? = nil) throws {
        guard let binary = Self.binary else { throw CocoaError(.fileNoSuchFile) }
        (status, output, errors) = try ChildProcess.run(binary, arguments, in: directory, input: input, environment: environment)
    }
}

/// Runs a program to its end and collects what it prints.
enum ChildProcess {
    /// Exit status, standard output and standard error; with `mergingErrors`, both go to `output` in the order
    /// written, as a CI log shows them, and `errors` is empty.
    static func run(_ executable: String, _ arguments: [String], in directory: String? = nil, input: String? = nil,
                    environment: [String: String]? = nil, mergingErrors: Bool = false)
        throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        let output = Pipe()
        let errors = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = mergingErrors ? output : errors
        process.standardInput = standardInput
        try process.run()
        standardInput.fileHandleForWriting.write(Data((input ?? "").utf8))
        try standardInput.fileHandleForWriting.close()
        // Both pipes are drained at once: a child that fills one while the test waits on the other would hang.
        let errorData = mergingErrors ? nil : DrainedPipe(errors)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self),
                String(decoding: errorData?.wait() ?? Data(), as: UTF8.self))
    }
}

/// A pipe read to its end on another thread; `wait` returns what came through.
private final class DrainedPipe: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        DispatchQueue.global().async {
            self.data = pipe.fileHandleForReading.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
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

    /// The test process's environment with `TMPDIR` set to `directory` (made if need be): the Swift toolchain
    /// leaves lock files and empty directories in its temporary directory, which for a build a test starts must
    /// not be `/tmp`.
    static func environment(temporaryDirectory directory: String) -> [String: String] {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = directory
        return environment
    }
}
