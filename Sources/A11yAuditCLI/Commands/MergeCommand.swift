import BuiltInRules
import ElementModel
import ReportFormats
import RuleEngine

/// `a11y-audit merge REPORT.json...`: joins the JSON reports of `audit --shard I/N` runs into one report in any
/// format, byte for byte what one unsharded audit run from the same project root would write.
struct MergeCommand {
    static let spec = CommandSpec(
        name: "merge", operands: "REPORT.json...",
        summary: "Joins the JSON reports of audit --shard runs into one report, the same as one audit of all the files "
            + "would write. Paths in them are relative to the project root, which must be the same here (the working "
            + "directory, or the directory of --config). Exit status as for audit.",
        options: ReportRequest.options + [
            .value("config", "FILE", default: "none: the working directory is the project root",
                   "the configuration whose directory is the project root"),
        ])

    /// The largest report read: the JSON of about a million findings.
    static let maximumReportSize = 1 << 30

    let output: OutputSink
    let errors: OutputSink
    let environment: [String: String]

    func run(_ arguments: [String]) -> ExitStatus {
        let request: ReportRequest
        let parsed: CommandLineArguments
        do throws(CommandLineArguments.UsageError) {
            parsed = try CommandLineArguments(arguments, spec: Self.spec)
            guard !parsed.positional.isEmpty else { throw CommandLineArguments.UsageError(message: "no REPORT given") }
            let workingDirectory = WorkingDirectory.current()
            let root = parsed.value("config").map { ProjectRoot.directory(ofFile: $0) } ?? workingDirectory
            request = try ReportRequest(parsed, projectRoot: ProjectRoot(directory: root, workingDirectory: workingDirectory))
            // The page draws the layouts, which JSON reports do not hold.
            guard request.html == nil else {
                throw CommandLineArguments.UsageError(message: "merge cannot write html: the page needs the layouts (use report)")
            }
        } catch {
            return error.report(usage: Self.spec.usage, to: errors)
        }
        guard let result = merged(parsed.positional) else { return .failure }
        return request.write(result, output: output, errors: errors, environment: environment)
    }

    /// The shards' results as one, or nil (having said why) when a report cannot be read or the reports do not
    /// fit together.
    private func merged(_ paths: [String]) -> AuditResult? {
        let catalog = RuleCatalog.all.map(\.description)
        var merged: AuditResult?
        var reportOfFile: [String: String] = [:]
        for path in paths {
            let shard: (result: AuditResult, ruleIds: [String])
            do {
                shard = try JSONReportReader.read(try WholeFile.bytes(of: path, kind: "report", maximumSize: Self.maximumReportSize))
            } catch let error as JSONReportReader.ReadError {
                errors.write(OneLineText.diagnostic(path: path, line: error.line, column: error.column, message: error.message) + "\n")
                return nil
            } catch let error as WholeFile.ReadError {
                errors.write(OneLineText.diagnostic(path: path, line: 1, column: 1, message: error.message) + "\n")
                return nil
            } catch {
                errors.write(OneLineText.diagnostic(path: path, line: 1, column: 1, message: "\(error)") + "\n")
                return nil
            }
            var result = shard.result
            result.rules = shard.ruleIds.compactMap { id in catalog.first { $0.id == id } }
            guard result.rules.count == shard.ruleIds.count else {
                errors.write(OneLineText.diagnostic(path: path, line: 1, column: 1, message: "the report ran rules this version does not know: merge with the version that wrote it") + "\n")
                return nil
            }
            for file in result.paths {
                if let other = reportOfFile.updateValue(path, forKey: file) {
                    errors.write(OneLineText.diagnostic(path: path, line: 1, column: 1, message: "\(file) is also in \(other): merge the shards of one run, each once") + "\n")
                    return nil
                }
            }
            guard var sum = merged else {
                merged = result
                continue
            }
            guard sum.rules.map(\.id) == result.rules.map(\.id) else {
                errors.write(OneLineText.diagnostic(path: path, line: 1, column: 1, message: "the report ran other rules than \(paths[0]): merge the shards of one run") + "\n")
                return nil
            }
            sum.findings += result.findings
            sum.paths += result.paths
            sum.screens += result.screens
            sum.elements += result.elements
            sum.unreadableFiles += result.unreadableFiles
            sum.skippedFiles += result.skippedFiles
            sum.acknowledgedFindings += result.acknowledgedFindings
            merged = sum
        }
        guard var result = merged else { return nil }
        result.paths.sort()
        result.findings.sort(by: Finding.fileOrder)
        return result
    }
}
