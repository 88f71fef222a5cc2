/// Writes JSON with keys in the order given, so output is byte-for-byte stable and keeps the
/// documented key order (Foundation's encoder would sort or shuffle them).
///
/// Bytes go into one buffer; given an output, the writer hands it every full 64 KB block as it goes, so a
/// document of any size passes through a fixed amount of memory. Without one it keeps the text (`text`).
public struct JSONWriter {
    private var buffer: [UInt8] = []
    private let output: OutputSink?
    private var needsComma: [Bool] = [false]
    private let indentUnit: String?
    /// A newline plus the indentation for each depth, made once: large trees write millions of them.
    private var indents: [String] = []
    private static let blockSize = 1 << 16

    /// `pretty`: one key per line, two-space indent; otherwise compact. `output`: where full blocks go.
    public init(pretty: Bool, output: OutputSink? = nil) {
        indentUnit = pretty ? "  " : nil
        self.output = output
        buffer.reserveCapacity(output == nil ? 256 : Self.blockSize + 4096)
    }

    /// A writer for a fragment that will stand `nesting` levels deep in another writer's document (see
    /// `element(rendered:)`): values made apart, on other threads, then copied in.
    public init(pretty: Bool, nesting: Int) {
        self.init(pretty: pretty)
        needsComma = Array(repeating: false, count: max(1, nesting))
    }

    /// What is written and not yet handed to the output.
    public var text: String { String(decoding: buffer, as: UTF8.self) }

    /// The same, as bytes: a fragment's, for `element(rendered:)`.
    public var bytes: [UInt8] { buffer }

    /// How many objects and arrays are open, the document itself counting as one.
    public var nesting: Int { needsComma.count }

    /// Copies in one array element written apart by a writer made with `init(pretty:nesting:)` at this
    /// writer's nesting: the bytes are exactly what writing the element here would have given.
    public mutating func element(rendered fragment: [UInt8]) {
        if needsComma[needsComma.count - 1] { append(",") }
        needsComma[needsComma.count - 1] = true
        buffer.append(contentsOf: fragment)
        if buffer.count >= Self.blockSize { flush() }
    }

    /// Hands everything written so far to the output.
    public mutating func flush() {
        guard let output, !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { output.write($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Appends raw text after the document (a final newline).
    public mutating func raw(_ text: String) {
        buffer.append(contentsOf: text.utf8)
    }

    public mutating func beginObject(key: String? = nil) { open(key: key, bracket: "{") }
    public mutating func endObject() { close(bracket: "}") }
    public mutating func beginArray(key: String? = nil) { open(key: key, bracket: "[") }
    public mutating func endArray() { close(bracket: "]") }

    public mutating func string(_ key: String?, _ value: String?) {
        prefix(key)
        if let value { Self.appendQuoted(value, to: &buffer) } else { append("null") }
    }

    public mutating func number(_ key: String?, _ value: Double?) {
        prefix(key)
        append(value.map(Self.format) ?? "null")
    }

    /// An array of scalars on one line (`[0, 0, 414, 896]`), for short lists that read best whole.
    public mutating func inlineStrings(_ key: String?, _ values: [String]) {
        prefix(key)
        append("[")
        for (index, value) in values.enumerated() {
            if index > 0 { append(indentUnit == nil ? "," : ", ") }
            Self.appendQuoted(value, to: &buffer)
        }
        append("]")
    }

    public mutating func inlineCoordinates(_ key: String?, _ values: [Double]) {
        prefix(key)
        append("[")
        for (index, value) in values.enumerated() {
            if index > 0 { append(indentUnit == nil ? "," : ", ") }
            append(Self.formatCoordinate(value))
        }
        append("]")
    }

    public mutating func integer(_ key: String?, _ value: Int) {
        prefix(key)
        append(String(value))
    }

    public mutating func bool(_ key: String?, _ value: Bool) {
        prefix(key)
        append(value ? "true" : "false")
    }

    public mutating func null(_ key: String?) {
        prefix(key)
        append("null")
    }

    // MARK: - Layout

    private mutating func open(key: String?, bracket: String) {
        prefix(key)
        append(bracket)
        needsComma.append(false)
    }

    private mutating func close(bracket: String) {
        let hadMembers = needsComma.removeLast()
        if hadMembers { newline() }
        append(bracket)
        if buffer.count >= Self.blockSize { flush() }
    }

    private mutating func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
    }

    private mutating func prefix(_ key: String?) {
        if needsComma[needsComma.count - 1] { append(",") }
        needsComma[needsComma.count - 1] = true
        if needsComma.count > 1 { newline() }
        if let key {
            Self.appendQuoted(key, to: &buffer)
            append(indentUnit == nil ? ":" : ": ")
        }
    }

    private mutating func newline() {
        guard let indentUnit else { return }
        let depth = needsComma.count - 1
        while indents.count <= depth { indents.append("\n" + String(repeating: indentUnit, count: indents.count)) }
        append(indents[depth])
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

    /// `string` as a JSON string literal.
    public static func quoted(_ string: String) -> String {
        var bytes: [UInt8] = []
        appendQuoted(string, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    public static func appendQuoted(_ string: String, to bytes: inout [UInt8]) {
        var string = string
        string.withUTF8 { appendQuoted($0, to: &bytes) }
    }

    /// Runs between the bytes that need escaping are copied whole; those bytes are ASCII, so every run
    /// ends on a character boundary.
    private static func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(0x22)
        var runStart = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            switch byte {
            case 0x22: bytes.append(contentsOf: #"\""#.utf8)
            case 0x5C: bytes.append(contentsOf: #"\\"#.utf8)
            case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
            case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
            case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
            default:
                let hex = String(byte, radix: 16)
                bytes.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            }
            runStart = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        bytes.append(0x22)
    }
}
