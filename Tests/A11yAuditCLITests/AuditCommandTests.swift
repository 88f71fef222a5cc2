import A11yAuditCLI
import BuiltInRules
import ElementModel
import Foundation
import Testing

@Suite struct AuditCommandTests {
    static let checkout = PackagePaths.samples + "/InterfaceBuilder/Checkout.storyboard"
    static let signIn = PackagePaths.samples + "/InterfaceBuilder/SignIn.storyboard"

    @Test func defaultOutputIsXcodeDiagnosticsWithWhatVoiceOverSays() {
        let run = CLIRun(["audit", Self.checkout])
        #expect(run.status == .findings, "errors fail the run by default")
        #expect(run.output.contains("""
            \(Self.checkout):15:29: error: UIButton 'Close' is announced as "icon_close", the name of its image, not words a person would say. (label-is-file-name)
            """))
        #expect(!run.output.contains("\(Self.checkout):15:29: note:"), "behind the modal alert, VoiceOver says nothing")
        let gallery = PackagePaths.samples + "/InterfaceBuilder/AllControls.xib"
        #expect(CLIRun(["audit", gallery, "--fail-on", "never"]).output.contains(
            "\(gallery):46:17: note: VoiceOver says: \"Nickname. Text Field.\""))
    }

    @Test func cleanLayoutExitsZero() {
        let run = CLIRun(["audit", Self.signIn])
        #expect(run.status == .success && run.output.isEmpty)
        #expect(run.errors == "1 file, 4 screens, 33 elements: 0 errors, 0 warnings\n", "\(run.errors)")
    }

    /// One of a thing is said in the singular in every report that counts ("1 file, 1 screen … 1 error"), never "1 files".
    @Test(.enabled(if: BinaryRun.binary != nil, "the a11y-audit executable is not built"))
    func countsOfOneAreSingular() throws {
        let layout = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews><switch opaque="NO" on="YES" id="s1"><rect key="frame" x="16" y="100" width="51" height="31"/></switch></subviews>
                    </view>
                </objects>
            </document>
            """
        let markdown = try BinaryRun(["audit", "-", "--stdin-path", "One.xib", "--format", "markdown"], input: layout)
        #expect(markdown.output.contains("\n1 file, 1 screen, 2 elements: 1 error, 0 warnings, 0 infos.\n"), "\(markdown.output)")
        let text = try BinaryRun(["audit", "-", "--stdin-path", "One.xib"], input: layout)
        #expect(text.errors.hasSuffix("1 file, 1 screen, 2 elements: 1 error, 0 warnings\n"), "\(text.errors)")
    }

