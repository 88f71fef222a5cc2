/// Text made safe for one line of a line-oriented output: the Xcode format, GitHub annotations and the
/// `PATH:LINE:COLUMN: error: …` diagnostics on standard error, which Xcode, CI systems and editors read line by
/// line. A file name or a label may hold a line break or a terminal escape; written raw, it would end the line
/// and could write a diagnostic of its own (`evil\nApp.xib:1:1: warning: …`). Line breaks and tabs become `\n`,
/// `\r` and `\t`, every other control character (C0, DEL, C1) and the Unicode line and paragraph separators a
/// visible `[U+001B]`, as JUnit and Checkstyle write theirs.
public enum OneLineText {
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscaping(scalar): result += visible(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `PATH:LINE:COLUMN: error: MESSAGE`, clang's form, on one line whatever the path and message hold.
    public static func diagnostic(path: String, line: Int, column: Int, severity: String = "error", message: String) -> String {
        "\(escaped(path)):\(line):\(column): \(severity): \(escaped(message))"
    }

    /// `[U+001B]`: four hex digits at least, as the XML reports write a control character.
    public static func visible(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "[U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "]"
    }

    /// Whether `scalar` would break the line or reach the terminal as a command: it is written escaped.
    public static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
