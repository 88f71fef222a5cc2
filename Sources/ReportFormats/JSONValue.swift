/// A JSON document read back (RFC 8259), for `merge`, which reads the audit's own JSON reports. Numbers keep
/// their text, so integers come back exactly.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public struct ParseError: Error, Sendable {
        /// 1-based line and column (bytes) where the text stops being JSON.
        public var line: Int
        public var column: Int
        public var message: String
    }

    /// The deepest nesting read; the audit's reports nest four levels.
    static let maximumDepth = 64

    public init(parsing bytes: [UInt8]) throws(ParseError) {
        var parser = Parser(bytes: bytes)
        parser.skipSpace()
        self = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == bytes.count else { throw parser.error("text after the JSON value") }
    }

    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var int: Int? {
        if case .number(let text) = self { return Int(text) }
        return nil
    }

    public var array: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        func error(_ message: String) -> ParseError {
            var line = 1
            var lineStart = 0
            for offset in 0..<min(index, bytes.count) where bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
            }
            return ParseError(line: line, column: index - lineStart + 1, message: message)
        }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func value(depth: Int) throws(ParseError) -> JSONValue {
            guard depth < JSONValue.maximumDepth else { throw error("nested deeper than \(JSONValue.maximumDepth) levels") }
            guard index < bytes.count else { throw error("the text ends where a value should be") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "n"): return try literal("null", .null)
            default: return try number()
            }
        }

        mutating func literal(_ word: String, _ value: JSONValue) throws(ParseError) -> JSONValue {
            let end = index + word.utf8.count
            guard end <= bytes.count, bytes[index..<end].elementsEqual(word.utf8) else { throw error("not a JSON value") }
            index = end
            return value
        }

        mutating func number() throws(ParseError) -> JSONValue {
            let start = index
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            let digitsStart = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
                || [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-")].contains(bytes[index]) {
                index += 1
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard index > digitsStart, Double(text) != nil else {
                index = start
                throw error("not a JSON value")
            }
            return .number(text)
        }

        mutating func object(depth: Int) throws(ParseError) -> JSONValue {
            index += 1
            var members: [String: JSONValue] = [:]
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
                let key = try string()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
                index += 1
                skipSpace()
                members[key] = try value(depth: depth + 1)
                skipSpace()
                guard index < bytes.count else { throw error("the text ends inside an object") }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                }
                guard bytes[index] == UInt8(ascii: ",") else { throw error("expected ',' or '}' in an object") }
                index += 1
            }
        }

        mutating func array(depth: Int) throws(ParseError) -> JSONValue {
            index += 1
            var items: [JSONValue] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard index < bytes.count else { throw error("the text ends inside an array") }
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(items)
                }
                guard bytes[index] == UInt8(ascii: ",") else { throw error("expected ',' or ']' in an array") }
                index += 1
            }
        }

        /// A string's value; `index` is at its opening quote.
        mutating func string() throws(ParseError) -> String {
            index += 1
            // Bytes between escapes are taken a run at a time.
            var run = index
            var text = ""
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    text += String(decoding: bytes[run..<index], as: UTF8.self)
                    index += 1
                    return text
                }
                guard byte >= 0x20 else { throw error("a control character inside a string") }
                guard byte == UInt8(ascii: "\\") else {
                    index += 1
                    continue
                }
                text += String(decoding: bytes[run..<index], as: UTF8.self)
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): text += "\""
                case UInt8(ascii: "\\"): text += "\\"
                case UInt8(ascii: "/"): text += "/"
                case UInt8(ascii: "b"): text += "\u{08}"
                case UInt8(ascii: "f"): text += "\u{0C}"
                case UInt8(ascii: "n"): text += "\n"
                case UInt8(ascii: "r"): text += "\r"
                case UInt8(ascii: "t"): text += "\t"
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count,
                       bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate in \\u escapes") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("a lone surrogate in \\u escapes") }
                    text.unicodeScalars.append(scalar)
                default:
                    throw error("an unknown escape in a string")
                }
                run = index
            }
            throw error("the text ends inside a string")
        }

        mutating func hex4() throws(ParseError) -> UInt32 {
            guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
            else { throw error("a \\u escape needs four hex digits") }
            index += 4
            return value
        }
    }
}
