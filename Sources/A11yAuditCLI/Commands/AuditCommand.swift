import AuditConfiguration
import BuiltInRules
import ElementModel
import Importers
import ReportFormats
import RuleEngine
import ScreenReaders

/// `a11y-audit audit PATH...`: runs the rules and reports findings. Exit status: 0 when nothing is at or
/// above `--fail-on` (default `error`) or a baseline was written, 1 when something is, 2 when an input could
/// not be read, a report could not be written or the command line or configuration is wrong (readable
/// inputs are still audited and reported).
struct AuditCommand {
    static let spec = CommandSpec(
        name: "audit", operands: "PATH...",
        summary: "Checks the layouts against the rules. Exit status: 0 when nothing is at or above --fail-on, 1 when "
            + "something is, 2 when an input could not be read or a report written, or the command line or "
            + "configuration is wrong. PATH is a file, a directory or - for standard input.",
        options: ReportRequest.options + [
            .value("config", "FILE", default: ".a11y-audit.yml in the working directory or above", "the configuration"),
            .value("baseline", "FILE", "report only findings not in this baseline"),
            .value("write-baseline", "FILE", "write every finding to FILE as the baseline, and exit 0"),
            .value("rule", "ID", repeats: true, "run only these rules, whatever the configuration says (ID,ID or repeated)"),
            .value("shard", "I/N", "audit only the I-th of N shares of the files, balanced by size (merge joins the JSON reports)"),
            .flag("force-exclude", "apply the configuration's included and excluded to files named outright too (SwiftLint's "
                  + "name; for pre-commit, which names every file a commit touches)"),
            .standardInputName,
        ] + fixOptions)

    /// `--fix` and what goes with it.
    static let fixOptions: [CommandSpec.Option] = [
        .flag("fix", "write the fixes that need no words from a person into the layouts (each checked first by reading and "
              + "auditing the file again), then report what is left; docs/fix.md"),
        .flag("accept-suggestions", "with --fix: also write the suggested labels (Android: as strings in res/values/strings.xml)"),
        .flag("dry-run", "with --fix: print the changes as a unified diff on standard output and write nothing (exit status 1 "
              + "when there are changes)"),
    ]

    /// `a11y-audit fix PATH...`: `audit --fix`.
    static let fixSpec = CommandSpec(
        name: "fix", operands: "PATH...",
        summary: "Writes the fixes into the layouts, as audit --fix does, then reports what is left. Only what needs no words "
            + "from a person is written unless --accept-suggestions; --dry-run prints a unified diff instead.",
        options: spec.options.filter { $0.name != "fix" })

    let catalog: ImporterCatalog
    let output: OutputSink
    let errors: OutputSink
    /// The process's environment: `NO_COLOR` turns colours off (no-color.org).
    let environment: [String: String]
    var invocation = Invocation()

    /// `audit` with `arguments`, or `fix` (`spec` is then `fixSpec`).
    func run(_ arguments: [String], spec: CommandSpec = Self.spec) -> ExitStatus {
        let workingDirectory = WorkingDirectory.current()
        guard let request = AuditRequest.checked(usage: spec.usage, errors: errors, {
            let parsed = try CommandLineArguments(arguments, spec: spec)
            var request = try AuditRequest(parsed, workingDirectory: workingDirectory)
            request.fixing = try FixRequest(parsed, isFixCommand: spec.name == Self.fixSpec.name, request: request)
            return request
        }) else { return .failure }
        if let fixing = request.fixing { return fix(request, fixing, workingDirectory: workingDirectory) }
        return run(request, workingDirectory: workingDirectory)
    }

    /// Audits what `request` names and writes its reports; `report` comes here too, with only an HTML file to write.
    func run(_ request: AuditRequest, workingDirectory: String) -> ExitStatus {
        // The findings of a large audit take a while to free: the process's end does it.
        let release = BackgroundRelease()
        let status: ExitStatus
        do {
            status = report(release.keep(try audit(request, workingDirectory: workingDirectory)), request)
        } catch {
            errors.write(error.diagnostic + "\n")
            status = .failure
        }
        release.finish(invocation.end)
        return status
    }

