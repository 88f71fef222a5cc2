import Foundation
import Testing
@testable import XMLStreaming

/// Files that are broken in ways libxml2 reports outside its parser's own error channel, or reports in
/// words that mislead: each must fail with a one-line message at the right place, and print nothing.
@Suite struct XMLHostileInputTests {
    private func failure(of bytes: [UInt8]) throws -> (XMLParseError?, String) {
        var caught: XMLParseError?
        let printed = try capturingStandardError {
            do {
                try XMLStreamParser.parse(bytes: bytes, name: "t.xml", handler: RecordingHandler())
            } catch {
                caught = error as? XMLParseError
            }
        }
        return (caught, printed)
    }

    private func utf16(_ text: String, bigEndian: Bool = false) -> [UInt8] {
        let units = Array(text.utf16)
        return units.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    @Test func loneSurrogateInUTF16IsAnEncodingErrorOnItsLine() throws {
        let head = utf16("\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<a>\n<b/>\n")
        let bytes = head + [0x00, 0xD8] + utf16("</a>\n")
        let (error, printed) = try failure(of: bytes)
        #expect(error?.message.hasPrefix("encoding error:") == true, "\(String(describing: error))")
        #expect(error?.position.line == 4)
        #expect(!printed.contains("encoding error :") && !printed.contains("encoder error"), "libxml2 printed: \(printed)")
    }

    @Test func invalidBytesInADeclaredEncodingAreAnErrorOnTheirLine() throws {
        let bytes = Array("<?xml version=\"1.0\" encoding=\"EUC-JP\"?>\n<a>\n<b>".utf8) + [0xFF, 0xFF] + Array("</b></a>\n".utf8)
        let (error, _) = try failure(of: bytes)
        #expect(error?.message.hasPrefix("encoding error:") == true, "\(String(describing: error))")
        #expect(error?.position == XMLPosition(line: 3, column: 4))
    }

    @Test func oneBadByteAtTheEndOfABigFileIsFoundAfterEveryChunk() throws {
        // Several read chunks of good elements, then one byte that is not UTF-8.
        let line = Array("<b x=\"0123456789012345678901234567890123456789\"/>\n".utf8)
        let count = 3 * XMLStreamParser.chunkSize / line.count
        var bytes = Array("<a>\n".utf8)
        for _ in 0..<count { bytes += line }
        bytes += [0xC3, 0x28] + Array("</a>\n".utf8)
        let (error, _) = try failure(of: bytes)
        #expect(error?.position.line == count + 2, "\(String(describing: error))")
    }

    @Test func unsupportedEncodingIsRefused() throws {
        let (error, _) = try failure(of: Array("<?xml version=\"1.0\" encoding=\"X-NO-SUCH\"?>\n<a/>\n".utf8))
        #expect(error?.message.contains("X-NO-SUCH") == true, "\(String(describing: error))")
        #expect(error?.position.line == 1)
    }

    @Test func truncatedFileSaysSoAndNamesWhatIsOpen() throws {
        let (error, _) = try failure(of: Array("<?xml version=\"1.0\"?>\n<document>\n  <objects>\n    <view id=\"v\">".utf8))
        #expect(error?.message.contains("truncated") == true, "\(String(describing: error))")
        #expect(error?.message.contains("<view>") == true && error?.message.contains("<document>") == true)
        #expect(error?.position.line == 4)
    }

    @Test func whitespaceOnlyFileSaysItHasNoElement() throws {
        let (error, _) = try failure(of: Array("   \n\n  ".utf8))
        #expect(error?.message.contains("no XML element") == true, "\(String(describing: error))")
        #expect(error?.message.contains("Extra content") == false)
    }

    @Test func libxmlMessagesBecomeOneLine() {
        #expect(ParseSession.oneLine("Opening and ending tag mismatch: a line 1 and b\n") ==
            "Opening and ending tag mismatch: a line 1 and b")
        #expect(ParseSession.oneLine("first\nsecond\r\n\tthird") == "first second third")
        #expect(ParseSession.oneLine("\n") == "malformed XML")
    }

    /// Columns are UTF-8 bytes whatever the file's encoding: a tag after "é", "あ" and "😀" is at the same column in
    /// the UTF-16 file (either byte order) as in the same text saved as UTF-8, also on lines past the first 64 KB. So
    /// too when the declaration says `standalone` (uiautomator writes it), after which libxml2 counts the file's bytes
    /// afresh: every tag of such a dump was put on line 1 at a negative column (sample O's UTF-16 dumps).
    @Test(arguments: [false, true], ["", " standalone=\"yes\""])
    func utf16ColumnsAreTheUTF8Columns(bigEndian: Bool, standalone: String) throws {
        // A file of one short chunk, as most dumps are.
        let short = "<a>\n  é あ 😀 <d/></a>\n"
        let shortUTF8 = RecordingHandler(), shortUTF16 = RecordingHandler()
        try XMLStreamParser.parse(bytes: Array(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + short).utf8), name: "t.xml", handler: shortUTF8)
        try XMLStreamParser.parse(bytes: utf16("\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-16\"\(standalone)?>\n" + short, bigEndian: bigEndian),
                                  name: "t.xml", handler: shortUTF16)
        #expect(shortUTF8.events.filter { $0.hasPrefix("start") }.map { $0.split(separator: " ").last! } == ["2:1", "3:15"])
        #expect(shortUTF16.events.filter { $0.hasPrefix("start") } == shortUTF8.events.filter { $0.hasPrefix("start") })

