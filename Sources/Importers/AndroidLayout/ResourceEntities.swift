/// Android's resource compiler expands the entities a resource file declares in its own document type declaration:
/// Termux names its app once (`<!DOCTYPE resources [<!ENTITY TERMUX_APP_NAME "Termux">]>`) and writes
/// `&TERMUX_APP_NAME;` in its strings. The parser refuses every declaration, since one can load files or grow without
/// end; this reads the one harmless kind by hand: general entities whose values are plain text. A declaration holding
/// anything else (an external or parameter entity, a value with markup or a reference in it) leaves the file refused.
enum ResourceEntities {
    /// `bytes` with the declaration blanked out (its line breaks kept, so that every line keeps its number) and each
    /// reference to a declared entity replaced by its value (a column after one on its line counts the value's
    /// characters); nil when the file declares anything else.
    static func expanded(_ bytes: [UInt8]) -> [UInt8]? {
        guard let start = find(Array("<!DOCTYPE".utf8), in: bytes, from: 0),
              let (entities, end) = declarations(bytes, from: start + 9), !entities.isEmpty else { return nil }
        var result = Array(bytes[..<start])
        result += bytes[start..<end].map { $0 == newline ? newline : space }
        var index = end
        while index < bytes.count {
            if bytes[index] == ampersand, let semicolon = bytes[index...].prefix(64).firstIndex(of: semicolon),
               let value = entities[Array(bytes[(index + 1)..<semicolon])] {
                result += value
                index = semicolon + 1
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    /// The entities declared between `[` and `]>` after the root's name, and where the declaration ends; nil for any
    /// other declaration.
    private static func declarations(_ bytes: [UInt8], from start: Int) -> (entities: [[UInt8]: [UInt8]], end: Int)? {
        var index = start
        func skipSpace() { while index < bytes.count, isSpace(bytes[index]) { index += 1 } }
        func name() -> [UInt8]? {
            let first = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            return index > first ? Array(bytes[first..<index]) : nil
        }
        func expect(_ text: String) -> Bool {
            let expected = Array(text.utf8)
            guard bytes.count - index >= expected.count, Array(bytes[index..<(index + expected.count)]) == expected else { return false }
            index += expected.count
            return true
        }
        skipSpace()
        guard name() != nil else { return nil }
        skipSpace()
        guard expect("[") else { return nil }
        var entities: [[UInt8]: [UInt8]] = [:]
        while true {
            skipSpace()
            if expect("]") {
                skipSpace()
                return expect(">") ? (entities, index) : nil
            }
            if expect("<!--") {
                guard let close = find(Array("-->".utf8), in: bytes, from: index) else { return nil }
                index = close + 3
                continue
            }
            guard expect("<!ENTITY") else { return nil }
            skipSpace()
            guard let entity = name() else { return nil }
            skipSpace()
            guard index < bytes.count, bytes[index] == quote || bytes[index] == apostrophe else { return nil }
            let delimiter = bytes[index]
            index += 1
            let valueStart = index
            while index < bytes.count, bytes[index] != delimiter {
                // Markup or another reference in a value would need the parser's own expansion.
                if bytes[index] == ampersand || bytes[index] == percent || bytes[index] == lessThan { return nil }
                index += 1
            }
            guard index < bytes.count else { return nil }
            entities[entity] = Array(bytes[valueStart..<index])
            index += 1
            skipSpace()
            guard expect(">") else { return nil }
        }
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        return (start...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == space || byte == newline || byte == 0x09 || byte == 0x0D }
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
            || byte == 0x5F || byte == 0x2D || byte == 0x2E || byte == 0x3A
    }

    private static let space: UInt8 = 0x20, newline: UInt8 = 0x0A, ampersand: UInt8 = 0x26, semicolon: UInt8 = 0x3B
    private static let quote: UInt8 = 0x22, apostrophe: UInt8 = 0x27, percent: UInt8 = 0x25, lessThan: UInt8 = 0x3C
}
