import Foundation
import Testing

/// `--shard I/N` splits the files across CI machines; `merge` joins the shards' JSON into any report, byte for
/// byte what one unsharded run writes.
@Suite struct ShardTests {
    static let formats = ["xcode", "json", "sarif", "junit", "github", "checkstyle", "codeclimate", "markdown"]

    /// The shards' JSON reports, in temporary files (removed by the caller with `PackagePaths.removeTemporaryFile`).
    private func shards(_ count: Int, of paths: [String]) throws -> [String] {
        try (1...count).map { index in
            let run = CLIRun(["audit"] + paths + ["--shard", "\(index)/\(count)", "--format", "json", "--fail-on", "never"])
            #expect(run.status == .success, "\(run.errors)")
            return try PackagePaths.temporaryFile(named: "shard-\(index).json", contents: run.output)
        }
    }

    @Test(arguments: formats)
    func mergingThreeShardsEqualsTheUnshardedRun(format: String) throws {
        let reports = try shards(3, of: [PackagePaths.samples])
        defer { reports.forEach(PackagePaths.removeTemporaryFile) }
        let whole = CLIRun(["audit", PackagePaths.samples, "--format", format, "--fail-on", "warning", "--explain"])
        let merged = CLIRun(["merge"] + reports + ["--format", format, "--fail-on", "warning", "--explain"])
        #expect(merged.status == whole.status)
        #expect(merged.output == whole.output)
        #expect(merged.errors == whole.errors, "the same summary line")
        #expect(!merged.output.isEmpty)
    }

    @Test func shardsSplitTheFilesOnceEachBalancedBySize() throws {
        let files = CLIRun(["audit", PackagePaths.samples, "--format", "json", "--fail-on", "never"]).output
        let all = try Self.files(in: files)
        var seen: [String] = []
        var bytes: [Int] = []
        for index in 1...3 {
            let shard = try Self.files(in: CLIRun(["audit", PackagePaths.samples, "--shard", "\(index)/3", "--format", "json"]).output)
            seen += shard
            bytes.append(try shard.map { try Self.size(of: PackagePaths.root + "/" + $0) }.reduce(0, +))
        }
        #expect(seen.sorted() == all.sorted(), "every file in exactly one shard")
        let largest = try all.map { try Self.size(of: PackagePaths.root + "/" + $0) }.max() ?? 0
        #expect(bytes.max()! - bytes.min()! <= largest, "shares differ by at most one file's bytes: \(bytes)")
        // More shards than files: the extra ones audit nothing and say so, without failing.
        let empty = CLIRun(["audit", PackagePaths.samples + "/InterfaceBuilder/SignIn.storyboard", "--shard", "2/2"])
        #expect(empty.status == .success)
        #expect(empty.errors.hasPrefix("a11y-audit: shard 2/2 has no file to audit"))
    }

    @Test func shardAndMergeMistakesAreUsageErrors() throws {
        for value in ["0/3", "4/3", "1", "a/b"] {
            let run = CLIRun(["audit", PackagePaths.samples, "--shard", value])
            #expect(run.status == .failure && run.errors.contains("--shard takes I/N"), "\(value)")
        }
        let baseline = CLIRun(["audit", PackagePaths.samples, "--shard", "1/2", "--write-baseline", "b.json"])
        #expect(baseline.status == .failure && baseline.errors.contains("--write-baseline needs the whole audit"))

        let reports = try shards(2, of: [PackagePaths.samples])
        defer { reports.forEach(PackagePaths.removeTemporaryFile) }
        #expect(CLIRun(["merge", reports[0], "--report", "html:x.html"]).errors.contains("merge cannot write html"))
        let twice = CLIRun(["merge", reports[0], reports[0]])
        #expect(twice.status == .failure && twice.errors.contains("shard 1/2 is given twice"), "\(twice.errors)")
        // Each shard's report says which it is: a set with one left out is refused, not merged into a report that looks whole.
        let second = try String(contentsOfFile: reports[1], encoding: .utf8)
        #expect(second.contains("\"shard\": {\n    \"index\": 2,\n    \"count\": 2\n  }"), "\(second.suffix(80))")
        let alone = CLIRun(["merge", reports[0]])
        #expect(alone.status == .failure && alone.errors.contains("shard 2/2 is missing: merge all 2 shards of the run"), "\(alone.errors)")
        let thirds = try shards(3, of: [PackagePaths.samples])
        defer { thirds.forEach(PackagePaths.removeTemporaryFile) }
        let mixed = CLIRun(["merge", reports[0], thirds[1]])
        #expect(mixed.status == .failure && mixed.errors.contains("this report is of shard 2/3"), "\(mixed.errors)")
        let whole = try PackagePaths.temporaryFile(named: "whole.json",
                                                   contents: CLIRun(["audit", PackagePaths.samples, "--format", "json", "--fail-on", "never"]).output)
        defer { PackagePaths.removeTemporaryFile(whole) }
        #expect(!CLIRun(["audit", PackagePaths.samples, "--format", "json", "--fail-on", "never"]).output.contains("\"shard\""),
                "a whole run's report records no shard")
        #expect(CLIRun(["merge", whole]).status != .failure, "a whole run's report merges alone")
        #expect(CLIRun(["merge", whole, whole]).errors.contains("is also in"), "but not with itself")
        let sarif = try PackagePaths.temporaryFile(named: "x.json", contents: "{\"version\": \"2.1.0\"}")
        defer { PackagePaths.removeTemporaryFile(sarif) }
        let notOurs = CLIRun(["merge", sarif])
        #expect(notOurs.status == .failure && notOurs.errors.hasPrefix("\(sarif):1:1: error: not an a11y-audit JSON report"))
    }

    private static func files(in json: String) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return try #require(object?["files"] as? [String])
    }

    private static func size(of path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    }
}
