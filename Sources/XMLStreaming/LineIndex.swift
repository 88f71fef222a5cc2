#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns byte offsets into line and column numbers, fed the file's bytes as they are read.
///
/// Offsets are asked for in increasing order (start tags come in document order), so line starts
/// behind the last question are dropped: memory stays proportional to one read chunk, not to the file.
/// Columns count UTF-8 bytes, as clang does: the file's bytes in UTF-8 (and other ASCII-compatible) files, and in
/// UTF-16 ones the bytes the same text takes in UTF-8 (`UTF16Widths`), so that a column is the same whichever of
/// the two the file is saved in.
struct LineIndex {
    /// How the file's characters are laid out in bytes, as far as finding line breaks goes.
    enum Encoding {
        case utf8OrASCIICompatible
        case utf16LittleEndian
        case utf16BigEndian
    }

    var encoding = Encoding.utf8OrASCIICompatible {
        didSet { widths.bigEndian = encoding == .utf16BigEndian }
    }
    /// In UTF-16 files, how much wider than their units the text is in UTF-8.
    private var widths = UTF16Widths()
    /// Offsets of the first byte of each line after the first.
    private var lineStarts: [Int] = []
    /// In UTF-16 files, the same line starts in the text decoded to UTF-8 (a byte-order mark left out, as libxml2 leaves
    /// it out of what it decodes), one for each of `lineStarts`.
    private var decodedLineStarts: [Int] = []
    /// Whether the file starts with a byte-order mark: its two bytes are no character of the decoded text.
    private var hasByteOrderMark = false
    private var firstLive = 0
    private var linesBeforeLive = 0
    private var consumedBytes = 0
    /// The last byte of the previous chunk: in big-endian UTF-16 it is the first half of a line break
    /// whose `0x0A` begins the next chunk.
    private var previousByte: UInt8 = 0xFF

    /// Tells the encoding from the file's first bytes: a UTF-16 byte-order mark, or `<?` written in
    /// UTF-16 without one.
    static func encoding(ofFirstBytes bytes: UnsafeRawBufferPointer) -> Encoding {
        guard bytes.count >= 2 else { return .utf8OrASCIICompatible }
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE), (0x3C, 0x00): return .utf16LittleEndian
        case (0xFE, 0xFF), (0x00, 0x3C): return .utf16BigEndian
        default: return .utf8OrASCIICompatible
        }
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        var searchFrom = base
        let end = base + bytes.count
        while searchFrom < end, let found = memchr(searchFrom, 0x0A, end - searchFrom) {
            let index = UnsafeRawPointer(found) - base
            let offset = consumedBytes + index
            searchFrom = UnsafeRawPointer(found) + 1
            switch encoding {
            case .utf8OrASCIICompatible:
                lineStarts.append(offset + 1)
            case .utf16LittleEndian:
                // A line break is the unit 0A 00 at an even offset; 0x0A also occurs inside other characters.
                let nextIsZero = index + 1 >= bytes.count || bytes[index + 1] == 0
                if offset % 2 == 0, nextIsZero { lineStarts.append(offset + 2) }
            case .utf16BigEndian:
                let previousIsZero = (index > 0 ? bytes[index - 1] : previousByte) == 0
                if offset % 2 == 1, previousIsZero { lineStarts.append(offset + 1) }
            }
        }
        previousByte = bytes[bytes.count - 1]
        if encoding != .utf8OrASCIICompatible {
            if consumedBytes == 0, bytes.count >= 2 { hasByteOrderMark = [(0xFF, 0xFE), (0xFE, 0xFF)].contains { $0 == (bytes[0], bytes[1]) } }
            widths.append(bytes)
            // Every unit before each new line start is in `widths` now: its offset in the decoded text follows.
            for index in decodedLineStarts.count..<lineStarts.count { decodedLineStarts.append(decodedOffset(ofFileOffset: lineStarts[index])) }
        }
        consumedBytes += bytes.count
    }

    /// Where the UTF-16 unit at `offset` of the file starts in the text decoded to UTF-8.
    private func decodedOffset(ofFileOffset offset: Int) -> Int {
        // The mark is U+FEFF: two bytes of the file, and three in UTF-8, two more than its unit, which `widths` counted.
        let markBytes = hasByteOrderMark ? 2 : 0, markSurplus = hasByteOrderMark ? 2 : 0
        return (offset - markBytes) / 2 + widths.surplus(before: offset) - markSurplus
    }

    /// Line and column of the byte at `offset` of a UTF-16 file's text decoded to UTF-8, as libxml2 holds it: columns
    /// are UTF-8 bytes, so the decoded text tells them without going back to the file's bytes (which libxml2 cannot
    /// always say: after `standalone` in the XML declaration its count of the file's bytes starts again). `offset` must
    /// not be smaller than in the previous call.
    mutating func position(ofDecodedOffset offset: Int) -> XMLPosition {
        while firstLive < decodedLineStarts.count, decodedLineStarts[firstLive] <= offset {
            firstLive += 1
            linesBeforeLive += 1
        }
        let lineStart = firstLive > 0 ? decodedLineStarts[firstLive - 1] : 0
        if firstLive > 0 { widths.discard(before: lineStarts[firstLive - 1]) }
        compactIfWorthIt()
        return XMLPosition(line: linesBeforeLive + 1, column: offset - lineStart + 1)
    }

    /// Line and column of the byte at `offset`; `offset` must not be smaller than in the previous call.
    mutating func position(ofOffset offset: Int) -> XMLPosition {
        while firstLive < lineStarts.count, lineStarts[firstLive] <= offset {
            firstLive += 1
            linesBeforeLive += 1
        }
        let lineStart = firstLive > 0 ? lineStarts[firstLive - 1] : 0
        compactIfWorthIt()
        guard encoding != .utf8OrASCIICompatible else { return XMLPosition(line: linesBeforeLive + 1, column: offset - lineStart + 1) }
        widths.discard(before: lineStart)
        let surplus = widths.surplus(before: offset) - widths.surplus(before: lineStart)
        return XMLPosition(line: linesBeforeLive + 1, column: (offset - lineStart) / 2 + surplus + 1)
    }

    private mutating func compactIfWorthIt() {
        // Keep the start of the current line: columns are counted from it.
        guard firstLive > 4096 else { return }
        let keep = firstLive - 1
        lineStarts.removeFirst(keep)
        if !decodedLineStarts.isEmpty { decodedLineStarts.removeFirst(keep) }
        firstLive -= keep
    }
}
