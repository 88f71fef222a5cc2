import RuleEngine

/// Checkstyle XML, read by Jenkins, Danger and many code-review tools.
struct CheckstyleReport: AuditReport {
    let id = "checkstyle"

    func write(_ result: AuditResult, options: ReportOptions, to output: OutputSink) {
        let byFile = Dictionary(grouping: result.findings, by: \.location.path)
        output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n")
        for path in result.paths {
            var text = "  <file name=\"\(XMLText.escaped(path))\">\n"
            for finding in byFile[path] ?? [] {
                text += "    <error line=\"\(finding.location.line)\" column=\"\(finding.location.column)\" "
                    + "severity=\"\(finding.severity.rawValue)\" message=\"\(XMLText.escaped(finding.message))\" "
                    + "source=\"a11y-audit.\(finding.ruleId)\"/>\n"
            }
            text += "  </file>\n"
            output.write(text)
        }
        output.write("</checkstyle>\n")
    }
}
