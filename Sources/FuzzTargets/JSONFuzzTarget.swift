import A11yAuditCLI
import AuditConfiguration
import ElementModel
import Importers
import ReportFormats
import RuleEngine
import ScreenReaders

extension FuzzTargets {
    /// A small page source whose transcript an input read as a transcript is compared with.
    static let comparedPageSource = Array("""
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" x="0" y="0" width="390" height="844">
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="pay" label="Pay" x="16" y="700" width="358" height="50" traits="Button"/>
        <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Total" label="Total" x="16" y="600" width="358" height="30"/>
        </XCUIElementTypeApplication></AppiumAUT>
        """.utf8)

    /// Reads the bytes with each JSON reader a user can hand files to: as a shard's report for `merge` (whose
    /// findings, when it reads, are written in every report format), as a baseline for `--baseline` (matched against
    /// findings and written back), and as a transcript for `transcript --compare` (compared with a page source's).
    @discardableResult
    public static func json(_ bytes: [UInt8]) -> Outcome {
        var outcome = Outcome.refused("")
        do {
            let shard = try JSONReportReader.read(bytes)
            outcome = .read(screens: shard.result.screens, findings: shard.result.findings.count, reportBytes: writeEveryReport(shard.result))
        } catch {
            outcome = .refused(error.message)
        }
        if let baseline = try? Baseline.load(bytes: bytes, path: "/fuzz/baseline.json") {
            let findings = [Finding(ruleId: "missing-label", severity: .error, message: "m", fix: Fix(summary: "f"),
                                    location: SourceLocation(path: "/fuzz/A.xib", line: 1, column: 1), elementId: "ab-cd-ef")]
            _ = baseline.matching(findings, projectRoot: "/fuzz")
            _ = baseline.render()
        }
        if let old = try? TranscriptJSONReader.read(bytes),
           let document = try? XCUITestImporter().importDocument(bytes: comparedPageSource, path: "Shop.xml") {
            let new = ScreenReader(explains: false).read(document).map { SpokenScreen(path: document.path, transcript: $0) }
            _ = TranscriptDiff.compare(old: old.screens, new: new)
        }
        return outcome
    }
}
