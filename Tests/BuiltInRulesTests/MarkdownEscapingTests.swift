import ElementModel
import ReportFormats
import RuleEngine
import Testing

/// The Markdown report is posted on GitHub: whatever a label, message or path holds, it must come out as the
/// same text in one table cell, not as a tag, a code span, emphasis, a link or a broken table.
@Suite struct MarkdownEscapingTests {
    @Test func hostileTextStaysLiteralText() throws {
        let path = "App/We`ird <Screen>.storyboard"
        var result = AuditResult(rules: [])
        result.paths = [path]
        result.findings = [Finding(
            ruleId: "missing-label", severity: .error,
            message: "<MyView> says `x` | *bold* _it_ [link](http://x) ~~gone~~ &amp; #1 \\ end",
            fix: Fix(summary: "line one\nline two"), location: SourceLocation(path: path, line: 3, column: 5),
            spoken: "<b>Pay</b> | now")]
        let report = try #require(ReportCatalog.report("markdown"))
        let text = report.render(result, options: ReportOptions(projectRoot: "/work"))
        #expect(text.contains("## ``App/We`ird <Screen>.storyboard``"))
        #expect(text.contains(##"| \<MyView\> says \`x\` \| \*bold\* \_it\_ \[link\](http://x) \~\~gone\~\~ \&amp; \#1 \\ end |"##))
        #expect(text.contains(#"| “\<b\>Pay\</b\> \| now” |"#))
        #expect(text.contains("| line one<br>line two |"))
        // Each finding stays one row of six cells: every `|` inside a cell is escaped.
        let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("| 3:5 |") })
        #expect(row.replacingOccurrences(of: #"\|"#, with: "").filter { $0 == "|" }.count == 7)
    }
}
