/// Setting and removing one attribute of a start tag, laid out as its neighbours are: on a line of its own with their
/// indentation where they stand one to a line (Android Studio's layouts), else on the tag's line.
enum AttributeEdits {
    /// `name="value"` (`value` already escaped) on `tag`: the value replaced where the attribute is, else the attribute
    /// added before the first one `order` puts after it.
    static func set(_ name: String, to value: String, in tag: XMLSourceText.StartTag, _ source: XMLSourceText,
                    order: (String, String) -> Bool) -> [ByteEdit] {
        if let existing = tag.attribute(name) { return [ByteEdit(existing.valueRange, value)] }
        let text = "\(name)=\"\(value)\""
        if let next = tag.attributes.first(where: { order(name, $0.name) }) {
            if source.startsItsLine(next.range.lowerBound) {
                return [.insert(source.indentation(of: next.range.lowerBound) + text + source.lineEnding,
                                at: source.lineStart(of: next.range.lowerBound))]
            }
            return [.insert(text + " ", at: next.range.lowerBound)]
        }
        guard let last = tag.attributes.last else { return [.insert(" " + text, at: tag.range.lowerBound + 1 + tag.name.utf8.count)] }
        if source.startsItsLine(last.range.lowerBound) {
            return [.insert(source.lineEnding + source.indentation(of: last.range.lowerBound) + text, at: last.range.upperBound)]
        }
        return [.insert(" " + text, at: last.range.upperBound)]
    }

    /// The attribute and the space (or line break and indentation) before it.
    static func remove(_ attribute: XMLSourceText.Attribute, _ source: XMLSourceText) -> ByteEdit {
        var start = attribute.range.lowerBound
        while start > 0, [0x20, 0x09, 0x0A, 0x0D].contains(source.bytes[start - 1]) { start -= 1 }
        return ByteEdit(start..<attribute.range.upperBound, "")
    }
}
