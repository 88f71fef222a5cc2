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
        "\"" + text.replacingCharacters(["\\": "\\\\", "\"": "\\\""]) + "\""
    }

    /// A lowerCamelCase name from the userLabel, the custom class, or the class: `RatingView` → `ratingView`.
    static func variableName(for element: Element) -> String {
        if let outlet = element.outletName { return outlet }
        let kit = ["UI", "NS", "WK", "MK"].first { element.type.hasPrefix($0) }
        let source = element.userLabel ?? element.customClass ?? String(element.type.dropFirst(kit?.count ?? 0))
        let words = source.split { !($0.isLetter || $0.isNumber) }
        guard let first = words.first else { return "view" }
        let head = first.prefix(1).lowercased() + first.dropFirst()
        return ([head] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }).joined()
    }

    private static func escaped(_ text: String) -> String {
        text.replacingCharacters(["&": "&amp;", "\"": "&quot;", "<": "&lt;"])
    }
}

private extension String {
    func replacingCharacters(_ replacements: [Character: String]) -> String {
        var result = ""
        for character in self { result += replacements[character] ?? String(character) }
        return result
    }
}
