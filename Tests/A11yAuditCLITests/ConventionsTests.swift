import A11yAuditCLI
import Foundation
import ReportFormats
import Testing

/// What SwiftLint's users expect of a command-line linter: options from one table per command, standard input,
/// `--quiet`, colours only on a terminal, `rules ID`.
@Suite struct ConventionsTests {
    static let checkout = PackagePaths.samples + "/InterfaceBuilder/Checkout.storyboard"

    /// Every option a command's help lists is one its parser takes, and each is in its usage line: both come from
    /// the command's table.
    @Test(arguments: ["tree", "transcript", "audit", "merge", "rules"])
    func helpUsageAndParserAgree(command: String) throws {
        let help = CLIRun([command, "--help"]).output
        let usage = help.components(separatedBy: "\n\n")[0]
        let optionLines = help.components(separatedBy: "options:\n").dropFirst().first?.split(separator: "\n") ?? []
        let options = optionLines.compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            return trimmed.hasPrefix("--") ? String(trimmed.prefix { $0 != " " }) : nil
        }
        #expect(!options.isEmpty)
        for option in options {
            #expect(usage.contains("[\(option)"), "\(option) is in the usage line")
            let run = CLIRun([command, option])
            #expect(!run.errors.contains("unknown option"), "\(command) \(option): \(run.errors)")
        }
        let unknown = CLIRun([command, "--no-such-option"])
        #expect(unknown.status == .failure)
        #expect(unknown.errors.hasPrefix("a11y-audit: unknown option --no-such-option (a11y-audit \(command) --help lists the options)\n"
            + "usage: a11y-audit \(command)"))
    }

    @Test(.enabled(if: BinaryRun.binary != nil, "the a11y-audit executable is not built"))
    func aLayoutOnStandardInputIsReportedUnderItsStdinPath() throws {
        let layout = try String(contentsOfFile: Self.checkout, encoding: .utf8)
        let named = try BinaryRun(["audit", "-", "--stdin-path", "App/Checkout.storyboard", "--format", "json"], input: layout)
        #expect(named.status == 1, "errors fail the run: \(named.errors)")
        #expect(named.output.contains("\"path\": \"App/Checkout.storyboard\""))
        let fromFile = CLIRun(["audit", Self.checkout, "--format", "json"]).output
        let relativeCheckout = String(Self.checkout.dropFirst(PackagePaths.root.count + 1))
        #expect(named.output == fromFile.replacingOccurrences(of: relativeCheckout, with: "App/Checkout.storyboard"),
                "the same findings as the file")

        let tree = try BinaryRun(["tree", "-", "-"], input: layout)
        #expect(tree.status == 0)
        #expect(tree.output.hasPrefix("<stdin> (interface-builder, phone)\n"))
        #expect(tree.output.components(separatedBy: "<stdin>").count == 2, "- twice is read once")

        let broken = try BinaryRun(["transcript", "-", "--stdin-path", "Broken.xib"], input: "<document><objects>")
        #expect(broken.status == 2)
        #expect(broken.errors.hasPrefix("Broken.xib:1:19: error: the file ends inside <objects>"), "\(broken.errors)")
    }

    /// SwiftLint's names: `--strict` fails on warnings as `--fail-on warning` does, and `--reporter` is `--format`.
    @Test func strictAndReporterAreSwiftLintsNames() throws {
        let samples = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.samples + "/InterfaceBuilder")
            .map { PackagePaths.samples + "/InterfaceBuilder/" + $0 }
        var warningsAlone = 0
        for sample in samples {
            let strict = CLIRun(["audit", sample, "--strict", "--quiet"])
            #expect(strict.status == CLIRun(["audit", sample, "--fail-on", "warning", "--quiet"]).status, "\(sample)")
            if strict.status == .findings, CLIRun(["audit", sample, "--quiet"]).status == .success { warningsAlone += 1 }
        }
        #expect(warningsAlone > 0, "some sample has warnings and no error, which --strict alone fails")
        #expect(CLIRun(["audit", Self.checkout, "--reporter", "json"]).output == CLIRun(["audit", Self.checkout, "--format", "json"]).output)
        let both = CLIRun(["audit", Self.checkout, "--strict", "--fail-on", "error"])
        #expect(both.status == .failure && both.errors.contains("--strict is --fail-on warning"))
    }

    /// A slip in an option or a rule id is answered with the name it was meant to be, as SwiftLint and git do.
    @Test func aMisspeltOptionOrRuleGetsADidYouMean() {
        #expect(CLIRun(["audit", Self.checkout, "--formt", "json"]).errors.contains("unknown option --formt; did you mean --format?"))
        #expect(CLIRun(["rules", "missing-lable"]).errors.contains("unknown rule 'missing-lable'; did you mean 'missing-label'?"))
        #expect(!CLIRun(["audit", Self.checkout, "--zzz"]).errors.contains("did you mean"), "nothing near enough: no guess")
    }

    @Test func quietLeavesOutTheSummaryLine() {
        #expect(CLIRun(["audit", Self.checkout]).errors.hasSuffix("5 errors, 1 warning\n"))
        let quiet = CLIRun(["audit", Self.checkout, "--quiet"])
        #expect(quiet.errors.isEmpty)
        #expect(quiet.status == .findings)
    }

    /// Colours only where a person reads a terminal, and never with `NO_COLOR` set (no-color.org).
    @Test func colorsOnlyOnATerminalWithoutNoColor() {
        func run(terminal: Bool, environment: [String: String]) -> String {
            let output = TerminalSink(isTerminal: terminal)
            _ = A11yAudit.run(["audit", PackagePaths.samples, "--quiet"], output: output, errors: StringSink(), environment: environment)
            return output.text
        }
        let colored = run(terminal: true, environment: [:])
        #expect(colored.contains("\u{1B}[1;31merror:\u{1B}[0m UIButton 'Close'"))
        #expect(colored.contains("\u{1B}[1;36mnote:\u{1B}[0m VoiceOver says"))
        let plain = run(terminal: false, environment: [:])
        #expect(!plain.contains("\u{1B}"))
        #expect(run(terminal: true, environment: ["NO_COLOR": "1"]) == plain)
        #expect(colored.replacingOccurrences(of: "\u{1B}[1;31m", with: "").replacingOccurrences(of: "\u{1B}[1;35m", with: "")
            .replacingOccurrences(of: "\u{1B}[1;36m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "") == plain)
    }

    @Test func rulesWithAnIdPrintsThatRulesPage() throws {
        let run = CLIRun(["rules", "missing-label"])
        #expect(run.status == .success)
        #expect(run.output == (try String(contentsOfFile: PackagePaths.root + "/docs/rules/missing-label.md", encoding: .utf8)))
        let unknown = CLIRun(["rules", "no-such-rule"])
        #expect(unknown.status == .failure && unknown.errors.hasPrefix("a11y-audit: unknown rule 'no-such-rule'"))
    }
}

