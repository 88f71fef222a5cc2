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
        guard var result = merged(parsed.positional) else { return .failure }
        // The shards carry `--fix`'s edits for SARIF; other reports are the unsharded run's, which has none.
        if !request.writesSARIF {
            for index in result.findings.indices where !result.findings[index].fix.replacements.isEmpty {
                result.findings[index].fix.replacements = []
            }
        }
        return request.write(result, output: output, errors: errors, environment: environment)
    }

    /// The shards' results as one, or nil (having said why) when a report cannot be read or the reports do not
    /// fit together.
    private func merged(_ paths: [String]) -> AuditResult? {
        let catalog = RuleCatalog.all.map(\.description)
        var merged: AuditResult?
        var reportOfFile: [String: String] = [:]
        var shards: [(path: String, shard: ShardPosition?)] = []
        // Said after the whole set is read: a shard of another split, or one given twice, says more than its files do.
        var overlap: (path: String, message: String)?
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
            shards.append((path, result.shard))
            result.shard = nil
            result.rules = shard.ruleIds.compactMap { id in catalog.first { $0.id == id } }
            guard result.rules.count == shard.ruleIds.count else {
                errors.write(OneLineText.diagnostic(path: path, line: 1, column: 1, message: "the report ran rules this version does not know: merge with the version that wrote it") + "\n")
                return nil
            }
            for file in result.paths {
                if let other = reportOfFile.updateValue(path, forKey: file), overlap == nil {
                    overlap = (path, "\(file) is also in \(other): merge the shards of one run, each once")
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
        if let problem = Self.incompleteSet(shards) ?? overlap {
            errors.write(OneLineText.diagnostic(path: problem.path, line: 1, column: 1, message: problem.message) + "\n")
            return nil
        }
        guard var result = merged else { return nil }
        result.paths.sort()
        result.findings.sort(by: Finding.fileOrder)
        return result
    }

    /// What is wrong with a set of reports as the shards of one run, or nil: each of `audit --shard I/N`'s reports
    /// records I/N, so a shard left out, given twice or of another split is said instead of merged into a report that
    /// looks whole. Reports of whole runs (no shard) merge as before, but not mixed with shards.
    static func incompleteSet(_ reports: [(path: String, shard: ShardPosition?)]) -> (path: String, message: String)? {
        let sharded = reports.compactMap { report in report.shard.map { (path: report.path, shard: $0) } }
        guard let first = sharded.first else { return nil }
        let count = first.shard.count
        let firstOne = "\(first.path) of shard \(first.shard.index)/\(count)"
        if let whole = reports.first(where: { $0.shard == nil }) {
            return (whole.path, "this report is of a whole run, \(firstOne): merge the shards of one run")
        }
        if let other = sharded.first(where: { $0.shard.count != count }) {
            return (other.path, "this report is of shard \(other.shard.index)/\(other.shard.count), \(firstOne): merge the shards of one run")
        }
        var seen: [Int: String] = [:]
        for report in sharded {
            if let earlier = seen.updateValue(report.path, forKey: report.shard.index) {
                return (report.path, "shard \(report.shard.index)/\(count) is given twice (also \(earlier)): merge each shard once")
            }
        }
        let missing = (1...count).filter { seen[$0] == nil }.map { "\($0)/\(count)" }
        guard missing.isEmpty else {
            let verb = missing.count == 1 ? "shard \(missing[0]) is" : "shards \(missing.joined(separator: ", ")) are"
            return (first.path, "\(verb) missing: merge all \(count) shards of the run")
        }
        return nil
    }
}
