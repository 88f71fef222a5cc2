import RuleEngine

/// A Markdown summary for pull-request comments and job summaries: counts, then one table per file.
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
            output.write(text)
        }
    }
}
