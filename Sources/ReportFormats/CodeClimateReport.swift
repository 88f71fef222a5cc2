import RuleEngine

/// GitLab's Code Quality report: the subset of the Code Climate issue format that GitLab documents and reads
/// for its merge-request widget. An array of issues, each with `description`, `check_name`, a `fingerprint`
/// unique in the report, `severity` (info, minor, major, critical or blocker) and `location.path` with
/// `location.lines.begin`.
struct CodeClimateReport: AuditReport {
    let id = "codeclimate"

    func write(_ result: AuditResult, options: ReportOptions, to output: OutputSink) {
        var writer = JSONWriter(pretty: true, output: output)
        writer.beginArray()
        // GitLab tells issues apart by fingerprint alone, across branches. The baseline fingerprint (no line, so
        // an issue moved by an edit stays the same issue) is made unique by counting its repeats in file order.
        var seen: [Fingerprint: Int] = [:]
        for finding in result.findings {
            let fingerprint = Fingerprint(finding, projectRoot: options.projectRoot)
            let repeats = seen[fingerprint, default: 0]
            seen[fingerprint] = repeats + 1
            writer.beginObject()
            writer.string("type", "issue")
            writer.string("check_name", finding.ruleId)
            writer.string("description", finding.message + " Fix: " + finding.fix.summary)
            writer.string("severity", Self.severity(finding.severity))
            writer.string("fingerprint", repeats == 0 ? fingerprint.hash : fingerprint.hash + "-\(repeats + 1)")
            writer.beginObject(key: "location")
            writer.string("path", finding.location.path)
            writer.beginObject(key: "lines")
            writer.integer("begin", max(1, finding.location.line))
            writer.endObject()
            writer.endObject()
            writer.endObject()
        }
        writer.endArray()
        writer.raw("\n")
        writer.flush()
    }

    /// An error keeps someone from using the screen: `major`, GitLab's usual rank for a linter's errors, above
    /// warnings' `minor`; infos stay `info`.
    private static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        case .info: return "info"
        }
    }
}
