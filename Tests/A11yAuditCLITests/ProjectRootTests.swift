import Foundation
import Testing

/// Paths in findings, reports and baselines are relative to one project root (the configuration's directory,
/// else the working directory), however the inputs were typed and wherever the tool runs from.
@Suite(.enabled(if: BinaryRun.binary != nil, "the a11y-audit executable is not built"))
struct ProjectRootTests {
    /// A project with a configuration, one layout in `App/` and an empty `Scripts/` to run from.
    private struct Project {
        let root: String

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-project-\(UUID().uuidString)").path
            for directory in ["App", "Scripts"] {
                try FileManager.default.createDirectory(atPath: root + "/" + directory, withIntermediateDirectories: true)
            }
            try FileManager.default.copyItem(atPath: PackagePaths.samples + "/InterfaceBuilder/Checkout.storyboard",
                                             toPath: root + "/App/Checkout.storyboard")
            try "disabled_rules: [missing-hint]\n".write(toFile: root + "/.a11y-audit.yml", atomically: true, encoding: .utf8)
        }

        func remove() {
            try? FileManager.default.removeItem(atPath: root)
        }
    }

    @Test func aBaselineMatchesFromAnyWorkingDirectoryAndSpelling() throws {
        let project = try Project()
        defer { project.remove() }
        let written = try BinaryRun(["audit", "./App", "--write-baseline", "baseline.json"], in: project.root)
        #expect(written.status == 0, "\(written.errors)")
        let baseline = try String(contentsOfFile: project.root + "/baseline.json", encoding: .utf8)
        #expect(baseline.contains("\"path\": \"App/Checkout.storyboard\""))
        #expect(!baseline.contains("missing-hint"), "the configuration found from the working directory applies")

        // From a subdirectory (the configuration is found above it), and from elsewhere with absolute paths, as
        // an Xcode build phase types `$SRCROOT`: the same findings, all in the baseline.
        let runs = [
            try BinaryRun(["audit", "../App", "--baseline", "../baseline.json"], in: project.root + "/Scripts"),
            try BinaryRun(["audit", project.root + "/App/Checkout.storyboard", "--config", project.root + "/.a11y-audit.yml",
                           "--baseline", project.root + "/baseline.json"], in: "/"),
            try BinaryRun(["audit", "App/../App/Checkout.storyboard", "--baseline", "baseline.json"], in: project.root),
        ]
        for run in runs {
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.isEmpty, "every finding is in the baseline: \(run.output)")
        }
    }

    @Test func findingsNameFilesRelativeToTheProjectRoot() throws {
        let project = try Project()
        defer { project.remove() }
        let fromRoot = try BinaryRun(["audit", "App", "--format", "json", "--fail-on", "never"], in: project.root)
        let fromScripts = try BinaryRun(["audit", project.root + "/App", "--format", "json", "--fail-on", "never"],
                                        in: project.root + "/Scripts")
        #expect(fromRoot.output.contains("\"path\": \"App/Checkout.storyboard\""))
        #expect(fromScripts.output == fromRoot.output, "the same bytes whatever the working directory")
    }

    /// A file outside the root gets an absolute `file://` URI; those inside are relative to `%SRCROOT%`.
    @Test func sarifNamesTheRootAndFilesOutsideIt() throws {
        let project = try Project()
        defer { project.remove() }
        let outside = URL(fileURLWithPath: PackagePaths.samples + "/InterfaceBuilder/AllControls.xib").resolvingSymlinksInPath().path
        let run = try BinaryRun(["audit", "App", outside, "--format", "sarif", "--fail-on", "never"], in: project.root)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let sarifRun = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let bases = sarifRun["originalUriBaseIds"] as? [String: [String: String]]
        let realRoot = URL(fileURLWithPath: project.root).resolvingSymlinksInPath().path
        #expect(bases?["%SRCROOT%"]?["uri"] == "file://\(realRoot)/")
        let locations = try #require(sarifRun["results"] as? [[String: Any]]).map { result in
            (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
                as? [String: String]) ?? [:]
        }
        #expect(locations.contains { $0["uri"] == "App/Checkout.storyboard" && $0["uriBaseId"] == "%SRCROOT%" })
        #expect(locations.contains { $0["uri"] == "file://\(outside)" && $0["uriBaseId"] == nil })
        let fingerprints = try #require(sarifRun["results"] as? [[String: Any]]).compactMap {
            ($0["partialFingerprints"] as? [String: String])?["a11yAudit/v1"]
        }
        #expect(fingerprints.count == locations.count && fingerprints.allSatisfy { $0.count == 16 })
        try SARIFSchema.validate(run.output)
    }
}
