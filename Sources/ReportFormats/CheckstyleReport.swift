import RuleEngine

/// Checkstyle XML, read by Jenkins, Danger and many code-review tools.
struct CheckstyleReport: AuditReport {
    let id = "checkstyle"

    func render(_ result: AuditResult, options: ReportOptions) -> String {
        let byFile = Dictionary(grouping: result.findings, by: \.location.path)
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for path in result.paths {
            text += "  <file name=\"\(XMLText.escaped(path))\">\n"
            for finding in byFile[path] ?? [] {
                text += "    <error line=\"\(finding.location.line)\" column=\"\(finding.location.column)\" "
                    + "severity=\"\(finding.severity.rawValue)\" message=\"\(XMLText.escaped(finding.message))\" "
                    + "source=\"a11y-audit.\(finding.ruleId)\"/>\n"
            }
            text += "  </file>\n"
        }
        return text + "</checkstyle>\n"
    }
}
