import ElementModel
import ReportFormats
import RuleEngine
import ScreenReaders

/// Where the HTML report goes, in which languages VoiceOver reads in it, and whether each screen can be heard.
struct HTMLTarget {
    var path: String
    var locales: [Phrasebook]
    var withSound: Bool
}

/// The reports a run writes and when it fails: what `audit` and `merge` share, from their command lines.
struct ReportRequest {
    /// Report formats as usage lists them: the default first.
    static let formats = ["xcode"] + ReportCatalog.all.map(\.id).filter { $0 != "xcode" }
    /// The visual report, which needs the layouts as well as the findings: `--report html:FILE` only.
    static let htmlFormat = "html"

    /// The options behind it, in both commands' tables.
    static let options: [CommandSpec.Option] = [
        .value("format", "FORMAT", allowed: formats, default: "xcode", "the report on standard output (--reporter, SwiftLint's name, is the same)"),
        .value("report", "FORMAT:FILE", repeats: true,
               "also write a report in FORMAT to FILE (- for standard output); FORMAT may also be html (a11y-audit report)"),
        .value("fail-on", "SEVERITY", allowed: ["error", "warning", "info", "never"], default: "error",
               "the least severe finding that fails the run"),
        .flag("strict", "fail on warnings too: the same as --fail-on warning (SwiftLint's name)"),
        .flag("explain", "print each finding's fix under it"),
        .flag("quiet", "print no summary line and no progress on standard error"),
    ]

    var format: any AuditReport
    /// False for `report`, whose only output is its HTML file.
    var writesMainFormat = true

    /// Whether a SARIF report is written, whose `fixes` need the corrections worked out as edits.
    var writesSARIF: Bool {
        writesMainFormat && format.id == "sarif" || reports.contains { $0.0.id == "sarif" }
    }
    var reports: [(any AuditReport, String)] = []
    /// The HTML report to write, if any.
    var html: HTMLTarget?
    var failOn: Severity?
    var options: ReportOptions
    var quiet: Bool

    init(_ parsed: CommandLineArguments, projectRoot: ProjectRoot) throws(CommandLineArguments.UsageError) {
        format = ReportCatalog.report(parsed.value("format", default: "xcode"))!
        for value in parsed.values("report") {
            if value.hasPrefix(Self.htmlFormat + ":"), value.count > Self.htmlFormat.count + 1 {
                html = HTMLTarget(path: String(value.dropFirst(Self.htmlFormat.count + 1)), locales: [.english], withSound: false)
                continue
            }
            guard let colon = value.firstIndex(of: ":"), let report = ReportCatalog.report(String(value[..<colon])),
                  value.index(after: colon) < value.endIndex else {
                throw CommandLineArguments.UsageError(
                    message: "--report takes FORMAT:FILE with FORMAT one of \((Self.formats + [Self.htmlFormat]).joined(separator: ", ")), not '\(value)'")
            }
            reports.append((report, String(value[value.index(after: colon)...])))
        }
        if parsed.isSet("strict"), parsed.isSet("fail-on") {
            throw CommandLineArguments.UsageError(message: "--strict is --fail-on warning: give one or the other")
        }
        failOn = Severity(rawValue: parsed.isSet("strict") ? "warning" : parsed.value("fail-on", default: "error"))
        quiet = parsed.isSet("quiet")
        options = ReportOptions(projectRoot: projectRoot.path, explain: parsed.isSet("explain"), failOn: failOn)
    }

    /// Writes every report of `result`, then the summary line; returns the exit status: 2 when a file could not be
    /// read or a report written, 1 when a finding is at or above `--fail-on`, else 0.
    func write(_ result: AuditResult, output: OutputSink, errors: OutputSink, environment: [String: String]) -> ExitStatus {
        var colored = options
        colored.colors = output.isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        if writesMainFormat { format.write(result, options: colored, to: output) }
        for (report, path) in reports {
            // `-` is standard output, as for most tools that take a file name.
            if path == "-" {
                report.write(result, options: options, to: output)
                continue
            }
            do {
                try AtomicFile.write(to: path) { report.write(result, options: options, to: $0) }
            } catch {
                return Self.cannotWrite(error, errors)
            }
        }
        // One line of counts to end the run: always after the formats people read in a log, and after the
        // others only on a terminal, where it cannot get in the way of a program reading the output.
        if !quiet, Self.textFormats.contains(format.id) || errors.isTerminal { errors.write(Self.summary(of: result) + "\n") }
        if result.unreadableFiles > 0 { return .failure }
        return result.fails(at: failOn) ? .findings : .success
    }

    /// Says which file could not be written and the system's reason ("Permission denied"); exit status 2.
    static func cannotWrite(_ error: AtomicFile.WriteError, _ errors: OutputSink) -> ExitStatus {
        errors.write("a11y-audit: cannot write \(OneLineText.escaped(error.path)): \(error.reason)\n")
        return .failure
    }

    /// The formats meant to be read line by line in a terminal or a CI log.
    private static let textFormats: Set<String> = ["xcode", "github"]

    /// "53 files, 224 screens, 3,054 elements: 121 errors, 60 warnings" (and infos, when there are some).
    static func summary(of result: AuditResult) -> String {
        var counts = [Counted.phrase(result.count(.error), "error"), Counted.phrase(result.count(.warning), "warning")]
        if result.count(.info) > 0 { counts.append(Counted.phrase(result.count(.info), "info")) }
        return "\(Counted.phrase(result.files, "file")), \(Counted.phrase(result.screens, "screen")), \(Counted.phrase(result.elements, "element")): "
            + counts.joined(separator: ", ")
            + (result.skippedFiles > 0 ? "; \(Counted.phrase(result.skippedFiles, "XML file")) skipped (no view hierarchy)" : "")
            + (result.acknowledgedFindings > 0 ? "; \(Counted.phrase(result.acknowledgedFindings, "finding")) acknowledged by tools:ignore" : "")
    }

}
