import A11yAuditCLI
import Foundation
import Testing

@Suite struct TreeCommandTests {
    static let signIn = PackagePaths.samples + "/InterfaceBuilder/SignIn.storyboard"

    @Test func jsonFollowsTheContract() throws {
        let run = CLIRun(["tree", Self.signIn, "--format", "json"])
        #expect(run.status == .success)
        #expect(run.errors.isEmpty)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let documents = try #require(json["documents"] as? [[String: Any]])
        let document = try #require(documents.first)
        #expect(document["path"] as? String == Self.signIn)
        #expect(document["format"] as? String == "interface-builder")
        let screens = try #require(document["screens"] as? [[String: Any]])
        let signIn = try #require(screens.first { $0["name"] as? String == "Sign In" })
        #expect(signIn["id"] as? String == "sig-vc-001")
        let root = try #require(signIn["root"] as? [String: Any])
        let contractKeys: Set = ["id", "type", "customClass", "line", "column", "isElement", "label", "value", "hint",
                                 "identifier", "traits", "frame", "hidden", "children"]
        #expect(contractKeys.isSubset(of: Set(root.keys)))
        let children = try #require(root["children"] as? [[String: Any]])
        let stack = try #require(children.first { $0["id"] as? String == "sig-st-001" })
        let toggle = try #require((stack["children"] as? [[String: Any]])?.last)
        #expect(toggle["type"] as? String == "UISwitch")
        #expect(toggle["label"] as? String == "Remember me")
        #expect(toggle["value"] as? String == "1")
        #expect(toggle["traits"] as? [String] == ["button", "switchButton"])
        #expect(toggle["frame"] as? [Double] == [345, 400, 51, 31], "screen coordinates: stack at x 20 + switch at x 325")
        #expect(toggle["line"] as? Int == 66 && toggle["column"] as? Int == 37)
        #expect(toggle["isElement"] as? Bool == true && toggle["hidden"] as? Bool == false)
        #expect(toggle["customClass"] is NSNull && toggle["hint"] is NSNull)
    }

    @Test func textIsOneLinePerElement() {
        let run = CLIRun(["tree", Self.signIn])
        #expect(run.status == .success)
        #expect(run.output.contains(#"  screen "Sign In" (sig-vc-001)"#))
        #expect(run.output.contains(
            #"        UISwitch sig-sw-001 element label="Remember me" value="1" traits=[button,switchButton] interactive [345 400 51 31] @66:37"#))
    }

    @Test func directoriesAreWalkedInSortedOrder() {
        let run = CLIRun(["tree", PackagePaths.samples])
        #expect(run.status == .success)
        let headers = run.output.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(headers.count >= 3)
        #expect(headers == headers.sorted())
    }

    @Test func badFileIsReportedAndTheOthersAreStillRead() throws {
        let bad = try PackagePaths.temporaryFile(named: "Broken.xib", contents: "<document>\n  <objects>\n</document>\n")
        defer { PackagePaths.removeTemporaryFile(bad) }
        let run = CLIRun(["tree", bad, Self.signIn, "/nonexistent/Nothing.storyboard"])
        #expect(run.status == .failure)
        #expect(run.output.contains("screen \"Sign In\""))
        let lines = run.errors.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.contains("/nonexistent/Nothing.storyboard:1:1: error: no such file or directory"))
        #expect(lines.contains { $0.hasPrefix("\(bad):3:") && $0.contains(": error: ") && $0.contains("mismatch") })
    }

    @Test func jsonStaysValidWhenAFileFails() throws {
        let bad = try PackagePaths.temporaryFile(named: "Empty.storyboard", contents: "")
        defer { PackagePaths.removeTemporaryFile(bad) }
        let run = CLIRun(["tree", "--format=json", bad, Self.signIn])
        #expect(run.status == .failure)
        let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        #expect((json?["documents"] as? [Any])?.count == 1)
        #expect(run.errors == "\(bad):1:1: error: file is empty\n")
    }

    @Test func unsupportedFileNamedExplicitly() throws {
        let other = try PackagePaths.temporaryFile(named: "notes.txt", contents: "hello")
        defer { PackagePaths.removeTemporaryFile(other) }
        let run = CLIRun(["tree", other])
        #expect(run.status == .failure)
        #expect(run.errors.hasPrefix("\(other):1:1: error: unsupported file type"))
    }

    @Test(arguments: [
        (["tree"], "no PATH given"),
        (["tree", "x.xib", "--format", "yaml"], "--format must be one of text, json, not 'yaml'"),
        (["tree", "x.xib", "--format"], "--format needs a value"),
        (["tree", "x.xib", "--colour"], "unknown option --colour"),
        (["lint", "x.xib"], "unknown command 'lint'"),
        ([], "usage: a11y-audit COMMAND"),
    ])
    func usageErrorsExitTwoWithAUsageLine(arguments: [String], message: String) {
        let run = CLIRun(arguments)
        #expect(run.status == .failure)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains(message))
        #expect(run.errors.contains("usage: a11y-audit"))
    }

    /// The conventions SwiftLint's users expect: `--version` and `version`; `help`, `help COMMAND` and
    /// `COMMAND --help`/`-h` print usage on standard output and exit 0.
    @Test(arguments: [
        (["--version"], "0."), (["version"], "0."),
        (["help"], "usage: a11y-audit COMMAND"), (["--help"], "usage: a11y-audit COMMAND"),
        (["help", "audit"], "usage: a11y-audit audit PATH..."), (["audit", "--help"], "usage: a11y-audit audit PATH..."),
        (["tree", "-h"], "usage: a11y-audit tree PATH..."), (["transcript", "Samples", "--help"], "usage: a11y-audit transcript"), (["rules", "--help"], "usage: a11y-audit rules"),
        (["rules", "-h"], "usage: a11y-audit rules"),
    ])
    func helpAndVersionGoToStandardOutput(arguments: [String], start: String) {
        let run = CLIRun(arguments)
        #expect(run.status == .success)
        #expect(run.output.hasPrefix(start), "\(run.output)")
        #expect(run.errors.isEmpty)
    }

    @Test func theTopLevelUsageNamesEveryAuditOption() {
        let usage = CLIRun(["help"]).output
        for option in ["--format", "--report", "--fail-on", "--config", "--baseline", "--write-baseline", "--rule", "--explain"] {
            #expect(usage.contains(option), "\(option)")
        }
        #expect(CLIRun(["help", "lint"]).status == .failure)
    }

    @Test func outputIsTheSameOnEveryRun() {
        let first = CLIRun(["tree", PackagePaths.samples, "--format", "json"])
        let second = CLIRun(["tree", PackagePaths.samples, "--format", "json"])
        #expect(first.output == second.output)
    }
}
