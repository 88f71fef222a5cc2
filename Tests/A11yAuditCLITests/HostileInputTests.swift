import A11yAuditCLI
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ElementModel
@testable import ReportFormats
import RuleEngine
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

    /// A file name can hold a line break: written raw, it would end the diagnostic and start one of its own, which
    /// Xcode and CI would believe. Each line-oriented output writes the name on its line, escaped.
    @Test(arguments: ["xcode", "github"])
    func aLineBreakInAFileNameCannotWriteADiagnosticOfItsOwn(format: String) throws {
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let forged = "x\nApp.storyboard:1:1: warning: forged\u{1B}[2K.storyboard"
        try Self.checkout?.write(toFile: directory + "/" + forged, atomically: true, encoding: .utf8)
        // Broken too, so that the file's import error goes to standard error as a diagnostic.
        try "<document".write(toFile: directory + "/" + forged + ".xib", atomically: true, encoding: .utf8)
        let run = CLIRun(["audit", directory, "--fail-on", "never", "--format", format, "--explain"])
        #expect(run.status == .failure)
        let lines = (run.output + run.errors).split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(!lines.contains { $0.hasPrefix("App.storyboard") }, "a line begins inside the file name:\n\(run.output)\(run.errors)")
        #expect(!(run.output + run.errors).contains("\u{1B}"), "a terminal escape reaches the log")
        let escapedName = format == "xcode" ? "x\\nApp.storyboard:1:1: warning: forged[U+001B][2K.storyboard"
                                            : "x%0AApp.storyboard%3A1%3A1%3A warning%3A forged[U+001B][2K.storyboard"
        #expect(run.output.contains(escapedName), "\(run.output)")
        // The unreadable file's diagnostic, on standard error in the GitHub format, and in the report itself in Xcode's.
        let unreadable = "x\\nApp.storyboard:1:1: warning: forged[U+001B][2K.storyboard.xib:"
        #expect((run.output + run.errors).contains(unreadable), "\(run.errors)")
    }

    @Test func labelsAndMessagesWithLineBreaksStayOnTheirLine() {
        let finding = Finding(ruleId: "missing-label", severity: .error, message: "Button 'Sign\nIn' has\rno label\u{85}",
                              fix: Fix(summary: "Say\nit", interfaceBuilder: "<accessibility label=\"a\nb\"/>"),
                              location: SourceLocation(path: "A\u{2028}B.xib", line: 3, column: 4), spoken: "Sign\nIn. Button.")
        let result = AuditResult(findings: [finding], rules: [])
        for id in ["xcode", "github"] {
            let output = StringSink()
            ReportCatalog.report(id)!.write(result, options: ReportOptions(projectRoot: "/p", explain: true), to: output)
            let lines = output.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            let place = id == "xcode" ? "/p/A[U+2028]B.xib:3:4:" : "::error file=A[U+2028]B.xib,line=3,col=4,"
            #expect(lines.allSatisfy { $0.hasPrefix(place) }, "\(id):\n\(output.text)")
            #expect(!output.text.contains("\r") && !output.text.contains("\u{85}") && !output.text.contains("\u{2028}"))
        }
    }

    @Test func controlCharactersInCommandLineWordsAreEscapedInErrors() {
        let run = CLIRun(["audit", "--no-such\nApp.xib:1:1: error: forged", "x"])
        #expect(run.status == .failure)
        #expect(!run.errors.split(separator: "\n").contains { $0.hasPrefix("App.xib") }, "\(run.errors)")
        #expect(run.errors.contains("--no-such\\nApp.xib"), "\(run.errors)")
    }

    /// Where the system has unnamed files, a report being written has no name at all: a run killed then, even with
    /// SIGKILL, leaves nothing in the directory.
    @Test func aReportBeingWrittenHasNoNameWhereTheSystemAllows() throws {
        #if os(Linux)
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "old".write(toFile: directory + "/report.json", atomically: false, encoding: .utf8)
        var seenWhileWriting: [String] = []
        try AtomicFile.write(to: directory + "/report.json") { sink in
            sink.write("new")
            seenWhileWriting = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        }
        #expect(seenWhileWriting == ["report.json"], "a named temporary file exists while writing")
        #expect(try String(contentsOfFile: directory + "/report.json", encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["report.json"])
        #endif
    }

    /// Where a temporary file must have a name, it says whose it is, and the next write removes those of runs that
    /// have ended (a run killed with SIGKILL), never those of runs still writing, nor anyone else's files.
    @Test(arguments: [true, false])
    func temporaryFilesOfEndedRunsAreRemovedByTheNextWrite(unnamedWhereSupported: Bool) throws {
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/sh")
        ended.arguments = ["-c", "exit 0"]
        try ended.run()
        ended.waitUntilExit()
        let endedRun = ".report.json.a11y-audit-\(ended.processIdentifier).k3j2h1"
        let runningRun = ".report.json.a11y-audit-\(getpid()).a1b2c3"
        let others = ["report.json.tmp.Ab12Cd", ".other.json.a11y-audit-\(ended.processIdentifier).k3j2h1", "notes.txt"]
        for name in [endedRun, runningRun] + others { try "x".write(toFile: directory + "/" + name, atomically: false, encoding: .utf8) }
        var namedWhileWriting: [String] = []
        try AtomicFile.write(to: directory + "/report.json", unnamedWhereSupported: unnamedWhereSupported) { sink in
            sink.write("{}")
            namedWhileWriting = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
                .filter { $0.hasPrefix(".report.json.a11y-audit-\(getpid()).") && $0 != runningRun }
        }
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: directory))
        #expect(left == Set(["report.json", runningRun] + others))
        #expect(try String(contentsOfFile: directory + "/report.json", encoding: .utf8) == "{}")
        #if os(Linux)
        #expect(namedWhileWriting.count == (unnamedWhereSupported ? 0 : 1), "\(namedWhileWriting)")
        #else
        #expect(namedWhileWriting.count == 1)
        #endif
    }

    /// One bad byte in the strings.xml two layouts share: said once, at its line, as an input that could not be read
    /// whole (exit status 2), while both layouts are still audited with the strings that could be read.
    @Test func aBrokenStringsFileIsNeverASilentPass() throws {
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for folder in ["res/layout", "res/values"] {
            try FileManager.default.createDirectory(atPath: directory + "/" + folder, withIntermediateDirectories: true)
        }
        let layout = """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <ImageButton android:id="@+id/close" android:contentDescription="@string/close"/>
                <Button android:text="@string/pay"/>
            </LinearLayout>
            """
        for name in ["a", "b"] { try layout.write(toFile: directory + "/res/layout/\(name).xml", atomically: true, encoding: .utf8) }
        let strings = Array("<resources>\n  <string name=\"pay\">Pay</string>\n  <string name=\"close\">Fermer \u{E9}".utf8).dropLast(2) + [0xE9]
            + Array("</string>\n</resources>\n".utf8)
        try Data(strings).write(to: URL(fileURLWithPath: directory + "/res/values/strings.xml"))
        let run = CLIRun(["audit", directory + "/res/layout", "--format", "json"])
        #expect(run.status == .failure, "\(run.errors)")
        let invalid = run.output.components(separatedBy: "\"ruleId\" : \"invalid-input\"").count - 1
            + run.output.components(separatedBy: "\"ruleId\": \"invalid-input\"").count - 1
        #expect(invalid == 1, "said once, though two layouts share the file:\n\(run.output)")
        #expect(run.output.contains("res/values/strings.xml"))
        #expect(run.errors.contains("res/values/strings.xml:3:"), "\(run.errors)")
        let tree = CLIRun(["tree", directory + "/res/layout/a.xml"])
        #expect(tree.status == .failure)
        #expect(tree.output.contains("Pay"), "the layout is still read with what could be read")
        #expect(tree.errors.contains("strings.xml:3:"), "\(tree.errors)")
    }

    /// Issue 21: a malformed Android dump was told to "open and save it in Xcode".
    @Test func aMalformedFileIsToldHowToMendItInItsOwnEditor() throws {
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "<hierarchy rotation=\"0\"><node class=\"android.widget.Button\"></hierarchy>"
            .write(toFile: directory + "/window_dump.xml", atomically: true, encoding: .utf8)
        try "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects></document>"
            .write(toFile: directory + "/Broken.xib", atomically: true, encoding: .utf8)
        for (file, mentionsXcode) in [("window_dump.xml", false), ("Broken.xib", true)] {
            let run = CLIRun(["audit", directory + "/" + file, "--format", "markdown"])
            #expect(run.status == .failure)
            #expect(run.output.contains("well-formed"), "\(run.output)")
            #expect(run.output.contains("Xcode") == mentionsXcode, "\(file): \(run.output)")
        }
        // A path that names no file, or a file of another type, is mended in the command line, not in an editor.
        try "not a layout".write(toFile: directory + "/notes.txt", atomically: true, encoding: .utf8)
        for path in [directory + "/Missing.storyboard", directory + "/notes.txt"] {
            let run = CLIRun(["audit", path, "--format", "markdown"])
            #expect(run.status == .failure)
            #expect(!run.output.contains("Xcode") && run.output.contains("Name a layout that exists"), "\(path): \(run.output)")
        }
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