    /// Every audit ends with a line of counts on standard error in the formats read in a log; a machine format
    /// gets it only on a terminal (standard error here is a buffer), so a program reading it is not disturbed.
    @Test func theRunEndsWithASummaryLineInTheTextFormats() throws {
        let all = CLIRun(["audit", PackagePaths.samples, "--fail-on", "never"])
        let json = CLIRun(["audit", PackagePaths.samples, "--fail-on", "never", "--format", "json"])
        let summary = try #require(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])["summary"] as? [String: Int]
        let expected = "\(summary?["files"] ?? 0) files, \(summary?["screens"] ?? 0) screens, \(summary?["elements"] ?? 0) elements: "
            + "\(summary?["errors"] ?? 0) errors, \(summary?["warnings"] ?? 0) warnings, \(summary?["infos"] ?? 0) infos"
            // The strings.xml and styles.xml beside the Android layouts, and the finding a layout's tools:ignore acknowledges.
            + "; \(summary?["skippedFiles"] ?? 0) XML files skipped (no view hierarchy); \(summary?["acknowledged"] ?? 0) finding acknowledged by tools:ignore\n"
        #expect(summary?["skippedFiles"] == 5 && summary?["acknowledged"] == 1)
        #expect(all.errors == expected)
        #expect(CLIRun(["audit", PackagePaths.samples, "--fail-on", "never", "--format", "github"]).errors == expected)
        #expect(json.errors.isEmpty)

        // Counts of a thousand and more are grouped by threes.
        let labels = (0..<1_200).map { #"<label id="l\#($0)" text="Row \#($0)"><rect key="frame" x="0" y="\#($0 * 20)" width="100" height="20"/></label>"# }
        let big = try PackagePaths.temporaryFile(named: "Big.xib", contents: """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <view id="root"><rect key="frame" x="0" y="0" width="375" height="24000"/><subviews>\(labels.joined())</subviews></view>
            </objects></document>
            """)
        defer { PackagePaths.removeTemporaryFile(big) }
        #expect(CLIRun(["audit", big]).errors == "1 file, 1 screen, 1,201 elements: 0 errors, 0 warnings\n")
    }

    @Test(arguments: [
        ("error", A11yAuditCLI.ExitStatus.findings), ("warning", .findings), ("info", .findings), ("never", .success),
    ])
    func failOnThreshold(threshold: String, expected: A11yAuditCLI.ExitStatus) {
        #expect(CLIRun(["audit", Self.checkout, "--fail-on", threshold]).status == expected)
    }

    @Test func warningsAloneFailOnlyAtWarning() {
        let run = CLIRun(["audit", Self.checkout, "--rule", "missing-hint"])
        #expect(run.status == .success, "a warning does not fail at the default threshold")
        #expect(CLIRun(["audit", Self.checkout, "--rule", "missing-hint", "--fail-on", "warning"]).status == .findings)
    }

    @Test func ruleFilterRunsOnlyThoseRules() {
        let run = CLIRun(["audit", Self.checkout, "--rule", "missing-traits"])
        let rules = Set(run.output.split(separator: "\n").filter { !$0.contains(": note: ") }.compactMap { line in
            line.split(separator: "(").last.map { String($0.dropLast()) }
        })
        #expect(rules == ["missing-traits"])
        let unknown = CLIRun(["audit", Self.checkout, "--rule", "no-such-rule"])
        #expect(unknown.status == .failure && unknown.errors.contains("unknown rule 'no-such-rule'"))
    }

    @Test func unreadableInputIsAFindingAndExitsTwoWhileTheRestIsAudited() throws {
        let bad = try PackagePaths.temporaryFile(named: "Broken.xib", contents: "<document>\n<objects>\n</document>\n")
        defer { PackagePaths.removeTemporaryFile(bad) }
        let run = CLIRun(["audit", bad, Self.checkout, "--format", "json"])
        #expect(run.status == .failure)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["ruleId"] as? String == "invalid-input" && $0["path"] as? String == bad && $0["line"] as? Int == 3 })
        #expect(findings.contains { $0["ruleId"] as? String == "missing-label" }, "the readable file is still audited")
        let ignoring = try PackagePaths.temporaryFile(named: "ignore.yml", contents: "disabled_rules: [invalid-input]\n")
        defer { PackagePaths.removeTemporaryFile(ignoring) }
        let hidden = CLIRun(["audit", bad, "--config", ignoring])
        #expect(hidden.status == .failure, "hiding the finding never hides the failure")
        #expect(!hidden.output.contains("invalid-input"))
    }

    @Test func jsonFollowsTheContract() throws {
        let run = CLIRun(["audit", Self.checkout, "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        let keys: Set = ["ruleId", "severity", "message", "fix", "path", "line", "column", "elementId", "screen", "spoken"]
        #expect(findings.allSatisfy { keys.isSubset(of: Set($0.keys)) })
        let close = try #require(findings.first { $0["ruleId"] as? String == "label-is-file-name" })
        #expect(close["elementId"] as? String == "chk-bt-001")
        #expect(close["screen"] as? String == "Checkout")
        #expect(close["spoken"] is NSNull, "the payment-failed alert is modal: VoiceOver does not reach the button")
        #expect(close["suggestedLabel"] as? String == "Close")
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary["files"] == 1 && summary["screens"] == 1)
        #expect(summary["errors"] == findings.filter { $0["severity"] as? String == "error" }.count)
        // Keys may be added, none renamed or dropped.
        #expect(Set(summary.keys).isSuperset(of: ["files", "screens", "elements", "errors", "warnings", "infos"]))
        #expect(summary["unreadableFiles"] == 0)
        #expect(json["files"] as? [String] == ["Samples/InterfaceBuilder/Checkout.storyboard"])
        #expect((json["rules"] as? [String])?.contains("missing-label") == true)
    }

    @Test func reportsAreWrittenBesideTheMainOutput() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reports-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = CLIRun(["audit", Self.checkout, "--report", "sarif:\(directory)/a.sarif", "--report", "junit:\(directory)/a.xml"])
        #expect(run.status == .findings)
        #expect(run.output.contains("(label-is-file-name)"))
        let sarif = try String(contentsOfFile: directory + "/a.sarif", encoding: .utf8)
        #expect(sarif.contains("\"version\": \"2.1.0\""))
        let junit = try String(contentsOfFile: directory + "/a.xml", encoding: .utf8)
        #expect(junit.contains("<testsuites name=\"a11y-audit\" tests=\"1\" failures=\"1\">"))
        let bad = CLIRun(["audit", Self.checkout, "--report", "pdf:out.pdf"])
        #expect(bad.status == .failure && bad.errors.contains("--report takes FORMAT:FILE"))
    }

    /// JUnit fails a file's test case exactly where `--fail-on` fails the run: a warning fails it with
    /// `--fail-on warning` and is listed as output with `--fail-on error`; with `never` nothing fails.
    @Test func junitFailsWhereTheExitStatusDoes() {
        let keyboard = PackagePaths.samples + "/InterfaceBuilder/Keyboard.storyboard"
        let warning = CLIRun(["audit", keyboard, "--format", "junit", "--fail-on", "warning"])
        #expect(warning.status == .findings)
        #expect(warning.output.contains("failures=\"1\"") && warning.output.contains("<failure message=\"1 accessibility finding\">"))
        let error = CLIRun(["audit", keyboard, "--format", "junit", "--fail-on", "error"])
        #expect(error.status == .success)
        #expect(error.output.contains("failures=\"0\"") && !error.output.contains("<failure"))
        #expect(error.output.contains("<system-out>36:29 warning:"))
        let never = CLIRun(["audit", PackagePaths.samples, "--format", "junit", "--fail-on", "never"])
        #expect(never.status == .success && never.output.contains("failures=\"0\"") && !never.output.contains("<failure"))
    }

    /// A file that cannot be read is said on standard error in every format, as `tree` and `transcript` say it,
    /// except Xcode's, whose own line on standard output is the same one; the report still carries it.
    @Test func unreadableFilesAreSaidOnStandardError() throws {
        let broken = try PackagePaths.temporaryFile(named: "Broken.xib", contents: "<document><objects><view id=\"a\">")
        defer { try? FileManager.default.removeItem(atPath: (broken as NSString).deletingLastPathComponent) }
        for format in ["json", "sarif", "junit", "checkstyle", "markdown", "github", "xcode"] {
            let run = CLIRun(["audit", broken, "--format", format])
            #expect(run.status == .failure)
            let said = run.errors.contains("\(broken):1:32: error: the file ends inside <view>")
            #expect(said == (format != "xcode"), "\(format): \(run.errors)")
            #expect(run.output.contains("invalid-input"), "\(format)")
        }
    }

    /// `--rule a,b` picks the same rules as `--rule a --rule b`; `--report FORMAT:-` writes to standard output,
    /// after the main format, and creates no file named `-`.
    @Test func ruleListsAndReportsToStandardOutput() {
        let listed = CLIRun(["audit", Self.checkout, "--format", "json", "--rule", "missing-label,missing-traits"])
        let repeated = CLIRun(["audit", Self.checkout, "--format", "json", "--rule", "missing-label", "--rule", "missing-traits"])
        #expect(listed.output == repeated.output && listed.output.contains("\"missing-traits\""))
        #expect(!listed.output.contains("\"label-is-file-name\""))
        #expect(CLIRun(["audit", Self.checkout, "--rule", "missing-label,no-such-rule"]).errors.contains("unknown rule 'no-such-rule'"))

        let both = CLIRun(["audit", Self.checkout, "--format", "xcode", "--report", "json:-"])
        let xcode = CLIRun(["audit", Self.checkout, "--format", "xcode"]).output
        let json = CLIRun(["audit", Self.checkout, "--format", "json"]).output
        #expect(both.output == xcode + json)
        #expect(!FileManager.default.fileExists(atPath: "-"))
    }

    /// A report or baseline that cannot be written says why, in the system's words, and the run exits 2.
    @Test func writeErrorsNameTheSystemReason() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString)").path
        for option in ["--report", "--write-baseline"] {
            let target = missing + "/out.json"
            let run = CLIRun(["audit", Self.checkout, option, option == "--report" ? "json:" + target : target])
            #expect(run.status == .failure)
            #expect(run.errors.contains("a11y-audit: cannot write \(target): No such file or directory"), "\(run.errors)")
            #expect(!FileManager.default.fileExists(atPath: missing))
        }
    }

    @Test func sarifValidatesAgainstTheOfficialSchema() throws {
        try SARIFSchema.validate(CLIRun(["audit", PackagePaths.samples, "--format", "sarif"]).output)
    }

    /// The fix's code reaches SARIF (a result's properties, under the JSON report's keys) and Markdown (folded under
    /// each file's table, one fenced block per way to write it), finding for finding as the JSON report has it.
    @Test func sarifAndMarkdownCarryTheFixesCode() throws {
        let json = try #require(JSONSerialization.jsonObject(with: Data(CLIRun(["audit", Self.checkout, "--format", "json"]).output.utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        let sarif = try #require(JSONSerialization.jsonObject(with: Data(CLIRun(["audit", Self.checkout, "--format", "sarif"]).output.utf8)) as? [String: Any])
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(results.count == findings.count && !findings.isEmpty)
        let keys = ["fix", "fixInterfaceBuilder", "fixSwift", "fixSwiftUI", "fixAndroidView", "fixCompose", "fixAndroidLayout", "suggestedLabel"]
        for (finding, result) in zip(findings, results) {
            let properties = result["properties"] as? [String: String] ?? [:]
            for key in keys { #expect(properties[key] == finding[key] as? String, "\(key) of \(finding["ruleId"] ?? "")") }
        }
        let markdown = CLIRun(["audit", Self.checkout, "--format", "markdown"]).output
        let close = try #require(findings.first { $0["ruleId"] as? String == "label-is-file-name" })
        let snippet = try #require(close["fixInterfaceBuilder"] as? String)
        #expect(markdown.contains("<details><summary>The fixes' code ("))
        #expect(markdown.contains("**15:29** `label-is-file-name`: "))
        #expect(markdown.contains("Interface Builder:\n\n```xml\n" + snippet + "\n```\n"), "\(markdown)")
    }

    @Test func githubAnnotationsAreEscaped() {
        let run = CLIRun(["audit", Self.checkout, "--format", "github", "--rule", "label-is-file-name"])
        let line = run.output.split(separator: "\n").first.map(String.init) ?? ""
        #expect(line.hasPrefix("::error file="))
        #expect(line.contains(",line=15,col=29,title=label-is-file-name::UIButton 'Close' is announced as"))
    }

    @Test func rulesCommandListsEveryRule() throws {
        let text = CLIRun(["rules"])
        #expect(text.status == .success)
        // A header, one line per rule, what the --fix column means, then one line per input format saying which rules run on it.
        let lines = text.output.split(separator: "\n")
        #expect(lines.count == 1 + RuleCatalog.all.count + 1 + InputFormat.all.count)
        #expect(lines.first?.hasPrefix("rule ") == true && lines.first?.contains("--fix") == true)
        for rule in RuleCatalog.all.map(\.description) {
            let line = lines.first { $0.hasPrefix(rule.id + " ") }
            #expect(line?.contains("  " + rule.correctability.word + " ") == true, "\(rule.id)'s --fix column")
        }
        let json = CLIRun(["rules", "--format", "json"])
        let parsed = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let rules = parsed?["rules"] as? [[String: Any]]
        #expect(rules?.count == RuleCatalog.all.count)
        #expect(rules?.first { $0["id"] as? String == "label-ends-with-period" }?["correctable"] as? String == "yes")
    }
}

