import AuditConfiguration
import Foundation
import Testing

/// The GitHub Action's own shell steps, run here as a runner would run them (bash with `-eo pipefail`, inputs in
/// the environment, outputs through `$GITHUB_OUTPUT`), against `Samples/`; and the pre-commit hook's entry.
extension ToolchainBuilds {
@Suite(.enabled(if: SwiftCommand.path != nil, "the swift command is not on PATH"))
struct CIRecipeTests {
    /// Where the runner's temporary directory stands in: inside the package's build directory, reused across runs.
    static let runnerTemp = PackagePaths.root + "/.build/action-runner"

    private struct Step {
        let id: String?
        let script: String
        let environment: [String: String]
    }

    /// The action's `run:` steps, with `${{ … }}` left to be filled in.
    private func steps() throws -> [Step] {
        let text = try String(contentsOfFile: PackagePaths.root + "/action.yml", encoding: .utf8)
        let root = try #require(try YAMLReader.parse(text))
        guard case .mapping(let top, _) = root, case .mapping(let runs, _)? = top.first(where: { $0.key == "runs" })?.value,
              case .sequence(let items, _)? = runs.first(where: { $0.key == "steps" })?.value else {
            Issue.record("action.yml has no runs.steps")
            return []
        }
        return items.compactMap { item in
            guard case .mapping(let fields, _) = item else { return nil }
            func scalar(_ key: String) -> String? {
                if case .scalar(let value, _)? = fields.first(where: { $0.key == key })?.value { return value }
                return nil
            }
            guard let script = scalar("run") else { return nil }
            #expect(scalar("shell") == "bash")
            var environment: [String: String] = [:]
            if case .mapping(let pairs, _)? = fields.first(where: { $0.key == "env" })?.value {
                for pair in pairs { if case .scalar(let value, _) = pair.value { environment[pair.key] = value } }
            }
            #expect(!script.contains("${{"), "scripts read inputs from the environment, never from their own text")
            return Step(id: scalar("id"), script: script, environment: environment)
        }
    }

    /// Runs every shell step with `inputs`; returns the last step's exit status and output.
    private func runAction(inputs: [String: String]) throws -> (status: Int32, output: String) {
        var outputs: [String: [String: String]] = [:]
        var last: (status: Int32, output: String) = (0, "")
        for step in try steps() {
            let outputFile = Self.runnerTemp + "/github-output"
            try FileManager.default.createDirectory(atPath: Self.runnerTemp, withIntermediateDirectories: true)
            try "".write(toFile: outputFile, atomically: true, encoding: .utf8)
            var environment = PackagePaths.environment(temporaryDirectory: Self.runnerTemp + "/tmp")
            environment["GITHUB_OUTPUT"] = outputFile
            for (name, expression) in step.environment {
                environment[name] = try Self.evaluate(expression, inputs: inputs, outputs: outputs)
            }
            let run = try ChildProcess.run("/bin/bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", step.script],
                                           in: PackagePaths.root, environment: environment, mergingErrors: true)
            last = (run.status, run.output)
            if let id = step.id {
                let lines = try String(contentsOfFile: outputFile, encoding: .utf8).split(separator: "\n")
                outputs[id] = Dictionary(lines.compactMap { line in
                    line.firstIndex(of: "=").map { (String(line[..<$0]), String(line[line.index(after: $0)...])) }
                }, uniquingKeysWith: { $1 })
            }
            guard last.status == 0 else { break }
        }
        return last
    }

    /// A `${{ … }}` expression of the kinds the action's `env:` uses; anything else fails the test.
    private static func evaluate(_ text: String, inputs: [String: String], outputs: [String: [String: String]]) throws -> String {
        guard let start = text.range(of: "${{"), let end = text.range(of: "}}", range: start.upperBound..<text.endIndex) else {
            return text
        }
        let expression = text[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespaces)
        let value: String
        if expression == "runner.os" {
            value = "Linux"
        } else if expression == "runner.temp" {
            value = runnerTemp
        } else if expression == "github.action_path" {
            value = PackagePaths.root
        } else if expression.hasPrefix("inputs.") {
            value = try #require(inputs[String(expression.dropFirst("inputs.".count))], "\(expression)")
        } else if expression.hasPrefix("steps.") {
            let parts = expression.split(separator: ".")
            value = try #require(outputs[String(parts[1])]?[String(parts[3])], "\(expression)")
        } else {
            Issue.record("unknown expression \(expression)")
            value = ""
        }
        return try evaluate(text.replacingCharacters(in: start.lowerBound..<end.upperBound, with: value), inputs: inputs, outputs: outputs)
    }