    /// Writes the reports the request asks for; returns the exit status. Files that could not be read are also
    /// said on standard error, as `tree` and `transcript` say them, for whoever reads the CI log rather than a
    /// JSON or SARIF report (the Xcode format's own lines already say the same on standard output).
    func report(_ audited: Audited, _ request: AuditRequest) -> ExitStatus {
        if request.reporting.format.id != "xcode" || !request.reporting.writesMainFormat {
            for failure in audited.unreadable { errors.write(failure.diagnostic + "\n") }
        }
        var result = audited.result
        if let path = request.writeBaseline {
            do {
                try Baseline(findings: result.findings, projectRoot: request.projectRoot.path).write(to: path)
            } catch {
                return ReportRequest.cannotWrite(error, errors)
            }
        }
        if let baseline = request.baseline, let path = request.baselinePath {
            let match = baseline.matching(result.findings, projectRoot: request.projectRoot.path)
            result.findings = match.newFindings
            for line in Self.baselineReport(match, of: baseline, at: path, quiet: request.reporting.quiet) { errors.write(line + "\n") }
        }
        if let html = request.reporting.html {
            let byName = Dictionary(grouping: result.findings, by: \.location.path)
            let builder = HTMLReportBuilder(reader: audited.reader, configurations: audited.chains, locales: html.locales,
                                            projectRoot: request.projectRoot, soundDirectory: html.withSound ? html.path + ".sounds" : nil,
                                            collapsesScreens: result.screens > HTMLReport.openScreensLimit)
            let files: [HTMLReport.File]
            do throws(ScreenAudio.Failure) {
                files = try builder.files(audited.files, unreadable: audited.discoveryErrors + audited.problems.map(ImportError.init),
                                          findings: byName)
            } catch {
                errors.write("a11y-audit: \(error.message)\n")
                return .failure
            }
            do {
                try AtomicFile.write(to: html.path) { HTMLReport.write(files, locales: html.locales.map(\.code), to: $0) }
            } catch {
                return ReportRequest.cannotWrite(error, errors)
            }
        }
        // A shard's JSON carries them too, so that its merge into SARIF is the unsharded run's.
        if request.reporting.writesSARIF || request.shard != nil { result = withTextReplacements(result, audited, request) }
        let status = request.reporting.write(result, output: output, errors: errors, environment: environment)
        // Writing a baseline is how a project adopts the tool: that step succeeds whatever it found.
        return request.writeBaseline != nil && status == .findings ? .success : status
    }

    /// What the run says of its baseline on standard error: how many findings it hid (a summary, left out by --quiet);
    /// and, always, a warning when it hid none (its paths are likely of another project root: every finding would
    /// count as new, as SwiftLint's users know from a baseline run in the wrong directory) or when most of its entries
    /// match nothing any more (as SwiftLint's `superfluous_disable_command` says of a disable that no longer applies).
    static func baselineReport(_ match: Baseline.Match, of baseline: Baseline, at path: String, quiet: Bool) -> [String] {
        let entries = baseline.entries.count
        guard entries > 0 else { return [] }
        var lines: [String] = []
        if !quiet {
            lines.append("a11y-audit: the baseline \(path) hid \(Counted.phrase(match.hidden, "finding")) "
                + "(\(match.hidden) of its \(Counted.phrase(entries, "entry", plural: "entries")) matched)")
        }
        if match.hidden == 0 {
            lines.append("a11y-audit: warning: the baseline \(path) matched none of this run's findings: every finding counts as new. "
                + "Its paths are relative to the project root it was written from (the directory of .a11y-audit.yml, else the "
                + "working directory): run from there, or pass --config")
        } else if entries - match.hidden > entries / 2 {
            lines.append("a11y-audit: warning: \(entries - match.hidden) of the \(entries) entries of the baseline \(path) match no "
                + "finding any more (fixed, or the files moved): write it again with --write-baseline to drop them")
        }
        return lines
    }

    /// The audit of every file the request names, and the files that could not be read, in path order.
    /// What auditing gave: the result, the files that could not be read, and for the HTML report the files read
    /// (as typed), the paths that named nothing and the reader that found them.
    struct Audited {
        var result: AuditResult
        var unreadable: [ImportError]
        var files: [String]
        var discoveryErrors: [ImportError]
        /// Problems in the files the layouts were read with (strings.xml), each once.
        var problems: [DocumentProblem]
        var reader: DocumentReader
        /// The configurations that apply to each file audited.
        var chains: [String: ConfigurationChain]
    }

