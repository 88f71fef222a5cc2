import AuditConfiguration
import BuiltInRules
import ReportFormats
import RuleEngine

/// `a11y-audit rules [ID...]`: every rule with its metadata, or the named rules' pages.
struct RulesCommand {
    static let spec = CommandSpec(
        name: "rules", operands: "[ID...]",
        summary: "Lists the rules, or prints the page of each rule named: what it checks, why, and its examples, as "
            + "docs/rules/ID.md has them.",
        options: [.value("format", "FORMAT", allowed: ["text", "json", "markdown"], default: "text", "how to print the list")])

    let output: OutputSink
    let errors: OutputSink

    func run(_ arguments: [String]) -> ExitStatus {
        let parsed: CommandLineArguments
        let rules = RuleCatalog.all.map(\.description)
        var named: [RuleDescription] = []
        do throws(CommandLineArguments.UsageError) {
            parsed = try CommandLineArguments(arguments, spec: Self.spec)
            for id in parsed.positional {
                guard let rule = rules.first(where: { $0.id == id }) else {
                    let guess = Spelling.closest(to: id, among: rules.map(\.id)).map { "; did you mean '\($0)'?" } ?? ""
                    throw CommandLineArguments.UsageError(message: "unknown rule '\(id)'\(guess) (a11y-audit rules lists them)")
                }
                named.append(rule)
            }
        } catch {
            return error.report(usage: Self.spec.usage, to: errors)
        }
        let format = parsed.value("format", default: "text")
        if !named.isEmpty {
            // A rule's page is Markdown, which reads as plain text too; JSON gives the same entries as the list.
            output.write(format == "json" ? RuleDocumentation.json(named) : named.map(RuleDocumentation.page).joined(separator: "\n"))
            return .success
        }
        switch format {
        case "json": output.write(RuleDocumentation.json(rules))
        case "markdown": output.write(RuleDocumentation.index(rules))
        default: output.write(RuleDocumentation.text(rules))
        }
        return .success
    }
}
