/// A layout's bytes, read just enough to edit one element in place: its start tag's attributes, its children's
/// extents and its end tag, each as byte ranges, so that every byte around an edit stays as the editor wrote it.
/// The file has already been read whole by libxml2 (the audit did), so it is well-formed; anything unexpected here
/// gives nil, and the element is left alone.
struct XMLSourceText {
    let bytes: [UInt8]
    /// `\r\n` when the file's lines end so, for the lines an edit adds.
    let lineEnding: String
    /// Where each line starts.
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for index in bytes.indices where bytes[index] == 0x0A { starts.append(index + 1) }
        lineStarts = starts
        let firstNewline = bytes.firstIndex(of: 0x0A)
        lineEnding = firstNewline.map { $0 > 0 && bytes[$0 - 1] == 0x0D } == true ? "\r\n" : "\n"
    }

    struct Attribute {
        /// The qualified name (`android:contentDescription`).
        let name: String
        /// From the name to the closing quote.
        let range: Range<Int>
        /// Between the quotes, as written (escaped).
        let valueRange: Range<Int>
    }

    struct StartTag {
        let name: String
        /// From `<` to just past `>`.
        let range: Range<Int>
        let attributes: [Attribute]
        /// `<name …/>`: no children and no end tag.
        let isEmpty: Bool

        func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }
    }

    /// An element: its start tag, its direct children, and where it ends (just past `/>` or its end tag).
    struct ElementExtent {
        let start: StartTag
        let children: [StartTag]
        /// The extent of each child, in the same order.
        let childEnds: [Int]
        /// The `</name>` tag's range, or nil for an empty element.
        let endTag: Range<Int>?

        var end: Int { endTag?.upperBound ?? start.range.upperBound }
    }

    /// The byte offset of a 1-based line and column (columns count bytes, as the audit's locations do).
    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
        let offset = lineStarts[line - 1] + column - 1
        return offset < bytes.count ? offset : nil
    }

    /// The 1-based line and column (in bytes) of a byte offset.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    func value(of attribute: Attribute) -> String {
        String(decoding: bytes[attribute.valueRange], as: UTF8.self)
    }

    /// The start tag whose `<` stands at `offset`.
    func startTag(at offset: Int) -> StartTag? {
        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "<"), Self.isNameByte(bytes[offset + 1]) else { return nil }
        var index = offset + 1
        let name = readName(&index)
        var attributes: [Attribute] = []
        while index < bytes.count {
            skipSpace(&index)
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: ">"):
                return StartTag(name: name, range: offset..<index + 1, attributes: attributes, isEmpty: false)
            case UInt8(ascii: "/"):
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else { return nil }
                return StartTag(name: name, range: offset..<index + 2, attributes: attributes, isEmpty: true)
            default:
                let nameStart = index
                let attributeName = readName(&index)
                guard !attributeName.isEmpty else { return nil }
                skipSpace(&index)
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
                index += 1
                skipSpace(&index)
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return nil }
                let quote = bytes[index]
                guard let close = bytes[(index + 1)...].firstIndex(of: quote) else { return nil }
                attributes.append(Attribute(name: attributeName, range: nameStart..<close + 1, valueRange: index + 1..<close))
                index = close + 1
            }
        }
        return nil
    }

    /// The element whose start tag's `<` stands at `offset`, with its direct children.
    func element(at offset: Int) -> ElementExtent? {
        guard let start = startTag(at: offset) else { return nil }
        if start.isEmpty { return ElementExtent(start: start, children: [], childEnds: [], endTag: nil) }
        var children: [StartTag] = [], childEnds: [Int] = []
        var depth = 0, index = start.range.upperBound
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            if let skipped = endOfMarkup(at: open) {
                index = skipped
                continue
            }
            if open + 1 < bytes.count, bytes[open + 1] == UInt8(ascii: "/") {
                guard let close = bytes[open...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
                if depth == 0 { return ElementExtent(start: start, children: children, childEnds: childEnds, endTag: open..<close + 1) }
                depth -= 1
                if depth == 0 { childEnds.append(close + 1) }
                index = close + 1
                continue
            }
            guard let tag = startTag(at: open) else { return nil }
            if depth == 0 {
                children.append(tag)
                if tag.isEmpty { childEnds.append(tag.range.upperBound) }
            }
            if !tag.isEmpty { depth += 1 }
            index = tag.range.upperBound
        }
        return nil
    }

    /// Past a comment, CDATA section or processing instruction starting at `offset`, or nil for a tag.
    private func endOfMarkup(at offset: Int) -> Int? {
        // Every tag but these starts with a name or `/`: most `<` are answered without looking further.
        guard offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "!") || bytes[offset + 1] == UInt8(ascii: "?") else { return nil }
        func startsWith(_ text: String) -> Bool {
            let marker = Array(text.utf8)
            return offset + marker.count <= bytes.count && Array(bytes[offset..<offset + marker.count]) == marker
        }
        func past(_ text: String) -> Int {
            let marker = Array(text.utf8)
            var index = offset
            while index + marker.count <= bytes.count {
                if bytes[index] == marker[0], Array(bytes[index..<index + marker.count]) == marker { return index + marker.count }
                index += 1
            }
            return bytes.count
        }
        if startsWith("<!--") { return past("-->") }
        if startsWith("<![CDATA[") { return past("]]>") }
        if startsWith("<?") { return past("?>") }
        return nil
    }

    /// Where the line holding `offset` starts.
    func lineStart(of offset: Int) -> Int {
        var index = offset
        while index > 0, bytes[index - 1] != 0x0A { index -= 1 }
        return index
    }

    /// Whether only spaces and tabs stand between the line's start and `offset`.
    func startsItsLine(_ offset: Int) -> Bool {
        bytes[lineStart(of: offset)..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// The spaces and tabs that start the line holding `offset`.
    func indentation(of offset: Int) -> String {
        let start = lineStart(of: offset)
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Past the line break that ends the line holding `offset` (or the file's end).
    func nextLineStart(after offset: Int) -> Int {
        bytes[offset...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.count
    }

    private func readName(_ index: inout Int) -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) || bytes[index] == UInt8(ascii: ":") { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func skipSpace(_ index: inout Int) {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
