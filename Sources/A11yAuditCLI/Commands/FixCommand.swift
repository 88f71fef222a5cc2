import BuiltInRules
import Importers
import LayoutFixing
import ReportFormats
import RuleEngine

/// `--fix`, `--accept-suggestions` and `--dry-run`, checked.
struct FixRequest {
    var dryRun: Bool
    var acceptsSuggestions: Bool

    /// The request's fixing, or nil when neither `fix` nor `--fix` asks for it.
    init?(_ parsed: CommandLineArguments, isFixCommand: Bool, request: AuditRequest) throws {
        let asked = isFixCommand || parsed.isSet("fix")
        guard asked else {
            if parsed.isSet("dry-run") || parsed.isSet("accept-suggestions") {
                throw CommandLineArguments.UsageError(message: "--dry-run and --accept-suggestions go with --fix (or the fix command)")
            }
            return nil
        }
        guard !request.paths.contains(StandardInput.path) else {
            throw CommandLineArguments.UsageError(message: "--fix rewrites files, and standard input is none: name the layout files")
        }
        guard request.writeBaseline == nil else {
            throw CommandLineArguments.UsageError(message: "--write-baseline records the findings as they are: run it without --fix")
        }
        dryRun = parsed.isSet("dry-run")
        acceptsSuggestions = parsed.isSet("accept-suggestions")
    }
}

extension AuditCommand {
    /// Audits, writes the fixes (or prints them as a diff), and, once written, audits again and reports what is left.
    func fix(_ request: AuditRequest, _ fixing: FixRequest, workingDirectory: String) -> ExitStatus {
        var audited: Audited
        do {
            audited = try audit(request, workingDirectory: workingDirectory)
        } catch {
            errors.write(error.diagnostic + "\n")
            return .failure
        }
        if fixing.dryRun {
            let outcome = rewrites(of: audited, fixing, request)
            for rewrite in outcome.rewrites {
                output.write(UnifiedDiff.text(path: request.projectRoot.name(of: rewrite.path), old: rewrite.original, new: rewrite.rewritten))
            }
            for strings in outcome.strings.values.sorted(by: { $0.path < $1.path }) {
                if let bytes = strings.rewritten {
                    output.write(UnifiedDiff.text(path: request.projectRoot.name(of: strings.path), old: strings.original, new: bytes))
                }
            }
            summarize(outcome, fixing, request)
            if !audited.unreadable.isEmpty { return .failure }
            return outcome.rewrites.isEmpty ? .success : .findings
        }
        // A change can make another finding fixable (a view made an element can then be given its trait): the files are
        // fixed again until nothing changes, so that a second run has nothing to do. Three rounds settle every case seen.
        var written = LayoutFixer.Outcome()
        for round in 1...3 {
            let outcome = rewrites(of: audited, fixing, request)
            let rewritten = write(outcome)
            written.rewrites += rewritten
            written.skipped = outcome.skipped
            written.suggestionsLeft = outcome.suggestionsLeft
            written.leftForAPerson = outcome.leftForAPerson
            guard !rewritten.isEmpty, round < 3 else { break }
            do {
                audited = try audit(request, workingDirectory: workingDirectory)
            } catch {
                errors.write(error.diagnostic + "\n")
                return .failure
            }
        }
        summarize(written, fixing, request)
        // What is left, reported as `audit` reports it.
        var rest = request
        rest.fixing = nil
        return run(rest, workingDirectory: workingDirectory)
    }

    /// The rewrites of what `audited` reports (a baseline's findings stay as they are).
    private func rewrites(of audited: Audited, _ fixing: FixRequest, _ request: AuditRequest) -> LayoutFixer.Outcome {
        var findings = audited.result.findings
        if let baseline = request.baseline {
            findings = baseline.matching(findings, projectRoot: request.projectRoot.path).newFindings
        }
        return fixer(audited, acceptsSuggestions: fixing.acceptsSuggestions).fix(findings, files: files(audited, request))
    }

    /// Writes the rewrites and strings.xml files of `outcome`; returns the rewrites written.
    private func write(_ outcome: LayoutFixer.Outcome) -> [LayoutRewrite] {
        var written: [LayoutRewrite] = []
        for rewrite in outcome.rewrites {
            do {
                try AtomicFile.write(to: rewrite.path) { sink in rewrite.rewritten.withUnsafeBytes { sink.write($0) } }
                written.append(rewrite)
            } catch {
                errors.write("a11y-audit: cannot write \(rewrite.path): \(error.reason); it is left as it was\n")
            }
        }
        for strings in outcome.strings.values.sorted(by: { $0.path < $1.path }) {
            guard let bytes = strings.rewritten else { continue }
            do {
                try AtomicFile.write(to: strings.path) { sink in bytes.withUnsafeBytes { sink.write($0) } }
            } catch {
                errors.write("a11y-audit: cannot write \(strings.path): \(error.reason): the layouts that refer to its new texts "
                    + "need them added by hand\n")
            }
        }
        return written
    }

