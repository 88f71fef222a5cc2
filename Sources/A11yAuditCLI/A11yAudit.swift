import ElementModel
import ReportFormats
import Importers

/// The command-line tool: picks the command and returns its exit status.
public enum A11yAudit {
    /// Every command's table of options, in the order usage lists them.
    static let commands = [TreeCommand.spec, TranscriptCommand.spec, AuditCommand.spec, AuditCommand.fixSpec, ReportCommand.spec, SpeakCommand.spec, MergeCommand.spec, RulesCommand.spec]

    /// The top-level usage: each command's usage line (made from its table) and what it does.
    static var usage: String {
        var text = "usage: a11y-audit COMMAND PATH... [options]\n\ncommands:\n"
        for spec in commands {
            // The summary's first sentence says what the command does; `COMMAND --help` says the rest.
            let firstSentence = spec.summary.split(separator: ".", maxSplits: 1).first.map(String.init) ?? spec.summary
            text += spec.synopsis(after: "  ") + "\n      " + firstSentence.prefix(1).lowercased() + firstSentence.dropFirst() + "\n"
        }
        text += "  help [COMMAND], COMMAND --help\n      print this, or one command's options\n"
        text += "  version, --version\n      print the version"
        return text
    }

    /// Runs the tool with `arguments` (without the program name). `environment` is the process's (`NO_COLOR`);
    /// `invocation` says where standard input is and whether the process exits right after.
    public static func run(_ arguments: [String], output: OutputSink, errors: OutputSink,
                           environment: [String: String] = [:], invocation: Invocation = Invocation()) -> ExitStatus {
        guard let command = arguments.first else {
            errors.write(usage + "\n")
            return .failure
        }
        let rest = Array(arguments.dropFirst())
        // `--help` or `-h` anywhere after a command asks for that command's help, as in SwiftLint and git.
        if let spec = commands.first(where: { $0.name == command }), rest.contains("--help") || rest.contains("-h") {
            output.write(spec.help)
            return .success
        }
        switch command {
        case "tree":
            return TreeCommand(catalog: .forOneRun(), output: output, errors: errors, invocation: invocation).run(rest)
        case "transcript":
            return TranscriptCommand(catalog: .forOneRun(), output: output, errors: errors, invocation: invocation).run(rest)
        case "audit":
            return AuditCommand(catalog: .forOneRun(), output: output, errors: errors, environment: environment, invocation: invocation).run(rest)
        case "fix":
            return AuditCommand(catalog: .forOneRun(), output: output, errors: errors, environment: environment, invocation: invocation)
                .run(rest, spec: AuditCommand.fixSpec)
        case "report":
            return ReportCommand(catalog: .forOneRun(), output: output, errors: errors, environment: environment, invocation: invocation).run(rest)
        case "speak":
            return SpeakCommand(catalog: .forOneRun(), output: output, errors: errors, invocation: invocation).run(rest)
        case "merge":
            return MergeCommand(output: output, errors: errors, environment: environment).run(rest)
        case "rules":
            return RulesCommand(output: output, errors: errors).run(rest)
        case "help", "--help", "-h":
            if let name = rest.first {
                guard let spec = commands.first(where: { $0.name == name }) else {
                    errors.write("a11y-audit: unknown command '\(OneLineText.escaped(name))'\n\(usage)\n")
                    return .failure
                }
                output.write(spec.help)
            } else {
                output.write(usage + "\n")
            }
            return .success
        case "version", "--version":
            output.write(ToolVersion.current + "\n")
            return .success
        default:
            errors.write("a11y-audit: unknown command '\(OneLineText.escaped(command))'\n\(usage)\n")
            return .failure
        }
    }
}
