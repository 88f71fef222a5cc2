import ElementModel
import RuleEngine

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request's diff.
struct GitHubReport: AuditReport {
    let id = "github"

    func write(_ result: AuditResult, options: ReportOptions, to output: OutputSink) {
        for finding in result.findings {
            let command = finding.severity == .info ? "notice" : finding.severity.rawValue
            let properties = "file=\(property(finding.location.path)),line=\(finding.location.line),"
                + "col=\(finding.location.column),title=\(property(finding.ruleId))"
            let message = finding.message + (finding.spokenSentence().map { " \($0)." } ?? "") + " Fix: " + finding.fix.summary
            output.write("::\(command) \(properties)::\(data(message))\n")
        }
    }

    /// Workflow-command escaping: data escapes %, CR and LF; properties also `:` and `,`. The runner reads
    /// commands line by line and understands no other escape, so the other control characters (a terminal
    /// escape in a file name, say) are written visibly, as `OneLineText` writes them.
    private func data(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case _ where OneLineText.needsEscaping(scalar): result += OneLineText.visible(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private func property(_ text: String) -> String {
        var result = ""
        for character in data(text) {
            switch character {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.append(character)
            }
        }
        return result
    }
}
