import ElementModel
import XMLStreaming

/// Reads `<resources>`'s `<string name="…">` elements, with the text of their markup (`<xliff:g>`, `<b>`) included,
/// and, when asked, its `<style>`s with their `<item>`s.
final class ValuesFileReader: XMLStreamHandler {
    private let path: String
    private let readsStyles: Bool
    private(set) var strings: [String: StringResources.Definition] = [:]
    private(set) var styles: [String: StyleResources.Style] = [:]
    private var current: (name: String, location: SourceLocation, bytes: [UInt8])?
    private var depthInString = 0
    private var style: (name: String, style: StyleResources.Style)?
    private var item: (name: String, bytes: [UInt8])?
    private var depthInItem = 0
    private static let names = XMLNameSet(["name", "parent"])

    init(path: String, readsStyles: Bool) {
        self.path = path
        self.readsStyles = readsStyles
    }

    func startElement(_ tag: XMLStartTag) -> XMLStreamDecision {
        if current != nil {
            depthInString += 1
            return .proceed
        }
        if item != nil {
            depthInItem += 1
            return .proceed
        }
        if style != nil {
            guard tag.name == "item", let name = attribute("name", of: tag) else { return .skipSubtree }
            item = (name, [])
            depthInItem = 0
            return .proceed
        }
        if readsStyles, tag.name == "style", let name = attribute("name", of: tag) {
            style = (name, StyleResources.Style(parent: StyleResources.parent(declared: attribute("parent", of: tag), name: name), items: []))
            return .proceed
        }
        guard tag.name == "string", let name = attribute("name", of: tag) else {
            return tag.name == "resources" ? .proceed : .skipSubtree
        }
        let position = tag.position
        current = (name, SourceLocation(path: path, line: position.line, column: position.column), [])
        depthInString = 0
        return .proceed
    }

    func endElement() {
        if let finished = item {
            if depthInItem > 0 {
                depthInItem -= 1
                return
            }
            // Kept as written, as a layout's attribute is (its escapes are undone where its text is read), less the
            // white space around it.
            var value = Substring(String(decoding: finished.bytes, as: UTF8.self))
            while value.first?.isWhitespace == true { value.removeFirst() }
            while value.last?.isWhitespace == true { value.removeLast() }
            style?.style.items.append((finished.name, String(value)))
            item = nil
            return
        }
        // No string starts inside a style, so a style's end is the next end after its items'.
        if let finished = style {
            if styles[finished.name] == nil { styles[finished.name] = finished.style }
            style = nil
            return
        }
        guard let string = current else { return }
        if depthInString > 0 {
            depthInString -= 1
            return
        }
        if strings[string.name] == nil {
            strings[string.name] = StringResources.Definition(value: AndroidText.unescaped(String(decoding: string.bytes, as: UTF8.self)),
                                                              location: string.location)
        }
        current = nil
    }

    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        if item != nil {
            item?.bytes.append(contentsOf: bytes)
        } else {
            current?.bytes.append(contentsOf: bytes)
        }
    }

    private func attribute(_ name: String, of tag: XMLStartTag) -> String? {
        tag.attributes.values(named: Self.names, namespaceURI: nil).first(where: { $0.name == name })?.value
    }
}
