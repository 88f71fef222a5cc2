import A11yAuditCLI
import BuiltInRules
import Foundation
import ReportFormats
import RuleEngine
import Testing

/// `--fix` on every rule's own triggering examples: a rule that says it is correctable corrects some of them, a
/// correction is only of the kind the rule says it makes, and once written, the corrected findings are gone, no
/// finding is new, and a second run changes nothing.
@Suite struct FixExampleTests {
    @Test(arguments: RuleExampleTests.ruleIds)
    func correctionsOfTheRulesOwnExamples(ruleId: String) throws {
        let rule = try #require(RuleCatalog.all.first { $0.description.id == ruleId })
        let correctability = rule.description.correctability
        var certain = 0, suggested = 0, written = 0
        for example in rule.description.triggeringExamples {
            let (xml, _, isWholeFile) = ExampleDocument.text(example)
            let (document, _) = try ExampleDocument.make(example)
            guard case .success(let read) = document else { continue }
            let findings = Auditor(rules: [rule]).audit(read)
            let corrections = findings.compactMap(\.fix.correction)
            for correction in corrections {
                #expect(correctability.allows(correction), "\(example.caption): \(correction.summary) is not what the rule's metadata says")
            }
            certain += corrections.filter { !$0.isSuggestion }.count
            suggested += corrections.filter(\.isSuggestion).count
            for acceptsSuggestions in [false, true] {
                let expected = corrections.filter { acceptsSuggestions || !$0.isSuggestion }.count
                guard expected > 0 else { continue }
                let directory = try TemporaryDirectory()
                // An Android layout is fixed where Android keeps it, with a strings.xml beside it for new texts.
                let path = isWholeFile && read.idiom == .android ? directory.path + "/res/layout/example.xml"
                    : directory.path + "/Example.storyboard"
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try xml.write(toFile: path, atomically: true, encoding: .utf8)
                let all = audit(path)
                let fixArguments = ["fix", path, "--rule", ruleId, "--quiet"] + (acceptsSuggestions ? ["--accept-suggestions"] : [])
                let errors = StringSink()
                _ = A11yAudit.run(fixArguments, output: StringSink(), errors: errors)
                // Each correction is written, or said not to be with why (the proof found a finding it would make).
                let fixedCount = Int(errors.text.split(separator: " ").dropFirst(2).first ?? "") ?? -1
                let notFixed = errors.text.split(separator: "\n").filter { $0.hasPrefix("a11y-audit: not fixed: ") }.count
                #expect(fixedCount + notFixed == expected, "\(example.caption): \(errors.text)")
                written += fixedCount
                let after = audit(path)
                #expect(after.filter { $0 == ruleId }.count == all.filter { $0 == ruleId }.count - fixedCount, "\(example.caption)")
                for (id, count) in Dictionary(after.map { ($0, 1) }, uniquingKeysWith: +) {
                    #expect(count <= all.filter { $0 == id }.count, "\(example.caption): a new \(id) finding")
                }
                let fixed = try Data(contentsOf: URL(fileURLWithPath: path))
                _ = A11yAudit.run(fixArguments, output: StringSink(), errors: StringSink())
                #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == fixed, "\(example.caption): a second run changed the file")
            }
        }
        #expect((certain > 0) == correctability.isCertain, "the rule's examples show the certain corrections its metadata claims")
        #expect((suggested > 0) == correctability.suggestsLabels, "the rule's examples show the suggestions its metadata claims")
        #expect((written > 0) == (certain + suggested > 0), "some of the rule's corrections pass the proof and are written")
    }

    /// The rule ids of every finding of every rule on the file.
    private func audit(_ path: String) -> [String] {
        let output = StringSink()
        _ = A11yAudit.run(["audit", path, "--format", "json", "--quiet"], output: output, errors: StringSink())
        guard let data = output.text.data(using: .utf8),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let findings = json["findings"] as? [[String: Any]] else { return [] }
        return findings.compactMap { $0["ruleId"] as? String }
    }
}

/// A directory of its own under the system's temporary directory, removed when the value goes.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "a11y-audit-fix-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
