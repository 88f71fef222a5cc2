import Foundation
import Testing

/// `transcript --compare`: copies of samples are edited into `Tests/Fixtures/TranscriptDiff/NAME-after.storyboard`,
/// and the diff must be exactly the checked-in one, in each format. `SignIn`: the Sign In button relabelled
/// "Log In", "Forgot your password?" moved up, the "Remember me" row removed, and a modal "Check your email" added
/// to the reset screen. `Checkout`: the payment alert no longer modal, so the screen under it is read again
/// (added items, which move nothing), and the close button labelled.
@Suite(.enabled(if: BinaryRun.binary != nil, "the a11y-audit executable is not built"))
struct TranscriptDiffCommandTests {
    static let fixtures = PackagePaths.root + "/Tests/Fixtures/TranscriptDiff"

    /// A directory holding `old.json`, the transcript of the sample `name`, and `NAME.storyboard`, its edited version.
    private func versions(_ name: String = "SignIn") throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-diff-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let layout = directory + "/\(name).storyboard"
        try FileManager.default.copyItem(atPath: PackagePaths.samples + "/InterfaceBuilder/\(name).storyboard", toPath: layout)
        let old = try BinaryRun(["transcript", "\(name).storyboard", "--format", "json"], in: directory)
        try old.output.write(toFile: directory + "/old.json", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: layout)
        try FileManager.default.copyItem(atPath: Self.fixtures + "/\(name)-after.storyboard", toPath: layout)
        return directory
    }

    @Test(arguments: ["SignIn", "Checkout"], [("text", "txt"), ("markdown", "md"), ("json", "json")])
    func theDiffOfAnEditedSampleIsExactlyTheExpectedOne(name: String, format: (name: String, suffix: String)) throws {
        let directory = try versions(name)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try BinaryRun(["transcript", "--compare", "old.json", "\(name).storyboard", "--format", format.name], in: directory)
        #expect(run.status == 0 && run.errors.isEmpty, "\(run.errors)")
        let expected = try String(contentsOfFile: Self.fixtures + "/\(name).diff." + format.suffix, encoding: .utf8)
        #expect(run.output == expected)
    }

    @Test func failOnChangeAndNoChange() throws {
        let directory = try versions()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let changed = try BinaryRun(["transcript", "--compare", "old.json", "SignIn.storyboard", "--fail-on-change"], in: directory)
        #expect(changed.status == 1)
        let same = try BinaryRun(["transcript", "--compare", "old.json", PackagePaths.samples + "/InterfaceBuilder/SignIn.storyboard",
                                  "--fail-on-change"], in: directory)
        // Another path is another file: its screens are added, and the old file's removed.
        #expect(same.status == 1 && same.output.contains("screen \"Sign In\" (sig-vc-001) added"))
        let notALayout = try BinaryRun(["transcript", "--compare", "old.json", "old.json", "--fail-on-change"], in: directory)
        #expect(notALayout.status == 2, "old.json is no layout: \(notALayout.errors)")
        try FileManager.default.copyItem(atPath: PackagePaths.samples + "/InterfaceBuilder/SignIn.storyboard", toPath: directory + "/Again.storyboard")
        try BinaryRun(["transcript", "Again.storyboard", "--format", "json"], in: directory).output
            .write(toFile: directory + "/again.json", atomically: true, encoding: .utf8)
        let nothing = try BinaryRun(["transcript", "--compare", "again.json", "Again.storyboard", "--fail-on-change"], in: directory)
        #expect(nothing.status == 0 && nothing.output == "VoiceOver says the same on every screen.\n")
    }

    /// An old transcript whose screens all have other names (written from another directory) compares nothing: said,
    /// not passed as if every screen had been added and removed.
    @Test func noScreenMatchedIsAWarning() throws {
        let directory = try versions()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let elsewhere = try BinaryRun(["transcript", "--compare", directory + "/old.json", directory + "/SignIn.storyboard"], in: PackagePaths.root)
        #expect(elsewhere.errors.contains("warning: no screen of \(directory)/old.json matched a screen read now"), "\(elsewhere.errors)")
        let same = try BinaryRun(["transcript", "--compare", "old.json", "SignIn.storyboard"], in: directory)
        #expect(!same.errors.contains("matched"), "\(same.errors)")
    }

    @Test func aFileThatIsNoTranscriptIsAnError() throws {
        let file = try PackagePaths.temporaryFile(named: "audit.json", contents: "{\"findings\": []}")
        defer { PackagePaths.removeTemporaryFile(file) }
        let run = CLIRun(["transcript", "--compare", file, PackagePaths.samples])
        #expect(run.status == .failure)
        #expect(run.errors == "\(file):1:1: error: not a transcript written by a11y-audit transcript --format json\n")
        #expect(CLIRun(["transcript", PackagePaths.samples, "--fail-on-change"]).errors.contains("--fail-on-change needs --compare"))
    }
}
