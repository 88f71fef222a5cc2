import RuleEngine

/// A Markdown summary for pull-request comments and job summaries: counts, then one table per file.
struct MarkdownReport: AuditReport {
    let id = "markdown"

    func write(_ result: AuditResult, options: ReportOptions, to output: OutputSink) {
        var text = "# Accessibility audit\n\n"
        text += "\(result.files) files, \(result.screens) screens, \(result.elements) elements: "
            + "\(result.count(.error)) errors, \(result.count(.warning)) warnings, \(result.count(.info)) infos.\n"
        output.write(text)
        let byFile = Dictionary(grouping: result.findings, by: \.location.path)
        for path in result.paths {
            guard let findings = byFile[path] else { continue }
            var text = "\n## \(Self.code(path))\n\n| line | severity | rule | finding | VoiceOver says | fix |\n|---|---|---|---|---|---|\n"
            for finding in findings {
                text += "| \(finding.location.line):\(finding.location.column) | \(finding.severity.rawValue) | `\(finding.ruleId)` | "
                    + "\(cell(finding.message)) | \(finding.spoken.map { "“" + cell($0) + "”" } ?? "–") | \(cell(finding.fix.summary)) |\n"
            }
            output.write(text)
        }
    }

    /// `text` as literal text in a table cell on GitHub: the characters Markdown or HTML would act on are
    /// escaped with a backslash (a class name `<MyView>` would otherwise vanish as a tag, a `|` end the cell,
    /// a backtick or `*` start code or emphasis), and line breaks become `<br>`.
    private func cell(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "\n" {
                result += "<br>"
            } else {
                if Self.markup.contains(character) { result.append("\\") }
                result.append(character)
            }
        }
        return result
    }

    private static let markup: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "#"]

    /// `text` as a code span: fenced with one backtick more than the longest run of backticks inside it, and
    /// padded with spaces when it starts or ends with one (CommonMark's rule).
    static func code(_ text: String) -> String {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + padding + text + padding + fence
    }
}
