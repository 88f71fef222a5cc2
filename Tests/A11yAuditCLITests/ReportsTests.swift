import Foundation
import ElementModel
import Importers
import Testing

/// `Reports/` holds the tool's output for every file in `Samples/`; it must match what the tool prints
/// now. When it does not, run `Reports/regenerate.sh` and review the diff.
@Suite struct ReportsTests {
    static var samples: [String] {
        // Not the strings.xml beside the Android layouts: resources, no view hierarchy.
        InputDiscovery(supportedExtensions: ["xib", "storyboard", "xml"]).files(for: [PackagePaths.samples]).files
            .filter { !$0.contains("/res/values") }
            .map { String($0.dropFirst(PackagePaths.root.count + 1)) }
    }

    @Test(arguments: samples)
    func reportsAreCurrent(sample: String) throws {
        for command in ["tree", "transcript"] {
            for (format, suffix) in [("text", "txt"), ("json", "json")] {
                let run = CLIRun([command, PackagePaths.root + "/" + sample, "--format", format])
                #expect(run.status == .success)
                let expected = PackagePaths.reports + "/\(command)/" + sample.dropFirst("Samples/".count) + "." + suffix
                let checkedIn = try String(contentsOfFile: expected, encoding: .utf8)
                let current = run.output.replacingOccurrences(of: PackagePaths.root + "/", with: "")
                #expect(current == checkedIn, "\(expected) is out of date: run Reports/regenerate.sh")
            }
        }
    }

    @Test(arguments: ["xcode", "json", "sarif", "junit", "github", "checkstyle", "codeclimate", "markdown"])
    func auditReportIsCurrent(format: String) throws {
        // JUnit fails test cases where the run fails (see Reports/regenerate.sh): it is checked at the default threshold.
        let failOn = format == "junit" ? "error" : "never"
        let run = CLIRun(["audit", PackagePaths.samples, "--fail-on", failOn, "--format", format])
        #expect(run.status == (format == "junit" ? .findings : .success))
        let expected = PackagePaths.reports + "/audit/audit." + format
        let checkedIn = try String(contentsOfFile: expected, encoding: .utf8)
        let current = run.output
            .replacingOccurrences(of: "\"file://\(PackagePaths.root)/\"", with: "\"file:///path/to/a11y-audit/\"")
            .replacingOccurrences(of: PackagePaths.root + "/", with: "")
        #expect(current == checkedIn, "\(expected) is out of date: run Reports/regenerate.sh")
    }

    @Test func htmlReportIsCurrent() throws {
        let page = try PackagePaths.temporaryFile(named: "report.html", contents: "")
        defer { PackagePaths.removeTemporaryFile(page) }
        let run = CLIRun(["report", PackagePaths.samples, "--output", page, "--locale", "en", "--locale", "de", "--quiet"])
        #expect(run.status == .success)
        let current = try String(contentsOfFile: page, encoding: .utf8).replacingOccurrences(of: PackagePaths.root + "/", with: "")
        let checkedIn = try String(contentsOfFile: PackagePaths.reports + "/report.html", encoding: .utf8)
        #expect(current == checkedIn, "Reports/report.html is out of date: run Reports/regenerate.sh")
    }

    @Test(arguments: ["tree", "transcript"])
    func everySampleHasReports(command: String) throws {
        let reports = try FileManager.default.subpathsOfDirectory(atPath: PackagePaths.reports + "/" + command)
            .filter { $0.hasSuffix(".txt") }.sorted()
        let expected = Self.samples.map { String($0.dropFirst("Samples/".count)) + ".txt" }.sorted()
        #expect(reports == expected, "run Reports/regenerate.sh")
    }
}

/// The Interface Builder samples show every class of the UIKit table at least once.
@Suite struct SampleCoverageTests {
    @Test func samplesUseEveryUIKitClass() throws {
        var used: Set<String> = []
        for sample in ReportsTests.samples where !sample.hasSuffix(".xml") {
            let document = try InterfaceBuilderImporter().importDocument(atPath: PackagePaths.root + "/" + sample)
            for screen in document.screens {
                used.formUnion(screen.root.allElements.map(\.sourceName))
            }
        }
        let missing = UIKitElementTable.uikit.classes.map(\.interfaceBuilderName).filter { !used.contains($0) }
        #expect(missing.isEmpty, "no sample shows \(missing)")
    }
}
