import ElementModel

/// What a layout attribute's value says about a text (`android:text`, `contentDescription`, `hint`): a literal, a
/// string resource, nothing on purpose (`@null`), or a value only the running app knows (data binding, a theme).
enum AndroidText {
    /// The text the value stands for, and where it came from in words (for provenance); nil text: no text.
    static func resolve(_ value: String, strings: StringResources, language: String?) -> (text: String?, detail: String) {
        if value.isEmpty || value == "@null" { return (nil, value.isEmpty ? "an empty value" : "@null, no text on purpose") }
        if value.hasPrefix("@{") || value.hasPrefix("@={") {
            return (AndroidNode.setAtRunTime, "data binding \(value), set at run time")
        }
        if value.hasPrefix("?") { return (AndroidNode.setAtRunTime, "the theme attribute \(value), set at run time") }
        if value.hasPrefix("@string/") || value.hasPrefix("@+string/") {
            let name = String(value[value.index(after: value.firstIndex(of: "/")!)...])
            guard let text = strings.text(named: name, language: language) else {
                return (value, "\(value), not found in a strings.xml beside the layout")
            }
            let file = language.flatMap { strings.byLanguage[$0]?[name] != nil ? "values-\($0)" : nil } ?? "values"
            return (text.isEmpty ? nil : text, "\(value) (\(file)/strings.xml)")
        }
        // Framework strings (`@android:string/ok`) and other resources are shown by name.
        if value.hasPrefix("@") { return (value, value) }
        let text = unescaped(value)
        return (text.isEmpty ? nil : text, "\"\(value)\"")
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
