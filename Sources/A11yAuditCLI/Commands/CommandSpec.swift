import Importers

/// One command's interface, as a table: what it takes and what each option does. The usage line, `--help`
/// and the parser's errors are all made from it, so they cannot disagree.
struct CommandSpec: Sendable {
    /// One `--name` option.
    struct Option: Sendable {
        let name: String
        /// What the value is called in usage (`FILE`); nil for a flag, which takes no value.
        let value: String?
        /// The values allowed, in the order usage lists them; empty when any value goes.
        let allowed: [String]
        /// Given more than once, every value counts (`--rule a --rule b`); else the last one does.
        let repeats: Bool
        /// What applies when the option is not given, for help.
        let defaultValue: String?
        let help: String

        /// An option taking a value: one of `allowed` when given, else anything `value` describes.
        static func value(_ name: String, _ value: String, allowed: [String] = [], default defaultValue: String? = nil,
                          repeats: Bool = false, _ help: String) -> Option {
            Option(name: name, value: value, allowed: allowed, repeats: repeats, defaultValue: defaultValue, help: help)
        }

        static func flag(_ name: String, _ help: String) -> Option {
            Option(name: name, value: nil, allowed: [], repeats: false, defaultValue: nil, help: help)
        }

        /// The help line's text: what it does, the values it takes, and its default.
        var description: String {
            help + (allowed.isEmpty ? "" : ": " + allowed.joined(separator: ", ")) + (defaultValue.map { " (default: \($0))" } ?? "")
        }

        /// `[--format text|json]`, `[--rule ID]...`, `[--explain]`.
        var usage: String {
            let taken = value.map { " " + (allowed.isEmpty ? $0 : allowed.joined(separator: "|")) } ?? ""
            return "[--\(name)\(taken)]" + (repeats ? "..." : "")
        }
    }

    let name: String
    /// What the command takes besides options (`PATH...`), as usage shows it.
    let operands: String
    /// What the command does, in one line.
    let summary: String
    let options: [Option]

    func option(_ name: String) -> Option? {
        options.first { $0.name == name }
    }

    /// `usage: a11y-audit tree PATH... [--format text|json]`, wrapped to stay readable in a terminal.
    var usage: String {
        synopsis(after: "usage: a11y-audit ")
    }

    /// `tree PATH... [--format text|json]` after `lead`, its options wrapped under the first one.
    func synopsis(after lead: String) -> String {
        var lines = [lead + name + (operands.isEmpty ? "" : " " + operands)]
        let indent = String(repeating: " ", count: lead.count + name.count + 1)
        for option in options.map(\.usage) {
            if lines[lines.count - 1].count + 1 + option.count > 110 {
                lines.append(indent + option)
            } else {
                lines[lines.count - 1] += " " + option
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The full help: usage, what the command does and each option's meaning.
    var help: String {
        var text = usage + "\n\n" + Self.wrapped(summary, width: 100, indent: "") + "\n"
        guard !options.isEmpty else { return text }
        text += "\noptions:\n"
        let names = options.map { option in "--" + option.name + (option.value.map { " " + $0 } ?? "") }
        let width = names.map(\.count).max() ?? 0
        for (name, option) in zip(names, options) {
            let indent = String(repeating: " ", count: width + 4)
            let description = Self.wrapped(option.description, width: 100 - indent.count, indent: indent)
            text += "  " + name + String(repeating: " ", count: width - name.count) + "  " + description.drop { $0 == " " } + "\n"
        }
        return text
    }

    /// `text` in lines of at most `width` characters (a longer word has a line of its own), each after `indent`.
    static func wrapped(_ text: String, width: Int, indent: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(indent + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(indent + line)
        return lines.joined(separator: "\n")
    }
}

extension CommandSpec.Option {
    /// `--stdin-path NAME`, as SwiftLint spells it: the name a layout piped in as `-` is reported under.
    static let standardInputName = value(
        "stdin-path", "NAME", default: "<stdin>, read as Interface Builder XML",
        "the name to report a layout read from standard input (-) under; its extension picks the format")
}

extension CommandLineArguments {
    /// The `--stdin-path` name, else `<stdin>`.
    var standardInputName: String {
        value("stdin-path", default: StandardInput.defaultName)
    }
}