    @Test func theActionsShellStepsAuditTheSamples() throws {
        let sarif = Self.runnerTemp + "/a11y-audit.sarif"
        let inputs = ["paths": "Samples", "fail-on": "error", "sarif": sarif, "arguments": "", "configuration": "debug",
                      "upload-sarif": "true"]
        let failing = try runAction(inputs: inputs)
        #expect(failing.status == 1, "errors in Samples fail the step: \(failing.output)")
        #expect(failing.output.contains("::error file=Samples/InterfaceBuilder/Checkout.storyboard,line=15,col=29"))
        try SARIFSchema.validate(try String(contentsOfFile: sarif, encoding: .utf8))

        var lenient = inputs
        lenient["fail-on"] = "never"
        lenient["arguments"] = "--rule missing-label --quiet"
        let passing = try runAction(inputs: lenient)
        #expect(passing.status == 0, "\(passing.output)")
        #expect(passing.output.contains("(missing-label)") || passing.output.contains("title=missing-label"))
        #expect(!passing.output.contains("title=label-is-file-name"), "the arguments input reaches the audit")
    }

    /// The pre-commit hook runs its entry with the staged layouts as arguments.
    @Test(.enabled(if: BinaryRun.binary != nil, "the a11y-audit executable is not built"))
    func thePreCommitHooksEntryAuditsTheFilesItIsGiven() throws {
        let text = try String(contentsOfFile: PackagePaths.root + "/.pre-commit-hooks.yaml", encoding: .utf8)
        guard case .sequence(let hooks, _)? = try YAMLReader.parse(text), case .mapping(let fields, _)? = hooks.first,
              case .scalar(let entry, _)? = fields.first(where: { $0.key == "entry" })?.value,
              case .scalar(let pattern, _)? = fields.first(where: { $0.key == "files" })?.value else {
            Issue.record(".pre-commit-hooks.yaml has no hook with an entry and a files pattern")
            return
        }
        let arguments = entry.split(separator: " ").dropFirst().map(String.init)
        #expect(arguments.first == "audit")
        let regex = try Regex(pattern)
        #expect("App/Main.storyboard".contains(regex) && "App/Cell.xib".contains(regex) && !"App/View.swift".contains(regex))
        #expect("app/src/main/res/layout/activity_main.xml".contains(regex), "Android layouts too")
        let clean = try BinaryRun(arguments + [PackagePaths.samples + "/InterfaceBuilder/SignIn.storyboard"])
        #expect(clean.status == 0 && clean.errors.isEmpty)
        let failing = try BinaryRun(arguments + [PackagePaths.samples + "/InterfaceBuilder/Checkout.storyboard"])
        #expect(failing.status == 1 && failing.output.contains("(label-is-file-name)"))
        // A file the configuration excludes is left alone though pre-commit names it (--force-exclude).
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pre-commit-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory + "/Legacy", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "excluded: [\"Legacy/**\"]\n".write(toFile: directory + "/.a11y-audit.yml", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: PackagePaths.samples + "/InterfaceBuilder/Checkout.storyboard",
                                         toPath: directory + "/Legacy/Checkout.storyboard")
        let excluded = try BinaryRun(arguments + ["--config", directory + "/.a11y-audit.yml", directory + "/Legacy/Checkout.storyboard"])
        #expect(excluded.status == 0 && excluded.errors.contains("(--force-exclude): nothing to audit"), "\(excluded.errors)")
        // Resources and manifests the pattern also matches are no layouts: skipped, not failed.
        let strings = try BinaryRun(arguments + [PackagePaths.samples + "/Android/res/values/strings.xml"])
        #expect(strings.status == 0, "\(strings.errors)")
    }
}
}
