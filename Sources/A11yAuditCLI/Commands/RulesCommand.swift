import BuiltInRules
import ReportFormats
import RuleEngine

/// `a11y-audit rules [--format text|json|markdown]`: every rule with its metadata.
struct RulesCommand {
    static let usage = "usage: a11y-audit rules [--format text|json|markdown]"

    let output: OutputSink
    let errors: OutputSink

    func run(_ arguments: [String]) -> ExitStatus {
        let format: String
        do throws(CommandLineArguments.UsageError) {
            let parsed = try CommandLineArguments(arguments, valueOptions: ["format"])
            format = try parsed.value("format", allowed: ["text", "json", "markdown"], default: "text")
            guard parsed.positional.isEmpty else { throw CommandLineArguments.UsageError(message: "rules takes no PATH") }
        } catch {
            return error.report(usage: Self.usage, to: errors)
        }
        let rules = RuleCatalog.all.map(\.description)
        switch format {
        case "json": output.write(RuleDocumentation.json(rules))
        case "markdown": output.write(RuleDocumentation.index(rules))
        default: output.write(RuleDocumentation.text(rules))
        }
        return .success
    }
}