/// `--config`, `--baseline` and `--write-baseline`, end to end.
@Suite struct AuditConfigurationCommandTests {
    static let checkout = PackagePaths.samples + "/InterfaceBuilder/Checkout.storyboard"

    private func rules(_ output: String) -> [String] {
        output.split(separator: "\n").filter { !$0.contains(": note: ") }.compactMap { line in
            line.split(separator: "(").last.map { String($0.dropLast()) }
        }
    }

    /// A `.a11y-audit.yml` in a subfolder applies to the files below it on top of the project's, as SwiftLint's
    /// nested configurations do: more rules off, its own severities, ignores, roles and excluded files; the files
    /// beside it and above keep the project's configuration.
    @Test func nestedConfigurationsApplyToTheirFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nested-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let layout = try String(contentsOfFile: Self.checkout, encoding: .utf8)
        for folder in ["", "/Legacy", "/Legacy/Deeper"] {
            try FileManager.default.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
            try layout.write(toFile: root + folder + "/Checkout.storyboard", atomically: true, encoding: .utf8)
        }
        try layout.write(toFile: root + "/Legacy/Skipped.storyboard", atomically: true, encoding: .utf8)
        try "disabled_rules: [missing-hint]\n".write(toFile: root + "/.a11y-audit.yml", atomically: true, encoding: .utf8)
        try """
            disabled_rules: [label-is-file-name]
            severity: {missing-label: warning}
            excluded: [Skipped.storyboard]
            ignore:
              - {rule: missing-traits, path: "Deeper/**"}
            roles: {RatingView: adjustable}
            """.write(toFile: root + "/Legacy/.a11y-audit.yml", atomically: true, encoding: .utf8)
        let run = CLIRun(["audit", root, "--config", root + "/.a11y-audit.yml", "--format", "json", "--fail-on", "never"])
        #expect(run.status == .success, "\(run.errors)")
        let json = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        func found(in file: String) -> [String] {
            findings.filter { $0["path"] as? String == file }.map { "\($0["ruleId"] ?? "") \($0["severity"] ?? "")" }.sorted()
        }
        let top = found(in: "Checkout.storyboard"), legacy = found(in: "Legacy/Checkout.storyboard")
        let deeper = found(in: "Legacy/Deeper/Checkout.storyboard")
        #expect(top.contains("label-is-file-name error") && top.contains("missing-label error") && !top.contains { $0.hasPrefix("missing-hint") })
        #expect(top.filter { $0.hasPrefix("missing-traits") }.count == 2, "the RatingView and the QuantityPicker: \(top)")
        #expect(!legacy.contains { $0.hasPrefix("label-is-file-name") || $0.hasPrefix("missing-hint") })
        #expect(legacy.contains("missing-label warning") && !legacy.contains("missing-label error"))
        #expect(legacy.filter { $0.hasPrefix("missing-traits") }.count == 1, "the RatingView has its role: \(legacy)")
        #expect(!deeper.contains { $0.hasPrefix("missing-traits") } && deeper.contains("missing-label warning"), "\(deeper)")
        #expect((json["files"] as? [String])?.contains("Legacy/Skipped.storyboard") == false, "\(json["files"] ?? "")")
        #expect(found(in: "Legacy/Skipped.storyboard").isEmpty)
    }

    @Test func configurationDisablesIgnoresRetunesAndDeclaresRoles() throws {
        let config = try PackagePaths.temporaryFile(named: "a11y.yml", contents: """
            disabled_rules: [missing-hint]
            severity: {label-is-file-name: warning}
            ignore:
              - {rule: missing-label, id: chk-qt-001}
            roles: {RatingView: adjustable}
            """)
        defer { PackagePaths.removeTemporaryFile(config) }
        let run = CLIRun(["audit", Self.checkout, "--config", config])
        let found = rules(run.output)
        #expect(!found.contains("missing-hint"))
        #expect(!found.contains("missing-label"), "ignored by object id")
        #expect(found.contains("adjustable-missing-value"), "RatingView is adjustable by configuration")
        #expect(run.output.contains("15:29: warning: UIButton 'Close'"), "severity lowered to warning")
    }

    /// Never a silent pass: a configuration that leaves no rule to run, names a rule both to run and not to, or
    /// whose globs leave no file to audit is an error (exit 2) that names the file and says why.
    @Test(arguments: [
        ("only_rules: []\n", "only_rules and disabled_rules leave no rule to run"),
        ("only_rules: [missing-label, missing-hint]\ndisabled_rules: [missing-hint]\n", "missing-hint is both in only_rules and in disabled_rules"),
        ("included: [Nothing/**]\n", "included and excluded leave none of the 28 layout files found"),
    ])
    func aConfigurationThatChecksNothingExitsTwo(configuration: String, reason: String) throws {
        let config = try PackagePaths.temporaryFile(named: "a11y.yml", contents: configuration)
        defer { PackagePaths.removeTemporaryFile(config) }
        let run = CLIRun(["audit", PackagePaths.samples, "--config", config])
        #expect(run.status == .failure)
        #expect(run.errors.contains("\(config):1:1: error: \(reason)"), "\(run.errors)")
        #expect(run.output.isEmpty)
    }

    @Test func badConfigurationExitsTwoNamingTheKey() throws {
        let config = try PackagePaths.temporaryFile(named: "bad.yml", contents: "severity:\n  missing-hint: error\nreporter: json\n")
        defer { PackagePaths.removeTemporaryFile(config) }
        let run = CLIRun(["audit", Self.checkout, "--config", config])
        #expect(run.status == .failure && run.output.isEmpty)
        #expect(run.errors.hasPrefix("\(config):3:1: error: unknown key 'reporter'"))
    }

    @Test func baselineHidesKnownFindingsOnly() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let baseline = directory + "/baseline.json"
        let first = CLIRun(["audit", Self.checkout, "--write-baseline", baseline])
        #expect(first.status == .success, "writing the baseline is the adoption step: it exits 0")
        #expect(first.output.contains("(label-is-file-name)"), "and it still reports")
        let text = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(text.contains("\"ruleId\": \"label-is-file-name\""))

        let adopted = CLIRun(["audit", Self.checkout, "--baseline", baseline])
        #expect(adopted.status == .success && adopted.output.isEmpty)
        #expect(adopted.errors.contains("the baseline \(baseline) hid 6 findings (6 of its 6 entries matched)"), "\(adopted.errors)")
        // A baseline of another project matches nothing: said, not passed over as if every finding were new.
        let other = CLIRun(["audit", PackagePaths.samples + "/InterfaceBuilder/SignIn.storyboard", "--baseline", baseline])
        #expect(other.errors.contains("warning: the baseline \(baseline) matched none of this run's findings"), "\(other.errors)")

        // The same findings, moved 3 lines down, plus a new one: only the new one is reported.
        var layout = try String(contentsOfFile: Self.checkout, encoding: .utf8)
        layout = layout.replacingOccurrences(of: "<scenes>", with: "<scenes>\n\n\n")
        layout = layout.replacingOccurrences(of: "<state key=\"normal\" title=\"Pay $42.00\"/>", with: "<state key=\"normal\" image=\"btn_pay\"/>")
        let moved = directory + "/Checkout.storyboard"
        try layout.write(toFile: moved, atomically: true, encoding: .utf8)
        let movedBaseline = try String(contentsOfFile: baseline, encoding: .utf8)
            .replacingOccurrences(of: Self.checkout.dropFirst(PackagePaths.root.count + 1), with: moved)
        try movedBaseline.write(toFile: baseline, atomically: true, encoding: .utf8)
        let after = CLIRun(["audit", moved, "--baseline", baseline])
        #expect(rules(after.output) == ["label-is-file-name"])
        #expect(after.output.contains("btn_pay"))
    }
}

