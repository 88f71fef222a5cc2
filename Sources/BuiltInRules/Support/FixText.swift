import ElementModel

/// Builds fixes in the file's own terms: the `<accessibility>` element to add in Interface Builder, and
/// the Swift line for the same property.
enum FixText {
    /// `<accessibility key="accessibilityConfiguration" label="…">` with traits and the Enabled box.
    static func inspector(
        label: String? = nil, hint: String? = nil, identifier: String? = nil, traits: [String] = [], isElement: Bool? = nil
    ) -> String {
        // Interface Builder writes the attributes in alphabetical order.
        var attributes = ""
        if let hint { attributes += " hint=\"\(escaped(hint))\"" }
        if let identifier { attributes += " identifier=\"\(escaped(identifier))\"" }
        if let label { attributes += " label=\"\(escaped(label))\"" }
        var children: [String] = []
        if !traits.isEmpty {
            children.append("<accessibilityTraits key=\"traits\" " + traits.map { "\($0)=\"YES\"" }.joined(separator: " ") + "/>")
        }
        if let isElement { children.append("<bool key=\"isElement\" value=\"\(isElement ? "YES" : "NO")\"/>") }
        let open = "<accessibility key=\"accessibilityConfiguration\"\(attributes)"
        return children.isEmpty ? open + "/>" : open + ">" + children.joined() + "</accessibility>"
    }

    /// `ratingView.accessibilityLabel = "…"`, named after the element's outlet, else one a developer would likely have.
    static func swift(_ element: Element, _ property: String, _ value: String) -> String {
        "\(variableName(for: element)).\(property) = \(value)"
    }

    /// How fixes ask for a hint: a template for a person to fill in, never a sentence about someone's app.
    static let hintTemplate = "describe the result, starting with a verb (\"Opens …\", \"Shows …\")"

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingASCII([(UInt8(ascii: "\\"), "\\\\"), (UInt8(ascii: "\""), "\\\"")]) + "\""
    }

    /// A lowerCamelCase name from the userLabel, the custom class, or the class: `RatingView` → `ratingView`.
    static func variableName(for element: Element) -> String {
        if let outlet = element.outletName { return outlet }
        if element.sourceName.hasPrefix("XCUIElementType") {
            // A page source: the identifier UI tests know the element by, else its type (`switch`).
            let source = element.accessibility.identifier.value ?? String(element.sourceName.dropFirst("XCUIElementType".count))
            return asciiVariableName(source) ?? "element"
        }
        let kit = frameworkPrefixes.first { element.type.hasPrefix($0) }
        let source = element.userLabel ?? element.customClass ?? String(element.type.dropFirst(kit?.count ?? 0))
        if let name = asciiVariableName(source) { return name }
        let words = source.split { !($0.isLetter || $0.isNumber) }
        guard let first = words.first else { return "view" }
        let head = first.prefix(1).lowercased() + first.dropFirst()
        return ([head] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }).joined()
    }

    private static let frameworkPrefixes = ["UI", "NS", "WK", "MK"]

    /// `variableName`'s answer for an ASCII source, made from its bytes (every finding's Swift fix asks,
    /// and most names are ASCII); nil for any other source.
    private static func asciiVariableName(_ source: String) -> String? {
        guard source.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var name: [UInt8] = []
        name.reserveCapacity(source.utf8.count)
        var startsWord = true
        for byte in source.utf8 {
            guard Words.isASCIIWordByte(byte) else {
                startsWord = true
                continue
            }
            let isLower = byte >= 0x61 && byte <= 0x7A, isUpper = byte >= 0x41 && byte <= 0x5A
            if startsWord, name.isEmpty, isUpper {
                name.append(byte + 0x20)
            } else if startsWord, !name.isEmpty, isLower {
                name.append(byte - 0x20)
            } else {
                name.append(byte)
            }
            startsWord = false
        }
        return name.isEmpty ? "view" : String(decoding: name, as: UTF8.self)
    }

    private static func escaped(_ text: String) -> String {
        text.replacingASCII([(UInt8(ascii: "&"), "&amp;"), (UInt8(ascii: "\""), "&quot;"), (UInt8(ascii: "<"), "&lt;")])
    }
}

private extension String {
    /// The string with each of the given ASCII bytes replaced. An ASCII byte in UTF-8 is always a whole
    /// character, so bytes can be replaced one by one; most strings hold none, and come back as they are.
    func replacingASCII(_ replacements: [(byte: UInt8, text: String)]) -> String {
        let wanted = { (byte: UInt8) in replacements.contains { $0.byte == byte } }
        guard utf8.contains(where: wanted) else { return self }
        var result: [UInt8] = []
        result.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            if let replacement = replacements.first(where: { $0.byte == byte }) {
                result.append(contentsOf: replacement.text.utf8)
            } else {
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
