import RuleEngine

/// A Markdown summary for pull-request comments and job summaries: counts, then one table per file, and under it
/// the fixes' code (Interface Builder XML, Swift, Kotlin, layout attributes) folded away in a `<details>` block.
struct MarkdownReport: AuditReport {
    let id = "markdown"

    func write(_ result: AuditResult, options: ReportOptions, to output: OutputSink) {
        var text = "# Accessibility audit\n\n"
        text += "\(Counted.phrase(result.files, "file")), \(Counted.phrase(result.screens, "screen")), "
            + "\(Counted.phrase(result.elements, "element")): \(Counted.phrase(result.count(.error), "error")), "
            + "\(Counted.phrase(result.count(.warning), "warning")), \(Counted.phrase(result.count(.info), "info")).\n"
        output.write(text)
        let byFile = Dictionary(grouping: result.findings, by: \.location.path)
        for path in result.paths {
            guard let findings = byFile[path] else { continue }
            let screenReader = findings.first { $0.screenReader != nil }?.spokenBy ?? "VoiceOver"
            var text = "\n## \(MarkdownText.code(path))\n\n| line | severity | rule | finding | \(screenReader) says | fix |\n|---|---|---|---|---|---|\n"
            for finding in findings {
                text += "| \(finding.location.line):\(finding.location.column) | \(finding.severity.rawValue) | `\(finding.ruleId)` | "
                    + "\(MarkdownText.cell(finding.message)) | \(finding.spoken.map { $0.isEmpty ? "(nothing)" : "“" + MarkdownText.cell($0) + "”" } ?? "–") | \(MarkdownText.cell(finding.fix.summary)) |\n"
            }
            text += Self.fixes(findings)
            output.write(text)
        }
    }

    /// The code of every fix that has some, per finding; GitHub shows the block folded until it is opened.
    private static func fixes(_ findings: [Finding]) -> String {
        let withCode = findings.filter { !$0.fix.snippets.isEmpty }
        guard !withCode.isEmpty else { return "" }
        var text = "\n<details><summary>The fixes' code (\(Counted.phrase(withCode.count, "finding")))</summary>\n\n"
        for finding in withCode {
            text += "**\(finding.location.line):\(finding.location.column)** `\(finding.ruleId)`: \(MarkdownText.cell(finding.fix.summary))\n\n"
            for snippet in finding.fix.snippets {
                text += "\(snippet.place):\n\n" + MarkdownText.fenced(snippet.code, language: snippet.language) + "\n"
            }
        }
        return text + "</details>\n"
    }
}