    func audit(_ request: AuditRequest, workingDirectory: String) throws(ConfigurationError) -> Audited {
        let invocation = self.invocation
        let reader = DocumentReader(catalog: catalog, standardInputName: request.standardInputName,
                                    skippedDirectories: request.configuration?.skippedDirectories ?? InputDiscovery.defaultSkippedDirectories,
                                    invocation: invocation)
        var (files, discoveryErrors, skipped) = reader.discover(request.paths)
        let nested = try NestedConfigurations(root: request.configuration, rootDirectory: request.projectRoot.path, files: files,
                                              workingDirectory: workingDirectory, knownRules: AuditRequest.knownRules)
        let chains = Dictionary(files.map { ($0, nested.chain(for: $0, workingDirectory: workingDirectory)) }) { first, _ in first }
        // Include and exclude globs choose among the files found in directories, never a file named outright (unless
        // --force-exclude: a pre-commit hook names every file a commit touches, excluded or not).
        if let configurationPath = request.configurationPath ?? nested.all.first.map({ $0.directory + "/" + ConfigurationLoader.fileName }) {
            let namedOutright = Set(request.paths)
            let found = files.count
            let allNamedOutright = files.allSatisfy(namedOutright.contains)
            files = files.filter { !request.forceExclude && namedOutright.contains($0) || chains[$0]!.audits($0, workingDirectory: workingDirectory) }
            // An audit that checks nothing must not pass: a glob that matches nothing is a mistake to report. A commit
            // that touches only excluded files is no mistake.
            if files.isEmpty, found > 0, request.forceExclude, allNamedOutright {
                errors.write("a11y-audit: every file named is excluded by \(configurationPath) (--force-exclude): nothing to audit\n")
            } else if files.isEmpty, found > 0 {
                throw ConfigurationError(path: configurationPath, line: 1, column: 1,
                    message: "included and excluded leave none of the \(found) layout files found: nothing would be audited")
            }
        }
        // Rules a nested configuration turns on run too; each file keeps the findings of the rules its chain runs.
        let chosen = Set(request.rules.map(\.description.id))
        let rules = request.rulesChosenOnCommandLine || nested.isEmpty ? request.rules
            : RuleCatalog.all.filter { rule in chosen.contains(rule.description.id) || chains.values.contains { $0.runs(rule.description.id) } }
        var result = AuditResult(rules: rules.map(\.description))
        if let shard = request.shard {
            result.shard = ShardPosition(index: shard.index, count: shard.count)
            files = shard.files(files)
            // Paths that name nothing, and files skipped as no layout, are every shard's: the first reports them, once.
            if shard.index > 1 {
                discoveryErrors = []
                skipped = 0
            }
            if files.isEmpty, discoveryErrors.isEmpty, !request.reporting.quiet {
                errors.write("a11y-audit: shard \(shard.index)/\(shard.count) has no file to audit (there are fewer files than shards)\n")
            }
        }
        result.skippedFiles = skipped
        for error in discoveryErrors { result.add(FileAudit(failure: error)) }
        result.paths += discoveryErrors.map(\.path)
        // Files are independent: they are read and audited on every core, each into its own slot, and merged
        // in path order, so the report is the same whatever the thread count.
        let auditor = Auditor(rules: rules)
        let lastIndex = files.count - 1
        let progress = ProgressLine(total: files.count, sink: errors, enabled: !request.reporting.quiet && errors.isTerminal)
        defer { progress.finish() }
        var audits = ParallelMap.map(Array(files.enumerated())) { index, file -> FileAudit in
            defer { progress.fileDone() }
            // Freeing a large document's elements takes a while: another thread does it while this one goes
            // on to the next file or to the report, and the process's end frees the last file's.
            let release = BackgroundRelease()
            let audit = Self.audit(file, reader: reader, auditor: auditor, configuration: chains[file], keepingIn: release)
            if index == lastIndex { release.finish(invocation.end) } else { release.release() }
            return audit
        }
        result.paths += files
        var problems: [DocumentProblem] = []
        var failures: [ImportError] = []
        for audit in audits {
            result.add(audit)
            problems += audit.problems
            if let failure = audit.failure { failures.append(failure) }
        }
        // The files' own references to their findings go now: naming the findings below changes each one, which would
        // copy every finding (a few hundred bytes each, half a million on a million-element screen) while they last.
        audits = []
        // The strings.xml files layouts were read with, whose problems every layout beside them met: each once.
        var seen: Set<DocumentProblem> = []
        problems = problems.filter { seen.insert($0).inserted }
        result.add(problems)
        // What a layout acknowledges with tools:ignore is counted, not reported, as Android Lint does.
        result.setAsideAcknowledged()
        // Unreadable files are found by the importers, whatever rules run: drop the findings of a rule that was
        // switched off (the exit status still says the run was incomplete).
        let running = Set(rules.map(\.description.id))
        result.findings.removeAll { !running.contains($0.ruleId) }
        if request.configuration != nil || !nested.isEmpty {
            // Files that could not be read, and the strings.xml files layouts were read with, have their folder's chain too.
            result.findings = Dictionary(grouping: result.findings, by: \.location.path).flatMap { path, findings in
                (chains[path] ?? nested.chain(for: path, workingDirectory: workingDirectory)).applying(to: findings, workingDirectory: workingDirectory,
                                                   choosingRules: !request.rulesChosenOnCommandLine)
            }
        }
        result.name(relativeTo: request.projectRoot, standardInputName: request.standardInputName)
        // Files in name order, not as given: a merge of shards cannot know the order they were given in.
        result.paths.sort()
        result.findings.sort(by: Finding.fileOrder)
        return Audited(result: result, unreadable: discoveryErrors + failures + problems.map(ImportError.init),
                       files: files, discoveryErrors: discoveryErrors, problems: problems, reader: reader, chains: chains)
    }