/// Never a silent pass: a layout for a platform the reader does not model is reported, not passed as clean.
@Suite struct UnsupportedPlatformTests {
    static let directory = PackagePaths.samples + "/InterfaceBuilder/Unsupported"

    @Test func eachMacOSAndWatchOSFileGetsOneWarning() {
        let run = CLIRun(["audit", Self.directory, "--format", "json"])
        #expect(run.status == .success, "a warning, below the default --fail-on error")
        let findings = run.output.components(separatedBy: "\"ruleId\": ").dropFirst().map { $0.prefix { $0 != "," } }
        #expect(findings == ["\"unsupported-platform\"", "\"unsupported-platform\""], "one per file, nothing else")
        #expect(run.output.contains("This is a macOS (AppKit) file"))
        #expect(run.output.contains("This is a watchOS (WatchKit) file"))
        #expect(CLIRun(["audit", Self.directory, "--fail-on", "warning"]).status == .findings)
    }

    @Test func theTranscriptSaysTheScreensAreNotRead() {
        let text = CLIRun(["transcript", Self.directory]).output
        #expect(text.components(separatedBy: "  note: not read: this is a ").count == 3)
        #expect(!text.contains("VoiceOver finds nothing to read"), "it was not read, which is not the same")
        let json = CLIRun(["transcript", Self.directory, "--format", "json"]).output
        #expect(json.contains("\"notes\": [\"not read: this is a watchOS (WatchKit) layout"))
    }
}