    /// The fixer for what `audited` read. Its proof runs every rule, whichever the run reports: a fix must not make a
    /// problem of any kind.
    private func fixer(_ audited: Audited, acceptsSuggestions: Bool) -> LayoutFixer {
        LayoutFixer(reader: audited.reader, auditor: Auditor(rules: RuleCatalog.all), chains: audited.chains,
                    acceptsSuggestions: acceptsSuggestions)
    }

    /// The files read, by the name reports give them.
    private func files(_ audited: Audited, _ request: AuditRequest) -> [String: String] {
        Dictionary(audited.files.map { (request.projectRoot.name(of: $0), $0) }) { first, _ in first }
    }

    /// `result` with each finding `--fix` would correct by default carrying its correction as text replacements, checked
    /// as `--fix` checks them, for SARIF's `fixes`. Suggested labels are left out: they wait for a person.
    func withTextReplacements(_ result: AuditResult, _ audited: Audited, _ request: AuditRequest) -> AuditResult {
        let correctable = result.findings.filter { $0.fix.correction.map { !$0.isSuggestion } ?? false }
        guard !correctable.isEmpty else { return result }
        let outcome = fixer(audited, acceptsSuggestions: false).fix(correctable, files: files(audited, request))
        var replacements: [String: [TextReplacement]] = [:]
        func key(_ finding: Finding) -> String {
            "\(finding.ruleId)|\(finding.location.line):\(finding.location.column)|\(finding.location.path)"
        }
        for rewrite in outcome.rewrites {
            for finding in rewrite.applied {
                replacements[key(finding)] = rewrite.replacements(for: finding, path: finding.location.path)
            }
        }
        var updated = result
        for index in updated.findings.indices {
            if let found = replacements[key(updated.findings[index])] { updated.findings[index].fix.replacements = found }
        }
        return updated
    }

    /// What was fixed, what was not and why, on standard error (the report, or the diff, is on standard output).
    private func summarize(_ outcome: LayoutFixer.Outcome, _ fixing: FixRequest, _ request: AuditRequest) {
        let verb = fixing.dryRun ? "would fix" : "fixed"
        // A file fixed in two rounds is one file.
        var counts: [String: Int] = [:]
        for rewrite in outcome.rewrites { counts[request.projectRoot.name(of: rewrite.path), default: 0] += rewrite.applied.count }
        let files = counts.keys.sorted().map { "\($0) (\(counts[$0]!))" }
        errors.write("a11y-audit: \(verb) \(Counted.phrase(outcome.fixedCount, "finding")) in \(Counted.phrase(counts.count, "file"))"
            + (files.isEmpty ? "" : ": " + files.joined(separator: ", ")) + "\n")
        if !request.reporting.quiet {
            for rewrite in outcome.rewrites {
                for finding in rewrite.applied {
                    errors.write("  \(finding.location.path):\(finding.location.line):\(finding.location.column): \(finding.ruleId): "
                        + (finding.fix.correction?.summary ?? "") + "\n")
                }
            }
        }
        for skip in outcome.skipped.sorted(by: { Finding.fileOrder($0.finding, $1.finding) }) {
            let finding = skip.finding
            errors.write("a11y-audit: not fixed: \(finding.location.path):\(finding.location.line):\(finding.location.column): "
                + "\(finding.ruleId): \(skip.reason)\n")
        }
        if outcome.suggestionsLeft > 0 {
            errors.write("a11y-audit: \(Counted.phrase(outcome.suggestionsLeft, "finding")) \(outcome.suggestionsLeft == 1 ? "has" : "have") "
                + "a suggested label to confirm: --accept-suggestions writes \(outcome.suggestionsLeft == 1 ? "it" : "them")\n")
        }
        if outcome.leftForAPerson > 0 {
            errors.write("a11y-audit: \(Counted.phrase(outcome.leftForAPerson, "finding")) \(outcome.leftForAPerson == 1 ? "needs" : "need") "
                + "a person: the tool has no change it is sure of\n")
        }
    }
}