    /// One file's audit. Each scene is checked as soon as it is built, while the parser reads on; the few
    /// that the end of the file changes are checked again, so the findings are those of checking the
    /// finished document. The documents are left in `release`, to be freed once the audit is done.
    private static func audit(_ file: String, reader: DocumentReader, auditor: Auditor, configuration: ConfigurationChain?,
                              keepingIn release: BackgroundRelease) -> FileAudit {
        let early = EarlyFindings(auditor: auditor, configuration: configuration)
        switch release.keep(reader.read(file, streamingTo: early.take)) {
        case .success(let streamed):
            let document = configuration.map { release.keep($0.applyingRoles(to: streamed.document)) } ?? streamed.document
            return FileAudit(document: document, auditor: auditor, known: early.findings.filter { streamed.unchanged.contains($0.key) })
        case .failure(let error):
            return FileAudit(failure: error)
        }
    }
}

/// The findings of screens checked while their file was still being read, by screen index (see `ScreenWork`).
private final class EarlyFindings: ScreenWork, @unchecked Sendable {
    private(set) var findings: [Int: [Finding]] = [:]
    private let auditor: Auditor
    private let configuration: ConfigurationChain?

    init(auditor: Auditor, configuration: ConfigurationChain?) {
        self.auditor = auditor
        self.configuration = configuration
    }

    func take(_ index: Int, _ screen: Screen, _ document: LayoutDocument) {
        findings[index] = auditor.findings(for: configuration?.applyingRoles(to: screen) ?? screen, in: document)
    }
}

/// What auditing one file gave.
private struct FileAudit: Sendable {
    var findings: [Finding]
    var screens = 0
    var elements = 0
    /// Why the file could not be read, when it could not.
    var failure: ImportError?
    /// Problems in the files it was read with (its strings.xml).
    var problems: [DocumentProblem] = []

    init(document: LayoutDocument, auditor: Auditor, known: [Int: [Finding]]) {
        findings = auditor.audit(document, known: known)
        problems = document.problems
        screens = document.screens.count
        elements = document.screens.reduce(0) { $0 + $1.root.subtreeCount }
    }

    init(failure error: ImportError) {
        if error.isUnsupportedFormat {
            // Well-formed XML of another kind: nothing in it to audit, and nothing broken either.
            findings = [UnsupportedFormatRule().finding(path: error.path, message: error.message)]
            return
        }
        findings = [InvalidInputRule().finding(path: error.path, line: error.line, column: error.column, message: error.message,
                                               namesNoLayout: error.namesNoLayout)]
        failure = error
    }
}

private extension AuditResult {
    /// Names every file relative to `root` (see `ProjectRoot`), however it was typed; standard input (`-`) by
    /// the name it was given.
    mutating func name(relativeTo root: ProjectRoot, standardInputName: String) {
        // `<stdin>` is no file; a name given with --stdin-path is one, and is named like the others.
        let standardInput = standardInputName == StandardInput.defaultName ? standardInputName : root.name(of: standardInputName)
        var names = [StandardInput.path: standardInput, standardInputName: standardInput]
        for path in paths where names[path] == nil { names[path] = root.name(of: path) }
        paths = paths.map { names[$0]! }
        for index in findings.indices {
            let path = findings[index].location.path
            if let name = names[path] {
                findings[index].location.path = name
            } else {
                let name = root.name(of: path)
                names[path] = name
                findings[index].location.path = name
            }
        }
    }

    /// A strings.xml that cannot be read whole (malformed, or with an alias that never reaches a text) leaves the run
    /// incomplete, as an unreadable layout does: an `invalid-input` finding at each problem's line, and the file counted.
    mutating func add(_ problems: [DocumentProblem]) {
        findings += problems.map(InvalidInputRule().finding(for:))
        unreadableFiles += Set(problems.map(\.location.path)).count
    }

    mutating func add(_ audit: FileAudit) {
        findings += audit.findings
        screens += audit.screens
        elements += audit.elements
        if audit.failure != nil { unreadableFiles += 1 }
    }
}

