import Foundation
import Testing
@testable import XMLStreaming

/// Records every event, for asserting on what the parser reports.
final class RecordingHandler: XMLStreamHandler {
    var events: [String] = []
    var stopAt: String?
    /// Character data arrives in pieces; it is one event per run between tags.
    private var pendingText = ""

    private func flushText() {
        let text = pendingText.trimmingCharacters(in: .whitespacesAndNewlines)
        if !text.isEmpty { events.append("text \(text)") }
        pendingText = ""
    }

    var skip: String?
    private var open: [String] = []

    func startElement(_ tag: XMLStartTag) -> XMLStreamDecision {
        flushText()
        let attributeText = tag.attributes.all.map { "\($0.name)=\($0.value)" }.joined(separator: ",")
        events.append("start \(tag.name) [\(attributeText)] \(tag.position.line):\(tag.position.column)")
        if tag.name == stopAt { return .stop(reason: "refused <\(tag.name)>") }
        if tag.name == skip { return .skipSubtree }
        open.append(tag.name)
        return .proceed
    }

    func endElement() {
        flushText()
        events.append("end \(open.removeLast())")
    }

    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        pendingText += String(decoding: bytes, as: UTF8.self)
    }
}

@Suite struct XMLStreamParserTests {
    private func parse(_ text: String, handler: RecordingHandler = RecordingHandler()) throws(XMLParseError) -> [String] {
        try XMLStreamParser.parse(bytes: Array(text.utf8), name: "test.xml", handler: handler)
        return handler.events
    }

    @Test func reportsEventsInDocumentOrderWithPositions() throws {
        let events = try parse("""
            <?xml version="1.0"?>
            <a x="1" y="two">
              <b/><c>text &amp; more<![CDATA[<raw>]]></c>
            </a>
            """)
        #expect(events == [
            "start a [x=1,y=two] 2:1", "start b [] 3:3", "end b", "start c [] 3:7", "text text & more<raw>", "end c", "end a",
        ])
    }

    @Test func attributeLookupCopiesOnlyWhatIsAsked() throws {
        final class Probe: XMLStreamHandler {
            var found: [String?] = []
            var kept: [String: String] = [:]
            func startElement(_ tag: XMLStartTag) -> XMLStreamDecision {
                let attributes = tag.attributes
                found = [attributes["title"], attributes["titl"], attributes["titles"], attributes["missing"]]
                kept = Dictionary(uniqueKeysWithValues: attributes.values(named: ["id", "title"]).map { ($0.name, $0.value) })
                return .proceed
            }
            func endElement() {}
            func characters(_ bytes: UnsafeBufferPointer<UInt8>) {}
        }
        let probe = Probe()
        try XMLStreamParser.parse(bytes: Array(#"<button id="b1" title="Fish &amp; Chips" titles="x" color="red"/>"#.utf8),
                                  name: "t.xml", handler: probe)
        #expect(probe.found == ["Fish & Chips", nil, "x", nil])
        #expect(probe.kept == ["id": "b1", "title": "Fish & Chips"])
    }

    @Test func ampersandsInAttributesSurviveEveryForm() throws {
        let events = try parse(#"<a v="&amp;&#38;&amp;#38; &lt;&gt;&quot;&apos; &#233;"/>"#)
        #expect(events.first == #"start a [v=&&&#38; <>"' é] 1:1"#)
    }

    @Test func skippedSubtreesAreNotReported() throws {
        let handler = RecordingHandler()
        handler.skip = "colors"
        let events = try parse("<a><colors><red>1</red><green/></colors><b/></a>", handler: handler)
        #expect(events == ["start a [] 1:1", "start colors [] 1:4", "start b [] 1:41", "end b", "end a"])
    }

    @Test func handlerCanStopTheParse() throws {
        let handler = RecordingHandler()
        handler.stopAt = "b"
        #expect(throws: XMLParseError(message: "refused <b>", position: XMLPosition(line: 2, column: 3))) {
            try XMLStreamParser.parse(bytes: Array("<a>\n  <b><c/></b></a>".utf8), name: "t.xml", handler: handler)
        }
        #expect(!handler.events.contains { $0.hasPrefix("start c") })
    }

    @Test func libxmlErrorsAreCapturedNotPrinted() throws {
        let captured = try capturingStandardError {
            #expect(throws: XMLParseError.self) {
                try XMLStreamParser.parse(bytes: Array("<a>\n<b></a>".utf8), name: "t.xml", handler: RecordingHandler())
            }
        }
        // Other tests run meanwhile, and the test runner reports them on the same stderr: look for libxml2's own
        // words ("t.xml:2: parser error : Opening and ending tag mismatch …"), not for silence.
        #expect(!captured.contains("parser error") && !captured.contains("mismatch"), "libxml2 wrote to stderr: \(captured)")
    }

    @Test func errorCarriesLibxmlMessageAndPosition() throws {
        do {
            _ = try parse("<a>\n  <b attr=\"1\" attr=\"2\"/></a>")
            Issue.record("expected an error")
        } catch {
            #expect(error.position.line == 2)
            #expect(error.message.contains("redefined"))
        }
    }
}

@Suite struct LineIndexTests {
    @Test func offsetsBecomeLinesAndColumns() {
        var index = LineIndex()
        Array("ab\ncd\n\nefg".utf8).withUnsafeBytes { index.append($0) }
        #expect(index.position(ofOffset: 0) == XMLPosition(line: 1, column: 1))
        #expect(index.position(ofOffset: 4) == XMLPosition(line: 2, column: 2))
        #expect(index.position(ofOffset: 6) == XMLPosition(line: 3, column: 1))
        #expect(index.position(ofOffset: 9) == XMLPosition(line: 4, column: 3))
    }

    @Test func staysRightWhileDroppingOldLinesAcrossManyChunks() {
        var index = LineIndex()
        let line = Array("0123456789\n".utf8)
        for _ in 0..<10_000 { line.withUnsafeBytes { index.append($0) } }
        for lineNumber in stride(from: 0, to: 10_000, by: 7) {
            #expect(index.position(ofOffset: lineNumber * 11 + 3) == XMLPosition(line: lineNumber + 1, column: 4))
        }
    }
}
