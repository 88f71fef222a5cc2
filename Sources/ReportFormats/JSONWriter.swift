/// Writes JSON with keys in the order given, so output is byte-for-byte stable and keeps the
/// documented key order (Foundation's encoder would sort or shuffle them).
///
/// Bytes go into one buffer; given an output, the writer hands it every full 64 KB block as it goes, so a
/// document of any size passes through a fixed amount of memory. Without one it keeps the text (`text`).
public struct JSONWriter {
    private var storage: ByteBuffer
    private let output: OutputSink?
    private var needsComma: [Bool] = [false]
    private let pretty: Bool
    private static let blockSize = 1 << 16

    /// `pretty`: one key per line, two-space indent; otherwise compact. `output`: where full blocks go.
    public init(pretty: Bool, output: OutputSink? = nil) {
        self.pretty = pretty
        self.output = output
        storage = ByteBuffer(capacity: output == nil ? 256 : Self.blockSize + 4096)
    }

    /// A writer for a fragment that will stand `nesting` levels deep in another writer's document (see
    /// `element(rendered:)`): values made apart, on other threads, then copied in.
    public init(pretty: Bool, nesting: Int) {
        self.init(pretty: pretty)
        needsComma = Array(repeating: false, count: max(1, nesting))
    }

    /// What is written and not yet handed to the output.
    public var text: String { String(decoding: storage.bytes, as: UTF8.self) }

    /// The same, as bytes: a fragment's, for `element(rendered:)`.
    public var bytes: [UInt8] { Array(storage.bytes) }

    /// How many objects and arrays are open, the document itself counting as one.
    public var nesting: Int { needsComma.count }

    /// Makes the buffer this writer's own first if a copy of the writer shares it: writers are values. Every
    /// change starts with it; the buffer is then used in place (taking a reference to it would cost an atomic
    /// retain and release on every key and value).
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// Copies in one array element written apart by a writer made with `init(pretty:nesting:)` at this
    /// writer's nesting: the bytes are exactly what writing the element here would have given.
    public mutating func element(rendered fragment: [UInt8]) {
        makeUnique()
        if needsComma[needsComma.count - 1] { storage.append(UInt8(ascii: ",")) }
        needsComma[needsComma.count - 1] = true
        fragment.withUnsafeBytes { storage.append($0) }
        flushIfFull()
    }

    /// Hands everything written so far to the output.
    public mutating func flush() {
        guard let output, storage.count > 0 else { return }
        makeUnique()
        output.write(storage.bytes)
        storage.removeAll()
    }

    /// Appends raw text after the document (a final newline).
    public mutating func raw(_ text: String) {
        makeUnique()
        storage.append(text)
    }

    public mutating func beginObject(key: String? = nil) { open(key: key, bracket: UInt8(ascii: "{")) }
    public mutating func endObject() { close(bracket: UInt8(ascii: "}")) }
    public mutating func beginArray(key: String? = nil) { open(key: key, bracket: UInt8(ascii: "[")) }
    public mutating func endArray() { close(bracket: UInt8(ascii: "]")) }

    public mutating func string(_ key: String?, _ value: String?) {
        prefix(key)
        if let value { Self.appendQuoted(value, to: storage) } else { storage.append("null" as StaticString) }
    }

    public mutating func number(_ key: String?, _ value: Double?) {
        prefix(key)
        if let value { Self.append(value, to: storage) } else { storage.append("null" as StaticString) }
    }

