/// `res/values/strings.xml` as `--fix` adds texts to it: a text the folder's resource files already hold is referred to
/// by its name (and so keeps its translations); a new one gets a name made from its words (`a11y_close_dialog`), unique
/// among the names of the folder's resource files, and is added before `</resources>` with the indentation of the
/// strings above it.
public struct StringResourceFile: Sendable {
    public let path: String
    /// The file as it is on disk, or nil when it does not exist yet.
    public let original: [UInt8]?
    private var namesInUse: Set<String>
    private var namesByText: [String: String]
    private var additions: [(name: String, text: String)] = []

    /// `original` is the file's bytes (nil if there is none); `others` the bytes of the folder's other resource files;
    /// `overriding` those of the folders whose strings a device takes over this folder's (`values-v21`): a name they
    /// define says their text, so it is taken, and never the name of this folder's text.
    public init(path: String, original: [UInt8]?, others: [[UInt8]], overriding: [[UInt8]] = []) {
        self.path = path
        self.original = original
        var names: Set<String> = [], byText: [String: String] = [:]
        for bytes in overriding {
            for (name, _) in Self.strings(in: XMLSourceText(bytes), anyElement: true) { names.insert(name) }
        }
        let overridden = names
        for bytes in (original.map { [$0] } ?? []) + others {
            for (name, content) in Self.strings(in: XMLSourceText(bytes), anyElement: true) {
                names.insert(name)
                if let content, byText[content] == nil, !overridden.contains(name) { byText[content] = name }
            }
        }
        namesInUse = names
        namesByText = byText
    }

    public var hasAdditions: Bool { !additions.isEmpty }

    /// The name of a string resource holding `text`, added if the file has none.
    mutating func name(for text: String) -> String {
        let content = XMLEscaping.content(AndroidEscaping.escaped(text))
        if let name = namesByText[content] { return name }
        let words = text.lowercased().split { !(($0.isASCII && $0.isLetter) || ($0.isASCII && $0.isNumber)) }.prefix(5)
        let base = "a11y_" + (words.isEmpty ? "label" : words.joined(separator: "_"))
        var name = base, number = 2
        while namesInUse.contains(name) {
            name = base + "_\(number)"
            number += 1
        }
        namesInUse.insert(name)
        namesByText[content] = name
        additions.append((name, content))
        return name
    }

    /// The file with the texts added, or nil when its end cannot be found.
    public var rewritten: [UInt8]? {
        guard let original else {
            let lines = additions.map { "    <string name=\"\($0.name)\">\($0.text)</string>\n" }.joined()
            return Array(("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n" + lines + "</resources>\n").utf8)
        }
        let source = XMLSourceText(original)
        guard let close = original.lastRange(of: Array("</resources>".utf8))?.lowerBound else { return nil }
        let lastString = original[..<close].lastRange(of: Array("<string ".utf8))?.lowerBound
        let indent = lastString.map { source.indentation(of: $0) } ?? "    "
        let lines = additions.map { indent + "<string name=\"\($0.name)\">\($0.text)</string>" + source.lineEnding }.joined()
        let edit = source.startsItsLine(close) ? ByteEdit.insert(lines, at: source.lineStart(of: close))
            : ByteEdit.insert(source.lineEnding + lines, at: close)
        return ByteEdit.apply([edit], to: original)
    }

    /// Each `<string name="…">content</string>`, content as written (and, with `anyElement`, each other element's name).
    private static func strings(in source: XMLSourceText, anyElement: Bool = false) -> [(name: String, content: String?)] {
        var found: [(String, String?)] = []
        var index = 0
        let bytes = source.bytes
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            index = open + 1
            guard let tag = source.startTag(at: open), let name = tag.attribute("name").map(source.value) else { continue }
            guard tag.name == "string", !tag.isEmpty else {
                if anyElement { found.append((name, nil)) }
                continue
            }
            let contentStart = tag.range.upperBound
            guard let end = bytes[contentStart...].firstRange(of: Array("</string>".utf8))?.lowerBound else { break }
            found.append((name, String(decoding: bytes[contentStart..<end], as: UTF8.self)))
            index = end
        }
        return found
    }
}

private extension ArraySlice where Element == UInt8 {
    func lastRange(of pattern: [UInt8]) -> Range<Int>? {
        guard pattern.count <= count else { return nil }
        var start = endIndex - pattern.count
        while start >= startIndex {
            if self[start..<start + pattern.count].elementsEqual(pattern) { return start..<start + pattern.count }
            start -= 1
        }
        return nil
    }
}

private extension Array where Element == UInt8 {
    func lastRange(of pattern: [UInt8]) -> Range<Int>? { self[...].lastRange(of: pattern) }
}
