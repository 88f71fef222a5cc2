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
        if encoding != .utf8OrASCIICompatible { widths.append(bytes) }
        consumedBytes += bytes.count
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
        firstLive -= keep
    }
}
