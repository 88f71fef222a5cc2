import Foundation
import Testing

/// The built executable itself: exit status, stdout and stderr as a shell or CI script sees them.
@Suite struct BinaryTests {
    /// `swift build` puts the tool beside the test bundle.
    static let binary: String? = {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("a11y-audit").path,
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("a11y-audit").path,
            PackagePaths.root + "/.build/debug/a11y-audit",
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.binary))
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    @Test(.enabled(if: binary != nil, "the a11y-audit executable is not built")) func exitStatuses() throws {
        let good = try run(["tree", PackagePaths.samples])
        #expect(good.status == 0 && good.errors.isEmpty && good.output.contains("screen \"Checkout\""))
        let usage = try run(["tree"])
        #expect(usage.status == 2 && usage.output.isEmpty && usage.errors.contains("usage: a11y-audit tree"))
        let missing = try run(["tree", "/nonexistent.xib", PackagePaths.samples])
        #expect(missing.status == 2)
        #expect(missing.errors == "/nonexistent.xib:1:1: error: no such file or directory\n")
        #expect(missing.output == good.output)
    }
}