    /// An array of scalars on one line (`[0, 0, 414, 896]`), for short lists that read best whole.
    public mutating func inlineStrings(_ key: String?, _ values: [String]) {
        prefix(key)
        storage.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { appendInlineSeparator() }
            Self.appendQuoted(value, to: storage)
        }
        storage.append(UInt8(ascii: "]"))
    }

    public mutating func inlineCoordinates(_ key: String?, _ values: [Double]) {
        prefix(key)
        storage.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { appendInlineSeparator() }
            Self.append(Self.roundedCoordinate(value), to: storage)
        }
        storage.append(UInt8(ascii: "]"))
    }

    public mutating func integer(_ key: String?, _ value: Int) {
        prefix(key)
        storage.append(decimal: value)
    }

    public mutating func bool(_ key: String?, _ value: Bool) {
        prefix(key)
        storage.append(value ? "true" : "false" as StaticString)
    }

    public mutating func null(_ key: String?) {
        prefix(key)
        storage.append("null" as StaticString)
    }

    // MARK: - Layout

    private mutating func open(key: String?, bracket: UInt8) {
        prefix(key)
        storage.append(bracket)
        needsComma.append(false)
    }

    private mutating func close(bracket: UInt8) {
        makeUnique()
        let hadMembers = needsComma.removeLast()
        if hadMembers { newline() }
        storage.append(bracket)
        flushIfFull()
    }

    private mutating func flushIfFull() {
        if storage.count >= Self.blockSize { flush() }
    }

    /// What comes before a value: a comma after the previous member, a new line, the key. Makes the
    /// buffer this writer's own, for the value that follows.
    private mutating func prefix(_ key: String?) {
        makeUnique()
        if needsComma[needsComma.count - 1] { storage.append(UInt8(ascii: ",")) }
        needsComma[needsComma.count - 1] = true
        if needsComma.count > 1 { newline() }
        if let key {
            Self.appendQuoted(key, to: storage)
            storage.append(UInt8(ascii: ":"))
            if pretty { storage.append(UInt8(ascii: " ")) }
        }
    }

    private func newline() {
        guard pretty else { return }
        storage.append(UInt8(ascii: "\n"))
        storage.append(repeating: UInt8(ascii: " "), count: 2 * (needsComma.count - 1))
    }

    private func appendInlineSeparator() {
        storage.append(UInt8(ascii: ","))
        if pretty { storage.append(UInt8(ascii: " ")) }
    }

    /// `value` as `format(_:)` writes it, with whole numbers written digit by digit (most are).
    private static func append(_ value: Double, to buffer: ByteBuffer) {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            buffer.append(decimal: Int(value))
        } else {
            buffer.append(format(value))
        }
    }

    /// A coordinate to a thousandth of a point: sums of Interface Builder's fractional frames carry
    /// binary noise (`128.00000000000003`) that would only clutter output and diffs.
    public static func formatCoordinate(_ value: Double) -> String {
        format(roundedCoordinate(value))
    }

    private static func roundedCoordinate(_ value: Double) -> Double {
        // Beyond 1e15 a double has no thousandths to round (and × 1000 could overflow).
        abs(value) < 1e15 ? (value * 1000).rounded() / 1000 : value
    }

    /// Integers print without a fraction; other values in Swift's shortest round-tripping form.
    public static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return value.isFinite ? String(value) : "null"
    }

    /// `string` as a JSON string literal.
    public static func quoted(_ string: String) -> String {
        let buffer = ByteBuffer(capacity: string.utf8.count + 2)
        appendQuoted(string, to: buffer)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    private static func appendQuoted(_ string: String, to buffer: ByteBuffer) {
        // Native strings lend their bytes as they are; only others (bridged ones on Apple systems) are copied.
        if string.utf8.withContiguousStorageIfAvailable({ appendQuoted($0, to: buffer) }) != nil { return }
        var copy = string
        copy.withUTF8 { appendQuoted($0, to: buffer) }
    }

    /// Runs between the bytes that need escaping are copied whole; those bytes are ASCII, so every run
    /// ends on a character boundary. Eight bytes at a time are checked for any that needs escaping.
    private static func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>, to buffer: ByteBuffer) {
        buffer.append(UInt8(ascii: "\""))
        let raw = UnsafeRawBufferPointer(utf8)
        var runStart = 0
        var index = 0
        while index < utf8.count {
            if index + 8 <= utf8.count, !mayNeedEscaping(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                index += 8
                continue
            }
            let byte = utf8[index]
            index += 1
            guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
            buffer.append(UnsafeRawBufferPointer(rebasing: raw[runStart..<index - 1]))
            switch byte {
            case 0x22: buffer.append(#"\""# as StaticString)
            case 0x5C: buffer.append(#"\\"# as StaticString)
            case 0x0A: buffer.append(#"\n"# as StaticString)
            case 0x0D: buffer.append(#"\r"# as StaticString)
            case 0x09: buffer.append(#"\t"# as StaticString)
            default:
                let hex = String(byte, radix: 16)
                buffer.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            }
            runStart = index
        }
        buffer.append(UnsafeRawBufferPointer(rebasing: raw[runStart...]))
        buffer.append(UInt8(ascii: "\""))
    }

    /// Whether any of the eight bytes in `word` is a control character, `"` or `\\` (the classic
    /// has-a-zero-byte test, on the word itself and on it xored with each quote byte repeated).
    @inline(__always)
    private static func mayNeedEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        let belowSpace = (word &- ones &* 0x20) & ~word & highs != 0
        return belowSpace || hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C))
    }
}
