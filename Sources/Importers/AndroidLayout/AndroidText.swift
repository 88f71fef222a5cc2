import ElementModel

/// What a layout attribute's value says about a text (`android:text`, `contentDescription`, `hint`): a literal, a
/// string resource, nothing on purpose (`@null`), or a value only the running app knows (data binding, a theme).
enum AndroidText {
    /// The text the value stands for; nil: no text (`@null`, empty). A framework string the tool knows
    /// (`@android:string/cancel`) is its English text; a string resource not found, another framework string and other
    /// resources are shown as written, so that the transcript says which it is.
    static func resolve(_ value: String, strings: StringResources, language: String?) -> String? {
        if value.isEmpty || value == "@null" { return nil }
        // Data binding and theme attributes: the running app knows the text.
        if value.hasPrefix("@{") || value.hasPrefix("@={") || value.hasPrefix("?") { return AndroidNode.setAtRunTime }
        if value.hasPrefix("@string/") || value.hasPrefix("@+string/") {
            let name = String(value[value.index(after: value.firstIndex(of: "/")!)...])
            guard let text = strings.text(named: name, language: language) else { return value }
            return text.isEmpty ? nil : text
        }
        if value.hasPrefix("@android:string/"), language.map({ $0 == "en" || $0.hasPrefix("en-") }) ?? true,
           let text = FrameworkStrings.english(String(value.dropFirst("@android:string/".count))) {
            return text
        }
        if value.hasPrefix("@") { return value }
        let text = unescaped(value)
        return text.isEmpty ? nil : text
    }

    /// Where the text of `value` comes from, for `--explain` and the report's panel: `"@string/shop"
    /// (values-de/strings.xml)`, `"@{viewModel.total}" (data binding)`.
    static func source(_ value: String, strings: StringResources, language: String?) -> String {
        let quoted = "\"" + value + "\""
        if value.hasPrefix("@{") || value.hasPrefix("@={") { return quoted + " (data binding, set at run time)" }
        if value.hasPrefix("?") { return quoted + " (the theme's, set at run time)" }
        if value.hasPrefix("@android:string/") { return quoted + " (Android's own strings)" }
        if value.hasPrefix("@string/") || value.hasPrefix("@+string/") {
            let name = String(value[value.index(after: value.firstIndex(of: "/")!)...])
            return quoted + " (" + (strings.file(defining: name, language: language) ?? "not in a strings.xml beside the layout") + ")"
        }
        return quoted
    }

    /// A resource text as Android reads it: backslash escapes (`\'`, `\"`, `\n`, `\u00e9`) undone, unescaped double
    /// quotes dropped, and runs of white space outside quotes made one space, trimmed at both ends.
    static func unescaped(_ raw: String) -> String {
        var result = ""
        var quoted = false
        var pendingSpace = false
        var characters = Array(raw)[...]
        while let character = characters.popFirst() {
            if character == "\\", let next = characters.popFirst() {
                if pendingSpace, !result.isEmpty { result.append(" ") }
                pendingSpace = false
                switch next {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "u":
                    let digits = String(characters.prefix(4))
                    if digits.count == 4, let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) {
                        result.unicodeScalars.append(scalar)
                        characters = characters.dropFirst(4)
                    } else {
                        result.append("u")
                    }
                default: result.append(next)
                }
            } else if character == "\"" {
                quoted.toggle()
            } else if !quoted, character.isWhitespace {
                pendingSpace = true
            } else {
                if pendingSpace, !result.isEmpty { result.append(" ") }
                pendingSpace = false
                result.append(character)
            }
        }
        return result
    }
}
