import ReportFormats
import Importers

/// The command-line tool: picks the command and returns its exit status.
public enum A11yAudit {
    static let usage = """
        usage: a11y-audit COMMAND PATH... [options]

        commands:
          tree PATH... [--format text|json]
              print each layout's element tree with UIKit's accessibility resolved
          transcript PATH... [--format text|json|markdown] [--locale en|de|ru] [--explain]
              print what VoiceOver says on each screen, in order
          audit PATH... [--format xcode|json|sarif|junit|github|checkstyle|markdown] [--report FORMAT:FILE]...
                [--fail-on error|warning|info|never] [--config FILE] [--baseline FILE] [--write-baseline FILE]
                [--rule ID]... [--explain]
              check the layouts against the rules; exit 1 on findings at or above --fail-on
          rules [--format text|json|markdown]
              list the rules
          help [COMMAND], COMMAND --help
              print this, or one command's usage
          version, --version
              print the version
        """

    /// Each command's usage line, for `help COMMAND` and `COMMAND --help`.
    private static let commandUsages = [
        "tree": TreeCommand.usage, "transcript": TranscriptCommand.usage, "audit": AuditCommand.usage,
        "rules": RulesCommand.usage,
    ]

    /// Runs the tool with `arguments` (without the program name).
    public static func run(_ arguments: [String], output: OutputSink, errors: OutputSink) -> ExitStatus {
        guard let command = arguments.first else {
            errors.write(usage + "\n")
            return .failure
        }
        let rest = Array(arguments.dropFirst())
        // `--help` or `-h` anywhere after a command asks for that command's usage, as in SwiftLint and git.
        if let commandUsage = commandUsages[command], rest.contains("--help") || rest.contains("-h") {
            output.write(commandUsage + "\n")
            return .success
        }
        switch command {
        case "tree":
            return TreeCommand(catalog: .standard, output: output, errors: errors).run(rest)
        case "transcript":
            return TranscriptCommand(catalog: .standard, output: output, errors: errors).run(rest)
        case "audit":
            return AuditCommand(catalog: .standard, output: output, errors: errors).run(rest)
        case "rules":
            return RulesCommand(output: output, errors: errors).run(rest)
        case "help", "--help", "-h":
            if let name = rest.first {
                guard let commandUsage = commandUsages[name] else {
                    errors.write("a11y-audit: unknown command '\(name)'\n\(usage)\n")
                    return .failure
                }
                output.write(commandUsage + "\n")
            } else {
                output.write(usage + "\n")
            }
            return .success
        case "version", "--version":
            output.write(ToolVersion.current + "\n")
            return .success
        default:
            errors.write("a11y-audit: unknown command '\(command)'\n\(usage)\n")
            return .failure
        }
    }
}
