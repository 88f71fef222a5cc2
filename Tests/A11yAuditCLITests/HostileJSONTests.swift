import Foundation
import Testing

/// The JSON and baseline files users hand to `merge`, `audit --baseline` and `transcript --compare`: each hostile one
/// is an error that names the file, line and column, in bounded time and memory, with exit status 2.
@Suite struct HostileJSONTests {
    private static let sample = AuditCommandTests.checkout

    private func file(_ name: String, _ text: String) throws -> String {
        try PackagePaths.temporaryFile(named: name, contents: text)
    }

    /// 100,000 open brackets: the readers stop at their nesting limit rather than recurse until the stack overflows.
    static let deeplyNested = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    static let deeplyNestedObject = "{\"findings\": " + String(repeating: "{\"a\": ", count: 50_000) + "1" + String(repeating: "}", count: 50_001)

    @Test(arguments: [deeplyNested, deeplyNestedObject])
    func deeplyNestedJSONIsRefusedByEveryReader(json: String) throws {
        let path = try file("deep.json", json)
        defer { PackagePaths.removeTemporaryFile(path) }
        let runs = [
            CLIRun(["merge", path]),
            CLIRun(["audit", Self.sample, "--baseline", path]),
            CLIRun(["transcript", Self.sample, "--compare", path]),
        ]
        for run in runs {
            #expect(run.status == .failure)
            #expect(run.errors.contains(path + ":1:"), "\(run.errors)")
            #expect(run.errors.contains("nested deeper than 64"), "\(run.errors)")
        }
    }

    /// A file over a reader's size limit is refused before it is read: a sparse file costs no disk.
    @Test(arguments: [("merge", 1 << 30), ("--baseline", 256 << 20), ("--compare", 1 << 30)])
    func filesOverTheSizeLimitAreRefusedUnread(reader: String, limit: Int) throws {
        let path = try file("huge.json", "")
        defer { PackagePaths.removeTemporaryFile(path) }
        #expect(truncate(path, off_t(limit + 1)) == 0)
        let run = switch reader {
        case "merge": CLIRun(["merge", path])
        case "--baseline": CLIRun(["audit", Self.sample, "--baseline", path])
        default: CLIRun(["transcript", Self.sample, "--compare", path])
        }
        #expect(run.status == .failure)
        #expect(run.errors.contains("larger than \(limit >> 20) MB"), "\(run.errors)")
    }

    @Test func aBaselineOfAnotherVersionIsRefused() throws {
        let later = try file("baseline.json", "{\n  \"version\": 2,\n  \"findings\": []\n}\n")
        defer { PackagePaths.removeTemporaryFile(later) }
        let run = CLIRun(["audit", Self.sample, "--baseline", later])
        #expect(run.status == .failure)
        #expect(run.errors.contains(later + ":2:3: error: the baseline has version 2; this a11y-audit reads version 1"), "\(run.errors)")
        let notAnEntry = try file("baseline.json", "{\"version\": 1, \"findings\": [\"missing-label\"]}")
        defer { PackagePaths.removeTemporaryFile(notAnEntry) }
        let entry = CLIRun(["audit", Self.sample, "--baseline", notAnEntry])
        #expect(entry.status == .failure)
        #expect(entry.errors.contains("a baseline entry is not a mapping"), "\(entry.errors)")
        let unversioned = try file("baseline.json", "{\"findings\": []}")
        defer { PackagePaths.removeTemporaryFile(unversioned) }
        #expect(CLIRun(["audit", Self.sample, "--baseline", unversioned, "--fail-on", "never"]).status == .success)
    }
}
