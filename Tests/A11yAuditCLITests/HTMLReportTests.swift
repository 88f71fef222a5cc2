import Foundation
import Testing

/// `a11y-audit report` and `audit --report html:FILE`: one self-contained page per run.
@Suite struct HTMLReportTests {
    @Test func reportWritesOneSelfContainedPage() throws {
        let page = try PackagePaths.temporaryFile(named: "report.html", contents: "")
        defer { PackagePaths.removeTemporaryFile(page) }
        let run = CLIRun(["report", PackagePaths.samples, "--output", page, "--locale", "en", "--locale", "de"])
        #expect(run.status == .success, "findings do not fail a report: \(run.errors)")
        #expect(run.output.isEmpty)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("http://") && !html.contains("src="), "nothing is loaded from anywhere")
        #expect(html.components(separatedBy: "https://").count == html.components(separatedBy: "href=\"https://github.com/a11y-audit/a11y-audit/blob/main/docs/rules/").count,
                "the only web addresses are links to the rules' pages")
        #expect(html.contains("<ol class=\"transcript\" data-locale=\"de\" lang=\"de\">"), "a transcript per language")
        #expect(html.contains("<html lang=\"en\" data-locale=\"en\">")
                && html.contains("html[data-locale=\"de\"] [data-locale]:not([data-locale=\"de\"]) { display: none; }"),
                "the first language shows until another is chosen")
        #expect(html.contains("data-screen-id=\"chk-vc-001\""))
        #expect(html.contains("<li data-element-id=\"sig-bt-001\" data-order=\"7\"><button type=\"button\" class=\"item\">Sign In. Button.</button>"))
        #expect(html.contains("label “Sign In”: taken from its title, line 74"), "where the words come from, in plain words")
        #expect(!html.contains("UIKit's default UIKit") && html.contains("UIKit's default for the class"), "UIKit named once")
        #expect(html.contains("<li data-element-id=\"prf-vw-009\" data-order=\"10\"><button type=\"button\" class=\"item silent\">"
                              + "(silent stop: VoiceOver lands here and says nothing)</button>"), "a silent stop has words on the page")
    }

    /// What each screen's wireframe draws: every element read (the bars over the view's edges too), a mark with the
    /// severity's word on each box with a finding (which its row links to), and captions cut with an ellipsis
    /// beside a tooltip with all of it.
    @Test func wireframesDrawWhatIsReadAndMarkWhatIsWrong() throws {
        let html = try Self.page(of: [PackagePaths.samples])
        for screen in html.components(separatedBy: "<section class=\"screen\"").dropFirst() where screen.contains("<svg viewBox=") {
            let view = try #require(screen.firstMatch(of: /<svg viewBox="(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+)"/)?.output)
            let (x, y, width, height) = (Double(view.1)!, Double(view.2)!, Double(view.3)!, Double(view.4)!)
            for badge in screen.matches(of: /<circle cx="(-?[\d.]+)" cy="(-?[\d.]+)" r="([\d.]+)"/) {
                let (cx, cy, r) = (Double(badge.output.1)!, Double(badge.output.2)!, Double(badge.output.3)!)
                #expect(cx - r >= x - 0.01 && cy - r >= y - 0.01 && cx <= x + width && cy <= y + height,
                        "a badge at \(cx),\(cy) lies outside the wireframe \(view.0)")
            }
        }
        // Inbox: the navigation bar's title (item 2) above the view, the toolbar's Compose (item 9) below it.
        #expect(html.contains("<g class=\"badge\" data-element-id=\"mal-ni-001\" data-order=\"2\"><circle cx=\"109.17\" cy=\"-33.08\""))
        #expect(html.contains("<g class=\"badge\" data-element-id=\"mal-bb-005\" data-order=\"9\"><circle cx=\"272.92\" cy=\"862.92\""))
        // Checkout's Close button is named by its image: an error, marked on its box, and its row links to the mark.
        #expect(html.contains("<g class=\"mark error\" id=\"s15-0-mark-chk-bt-001\" data-element-id=\"chk-bt-001\">"))
        #expect(html.contains("<text x=") && html.contains(">Error</text></g>"), "the severity in a word beside its shape")
        #expect(html.contains("<td><a href=\"#s15-0-mark-chk-bt-001\">15</a></td>"))
        #expect(html.contains("(<a href=\"https://github.com/a11y-audit/a11y-audit/blob/main/docs/rules/label-is-file-name.md\">label-is-file-name</a>)"))
        // Sign In's switch is too narrow for its words: the tooltip holds them, and no caption of a letter is drawn.
        #expect(html.contains("<g class=\"box control\" data-element-id=\"sig-sw-001\"><title>Switch: Remember me</title><rect x=\"345\" y=\"400\" width=\"51\" height=\"31\"/></g>"))
    }

    /// The index lists every screen with its counts; a report of more than 20 screens starts with them closed,
    /// each closed screen's body held as one inert script text that the page turns into markup when opened.
    @Test func screensAreIndexedAndCollapsedInBigReports() throws {
        let big = try Self.page(of: [PackagePaths.samples])
        let screens = big.components(separatedBy: "<section class=\"screen\"").count - 1
        #expect(screens > 20)
        #expect(big.components(separatedBy: "<tr data-findings=\"").count - 1 == screens, "an index row per screen")
        #expect(big.contains("Checkout.storyboard</td><td><a href=\"#s15-0\">Checkout</a></td><td>3</td><td>5</td><td>1</td><td>0</td></tr>"))
        #expect(!big.contains("<details open>"), "every screen starts closed")
        #expect(big.components(separatedBy: "<script type=\"text/html\" class=\"screen-source\">").count - 1 == screens)
        #expect(big.components(separatedBy: "<script").count == big.components(separatedBy: "</script>").count,
                "no body holds a script's end: each stays one inert text")
        let small = try Self.page(of: [PackagePaths.samples + "/InterfaceBuilder/Checkout.storyboard"])
        #expect(small.contains("<section class=\"screen\" id=\"s0-0\" data-screen-id=\"chk-vc-001\" data-findings=\"6\" aria-labelledby=\"s0-0-title\">\n<details open>"))
        #expect(!small.contains("class=\"screen-source\""), "a small report draws every screen at once")
    }

    private static func page(of paths: [String]) throws -> String {
        let page = try PackagePaths.temporaryFile(named: "report.html", contents: "")
        defer { PackagePaths.removeTemporaryFile(page) }
        let run = CLIRun(["report"] + paths + ["--output", page, "--quiet"])
        #expect(run.status == .success, "\(run.errors)")
        return try String(contentsOfFile: page, encoding: .utf8)
    }

    @Test func auditWritesTheSamePageAsReport() throws {
        let fromReport = try PackagePaths.temporaryFile(named: "report.html", contents: "")
        let fromAudit = try PackagePaths.temporaryFile(named: "audit.html", contents: "")
        defer { [fromReport, fromAudit].forEach(PackagePaths.removeTemporaryFile) }
        _ = CLIRun(["report", PackagePaths.samples, "--output", fromReport])
        let audit = CLIRun(["audit", PackagePaths.samples, "--report", "html:" + fromAudit, "--format", "json"])
        #expect(audit.status == .findings, "the audit still fails on its errors")
        #expect(try String(contentsOfFile: fromAudit, encoding: .utf8) == String(contentsOfFile: fromReport, encoding: .utf8))
    }

    @Test func usageErrors() {
        #expect(CLIRun(["report", PackagePaths.samples]).errors.contains("--output FILE.html is required"))
        #expect(CLIRun(["report", "-", "--output", "x.html"]).errors.contains("standard input cannot be read twice"))
        #expect(CLIRun(["report", PackagePaths.samples, "--output", "x.html", "--locale", "fr"]).status == .failure)
    }

    /// The page in headless Chromium: counts against the JSON outputs, selection by mouse and keyboard, no
    /// console error, no axe-core violation (`Tests/Browser/check_report.py`). With
    /// `A11Y_AUDIT_WRITE_SCREENSHOTS=1`, it also saves the README's screenshot, `docs/images/report.png`.
    @Test func samplesReportPassesInABrowser() throws {
        let screenshot = ProcessInfo.processInfo.environment["A11Y_AUDIT_WRITE_SCREENSHOTS"] == "1"
            ? ["--screenshot", PackagePaths.root + "/docs/images/report.png", "prf-vc-001"] : []
        try BrowserCheck.run(paths: [PackagePaths.samples], locales: ["en", "de"], extra: ["--interactions"] + screenshot)
    }

    /// The same on every file of `../shared/corpus`, the size of a real project's report, with axe-core run over
    /// twenty files' sections at a time (see `--per-file`). It takes minutes over the 762 screens, so it runs in
    /// CI (`CI=true`) or when asked for with `A11Y_AUDIT_CORPUS_BROWSER=1`.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: PackagePaths.root + "/../shared/corpus"),
                   "../shared/corpus is not here: the real-file check was skipped"),
          .enabled(if: ProcessInfo.processInfo.environment["CI"] == "true"
                       || ProcessInfo.processInfo.environment["A11Y_AUDIT_CORPUS_BROWSER"] == "1",
                   "the corpus's browser check runs with CI=true or A11Y_AUDIT_CORPUS_BROWSER=1"))
    func corpusReportPassesInABrowser() throws {
        let corpus = PackagePaths.root + "/../shared/corpus"
        let layouts = ["ios-storyboard", "ios-xib", "tvos-xib", "macos-storyboard", "macos-xib", "watchos-storyboard"].map { corpus + "/" + $0 }
        let size = try BrowserCheck.run(paths: layouts, extra: ["--per-file"])
        #expect(size < BrowserCheck.corpusSizeLimit, "the corpus's report stays under \(BrowserCheck.corpusSizeLimit >> 20) MB: \(size) bytes")
    }
}

