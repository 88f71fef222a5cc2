/// Writes JSON with keys in the order given, so output is byte-for-byte stable and keeps the
/// documented key order (Foundation's encoder would sort or shuffle them).
public struct JSONWriter {
    public private(set) var text = ""
    private var needsComma: [Bool] = [false]
    private let indentUnit: String?
    /// A newline plus the indentation for each depth, made once: large trees write millions of them.
    private var indents: [String] = []

    /// `pretty`: one key per line, two-space indent; otherwise compact.
    public init(pretty: Bool) {
        indentUnit = pretty ? "  " : nil
    }

    public mutating func beginObject(key: String? = nil) { open(key: key, bracket: "{") }
    public mutating func endObject() { close(bracket: "}") }
    public mutating func beginArray(key: String? = nil) { open(key: key, bracket: "[") }
    public mutating func endArray() { close(bracket: "]") }

    public mutating func string(_ key: String?, _ value: String?) {
        prefix(key)
        if let value { Self.appendQuoted(value, to: &text) } else { text += "null" }
    }

    public mutating func number(_ key: String?, _ value: Double?) {
        prefix(key)
        text += value.map(Self.format) ?? "null"
    }

    /// An array of scalars on one line (`[0, 0, 414, 896]`), for short lists that read best whole.
    public mutating func inlineStrings(_ key: String?, _ values: [String]) {
        prefix(key)
        text += "["
        for (index, value) in values.enumerated() {
            if index > 0 { text += indentUnit == nil ? "," : ", " }
            Self.appendQuoted(value, to: &text)
        }
        text += "]"
    }

    public mutating func inlineCoordinates(_ key: String?, _ values: [Double]) {
        prefix(key)
        text += "[" + values.map(Self.formatCoordinate).joined(separator: indentUnit == nil ? "," : ", ") + "]"
    }

    public mutating func integer(_ key: String?, _ value: Int) {
        prefix(key)
        text += String(value)
    }

    public mutating func bool(_ key: String?, _ value: Bool) {
        prefix(key)
        text += value ? "true" : "false"
    }

    public mutating func null(_ key: String?) {
        prefix(key)
        text += "null"
    }

    /// Hands over what is written so far (for streaming large documents) and keeps the nesting state.
    public mutating func takeText() -> String {
        defer { text = "" }
        return text
    }

    // MARK: - Layout

    private mutating func open(key: String?, bracket: String) {
        prefix(key)
        text += bracket
        needsComma.append(false)
    }

    private mutating func close(bracket: String) {
        let hadMembers = needsComma.removeLast()
        if hadMembers { newline() }
        text += bracket
    }

    private mutating func prefix(_ key: String?) {
        if needsComma[needsComma.count - 1] { text += "," }
        needsComma[needsComma.count - 1] = true
        if needsComma.count > 1 { newline() }
        if let key {
            Self.appendQuoted(key, to: &text)
            text += indentUnit == nil ? ":" : ": "
        }
    }

    private mutating func newline() {
        guard let indentUnit else { return }
        let depth = needsComma.count - 1
        while indents.count <= depth { indents.append("\n" + String(repeating: indentUnit, count: indents.count)) }
        text += indents[depth]
    }

    /// A coordinate to a thousandth of a point: sums of Interface Builder's fractional frames carry
    /// binary noise (`128.00000000000003`) that would only clutter output and diffs.
    public static func formatCoordinate(_ value: Double) -> String {
        // Beyond 1e15 a double has no thousandths to round (and × 1000 could overflow).
        abs(value) < 1e15 ? format((value * 1000).rounded() / 1000) : format(value)
    }

    /// Integers print without a fraction; other values in Swift's shortest round-tripping form.
    public static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return value.isFinite ? String(value) : "null"
    }

    public static func appendQuoted(_ string: String, to text: inout String) {
        text += "\""
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            text += string
            text += "\""
            return
        }
        // Runs between the bytes that need escaping are appended whole: per-scalar appends cost several times more,
        // and most messages quote what VoiceOver says. Those bytes are ASCII, so every run ends on a character boundary.
        let utf8 = string.utf8
        var runStart = utf8.startIndex
        for index in utf8.indices {
            let byte = utf8[index]
            guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
            text += string[runStart..<index]
            switch byte {
            case 0x22: text += "\\\""
            case 0x5C: text += "\\\\"
            case 0x0A: text += "\\n"
            case 0x0D: text += "\\r"
            case 0x09: text += "\\t"
            default:
                let hex = String(byte, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
            runStart = utf8.index(after: index)
        }
        text += string[runStart...]
        text += "\""
    }
}
