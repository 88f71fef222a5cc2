import Foundation
import Testing

/// The SwiftPM plugins, on the small package in `Tests/Fixtures/PluginPackage`: the build-tool plugin audits a target's layouts during its build and fails it on
/// an error; the command plugin audits the package's layouts with the audit's own options.
extension ToolchainBuilds {
@Suite(.enabled(if: SwiftCommand.path != nil, "the swift command is not on PATH"))
struct PluginTests {
    static let fixture = PackagePaths.root + "/Tests/Fixtures/PluginPackage"

    /// Runs `swift ARGUMENTS` on the fixture package with its own scratch directory.
    private func swift(_ arguments: [String], scratch: String) throws -> (status: Int32, output: String) {
        let run = try ChildProcess.run(
            try #require(SwiftCommand.path), [arguments[0], "--package-path", Self.fixture, "--scratch-path", scratch] + arguments.dropFirst(),
            environment: PackagePaths.environment(temporaryDirectory: scratch + "-tmp"), mergingErrors: true)
        return (run.status, run.output)
    }

    @Test func theBuildToolAndCommandPluginsAuditThePackagesLayouts() throws {
        // A fresh build each time, inside the package's own build directory: SwiftPM's incremental build of a
        // dependency fails once one of its source files is deleted ("missing inputs"), so a kept one would make
        // the test fail after such an edit.
        let scratch = PackagePaths.root + "/.build/plugin-fixture-\(UUID().uuidString)"
        defer {
            try? FileManager.default.removeItem(atPath: scratch)
            try? FileManager.default.removeItem(atPath: scratch + "-tmp")
        }

        let clean = try swift(["build", "--target", "CleanScreens"], scratch: scratch)
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output.contains("Auditing CleanScreens's layouts for VoiceOver"))

        let failing = try swift(["build"], scratch: scratch)
        #expect(failing.status != 0, "an error in a layout fails the build")
        #expect(failing.output.contains(
            "\(Self.fixture)/Sources/Screens/Layouts/Player.xib:12:17: error: UIButton is announced as \"ic_play_arrow\""),
            "in Xcode's diagnostic format, with the file's full path: \(failing.output)")

        let json = try swift(["package", "a11y-audit", "--target", "CleanScreens", "--format", "json", "--quiet"], scratch: scratch)
        #expect(json.status == 0, "\(json.output)")
        #expect(json.output.contains("\"files\": [\n    \"Sources/CleanScreens/Layouts/SignIn.storyboard\"\n  ]"),
                "paths relative to the package: \(json.output)")

        let all = try swift(["package", "a11y-audit"], scratch: scratch)
        #expect(all.status != 0)
        #expect(all.output.contains("(label-is-file-name)") && all.output.contains("2 files, 5 screens"))
    }
}
}

/// The tests that build this package again with `swift build` (a fixture package that depends on it, the GitHub
/// Action's steps) run one after the other: each is a whole build, and two at once would only slow each other.
@Suite(.serialized) enum ToolchainBuilds {}

/// The `swift` command on PATH, which builds the fixture package.
enum SwiftCommand {
    static let path: String? = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .map { $0 + "/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}
