internal import CLibXML2
internal import CLibXML2Diagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Streams an XML file through libxml2's SAX2 push parser, one chunk at a time, with no tree in memory.
///
/// Safety: no entity substitution, no DTD loading, no network (`XML_PARSE_NONET`), and libxml2's default
/// limits (nesting depth, entity amplification) stay on. A document type declaration is refused outright:
/// none of the supported layout formats has one, and refusing it closes off external-entity and
/// entity-expansion attacks before they start. Every libxml2 diagnostic, including the encoding and I/O
/// errors it reports on its per-thread global channels rather than the parser's, ends in
/// `XMLParseError`, never on stderr.
public enum XMLStreamParser {
    /// Bytes read and handed to libxml2 at a time. libxml2 copies each chunk into its input buffer and moves
    /// what it has not parsed yet to the front as it goes: small chunks keep both copies small.
    static let chunkSize = 1 << 16

    /// The deepest element nesting accepted: libxml2's own default, which its push parser does not
    /// enforce. Real layouts stay far below it (the corpus peaks at 33).
    public static let maximumDepth = 256

    /// The most attributes one element may have. libxml2 2.9 takes time quadratic in this number
    /// (duplicate checks), so a hostile file could stall it for minutes; real elements have a few dozen.
    public static let maximumAttributes = 1024

    /// The longest run of character data reported inside one element: libxml2's own limit for text nodes
    /// (`XML_MAX_TEXT_LENGTH`), which its streaming interface leaves to the caller. Handlers keep text,
    /// so this bounds their memory.
    public static let maximumTextLength = 10_000_000

    /// Parses the file at `path`, sending its events to `handler`.
    public static func parse(fileAtPath path: String, handler: XMLStreamHandler) throws(XMLParseError) {
        // O_NONBLOCK so that opening a FIFO cannot wait for a writer; anything but a regular file is refused.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw XMLParseError(message: "cannot open file: \(String(cString: strerror(errno)))",
                                position: XMLPosition(line: 1, column: 1))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw XMLParseError(message: "not a regular file", position: XMLPosition(line: 1, column: 1))
        }
        let session = ParseSession(path: path, handler: handler)
        try session.run { buffer in
            read(descriptor, buffer.baseAddress, buffer.count)
        }
    }

    /// Parses an in-memory document (tests, and inputs that are not files). `name` is used in messages.
    public static func parse(bytes: [UInt8], name: String, handler: XMLStreamHandler) throws(XMLParseError) {
        var offset = 0
        let session = ParseSession(path: name, handler: handler)
        try session.run { buffer in
            let count = min(buffer.count, bytes.count - offset)
            bytes.withUnsafeBytes { source in
                buffer.baseAddress!.copyMemory(from: source.baseAddress! + offset, byteCount: count)
            }
            offset += count
            return count
        }
    }
}

/// The state of one parse; libxml2's callbacks reach it through the context's user data.
///
/// One thread runs a parse and its callbacks, one at a time, so the fields touched on every callback are
/// marked `@exclusivity(unchecked)`: the run-time check on each access cost about 1 % of a large audit.
final class ParseSession {
    let path: String
    let handler: XMLStreamHandler
    var context: xmlParserCtxtPtr?
    @exclusivity(unchecked) var lines = LineIndex()
    var failure: XMLParseError?
    @exclusivity(unchecked) var depth = 0
    /// Names of the elements open at the cursor, outermost first: a file that ends inside them is truncated.
    @exclusivity(unchecked) var openElements: [String] = []
    var sawRootElement = false
    /// Set once the last chunk has been handed over: errors raised then are about the end of the file.
    var atEndOfInput = false
    var totalBytes = 0
    @exclusivity(unchecked) var attributeGuard = AttributeCountGuard(maximumAttributes: XMLStreamParser.maximumAttributes)
    /// Bytes of character data reported since the last tag.
    @exclusivity(unchecked) var textLength = 0
    /// Depth inside a subtree the handler asked to skip; 0 when events are being reported.
    @exclusivity(unchecked) var skippedDepth = 0
    /// File offsets of tags in a file libxml2 converts to UTF-8 as it reads (UTF-16, Latin-1…).
    lazy var convertedOffsets = ConvertedInputOffset()
    /// The receiver of libxml2's generic messages, at a fixed address for the C side.
    let messageSink = UnsafeMutablePointer<a11y_libxml2_message_sink>.allocate(capacity: 1)

    init(path: String, handler: XMLStreamHandler) {
        self.path = path
        self.handler = handler
    }