/// The audit command line, checked, with its configuration and baseline read.
struct AuditRequest {
    /// The request `make` builds, or nil once its usage or configuration error has been said on `errors`.
    static func checked(usage: String, errors: OutputSink, _ make: () throws -> AuditRequest) -> AuditRequest? {
        do {
            return try make()
        } catch let error as CommandLineArguments.UsageError {
            _ = error.report(usage: usage, to: errors)
        } catch let error as ConfigurationError {
            errors.write(error.diagnostic + "\n")
        } catch {
            errors.write("a11y-audit: \(error)\n")
        }
        return nil
    }

    var paths: [String]
    /// `--force-exclude`: the configuration's globs apply to files named outright too.
    var forceExclude = false
    var reporting: ReportRequest
    var rules: [any Rule]
    /// `--rule` chose the rules, whatever the configurations say.
    var rulesChosenOnCommandLine = false
    var configuration: AuditConfiguration?
    var configurationPath: String?
    /// The configuration's directory, else the working directory: what paths in reports are relative to.
    var projectRoot: ProjectRoot
    var baseline: Baseline?
    /// Where `baseline` was read from, for what the run says of it.
    var baselinePath: String?
    var writeBaseline: String?
    var shard: Shard?
    var standardInputName: String
    /// `--fix` and its options, when given.
    var fixing: FixRequest?

    static let knownRules = Set(RuleCatalog.all.map(\.description.id))

    /// From `audit`'s command line, or `report`'s, whose options are a part of `audit`'s.
    init(_ parsed: CommandLineArguments, workingDirectory: String) throws {
        paths = parsed.positional
        guard !paths.isEmpty else { throw CommandLineArguments.UsageError(message: "no PATH given") }

        let known = Self.knownRules
        let configPath = parsed.value("config").map { $0.hasPrefix("/") ? $0 : workingDirectory + "/" + $0 }
            ?? ConfigurationLoader.find(from: workingDirectory)
        configuration = try configPath.map { try ConfigurationLoader.load(path: $0, knownRules: known) }
        configurationPath = configPath
        projectRoot = ProjectRoot(directory: configPath.map(ProjectRoot.directory(ofFile:)) ?? workingDirectory,
                                  workingDirectory: workingDirectory)
        reporting = try ReportRequest(parsed, projectRoot: projectRoot)
        rules = configuration?.selecting(RuleCatalog.all) ?? RuleCatalog.all
        rulesChosenOnCommandLine = parsed.isSet("rule")
        if let configuration, let configPath {
            // A configuration that leaves no rule, or names one both to run and not to, would pass silently.
            if let only = configuration.onlyRules, !only.isDisjoint(with: configuration.disabledRules) {
                let both = only.intersection(configuration.disabledRules).sorted().joined(separator: ", ")
                throw ConfigurationError(path: configPath, line: 1, column: 1,
                                         message: "\(both) is both in only_rules and in disabled_rules")
            }
            if !rules.contains(where: { !($0 is InvalidInputRule) && !($0 is UnsupportedFormatRule) }) {
                throw ConfigurationError(path: configPath, line: 1, column: 1,
                                         message: "only_rules and disabled_rules leave no rule to run: nothing would be checked")
            }
        }
        // `--rule a,b` and `--rule a --rule b` alike.
        if parsed.isSet("rule") {
            let wanted = parsed.values("rule").flatMap { $0.split(separator: ",").map(String.init) }
            // --rule picks rules whatever the configuration says, as SwiftLint's --only-rule does.
            if let unknown = wanted.first(where: { !known.contains($0) }) {
                throw CommandLineArguments.UsageError(message: "unknown rule '\(unknown)' (a11y-audit rules lists them)")
            }
            rules = RuleCatalog.all.filter { wanted.contains($0.description.id) || $0 is InvalidInputRule || $0 is UnsupportedFormatRule }
        }
        baselinePath = parsed.value("baseline")
        baseline = try baselinePath.map { try Baseline.load(path: $0) }
        writeBaseline = parsed.value("write-baseline")
        if let text = parsed.value("shard") {
            guard let shard = Shard(text) else {
                throw CommandLineArguments.UsageError(message: "--shard takes I/N with 1 ≤ I ≤ N, not '\(text)'")
            }
            // Each shard would write its own part over the others'.
            guard writeBaseline == nil else {
                throw CommandLineArguments.UsageError(message: "--write-baseline needs the whole audit: write it without --shard")
            }
            self.shard = shard
        }
        standardInputName = parsed.standardInputName
        forceExclude = parsed.isSet("force-exclude")
    }
}
