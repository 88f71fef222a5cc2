import ElementModel
import RuleEngine

/// The rules as people read them: the `rules` command's table and list, and the page of `docs/rules/`
/// for each rule, all printed from the rules' own metadata and examples.
public enum RuleDocumentation {
    /// Where the project lives; each rule's page is `docs/rules/ID.md` in it.
    static let repository = "https://github.com/a11y-audit/a11y-audit"

    /// The web address of a rule's page, which reports link to.
    static func pageURL(_ ruleId: String) -> String {
        repository + "/blob/main/docs/rules/\(ruleId).md"
    }

    /// One line per rule: id, default severity, whether `--fix` corrects it (SwiftLint's "correctable"), summary; then, per
    /// input format, the rules that do not run on it.
    public static func text(_ rules: [RuleDescription]) -> String {
        let width = rules.map(\.id.count).max() ?? 0
        let fixWidth = rules.map(\.correctability.word.count).max() ?? 0
        func padded(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        let header = padded("rule", width) + "  " + padded("severity", 8) + "  " + padded("--fix", fixWidth) + "  what it checks\n"
        let list = rules.map { rule in
            padded(rule.id, width) + "  " + padded(rule.defaultSeverity.rawValue, 8) + "  " + padded(rule.correctability.word, fixWidth)
                + "  " + rule.summary + "\n"
        }.joined()
        return header + list + "\n--fix: yes, written by --fix; suggestions, written by --fix --accept-suggestions (docs/fix.md).\n\n"
            + byFormat(rules)
    }

    /// For each input format, how many of `rules` run on its files and which do not, with what they need.
    public static func byFormat(_ rules: [RuleDescription]) -> String {
        InputFormat.all.map { format in
            let skipped = rules.filter { !$0.runs(with: format.evidence) }
            var text = "\(format.name): \(rules.count - skipped.count) of \(rules.count) rules run"
            if !skipped.isEmpty {
                text += "; not " + skipped.map { rule in
                    rule.id + " (needs " + rule.missing(from: format.evidence).map(\.rawValue).joined(separator: ", ") + ")"
                }.joined(separator: ", ")
            }
            return text + "\n"
        }.joined()
    }

    public static func json(_ rules: [RuleDescription]) -> String {
        var writer = JSONWriter(pretty: true)
        writer.beginObject()
        writer.beginArray(key: "rules")
        for rule in rules {
            writer.beginObject()
            writer.string("id", rule.id)
            writer.string("name", rule.name)
            writer.string("severity", rule.defaultSeverity.rawValue)
            writer.string("summary", rule.summary)
            writer.string("rationale", rule.rationale)
            writer.inlineStrings("wcag", rule.wcag.map(\.number))
            writer.inlineStrings("formats", rule.formats)
            writer.string("correctable", rule.correctability.word)
            writer.inlineStrings("requires", rule.requires.map(\.rawValue).sorted())
            if let onAndroid = rule.requiresOnAndroid { writer.inlineStrings("requiresOnAndroid", onAndroid.map(\.rawValue).sorted()) }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        writer.raw("\n")
        return writer.text
    }

    /// `docs/rules/README.md`: the index.
    public static func index(_ rules: [RuleDescription]) -> String {
        var text = "# Rules\n\nPrinted from the rules themselves (`a11y-audit rules --format markdown`); a test keeps these pages current.\n\n"
        text += "| rule | severity | WCAG | formats | `--fix` | what it checks |\n|---|---|---|---|---|---|\n"
        for rule in rules {
            text += "| [`\(rule.id)`](\(rule.id).md) | \(rule.defaultSeverity.rawValue) | "
                + (rule.wcag.isEmpty ? "–" : rule.wcag.map(\.number).joined(separator: ", ")) + " | "
                + rule.formats.joined(separator: ", ") + " | \(rule.correctability.word) | \(rule.summary) |\n"
        }
        text += "\n`--fix`: *yes*, written by `--fix`; *suggestions*, written by `--fix --accept-suggestions` (see ../fix.md).\n"
        text += "\nA rule runs on a file only when the file can tell it all it needs: a page source carries no hints, no "
            + "IBActions or gesture recognizers, and traits only from WebDriverAgent 9.12 on (see ../formats.md).\n\n"
        text += byFormat(rules).split(separator: "\n").map { "- " + $0 + "\n" }.joined()
        return text
    }

    /// `docs/rules/<id>.md`: metadata, rationale and every example.
    public static func page(_ rule: RuleDescription) -> String {
        var text = "# `\(rule.id)`: \(rule.name)\n\n"
        text += "- Default severity: **\(rule.defaultSeverity.rawValue)**\n"
        text += "- WCAG 2.2: " + (rule.wcag.isEmpty ? "–" : rule.wcag.map { "\($0.number) \($0.name) (\($0.level))" }
            .joined(separator: "; ")) + "\n"
        text += "- Formats: " + rule.formats.joined(separator: ", ") + "\n"
        let notRun = InputFormat.all.filter { !rule.runs(with: $0.evidence) }
        if !notRun.isEmpty {
            text += "- Not run on: " + notRun.map { format in
                format.name + " (it cannot tell " + rule.missing(from: format.evidence).map(\.meaning).joined(separator: "; ") + ")"
            }.joined(separator: "; ") + "\n"
        }
        if !rule.requires.isEmpty {
            text += "- Needs: " + rule.requires.sorted { $0.rawValue < $1.rawValue }.map { "\($0.rawValue) (\($0.meaning))" }
                .joined(separator: "; ") + "\n"
        }
        if let onAndroid = rule.requiresOnAndroid {
            text += "- Needs on Android: " + onAndroid.sorted { $0.rawValue < $1.rawValue }.map { "\($0.rawValue) (\($0.meaning))" }
                .joined(separator: "; ") + "\n"
        }
        text += "- Fixed by `--fix`: " + correctabilityLine(rule.correctability) + "\n"
        if !rule.lintChecks.isEmpty {
            text += "- Acknowledged in an Android layout by: " + rule.lintChecks.map { "`tools:ignore=\"\($0)\"`" }.joined(separator: ", ")
                + " (or `all`) on the view or around it\n"
        }
        text += "\n"
        text += rule.summary + "\n\n## Why\n\n" + rule.rationale + "\n"
        text += "\n## Triggers\n\n`↓` marks where the finding is reported.\n"
        for example in rule.triggeringExamples { text += "\n" + exampleBlock(example) }
        text += "\n## Does not trigger\n"
        for example in rule.nonTriggeringExamples { text += "\n" + exampleBlock(example) }
        return text
    }

    private static func correctabilityLine(_ correctability: Correctability) -> String {
        switch (correctability.isCertain, correctability.suggestsLabels) {
        case (true, true): return "yes, where the change is certain; suggested labels with `--accept-suggestions` (see ../fix.md)"
        case (true, false): return "yes, where the change is certain (see ../fix.md)"
        case (false, true): return "suggested labels only, with `--accept-suggestions` (see ../fix.md)"
        case (false, false): return "no: the fix needs a person"
        }
    }

    private static func exampleBlock(_ example: RuleExample) -> String {
        "\(example.caption):\n\n```xml\n\(example.layout)\n```\n"
    }
}
