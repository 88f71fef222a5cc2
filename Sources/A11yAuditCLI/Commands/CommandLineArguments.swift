import AuditConfiguration
import ElementModel
import ReportFormats

/// A command line split into operands and `--option value` pairs, checked against the command's table of
/// options (`CommandSpec`). Errors are usage errors (exit 2).
struct CommandLineArguments {
    var positional: [String] = []
    private var options: [String: [String]] = [:]
    private let spec: CommandSpec

    struct UsageError: Error {
        var message: String
    }

    /// Options that take a value are written `--format json` or `--format=json`; `--` ends the options, and
    /// `-` is an operand (standard input).
    init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
        self.spec = spec
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("--") || argument == "-" {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            // SwiftLint's name for the report's format.
            if name == "reporter", spec.option("format") != nil { name = "format" }
            guard let option = spec.option(name) else {
                let guess = Spelling.closest(to: name, among: spec.options.map(\.name)).map { "; did you mean --\($0)?" } ?? ""
                throw UsageError(message: "unknown option --\(name)\(guess) (a11y-audit \(spec.name) --help lists the options)")
            }
            guard option.value != nil else {
                if inlineValue != nil { throw UsageError(message: "--\(name) takes no value") }
                options[name, default: []].append("")
                continue
            }
            guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
                throw UsageError(message: "--\(name) needs a value")
            }
            if inlineValue == nil { index += 1 }
            guard option.allowed.isEmpty || option.allowed.contains(value) else {
                throw UsageError(message: "--\(name) must be one of \(option.allowed.joined(separator: ", ")), not '\(value)'")
            }
            options[name, default: []].append(value)
        }
    }

    /// The value given for `name` (the last, when given more than once), else `defaultValue`.
    func value(_ name: String, default defaultValue: String) -> String {
        options[name]?.last ?? defaultValue
    }

    /// The value given for `name`, or nil.
    func value(_ name: String) -> String? {
        options[name]?.last
    }

    /// Every value given for a repeated option, in order.
    func values(_ name: String) -> [String] {
        options[name] ?? []
    }

    /// Whether a flag was given.
    func isSet(_ name: String) -> Bool {
        options[name] != nil
    }
}

extension CommandLineArguments.UsageError {
    /// Reports the error with the command's usage line and returns the usage-error status.
    func report(usage: String, to errors: OutputSink) -> ExitStatus {
        errors.write("a11y-audit: \(OneLineText.escaped(message))\n\(usage)\n")
        return .failure
    }
}
