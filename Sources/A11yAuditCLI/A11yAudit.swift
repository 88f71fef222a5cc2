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
                [--fail-on error|warning|info|never] [--rule ID]... [--explain]
              check the layouts against the rules; exit 1 on findings at or above --fail-on
          rules [--format text|json|markdown]
              list the rules
        """

    /// Runs the tool with `arguments` (without the program name).
    public static func run(_ arguments: [String], output: OutputSink, errors: OutputSink) -> ExitStatus {
        guard let command = arguments.first else {
            errors.write(usage + "\n")
            return .failure
        }
        let rest = Array(arguments.dropFirst())
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
            output.write(usage + "\n")
            return .success
        default:
            errors.write("a11y-audit: unknown command '\(command)'\n\(usage)\n")
            return .failure
        }
    }
}
