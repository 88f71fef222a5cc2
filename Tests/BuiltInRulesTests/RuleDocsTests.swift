import BuiltInRules
import Foundation
import ReportFormats
import RuleEngine
import Testing

/// `docs/rules/` is printed from the rules (one page each, with its examples, and an index). Run with
/// `A11Y_AUDIT_WRITE_DOCS=1` to rewrite it; that run fails, so the change gets reviewed.
@Suite struct RuleDocsTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/rules").path

    static var expected: [String: String] {
        let rules = RuleCatalog.all.map(\.description)
        var pages = ["README.md": RuleDocumentation.index(rules)]
        for rule in rules { pages[rule.id + ".md"] = RuleDocumentation.page(rule) }
        return pages
    }

    @Test func docsAreCurrent() throws {
        let expected = Self.expected
        if ProcessInfo.processInfo.environment["A11Y_AUDIT_WRITE_DOCS"] == "1" {
            try? FileManager.default.removeItem(atPath: Self.directory)
            try FileManager.default.createDirectory(atPath: Self.directory, withIntermediateDirectories: true)
            for (name, text) in expected { try text.write(toFile: Self.directory + "/" + name, atomically: true, encoding: .utf8) }
            Issue.record("rewrote docs/rules; review and commit it")
            return
        }
        let present = try FileManager.default.contentsOfDirectory(atPath: Self.directory)
        #expect(Set(present) == Set(expected.keys), "run A11Y_AUDIT_WRITE_DOCS=1 swift test")
        for (name, text) in expected {
            let checkedIn = try? String(contentsOfFile: Self.directory + "/" + name, encoding: .utf8)
            #expect(checkedIn == text, "docs/rules/\(name) is out of date: run A11Y_AUDIT_WRITE_DOCS=1 swift test")
        }
    }
}