    deinit { messageSink.deallocate() }

    /// Feeds chunks from `readChunk` (bytes written, 0 at the end, negative on failure) until the end.
    func run(readChunk: (UnsafeMutableRawBufferPointer) -> Int) throws(XMLParseError) {
        // libxml2 must be initialised once before threads parse (see libxml2_initialization.h); every parse
        // starts here, so no caller can forget.
        a11y_libxml2_initialize()
        var sax = Self.makeHandler()
        let unmanaged = Unmanaged.passUnretained(self)
        guard let context = xmlCreatePushParserCtxt(&sax, unmanaged.toOpaque(), nil, 0, path) else {
            throw XMLParseError(message: "cannot create an XML parser", position: XMLPosition(line: 1, column: 1))
        }
        self.context = context
        defer {
            xmlFreeParserCtxt(context)
            self.context = nil
        }
        _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))
        captureGlobalDiagnostics()
        defer { releaseGlobalDiagnostics() }

        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: XMLStreamParser.chunkSize, alignment: 1)
        defer { buffer.deallocate() }
        while failure == nil {
            let count = readChunk(buffer)
            if count < 0 {
                throw XMLParseError(message: "cannot read file: \(String(cString: strerror(errno)))",
                                    position: lines.position(ofOffset: totalBytes))
            }
            if count == 0 {
                if totalBytes == 0 {
                    throw XMLParseError(message: "file is empty", position: XMLPosition(line: 1, column: 1))
                }
                atEndOfInput = true
                let status = xmlParseChunk(context, nil, 0, 1)
                if status != 0 { fail("malformed XML (libxml2 error \(status))", at: endOfInputPosition()) }
                break
            }
            let chunk = UnsafeRawBufferPointer(rebasing: buffer[0..<count])
            if totalBytes == 0 { lines.encoding = LineIndex.encoding(ofFirstBytes: chunk) }
            if totalBytes == 0, let offset = Self.binaryDataOffset(in: chunk) {
                lines.append(chunk)
                throw XMLParseError(message: "binary data, not an XML text file (a NUL byte)",
                                    position: lines.position(ofOffset: offset))
            }
            totalBytes += count
            lines.append(chunk)
            if let tagStart = attributeGuard.scan(chunk) {
                throw XMLParseError(message: "an element has more than \(XMLStreamParser.maximumAttributes) attributes",
                                    position: lines.position(ofOffset: tagStart))
            }
            let status = chunk.withMemoryRebound(to: CChar.self) {
                xmlParseChunk(context, $0.baseAddress, Int32(count), 0)
            }
            if status != 0 { fail("malformed XML (libxml2 error \(status))", at: rawInputPosition()) }
        }
        if let failure { throw failure }
        if context.pointee.wellFormed == 0 {
            throw XMLParseError(message: "document is not well-formed", position: endOfInputPosition())
        }
    }

    /// Swaps in this session as the receiver of libxml2's per-thread global error channels for the
    /// duration of the parse (files are parsed on several threads at once; each has its own channels).
    private func captureGlobalDiagnostics() {
        let owner = Unmanaged.passUnretained(self).toOpaque()
        xmlSetStructuredErrorFunc(owner) { owner, error in
            guard let owner, let error else { return }
            ParseSession.session(owner).record(error)
        }
        messageSink.pointee = a11y_libxml2_message_sink(
            deliver: { owner, message in
                guard let owner, let message else { return }
                ParseSession.session(owner).recordGenericMessage(String(cString: message))
            },
            owner: owner)
        a11y_libxml2_capture_generic_messages(messageSink)
    }

    private func releaseGlobalDiagnostics() {
        a11y_libxml2_capture_generic_messages(nil)
        xmlSetStructuredErrorFunc(nil, nil)
    }

    /// Where the file ends: errors found there (a truncated file) point at it.
    func endOfInputPosition() -> XMLPosition {
        lines.position(ofOffset: max(0, totalBytes - 1))
    }

    /// Where libxml2's decoding stopped: encoding errors come with no line of their own. The text decoded
    /// so far sits in the input buffer from the parser's cursor (whose line and column libxml2 keeps) to
    /// its end, and the first byte that failed to decode comes right after it. Columns count characters.
    func rawInputPosition() -> XMLPosition {
        guard let input = context?.pointee.input, let decoded = input.pointee.buf?.pointee.buffer,
              let text = xmlBufContent(decoded)
        else { return endOfInputPosition() }
        let end = Int(xmlBufUse(decoded))
        // While a chunk is being decoded the cursor may still point into the buffer's previous storage;
        // libxml2 has then already dropped the parsed text, so the decoded text begins at the cursor.
        var offset = 0
        if let cursor = input.pointee.cur, UnsafePointer(text) <= cursor, cursor <= UnsafePointer(text) + end {
            offset = UnsafePointer(text).distance(to: cursor)
        }
        var line = Int(input.pointee.line)
        var column = Int(input.pointee.col)
        while offset < end {
            let byte = text[offset]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
        }
        return XMLPosition(line: max(1, line), column: max(1, column))
    }

    /// Where the first NUL byte of the file's first chunk stands, unless the file is UTF-16 (the one
    /// encoding where NUL bytes are text). libxml2 would report binary data as
    /// "Document is empty", which misleads.
    static func binaryDataOffset(in chunk: UnsafeRawBufferPointer) -> Int? {
        if LineIndex.encoding(ofFirstBytes: chunk) != .utf8OrASCIICompatible { return nil }
        return chunk.firstIndex(of: 0)
    }

    // MARK: - Callbacks

    /// Where the `<` of the start tag being reported stands. At the callback libxml2's cursor sits on the
    /// tag's closing `>` (or `/>`), and `<` cannot occur inside a start tag, so the nearest `<` behind the
    /// cursor is the tag's own.
    func startTagPosition() -> XMLPosition {
        guard let context, let input = context.pointee.input, let base = input.pointee.base,
              var cursor = input.pointee.cur
        else { return XMLPosition(line: 0, column: 0) }
        // libxml2's buffer holds UTF-8 whatever the file's encoding. A tag is a few hundred bytes: step back a word
        // at a time while it holds no `<` (the word ends at the cursor's byte, which the loop below would check first).
        while cursor - base >= 8, !Self.containsLessThan(UnsafeRawPointer(cursor - 7).loadUnaligned(as: UInt64.self)) {
            cursor -= 8
        }
        while cursor > base, cursor.pointee != UInt8(ascii: "<") { cursor -= 1 }
        guard input.pointee.buf?.pointee.encoder != nil else {
            // Not converted: the buffer's bytes are the file's, and `consumed` counts those dropped before its base.
            return lines.position(ofOffset: Int(input.pointee.consumed) + (cursor - base))
        }
        if lines.encoding != .utf8OrASCIICompatible {
            return lines.position(ofDecodedOffset: Int(input.pointee.consumed) + (cursor - base))
        }
        guard let offset = convertedOffsets.fileOffset(of: cursor, in: input) else { return rawInputPosition() }
        return lines.position(ofOffset: offset)
    }

    /// Whether one of the eight bytes in `word` is `<` (the classic has-a-zero-byte test on `word` xored
    /// with `<` repeated).
    private static func containsLessThan(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let xored = word ^ (ones &* UInt64(UInt8(ascii: "<")))
        return (xored &- ones) & ~xored & (ones &* 0x80) != 0
    }

    func fail(_ message: String, at position: XMLPosition) {
        if failure == nil {
            failure = XMLParseError(message: message, position: position)
        }
        if let context { xmlStopParser(context) }
    }

    /// Keeps the first error or fatal error libxml2 reports; warnings are taken and dropped.
    func record(_ error: UnsafePointer<xmlError>) {
        let level = error.pointee.level
        guard level == XML_ERR_ERROR || level == XML_ERR_FATAL, failure == nil else { return }
        if atEndOfInput, let failureAtEnd = failureAtEndOfInput() {
            failure = failureAtEnd
            return
        }
        var message = Self.oneLine(error.pointee.message.map { String(cString: $0) } ?? "malformed XML")
        if error.pointee.domain == Int32(XML_FROM_I18N.rawValue) { message = "encoding error: " + message }
        let line = Int(error.pointee.line)
        // Errors raised outside the parser proper (encoding conversion, I/O) carry no line.
        let position = line > 0 ? XMLPosition(line: line, column: max(1, Int(error.pointee.int2)))
                                : rawInputPosition()
        failure = XMLParseError(message: message, position: position)
    }

    /// libxml2's generic channel carries only a few messages, all of them failures (an encoder error).
    func recordGenericMessage(_ text: String) {
        guard failure == nil else { return }
        failure = XMLParseError(message: Self.oneLine(text), position: rawInputPosition())
    }

    /// What is wrong when the file ends too early: libxml2 would say "Extra content at the end of the
    /// document" for both an empty file and a truncated one.
    private func failureAtEndOfInput() -> XMLParseError? {
        if !sawRootElement {
            return XMLParseError(message: "no XML element in the file (it holds only whitespace, comments or a declaration)",
                                 position: endOfInputPosition())
        }
        guard let innermost = openElements.last else { return nil }
        let outermost = openElements[0]
        let message = openElements.count == 1
            ? "the file ends before <\(outermost)> is closed: it looks truncated"
            : "the file ends inside <\(innermost)>, before \(openElements.count) open elements are closed (the outermost is <\(outermost)>): it looks truncated"
        return XMLParseError(message: message, position: endOfInputPosition())
    }

    /// Messages are printed as one `PATH:LINE:COL: error: …` line: line breaks and other control
    /// characters inside them become single spaces.
    static func oneLine(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar == " " {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result.isEmpty ? "malformed XML" : result
    }

    static func session(_ pointer: UnsafeMutableRawPointer?) -> ParseSession {
        Unmanaged<ParseSession>.fromOpaque(pointer!).takeUnretainedValue()
    }

    /// Runs `body` with the session behind libxml2's user data without retaining and releasing it (an atomic
    /// operation each, on every event): the parse holds the session for as long as libxml2 calls back.
    static func with(_ pointer: UnsafeMutableRawPointer?, _ body: (ParseSession) -> Void) {
        Unmanaged<ParseSession>.fromOpaque(pointer!)._withUnsafeGuaranteedRef(body)
    }

    private static func makeHandler() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        sax.initialized = XML_SAX2_MAGIC
        sax.startElementNs = { userData, localName, _, _, namespaceCount, namespaces, attributeCount, _, attributes in
            ParseSession.with(userData) { session in
                guard session.failure == nil, let localName else { return }
                session.depth += 1
                session.textLength = 0
                session.sawRootElement = true
                guard session.depth <= XMLStreamParser.maximumDepth else {
                    session.fail("elements are nested deeper than \(XMLStreamParser.maximumDepth) levels",
                                 at: session.startTagPosition())
                    return
                }
                if session.skippedDepth > 0 {
                    session.skippedDepth += 1
                    return
                }
                let name = String(cString: localName)
                session.openElements.append(name)
                let tag = XMLStartTag(name: name,
                                      attributes: XMLAttributes(base: attributes, count: Int(attributeCount)),
                                      declaredNamespaces: namespaces, declaredNamespaceCount: Int(namespaceCount),
                                      session: session)
                switch session.handler.startElement(tag) {
                case .proceed: break
                case .skipSubtree: session.skippedDepth = 1
                case .stop(let reason): session.fail(reason, at: session.startTagPosition())
                }
            }
        }
        sax.endElementNs = { userData, _, _, _ in
            ParseSession.with(userData) { session in
                guard session.failure == nil else { return }
                session.depth -= 1
                session.textLength = 0
                if session.skippedDepth > 0 {
                    session.skippedDepth -= 1
                    if session.skippedDepth == 0 { session.openElements.removeLast() }
                    return
                }
                session.openElements.removeLast()
                session.handler.endElement()
            }
        }
        let characters: charactersSAXFunc = { userData, bytes, length in
            ParseSession.with(userData) { session in
                guard session.failure == nil, session.skippedDepth == 0, let bytes, length > 0 else { return }
                session.textLength += Int(length)
                guard session.textLength <= XMLStreamParser.maximumTextLength else {
                    let line = session.context.map { Int(xmlSAX2GetLineNumber($0)) } ?? 0
                    session.fail("text longer than \(XMLStreamParser.maximumTextLength) bytes in one element",
                                 at: XMLPosition(line: max(1, line), column: 1))
                    return
                }
                session.handler.characters(UnsafeBufferPointer(start: bytes, count: Int(length)))
            }
        }
        sax.characters = characters
        sax.cdataBlock = characters
        sax.internalSubset = { userData, _, _, _ in
            let session = ParseSession.session(userData)
            let line = session.context.map { Int(xmlSAX2GetLineNumber($0)) } ?? 0
            let isFirstFailure = session.failure == nil
            session.fail("document type declarations are not supported (they can load external files or expand entities)",
                         at: XMLPosition(line: line, column: 1))
            if isFirstFailure { session.failure?.refusedDocumentType = true }
        }
        sax.serror = { userData, error in
            guard let error else { return }
            ParseSession.session(userData).record(error)
        }
        return sax
    }
}
