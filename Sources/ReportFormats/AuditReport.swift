import ElementModel
import RuleEngine

/// One way of writing an audit's findings. Each format is one file and one line in `ReportCatalog`.
public protocol AuditReport: Sendable {
    /// The `--format` and `--report FORMAT:FILE` name.
    var id: String { get }
    /// Writes the report to `output` as it goes: a report of any size passes through bounded memory.
    func write(_ result: AuditResult, options: ReportOptions, to output: OutputSink)
}

extension AuditReport {
    /// The whole report as text, for tests and small outputs.
    public func render(_ result: AuditResult, options: ReportOptions) -> String {
        let sink = StringSink()
        write(result, options: options, to: sink)
        return sink.text
    }
}

/// What reports need beyond the findings.
public struct ReportOptions: Sendable {
    /// The absolute directory that findings' paths are relative to (see `ProjectRoot`); SARIF names it.
    public var projectRoot: String
    /// Add each finding's fix and rationale to formats meant for people.
    public var explain: Bool
    /// The severity from which findings fail the run (`--fail-on`; nil: never). Formats that pass or fail
    /// something (JUnit's test cases) fail exactly where the exit status does.
    public var failOn: Severity?
    /// Colour severities with ANSI escapes: only when a person reads a terminal and `NO_COLOR` is not set.
    public var colors: Bool

    public init(projectRoot: String, explain: Bool = false, failOn: Severity? = .error, colors: Bool = false) {
        self.projectRoot = projectRoot
        self.explain = explain
        self.failOn = failOn
        self.colors = colors
    }
}

/// Every report format, by id; a new one is a file plus a line here.
public enum ReportCatalog {
    public static let all: [any AuditReport] = [
        CheckstyleReport(), CodeClimateReport(), GitHubReport(), JSONReport(), JUnitReport(), MarkdownReport(), SARIFReport(), XcodeReport(),
    ]

    public static func report(_ id: String) -> (any AuditReport)? {
        all.first { $0.id == id }
    }
}

public enum XMLText {
    /// Text safe inside an XML attribute or element. Line breaks and tabs become character references
    /// (so attribute values keep them); the other control characters, which XML 1.0 does not allow even
    /// as references, are written as a visible `[U+0001]` so that the report stays well-formed.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            case "\u{00}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}":
                result += OneLineText.visible(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
