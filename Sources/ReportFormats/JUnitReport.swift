import RuleEngine

/// JUnit XML, which most CI systems show as a test report: one test case per file, failing with its findings
/// at or above `--fail-on` (so the report fails where the exit status does); the others are listed as system
/// output.
struct JUnitReport: AuditReport {
    let id = "junit"

    func write(_ result: AuditResult, options: ReportOptions, to output: OutputSink) {
        let fails = { (finding: Finding) in options.failOn.map { finding.severity >= $0 } ?? false }
        let byFile = Dictionary(grouping: result.findings, by: \.location.path)
        let failing = byFile.values.filter { $0.contains(where: fails) }.count
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"a11y-audit\" tests=\"\(result.files)\" failures=\"\(failing)\">\n"
        text += "  <testsuite name=\"a11y-audit\" tests=\"\(result.files)\" failures=\"\(failing)\">\n"
        output.write(text)
        for path in result.paths {
            let findings = byFile[path] ?? []
            var text = "    <testcase classname=\"a11y-audit\" name=\"\(XMLText.escaped(path))\">\n"
            let failures = findings.filter(fails)
            if !failures.isEmpty {
                let body = failures.map(line).joined(separator: "\n")
                text += "      <failure message=\"\(failures.count) accessibility finding\(failures.count == 1 ? "" : "s")\">"
                    + XMLText.escaped(body) + "</failure>\n"
            }
            let others = findings.filter { !fails($0) }
            if !others.isEmpty { text += "      <system-out>" + XMLText.escaped(others.map(line).joined(separator: "\n")) + "</system-out>\n" }
            text += "    </testcase>\n"
            output.write(text)
        }
        output.write("  </testsuite>\n</testsuites>\n")
    }

    private func line(_ finding: Finding) -> String {
        "\(finding.location.line):\(finding.location.column) \(finding.severity.rawValue): \(finding.message) (\(finding.ruleId))"
    }
}
