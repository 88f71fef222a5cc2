import Foundation
import Testing

/// CI runs exactly the README's test command, and that command runs every fuzzer the package builds.
@Suite struct TestCommandTests {
    private func text(_ path: String) throws -> String { try String(contentsOfFile: PackagePaths.root + "/" + path, encoding: .utf8) }

    @Test func ciRunsTheReadmesTestCommand() throws {
        let readme = try text("README.md")
        let setUp = try #require(readme.range(of: "## Set-up and use"))
        let block = try #require(readme[setUp.upperBound...].range(of: "```sh\n"))
        let commands = readme[block.upperBound...].prefix { $0 != "`" }.split(separator: "\n").map(String.init)
        #expect(commands.count == 2, "the set-up command and the test command")
        let ciLines = try text(".ci/run").split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        #expect(ciLines.last == commands.last, ".ci/run ends with the README's test command")
    }

    @Test func everyFuzzerTheyBuildRuns() throws {
        let package = try text("Package.swift")
        let built = Set(package.matches(of: /executableTarget\(name: "fuzz-([a-z-]+)"/).map { String($0.1) })
        let script = try text("Tests/Fuzz/run.sh")
        let defaults = try #require(script.firstMatch(of: /targets=\(([a-z -]+)\)/))
        #expect(Set(defaults.1.split(separator: " ").map(String.init)) == built)
        for target in built {
            let dictionary = PackagePaths.root + "/Tests/Fuzz/\(target).dict"
            #expect(FileManager.default.fileExists(atPath: dictionary) || script.contains("$build/\(target).dict"), "\(target) has a dictionary")
        }
        #expect(try text(".ci/run").contains("Tests/Fuzz/run.sh 60"))
    }
}
