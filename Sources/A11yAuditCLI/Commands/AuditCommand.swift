import BuiltInRules
import ElementModel
import Importers
import ReportFormats
import RuleEngine
#if canImport(Glibc)
import Glibc
#endif

/// `a11y-audit audit PATH... [--format F] [--report FORMAT:FILE]... [--fail-on error|warning|info|never]
/// [--rule ID]... [--explain]`: runs the rules and reports findings. Exit status: 0 when nothing is at or
/// above `--fail-on` (default `error`), 1 when something is, 2 when an input could not be read or the
/// command line is wrong (readable inputs are still audited and reported).
struct AuditCommand {
    static let usage = "usage: a11y-audit audit PATH... [--format xcode|json|sarif|junit|github|checkstyle|markdown] "
        + "[--report FORMAT:FILE]... [--fail-on error|warning|info|never] [--rule ID]... [--explain]"

    let catalog: ImporterCatalog
    let output: OutputSink
    let errors: OutputSink

    func run(_ arguments: [String]) -> ExitStatus {
        let request: Request
        do {
            request = try Request(arguments)
        } catch {
            return error.report(usage: Self.usage, to: errors)
        }
        let result = audit(request)
        output.write(request.format.render(result, options: request.options))
        for (report, path) in request.reports {
            guard write(report.render(result, options: request.options), to: path) else {
                errors.write("a11y-audit: cannot write \(path)\n")
                return .failure
            }
        }
        if result.findings.contains(where: { $0.ruleId == InvalidInputRule().description.id }) { return .failure }
        return result.fails(at: request.failOn) ? .findings : .success
    }

    private func audit(_ request: Request) -> AuditResult {
        let auditor = Auditor(rules: request.rules)
        let invalidInput = InvalidInputRule()
        var result = AuditResult(rules: request.rules.map(\.description))
        DocumentReader(catalog: catalog).forEach(request.paths) { path, document in
            result.paths.append(path)
            switch document {
            case .success(let document):
                result.screens += document.screens.count
                result.elements += document.screens.reduce(0) { $0 + $1.root.allElements.count }
                result.findings += auditor.audit(document)
            case .failure(let error):
                result.findings.append(invalidInput.finding(path: error.path, line: error.line, column: error.column,
                                                             message: error.message))
            }
        }
        result.findings.sort(by: Finding.fileOrder)
        return result
    }

    private func write(_ text: String, to path: String) -> Bool {
        // Written beside the target and renamed over it, so a reader never sees half a report.
        let temporary = path + ".tmp"
        guard let file = fopen(temporary, "w") else { return false }
        let bytes = Array(text.utf8)
        let written = fwrite(bytes, 1, bytes.count, file)
        fclose(file)
        guard written == bytes.count, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// The command line, checked.
    private struct Request {
        var paths: [String]
        var format: any AuditReport
        var reports: [(any AuditReport, String)] = []
        var failOn: Severity?
        var rules: [any Rule]
        var options: ReportOptions

        init(_ arguments: [String]) throws(CommandLineArguments.UsageError) {
            let parsed = try CommandLineArguments(arguments, valueOptions: ["format", "report", "fail-on", "rule"],
                                                  flags: ["explain"])
            let formats = ReportCatalog.all.map(\.id)
            let formatId = try parsed.value("format", allowed: formats, default: "xcode")
            format = ReportCatalog.report(formatId)!
            for value in parsed.options["report"] ?? [] {
                guard let colon = value.firstIndex(of: ":"), let report = ReportCatalog.report(String(value[..<colon])),
                      value.index(after: colon) < value.endIndex else {
                    throw .init(message: "--report takes FORMAT:FILE with FORMAT one of \(formats.joined(separator: ", ")), not '\(value)'")
                }
                reports.append((report, String(value[value.index(after: colon)...])))
            }
            let threshold = try parsed.value("fail-on", allowed: ["error", "warning", "info", "never"], default: "error")
            failOn = Severity(rawValue: threshold)
            rules = RuleCatalog.all
            if let wanted = parsed.options["rule"] {
                let known = Set(rules.map(\.description.id))
                if let unknown = wanted.first(where: { !known.contains($0) }) {
                    throw .init(message: "unknown rule '\(unknown)' (a11y-audit rules lists them)")
                }
                rules = rules.filter { wanted.contains($0.description.id) || $0 is InvalidInputRule }
            }
            paths = parsed.positional
            guard !paths.isEmpty else { throw .init(message: "no PATH given") }
            var directory = [CChar](repeating: 0, count: 4096)
            let base = getcwd(&directory, directory.count).map { String(cString: $0) } ?? ""
            options = ReportOptions(baseDirectory: base, explain: parsed.options["explain"] != nil)
        }
    }
}
