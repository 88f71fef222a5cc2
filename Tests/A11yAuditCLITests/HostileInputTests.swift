import A11yAuditCLI
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ReportFormats
import Testing

/// Inputs and paths a tester would try: each is reported, never skipped, blocked on or written as
/// broken output.
@Suite struct HostileInputTests {
    private static let checkout = try? String(contentsOfFile: AuditCommandTests.checkout, encoding: .utf8)

    private func freshDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-hostile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aFileNameThatIsNotUTF8IsReportedNotSkipped() throws {
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // "café.xib" in Latin-1: the é is the single byte 0xE9.
        let name = Array((directory + "/caf").utf8CString.dropLast()) + [CChar(bitPattern: 0xE9)] + Array(".xib".utf8CString)
        let descriptor = open(name, O_CREAT | O_WRONLY, 0o644)
        #expect(descriptor >= 0)
        close(descriptor)
        try Self.checkout?.write(toFile: directory + "/Good.storyboard", atomically: true, encoding: .utf8)
        let run = CLIRun(["audit", directory, "--fail-on", "never"])
        #expect(run.status == .failure, "a file that cannot be read makes the run incomplete")
        #expect(run.output.contains("caf\u{FFFD}.xib:1:1: error: the file name is not valid UTF-8"), "\(run.output)")
        #expect(run.output.contains("Good.storyboard"), "the other files are still audited")
    }

    @Test(arguments: ["junit", "checkstyle"])
    func controlCharactersInPathsKeepXMLReportsWellFormed(format: String) throws {
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/Bell\u{07}Tab\tName.storyboard"
        try Self.checkout?.write(toFile: path, atomically: true, encoding: .utf8)
        let run = CLIRun(["audit", path, "--fail-on", "never", "--format", format])
        let parser = XMLParser(data: Data(run.output.utf8))
        #expect(parser.parse(), "\(format) output is not well-formed: \(String(describing: parser.parserError))")
        #expect(run.output.contains("Bell[U+0007]Tab&#9;Name.storyboard"))
    }

    @Test func concurrentWritesOfOneReportNeverCollide() throws {
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/report.json"
        let texts = (0..<16).map { String(repeating: "\($0 % 10)", count: 200_000) }
        let results = ConcurrentResults(count: texts.count)
        DispatchQueue.concurrentPerform(iterations: texts.count) { index in
            results.set(index, (try? AtomicFile.write(texts[index], to: path)) != nil)
        }
        #expect(results.all { $0 }, "every writer got its own temporary file")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(texts.contains(written), "the file is one writer's text, whole")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
        #expect(leftovers == ["report.json"], "no temporary file is left behind")
    }
}

/// Results written from several threads, each into its own slot.
private final class ConcurrentResults: @unchecked Sendable {
    private var values: [Bool]
    private let lock = NSLock()

    init(count: Int) { values = Array(repeating: false, count: count) }

    func set(_ index: Int, _ value: Bool) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    func all(_ predicate: (Bool) -> Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return values.allSatisfy(predicate)
    }
}
