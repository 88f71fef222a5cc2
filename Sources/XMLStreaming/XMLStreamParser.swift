internal import CLibXML2
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
/// entity-expansion attacks before they start. libxml2's diagnostics go through its structured error
/// handler into `XMLParseError`, never to stderr.
public enum XMLStreamParser {
    /// Bytes read and handed to libxml2 at a time.
    static let chunkSize = 1 << 20

    /// The deepest element nesting accepted: libxml2's own default, which its push parser does not
    /// enforce. Real layouts stay far below it (the corpus peaks at 33).
    public static let maximumDepth = 256

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
final class ParseSession {
    let path: String
    let handler: XMLStreamHandler
    var context: xmlParserCtxtPtr?
    var lines = LineIndex()
    var failure: XMLParseError?
    var depth = 0
    /// Depth inside a subtree the handler asked to skip; 0 when events are being reported.
    var skippedDepth = 0

    init(path: String, handler: XMLStreamHandler) {
        self.path = path
        self.handler = handler
    }

    /// Feeds chunks from `readChunk` (bytes written, 0 at the end, negative on failure) until the end.
    func run(readChunk: (UnsafeMutableRawBufferPointer) -> Int) throws(XMLParseError) {
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

        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: XMLStreamParser.chunkSize, alignment: 1)
        defer { buffer.deallocate() }
        var totalBytes = 0
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
                _ = xmlParseChunk(context, nil, 0, 1)
                break
            }
            let chunk = UnsafeRawBufferPointer(rebasing: buffer[0..<count])
            if totalBytes == 0, let offset = Self.binaryDataOffset(in: chunk) {
                lines.append(chunk)
                throw XMLParseError(message: "binary data, not an XML text file (a NUL byte)",
                                    position: lines.position(ofOffset: offset))
            }
            totalBytes += count
            lines.append(chunk)
            _ = chunk.withMemoryRebound(to: CChar.self) { xmlParseChunk(context, $0.baseAddress, Int32(count), 0) }
        }
        if let failure { throw failure }
        if context.pointee.wellFormed == 0 {
            throw XMLParseError(message: "document is not well-formed", position: XMLPosition(line: 1, column: 1))
        }
    }

    /// Where the first NUL byte of the file's first chunk stands, unless the file declares UTF-16 with a
    /// byte-order mark (the one encoding where NUL bytes are text). libxml2 would report binary data as
    /// "Document is empty", which misleads.
    static func binaryDataOffset(in chunk: UnsafeRawBufferPointer) -> Int? {
        if chunk.count >= 2, (chunk[0] == 0xFF && chunk[1] == 0xFE) || (chunk[0] == 0xFE && chunk[1] == 0xFF) {
            return nil
        }
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
        let cursorOffset = Int(xmlByteConsumed(context))
        var distance = 0
        while cursor > base, cursor.pointee != UInt8(ascii: "<") {
            cursor -= 1
            distance += 1
        }
        return lines.position(ofOffset: max(0, cursorOffset - distance))
    }

    func fail(_ message: String, at position: XMLPosition) {
        if failure == nil {
            failure = XMLParseError(message: message, position: position)
        }
        if let context { xmlStopParser(context) }
    }

    func record(_ error: UnsafePointer<xmlError>) {
        let level = error.pointee.level
        guard level == XML_ERR_ERROR || level == XML_ERR_FATAL, failure == nil else { return }
        var message = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
        while message.last?.isWhitespace == true { message.removeLast() }
        failure = XMLParseError(message: message,
                                position: XMLPosition(line: Int(error.pointee.line), column: Int(error.pointee.int2)))
    }

    static func session(_ pointer: UnsafeMutableRawPointer?) -> ParseSession {
        Unmanaged<ParseSession>.fromOpaque(pointer!).takeUnretainedValue()
    }

    private static func makeHandler() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        sax.initialized = XML_SAX2_MAGIC
        sax.startElementNs = { userData, localName, _, _, _, _, attributeCount, _, attributes in
            let session = ParseSession.session(userData)
            guard session.failure == nil, let localName else { return }
            session.depth += 1
            guard session.depth <= XMLStreamParser.maximumDepth else {
                session.fail("elements are nested deeper than \(XMLStreamParser.maximumDepth) levels",
                             at: session.startTagPosition())
                return
            }
            if session.skippedDepth > 0 {
                session.skippedDepth += 1
                return
            }
            let tag = XMLStartTag(name: String(cString: localName),
                                  attributes: XMLAttributes(base: attributes, count: Int(attributeCount)),
                                  session: session)
            switch session.handler.startElement(tag) {
            case .proceed: break
            case .skipSubtree: session.skippedDepth = 1
            case .stop(let reason): session.fail(reason, at: session.startTagPosition())
            }
        }
        sax.endElementNs = { userData, _, _, _ in
            let session = ParseSession.session(userData)
            guard session.failure == nil else { return }
            session.depth -= 1
            if session.skippedDepth > 0 {
                session.skippedDepth -= 1
                return
            }
            session.handler.endElement()
        }
        let characters: charactersSAXFunc = { userData, bytes, length in
            let session = ParseSession.session(userData)
            guard session.failure == nil, session.skippedDepth == 0, let bytes, length > 0 else { return }
            session.handler.characters(UnsafeBufferPointer(start: bytes, count: Int(length)))
        }
        sax.characters = characters
        sax.cdataBlock = characters
        sax.internalSubset = { userData, _, _, _ in
            let session = ParseSession.session(userData)
            let line = session.context.map { Int(xmlSAX2GetLineNumber($0)) } ?? 0
            session.fail("document type declarations are not supported (they can load external files or expand entities)",
                         at: XMLPosition(line: line, column: 1))
        }
        sax.serror = { userData, error in
            guard let error else { return }
            ParseSession.session(userData).record(error)
        }
        return sax
    }
}
