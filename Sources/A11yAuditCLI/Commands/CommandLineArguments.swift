import ReportFormats

/// A command line split into positional arguments and `--option value` pairs, checked against what a
/// command accepts. Errors are usage errors (exit 2).
struct CommandLineArguments {
    var positional: [String] = []
    var options: [String: [String]] = [:]

    struct UsageError: Error {
        var message: String
    }

    /// `valueOptions` take one value (`--format json` or `--format=json`); `flags` take none.
    init(_ arguments: [String], valueOptions: Set<String>, flags: Set<String> = []) throws(UsageError) {
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
            if flags.contains(name), inlineValue == nil {
                options[name, default: []].append("")
            } else if valueOptions.contains(name) {
                guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
                    throw UsageError(message: "--\(name) needs a value")
                }
                if inlineValue == nil { index += 1 }
                options[name, default: []].append(value)
            } else {
                throw UsageError(message: "unknown option --\(name)")
            }
        }
    }

    /// The last value given for `name`, checked against `allowed`.
    func value(_ name: String, allowed: [String], default defaultValue: String) throws(UsageError) -> String {
        guard let value = options[name]?.last else { return defaultValue }
        guard allowed.contains(value) else {
            throw UsageError(message: "--\(name) must be one of \(allowed.joined(separator: ", ")), not '\(value)'")
        }
        return value
    }
}

extension CommandLineArguments.UsageError {
    /// Reports the error with the command's usage line and returns the usage-error status.
    func report(usage: String, to errors: OutputSink) -> ExitStatus {
        errors.write("a11y-audit: \(message)\n\(usage)\n")
        return .failure
    }
}