/// A view TalkBack reaches and says nothing for (a toggle of no role with no words: its checked state is said only before
/// other words) is reported as saying nothing, never as saying "" (sample C, DeepEyeMusic's settings); a Compose one may
/// be a Switch, whose role and state are descriptions no dump carries.
@Suite struct SilentStopTests {
    @Test func aSilentStopIsSaidToSayNothing() throws {
        let dump = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
            <node class="android.widget.FrameLayout" package="com.example.music" bounds="[0,0][1080,2400]">
            <node NAF="true" class="android.view.View" package="com.example.music" text="" content-desc="" checkable="true" checked="true" clickable="true" enabled="true" focusable="true" bounds="[901,608][1012,710]"/>
            </node>
            </hierarchy>
            """
        let run = try BinaryRun(["audit", "-", "--stdin-path", "window_dump.xml", "--fail-on", "never"], input: dump)
        #expect(run.output.contains("error: View can be checked but has no name: TalkBack says at most its state and role (\"On, "
                                    + "Switch\" for Compose's Switch, whose role and state a dump does not carry; nothing for a toggle "
                                    + "of no role), never what it turns on (uiautomator marks it NAF). (missing-label)"))
        #expect(run.output.contains(":4:1: note: TalkBack says nothing there"))
        #expect(!run.output.contains("\"\""))
        let github = try BinaryRun(["audit", "-", "--stdin-path", "window_dump.xml", "--fail-on", "never", "--format", "github"], input: dump)
        #expect(github.output.contains("TalkBack says nothing there."))
        // A checkable layout of no role in a Views app says nothing at all, and needs a role as well as a name.
        let views = dump.replacingOccurrences(of: "class=\"android.view.View\"", with: "class=\"android.widget.LinearLayout\"")
        let layout = try BinaryRun(["audit", "-", "--stdin-path", "window_dump.xml", "--fail-on", "never"], input: views)
        #expect(layout.output.contains("error: LinearLayout can be checked but has no name and no role (no \"Switch\" or \"Check box\"): "
                                       + "TalkBack says nothing for it, not even its state (uiautomator marks it NAF). (missing-label)"))
    }
}
