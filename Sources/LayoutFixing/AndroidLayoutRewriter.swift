/// Writes corrections into an Android layout as attributes of the view, in the place Android Studio's arrangement
/// gives them; a new content description goes into `res/values/strings.xml` and the layout refers to it.
enum AndroidLayoutRewriter {
    static let namespace = "http://schemas.android.com/apk/res/android"

    static func edits(_ changes: ElementChanges, at offset: Int, in source: XMLSourceText,
                      strings: inout StringResourceFile?) -> Result<[ByteEdit], RewriteRefusal> {
        guard changes.identifier == nil, changes.traits.isEmpty, changes.isElement == nil else {
            return .failure(.other("the change has no attribute in an Android layout"))
        }
        guard let tag = source.startTag(at: offset) else { return .failure(.notAnElement) }
        let prefix = namespacePrefix(source) ?? "android"
        var edits: [ByteEdit] = []
        let description = tag.attribute(prefix + ":contentDescription")
        switch changes.label {
        case .set(let text):
            if let description {
                let current = source.value(of: description)
                guard !current.hasPrefix("@"), !current.hasPrefix("?") else {
                    return .failure(.other("its content description is the resource \(current), which other views may share: change "
                        + "the text where it is defined"))
                }
                edits.append(ByteEdit(description.valueRange, XMLEscaping.attribute(AndroidEscaping.escaped(text))))
            } else {
                guard strings != nil else {
                    return .failure(.other("the layout is in no res/layout folder, so there is no strings.xml for its new text"))
                }
                let name = strings!.name(for: text)
                edits += AttributeEdits.set(prefix + ":contentDescription", to: "@string/" + name, in: tag, source, order: arrangement)
            }
        case .remove:
            guard let description else { return .failure(.other("it has no android:contentDescription to remove")) }
            edits.append(AttributeEdits.remove(description, source))
        case nil: break
        }
        for (name, value) in changes.androidAttributes {
            edits += AttributeEdits.set(prefix + ":" + name, to: XMLEscaping.attribute(value), in: tag, source, order: arrangement)
        }
        return .success(edits)
    }

    /// The prefix the file gives Android's namespace (`android`).
    private static func namespacePrefix(_ source: XMLSourceText) -> String? {
        let marker = Array("=\"\(namespace)\"".utf8)
        guard let end = source.bytes.firstRange(of: marker)?.lowerBound else { return nil }
        var start = end
        while start > 0, source.bytes[start - 1] != UInt8(ascii: ":"), source.bytes[start - 1] != 0x20 { start -= 1 }
        guard start > 0, source.bytes[start - 1] == UInt8(ascii: ":") else { return nil }
        return String(decoding: source.bytes[start..<end], as: UTF8.self)
    }

    /// Android Studio's default arrangement of a view's attributes (Settings › Code Style › XML › Arrangement): namespace
    /// declarations, the id, the name, `style`, the width and height, the other `layout_` attributes, then the rest by name,
    /// the `android` namespace's before others'.
    static func arrangement(_ lhs: String, _ rhs: String) -> Bool {
        (rank(lhs), local(lhs)) < (rank(rhs), local(rhs))
    }

    private static func rank(_ name: String) -> Int {
        let localName = local(name)
        if name == "xmlns:android" { return 0 }
        if name.hasPrefix("xmlns:") { return 1 }
        if name.contains(":") && localName == "id" { return 2 }
        if name.contains(":") && localName == "name" { return 3 }
        if name == "name" { return 4 }
        if name == "style" { return 5 }
        if localName == "layout_width" { return 6 }
        if localName == "layout_height" { return 7 }
        if localName.hasPrefix("layout_") { return 8 }
        if name.hasPrefix("android:") { return 9 }
        return 10
    }

    private static func local(_ name: String) -> Substring {
        name.split(separator: ":").last ?? Substring(name)
    }
}

/// Android's escaping of a string resource or an attribute's text: backslashes, quotes and apostrophes escaped, a
/// leading `@` or `?` kept from naming a resource.
enum AndroidEscaping {
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "'": result += "\\'"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        if result.hasPrefix("@") || result.hasPrefix("?") { result = "\\" + result }
        return result
    }
}
