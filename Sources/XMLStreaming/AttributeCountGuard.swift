#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Refuses a start tag with more attributes than `XMLStreamParser.maximumAttributes` before libxml2 sees
/// it: libxml2 2.9 checks each attribute against all earlier ones for duplicates, so one element with
/// 100,000 attributes costs it minutes.
///
/// Reading every byte to count attributes would slow the common case, so the guard leans on one XML rule:
/// `<` cannot occur inside a start tag (not even in attribute values). A tag with N attributes needs at
/// least `minimumBytesPerAttribute × N` bytes free of `<`, so wherever the next `<` comes soon after a
/// `<`, the tag between them is small and is skipped with `memchr` alone. Only the rare long stretch
/// (long text, inline data) is read byte by byte, and only up to the end of its tag.
///
/// Works on bytes: exact for UTF-8 and the ASCII-compatible encodings; in UTF-16 the count may be off
/// where other characters share a byte with `=` or a quote, which only moves where the limit bites.
struct AttributeCountGuard {
    /// ` a=""` is the shortest attribute but one (`a=""` right after the name): four bytes.
    static let minimumBytesPerAttribute = 4

    private enum State {
        /// Between tags: nothing to count until the next `<`.
        case outside
        /// Inside a start tag that began at `tagStart`, outside quotes, `count` `=` signs seen so far.
        case inTag(tagStart: Int, count: Int)
        /// Inside a quoted attribute value of that tag.
        case inValue(tagStart: Int, count: Int, quote: UInt8)
    }

    let maximumAttributes: Int
    private var state = State.outside
    private var consumedBytes = 0

    init(maximumAttributes: Int) {
        self.maximumAttributes = maximumAttributes
    }

    /// Reads the next chunk of the file; returns the offset of the `<` of the first start tag found over
    /// the limit.
    mutating func scan(_ chunk: UnsafeRawBufferPointer) -> Int? {
        defer { consumedBytes += chunk.count }
        guard let base = chunk.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        let end = chunk.count
        let shortTag = maximumAttributes * Self.minimumBytesPerAttribute
        var index = 0
        while index < end {
            switch state {
            case .outside:
                guard let found = memchr(base + index, 0x3C, end - index) else { return nil }
                let lessThan = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
                let lookahead = min(shortTag, end - lessThan - 1)
                if lookahead == shortTag, memchr(base + lessThan + 1, 0x3C, lookahead) != nil {
                    // The next `<` comes within `shortTag` bytes: this tag cannot reach the limit.
                    index = lessThan + 1
                    continue
                }
                let next = lessThan + 1 < end ? base[lessThan + 1] : 0
                index = lessThan + 1
                // Comments, CDATA and processing instructions have no attributes.
                if next != UInt8(ascii: "!"), next != UInt8(ascii: "?") {
                    state = .inTag(tagStart: consumedBytes + lessThan, count: 0)
                }
            case .inTag(let tagStart, var count):
                while index < end {
                    let byte = base[index]
                    index += 1
                    switch byte {
                    case UInt8(ascii: ">"), UInt8(ascii: "<"):
                        if byte == UInt8(ascii: "<") { index -= 1 }
                        state = .outside
                    case UInt8(ascii: "\""), UInt8(ascii: "'"):
                        state = .inValue(tagStart: tagStart, count: count, quote: byte)
                    case UInt8(ascii: "="):
                        count += 1
                        if count > maximumAttributes { return tagStart }
                        continue
                    default:
                        continue
                    }
                    break
                }
                if case .inTag = state { state = .inTag(tagStart: tagStart, count: count) }
            case .inValue(let tagStart, let count, let quote):
                guard let found = memchr(base + index, Int32(quote), end - index) else { return nil }
                index = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base + 1
                state = .inTag(tagStart: tagStart, count: count)
            }
        }
        return nil
    }
}