/// Runs `Tests/Browser/check_report.py` on the report of `paths`. Without Chromium, chromedriver or the Python
/// packages the check cannot run: a known issue on a developer's machine, a failure with `CI=true`.
enum BrowserCheck {
    /// What the report of the corpus's 160 files may weigh: it holds each element's data once.
    static let corpusSizeLimit = 8 << 20

    /// The report's size in bytes.
    @discardableResult
    static func run(paths: [String], locales: [String] = [], extra: [String]) throws -> Int {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-browser-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let page = directory + "/report.html"
        _ = CLIRun(["report"] + paths + ["--output", page, "--quiet"] + locales.flatMap { ["--locale", $0] })
        try CLIRun(["tree"] + paths + ["--format", "json"]).output.write(toFile: directory + "/tree.json", atomically: true, encoding: .utf8)
        try CLIRun(["transcript"] + paths + ["--format", "json"]).output
            .write(toFile: directory + "/transcript.json", atomically: true, encoding: .utf8)
        let check = try ChildProcess.run("/usr/bin/env", ["python3", PackagePaths.root + "/Tests/Browser/check_report.py", page,
                                                         directory + "/tree.json", directory + "/transcript.json"] + extra,
                                         environment: PackagePaths.environment(temporaryDirectory: directory + "/tmp"))
        if check.status == 2 {
            let reason = "headless Chromium, chromedriver and Python's selenium and axe-selenium-python are needed: \(check.errors)"
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                Issue.record("\(reason) (CI=true, so the check may not be skipped)")
            } else {
                withKnownIssue(Comment(rawValue: reason)) { Issue.record("browser check skipped") }
            }
        } else {
            #expect(check.status == 0, "\(check.errors)")
        }
        return (try FileManager.default.attributesOfItem(atPath: page)[.size] as? Int) ?? 0
    }
}