/// A sink that says it is (or is not) a terminal.
private final class TerminalSink: OutputSink {
    let isTerminal: Bool
    private let text_ = StringSink()
    var text: String { text_.text }

    init(isTerminal: Bool) {
        self.isTerminal = isTerminal
    }

    func write(_ text: String) { text_.write(text) }
    func write(_ bytes: UnsafeRawBufferPointer) { text_.write(bytes) }
}

/// Directory searches leave out version control, build output and dependencies, unless the configuration
/// says otherwise or the directory is named outright.
@Suite struct SkippedDirectoryTests {
    private func project() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-skip-\(UUID().uuidString)").path
        for directory in ["App", "Pods/Lib", "node_modules/x", ".build/debug", "DerivedData", "Carthage", ".git"] {
            try FileManager.default.createDirectory(atPath: root + "/" + directory, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: PackagePaths.samples + "/InterfaceBuilder/SignIn.storyboard",
                                             toPath: root + "/" + directory + "/SignIn.storyboard")
        }
        return root
    }

    @Test func defaultsSkipDependenciesAndBuildOutput() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(CLIRun(["audit", root]).errors.hasPrefix("1 file,"), "only App/")
        #expect(CLIRun(["audit", root + "/Pods"]).errors.hasPrefix("1 file,"), "a directory named outright is walked")

        let config = root + "/a11y.yml"
        try "skipped_directories: [Pods]\n".write(toFile: config, atomically: true, encoding: .utf8)
        #expect(CLIRun(["audit", root, "--config", config]).errors.hasPrefix("6 files,"), "the configuration replaces the list")
    }
}

/// GitLab's Code Quality widget reads the fields GitLab documents for a Code Quality report: an array of issues,
/// each with a description, check name, fingerprint unique in the report, severity from GitLab's five, and a
/// relative path with the line it begins on.
@Suite struct CodeClimateReportTests {
    @Test func everyIssueHasGitLabsDocumentedFields() throws {
        let run = CLIRun(["audit", PackagePaths.samples, "--format", "codeclimate", "--fail-on", "never"])
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        let json = CLIRun(["audit", PackagePaths.samples, "--format", "json", "--fail-on", "never"]).output
        let findings = try #require((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["findings"] as? [Any])
        #expect(issues.count == findings.count, "one issue per finding")
        var fingerprints: Set<String> = []
        for issue in issues {
            #expect((issue["description"] as? String)?.isEmpty == false)
            #expect((issue["check_name"] as? String)?.isEmpty == false)
            let fingerprint = try #require(issue["fingerprint"] as? String)
            #expect(fingerprints.insert(fingerprint).inserted, "fingerprints are unique: \(fingerprint)")
            #expect(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            let location = try #require(issue["location"] as? [String: Any])
            let path = try #require(location["path"] as? String)
            #expect(!path.hasPrefix("/") && !path.hasPrefix("../") && path.hasPrefix("Samples/"), "relative to the project: \(path)")
            let begin = try #require((location["lines"] as? [String: Any])?["begin"] as? Int)
            #expect(begin >= 1)
        }
    }
}
