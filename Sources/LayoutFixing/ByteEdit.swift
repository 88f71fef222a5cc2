/// One change to a file's bytes: `range` replaced by `replacement`. Edits of one file never overlap.
struct ByteEdit: Hashable, Sendable {
    let range: Range<Int>
    let replacement: String

    init(_ range: Range<Int>, _ replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    static func insert(_ text: String, at offset: Int) -> ByteEdit { ByteEdit(offset..<offset, text) }

    /// `bytes` with `edits` made, or nil when two of them overlap (the rewrite is then not safe).
    static func apply(_ edits: [ByteEdit], to bytes: [UInt8]) -> [UInt8]? {
        let sorted = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        for (earlier, later) in zip(sorted, sorted.dropFirst()) where later.range.lowerBound < earlier.range.upperBound {
            return nil
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.replacement.utf8.count })
        var cursor = 0
        for edit in sorted {
            result.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            result.append(contentsOf: edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        result.append(contentsOf: bytes[cursor...])
        return result
    }
}

/// Text as an XML attribute value between double quotes.
enum XMLEscaping {
    static func attribute(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            default: result.append(character)
            }
        }
        return result
    }

    /// Text as the content of an element (a strings.xml `<string>`).
    static func content(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
