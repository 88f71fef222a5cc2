/// Text made safe for GitHub's Markdown, for the reports posted on pull requests.
public enum MarkdownText {
    /// `text` as literal text in a table cell on GitHub: the characters Markdown or HTML would act on are
    /// escaped with a backslash (a class name `<MyView>` would otherwise vanish as a tag, a `|` end the cell,
    /// a backtick or `*` start code or emphasis), and line breaks become `<br>`.
    public static func cell(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "\n" {
                result += "<br>"
            } else {
                if markup.contains(character) { result.append("\\") }
                result.append(character)
            }
        }
        return result
    }

    private static let markup: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "#"]

    /// `code` as a fenced code block in `language`: the fence is longer than any run of backticks inside.
    public static func fenced(_ code: String, language: String) -> String {
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(code) + 1))
        return fence + language + "\n" + code + "\n" + fence + "\n"
    }

    private static func longestBacktickRun(_ text: String) -> Int {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// `text` as a code span: fenced with one backtick more than the longest run of backticks inside it, and
    /// padded with spaces when it starts or ends with one (CommonMark's rule).
    public static func code(_ text: String) -> String {
        let fence = String(repeating: "`", count: longestBacktickRun(text) + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + padding + text + padding + fence
    }
}