        let body = "<a>\n    <b/><c t=\"é\"/>\n  é あ 😀 <d/>\n" + String(repeating: "x", count: 70_000) + "あ<e/>\n😀😀<f/></a>\n"
        let utf8Handler = RecordingHandler()
        try XMLStreamParser.parse(bytes: Array(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + body).utf8), name: "t.xml",
                                  handler: utf8Handler)
        let utf16Handler = RecordingHandler()
        try XMLStreamParser.parse(bytes: utf16("\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-16\"\(standalone)?>\n" + body, bigEndian: bigEndian),
                                  name: "t.xml", handler: utf16Handler)
        let starts = utf8Handler.events.filter { $0.hasPrefix("start") }
        #expect(starts.map { $0.split(separator: " ").last! } == ["2:1", "3:5", "3:9", "4:15", "5:70004", "6:9"])
        #expect(utf16Handler.events.filter { $0.hasPrefix("start") } == starts)
    }

    /// In a file libxml2 converts as it reads, the tags of a first chunk holding more than 32,000 bytes were all put on
    /// one later line (libxml2's `xmlByteConsumed` stops converting back there). Columns count the file's bytes.
    @Test func tagsOfABigLatin1FileAreOnTheirLines() throws {
        let text = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<a>\n    <b/><c t=\"é\"/>\n  é <d/>\n"
            + String(repeating: "é", count: 70_000) + "<e/>\n<f/></a>\n"
        let handler = RecordingHandler()
        try XMLStreamParser.parse(bytes: text.unicodeScalars.map { UInt8($0.value) }, name: "t.xml", handler: handler)
        #expect(handler.events.filter { $0.hasPrefix("start") }.map { $0.split(separator: " ").last! }
                == ["2:1", "3:5", "3:9", "4:5", "5:70001", "6:1"])
    }

    @Test func utf16WidthsSurviveUnitsCutBetweenChunks() {
        var index = LineIndex()
        index.encoding = .utf16LittleEndian
        // "é\nあ<" in little-endian UTF-16, handed over one byte at a time.
        let bytes: [UInt8] = [0xE9, 0x00, 0x0A, 0x00, 0x42, 0x30, 0x3C, 0x00]
        for byte in bytes { [byte].withUnsafeBytes { index.append($0) } }
        #expect(index.position(ofOffset: 2) == XMLPosition(line: 1, column: 3))
        #expect(index.position(ofOffset: 6) == XMLPosition(line: 2, column: 4))
    }

    @Test func utf16LineBreaksIgnoreOtherCharactersHoldingByte0A() {
        // U+010A is 0A 01 in little-endian UTF-16: a 0x0A byte that is not a line break.
        var index = LineIndex()
        index.encoding = .utf16LittleEndian
        let bytes: [UInt8] = [0x61, 0x00, 0x0A, 0x01, 0x0A, 0x00, 0x62, 0x00]
        bytes.withUnsafeBytes { index.append($0) }
        #expect(index.position(ofOffset: 2) == XMLPosition(line: 1, column: 2))
        #expect(index.position(ofOffset: 6) == XMLPosition(line: 2, column: 1))
    }
}

/// The documented limits: errors at the offending element, found without libxml2's quadratic work.
@Suite struct XMLLimitTests {
    private func parse(_ text: String) -> XMLParseError? {
        do {
            try XMLStreamParser.parse(bytes: Array(text.utf8), name: "t.xml", handler: RecordingHandler())
            return nil
        } catch {
            return error
        }
    }

    private func element(attributes count: Int, valueWithGreaterThan: Bool = false) -> String {
        let value = valueWithGreaterThan ? "a>b" : "x"
        return "<e " + (0..<count).map { "a\($0)=\"\(value)\"" }.joined(separator: " ") + "/>"
    }

    @Test func elementAtTheAttributeLimitIsRead() {
        #expect(parse("<a>\n" + element(attributes: XMLStreamParser.maximumAttributes) + "</a>") == nil)
    }

    @Test(arguments: [false, true]) func elementOverTheAttributeLimitIsRefusedAtItsTag(valueWithGreaterThan: Bool) {
        let error = parse("<a>\n  <b/>\n  " + element(attributes: 100_000, valueWithGreaterThan: valueWithGreaterThan) + "</a>")
        #expect(error?.message == "an element has more than \(XMLStreamParser.maximumAttributes) attributes")
        #expect(error?.position == XMLPosition(line: 3, column: 3))
    }

    @Test func attributesSpreadOverReadChunksAreCounted() {
        // The tag starts near the end of the first chunk and ends in the second.
        let padding = String(repeating: " ", count: XMLStreamParser.chunkSize - 10)
        let error = parse("<a>" + padding + element(attributes: 5_000) + "</a>")
        #expect(error?.message.contains("attributes") == true, "\(String(describing: error))")
    }

    @Test func longTextAndCommentsAreNotMistakenForAttributes() {
        let equalsSigns = String(repeating: "a=\"b\" ", count: 5_000)
        #expect(parse("<a><!-- \(equalsSigns) --><b>\(equalsSigns.replacingOccurrences(of: "\"", with: "&quot;"))</b></a>") == nil)
    }

    @Test func textOverTheLimitIsRefused() {
        let text = String(repeating: "x", count: XMLStreamParser.maximumTextLength + 1)
        let error = parse("<a>\n<b>" + text + "</b></a>")
        #expect(error?.message.contains("text longer than") == true, "\(String(describing: error))")
        #expect(error?.position.line == 2)
    }
}
