import Foundation
@testable import LayoutFixing
import Testing

/// `fix --accept-suggestions` over a copy of every real file of the corpus: every file still reads, a changed file
/// differs only inside the elements whose findings were fixed, the fixed findings are gone and none is new, a second
/// run changes nothing, and an audit without --fix writes nothing.
@Suite struct FixCorpusTests {
    static let corpus = PackagePaths.root + "/../shared/corpus"

    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus), "the shared corpus is beside the project"))
    func fixingTheCorpus() throws {
        let copy = NSTemporaryDirectory() + "a11y-audit-fix-corpus-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try FileManager.default.copyItem(atPath: Self.corpus, toPath: copy)
        let files = try FileManager.default.subpathsOfDirectory(atPath: copy).filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") || $0.hasSuffix(".xml") }
        let originals = try Dictionary(uniqueKeysWithValues: files.map { ($0, try Data(contentsOf: URL(fileURLWithPath: copy + "/" + $0))) })

        let before = try findings(in: copy)
        #expect(try unchangedFiles(originals, in: copy) == files.count, "an audit without --fix writes no layout")

        let run = CLIRun(["fix", copy, "--accept-suggestions"])
        // "  PATH:LINE:COL: RULE: change" for each finding fixed.
        let fixed = run.errors.split(separator: "\n").filter { $0.hasPrefix("  ") }.map { line -> (path: String, line: Int, rule: String) in
            let parts = line.dropFirst(2).split(separator: ":", maxSplits: 4).map(String.init)
            return (String(parts[0].dropFirst(copy.count + 1)), Int(parts[1]) ?? 0, parts[3].trimmingCharacters(in: .whitespaces))
        }
        #expect(fixed.count > 100, "the corpus has fixes to write: \(run.errors.prefix(300))")

        let after = try findings(in: copy)
        #expect(after.unreadable == before.unreadable, "every file still reads")
        // The fixed findings are gone, and no finding is new (elements are told apart by their Interface Builder id).
        var left = before.keys
        for finding in fixed {
            guard let index = left.firstIndex(where: { $0.path == finding.path && $0.line == finding.line && $0.rule == finding.rule }) else {
                Issue.record("a fixed finding that was not reported: \(finding)")
                continue
            }
            left[index].line = -1
        }
        // What is left is what was not fixed, less what a fix settled on the side (a duplicate label whose twin was renamed).
        var expected = Dictionary(left.filter { $0.line != -1 }.map { ($0.identity, 1) }, uniquingKeysWith: +)
        for key in after.keys {
            expected[key.identity, default: 0] -= 1
            #expect(expected[key.identity]! >= 0, "a finding that is new, or was fixed and is still there: \(key.identity)")
        }

        // Each changed line of a changed file lies inside an element with a fixed finding.
        let fixedByFile = Dictionary(grouping: fixed, by: \.path)
        for (path, original) in originals {
            let rewritten = try Data(contentsOf: URL(fileURLWithPath: copy + "/" + path))
            guard rewritten != original else { continue }
            let source = XMLSourceText(Array(original))
            let spans = (fixedByFile[path] ?? []).compactMap { finding -> ClosedRange<Int>? in
                guard let offset = source.offset(line: finding.line, column: 1), let start = source.bytes[offset...].firstIndex(of: UInt8(ascii: "<")),
                      let element = source.element(at: start) else { return nil }
                return finding.line...(source.bytes[..<element.end].count { $0 == 0x0A } + 1)
            }
            for line in try changedLines(original: copy + "/" + path, in: original) {
                #expect(spans.contains { $0.contains(line) }, "\(path): line \(line) changed outside the fixed elements")
            }
        }

        let second = CLIRun(["fix", copy, "--accept-suggestions", "--quiet"])
        #expect(second.errors.hasPrefix("a11y-audit: fixed 0 findings in 0 files"), "a second run fixes nothing: \(second.errors.prefix(300))")
    }

    private struct Key {
        var path: String
        var line: Int
        var rule: String
        /// What tells the finding apart whatever lines moved: rule, file, screen and element.
        var identity: String
    }

    private func findings(in directory: String) throws -> (keys: [Key], unreadable: Int) {
        let run = CLIRun(["audit", directory, "--format", "json", "--quiet"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let list = try #require(json["findings"] as? [[String: Any]])
        let keys = list.map { finding -> Key in
            let path = String((finding["path"] as? String ?? "").dropFirst(directory.count + 1))
            let rule = finding["ruleId"] as? String ?? ""
            let element = (finding["elementId"] as? String) ?? (finding["message"] as? String ?? "")
            return Key(path: path, line: finding["line"] as? Int ?? 0, rule: rule,
                       identity: [path, rule, finding["screen"] as? String ?? "", element].joined(separator: "|"))
        }
        let summary = json["summary"] as? [String: Any]
        return (keys, summary?["unreadableFiles"] as? Int ?? list.filter { $0["ruleId"] as? String == "invalid-input" }.count)
    }

    private func unchangedFiles(_ originals: [String: Data], in directory: String) throws -> Int {
        try originals.filter { path, data in try Data(contentsOf: URL(fileURLWithPath: directory + "/" + path)) == data }.count
    }

    /// The lines of the original that `diff` says changed, and the line after which it says lines were added.
    private func changedLines(original rewrittenPath: String, in original: Data) throws -> [Int] {
        let originalPath = NSTemporaryDirectory() + UUID().uuidString
        try original.write(to: URL(fileURLWithPath: originalPath))
        defer { try? FileManager.default.removeItem(atPath: originalPath) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
        process.arguments = [originalPath, rewrittenPath]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // "12a13", "12,14c12,15", "12d11": the original's lines come first.
        return output.split(separator: "\n").filter { $0.first?.isNumber == true }.flatMap { command -> [Int] in
            let originalPart = command.prefix { $0.isNumber || $0 == "," }
            let numbers = originalPart.split(separator: ",").compactMap { Int($0) }
            guard let first = numbers.first else { return [] }
            return Array(first...(numbers.last ?? first))
        }
    }
}
