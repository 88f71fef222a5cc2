internal import CLibXML2

/// Where a point of libxml2's decoded text stands in the file's own bytes, for files libxml2 converts to UTF-8 as
/// it reads them (ISO-8859-1, Shift_JIS…; a UTF-16 file's columns are its decoded text's, `LineIndex`). libxml2's
/// `xmlByteConsumed` answers by converting back all the text it has decoded but not parsed yet, and gives up after
/// 32,000 bytes of it: in such a file whose first read chunk held more, every tag of that chunk was placed on one wrong
/// line. This converts back only the text parsed since the previous question (questions come in document order), so
/// a whole file costs one conversion of it; when that text is no longer in libxml2's buffer, it converts back what
/// follows the point instead, whole.
final class ConvertedInputOffset {
    /// The last answer: a decoded offset (libxml2's `consumed` plus the point's distance from the buffer's base) and
    /// the file offset it stands at.
    private var decodedOffset = 0
    private var fileOffset = 0
    private var anchored = false
    private let source = xmlBufferCreate()
    private let converted = xmlBufferCreate()

    deinit {
        xmlBufferFree(source)
        xmlBufferFree(converted)
    }

    /// The file offset of `point`, a position in `input`'s decoded buffer that is at or after every point asked
    /// about before; nil when the text will not convert back.
    func fileOffset(of point: UnsafePointer<xmlChar>, in input: xmlParserInputPtr) -> Int? {
        guard let base = input.pointee.base, let buffer = input.pointee.buf, let encoder = buffer.pointee.encoder else { return nil }
        let consumed = Int(input.pointee.consumed)
        let decoded = consumed + (point - base)
        if anchored, decoded >= decodedOffset, decodedOffset >= consumed {
            guard let size = convertedSize(from: base + (decodedOffset - consumed), to: point, encoder: encoder) else { return nil }
            fileOffset += size
        } else {
            // Everything decoded so far, less what follows the point.
            guard let end = input.pointee.end, let rest = convertedSize(from: point, to: end, encoder: encoder) else { return nil }
            fileOffset = Int(buffer.pointee.rawconsumed) - rest
            anchored = true
        }
        decodedOffset = decoded
        return fileOffset
    }

    /// How many bytes the decoded text from `start` to `end` takes in the file's encoding.
    private func convertedSize(from start: UnsafePointer<xmlChar>, to end: UnsafePointer<xmlChar>,
                               encoder: xmlCharEncodingHandlerPtr) -> Int? {
        let length = end - start
        guard length > 0 else { return 0 }
        xmlBufferEmpty(source)
        xmlBufferEmpty(converted)
        guard xmlBufferAdd(source, start, Int32(length)) == 0 else { return nil }
        let written = xmlCharEncOutFunc(encoder, converted, source)
        return written >= 0 ? Int(xmlBufferLength(converted)) : nil
    }
}
