import AuditConfiguration
import BuiltInRules
import ElementModel
import Importers
import ReportFormats
import RuleEngine

/// What each fuzzer does with one input, shared by the libFuzzer executables (`fuzz-interface-builder`,
/// `fuzz-configuration` here; `fuzz-android-layout`, `fuzz-runtime-dump`, `fuzz-json` and `fuzz-standard-input` a
/// file each beside this one) and by the tests that replay every seed and every input that ever crashed or
/// hung (`Tests/Fuzz/`). Each runs the input through everything a user's file goes through, so a crash
/// anywhere downstream is found too. Errors are the expected outcome for most inputs; only a crash,
/// a hang or a sanitizer report is a failure.
public enum FuzzTargets {
    /// What became of one input, for the tests that replay inputs.
    public enum Outcome: Equatable, Sendable {
        /// Refused as input, with the message a user would read.
        case refused(String)
        /// Read and checked: how many screens, findings and bytes of reports.
        case read(screens: Int, findings: Int, reportBytes: Int)
        /// Given to commands: their exit statuses and how many bytes they wrote.
        case ran(statuses: [Int32], outputBytes: Int)
    }

    /// Imports the bytes as a layout, routed by their root element as a `.xml` file is (a page source, an Android
    /// dump), else as an Interface Builder file. When they read, reads every screen as its screen reader would,
    /// runs every rule and writes the findings in every report format.
    @discardableResult
    public static func interfaceBuilder(_ bytes: [UInt8]) -> Outcome {
        let document: LayoutDocument
        do {
            if case .importer(let importer) = ImporterCatalog.standard.route(bytes: bytes, path: "fuzz.xml") {
                document = try importer.importDocument(bytes: bytes, path: "fuzz.xml")
            } else {
                document = try InterfaceBuilderImporter().importDocument(bytes: bytes, path: "fuzz.storyboard")
            }
        } catch {
            return .refused(error.message)
        }
        return auditAndReport(document)
    }

    /// Runs every rule on `document` (which reads every screen as its screen reader would) and writes the findings in
    /// every report format, explained: what a user's file goes through after it is read.
    static func auditAndReport(_ document: LayoutDocument) -> Outcome {
        let findings = Auditor(rules: RuleCatalog.all).audit(document)
        var result = AuditResult(findings: findings, rules: RuleCatalog.all.map(\.description))
        result.paths = [document.path]
        result.screens = document.screens.count
        return .read(screens: document.screens.count, findings: findings.count, reportBytes: writeEveryReport(result))
    }

    /// The bytes of `result` in every report format.
    static func writeEveryReport(_ result: AuditResult) -> Int {
        let counter = CountingSink()
        for report in ReportCatalog.all {
            report.write(result, options: ReportOptions(projectRoot: "/", explain: true), to: counter)
        }
        return counter.bytes
    }

    /// Reads the bytes as `.a11y-audit.yml` and as a baseline; a configuration that reads is applied to
    /// paths and findings (globs, ignores, severities).
    @discardableResult
    public static func configuration(_ bytes: [UInt8]) -> Outcome {
        let rules = Set(RuleCatalog.all.map(\.description.id))
        var outcome = Outcome.refused("")
        do {
            let configuration = try ConfigurationLoader.load(bytes: bytes, path: "/fuzz/.a11y-audit.yml", knownRules: rules)
            let paths = ["/fuzz/App/Main.storyboard", "/fuzz/App/Legacy/Old.xib", "/elsewhere/A.xib", "/fuzz/a/b/c/d.xib"]
            let audited = paths.filter { configuration.audits($0, workingDirectory: "/fuzz") }
            let findings = paths.map { path in
                Finding(ruleId: "missing-label", severity: .error, message: "m", fix: Fix(summary: "f"),
                        location: SourceLocation(path: path, line: 1, column: 1), elementId: "ab-cd-ef",
                        identifier: "close", customClass: "CardView")
            }
            let kept = configuration.applying(to: findings, workingDirectory: "/fuzz")
            outcome = .read(screens: audited.count, findings: kept.count, reportBytes: configuration.selecting(RuleCatalog.all).count)
        } catch {
            outcome = .refused(error.diagnostic)
        }
        if let baseline = try? Baseline.load(bytes: bytes, path: "/fuzz/baseline.json") {
            _ = baseline.render()
        }
        return outcome
    }
}

/// Counts the bytes of output and keeps none of them.
final class CountingSink: OutputSink {
    var bytes = 0

    func write(_ text: String) { bytes += text.utf8.count }
    func write(_ bytes: UnsafeRawBufferPointer) { self.bytes += bytes.count }
}
