/// Tells asset and file names from words a person would say, and turns the former into a suggestion.
enum AssetNames {
    private static let fileExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "svg", "gif", "heic", "webp", "tiff"]
    private static let prefixes = ["ic_", "ic-", "icon_", "icon-", "img_", "img-", "image_", "btn_", "button_", "asset_"]

    /// Whether `text` reads like a file or asset name rather than words: `icon_close`, `logo.png`,
    /// `Arrow-Up-24`, `btnSubmit`, `square.and.arrow.up`. Anything with a space is words.
    static func looksLikeFileName(_ text: String) -> Bool {
        guard !text.contains(" "), text.count >= 3 else { return false }
        let lower = text.lowercased()
        if let dot = lower.lastIndex(of: "."), fileExtensions.contains(String(lower[lower.index(after: dot)...])) {
            return true
        }
        if prefixes.contains(where: lower.hasPrefix) { return true }
        if text.contains("_") { return true }
        // SF Symbol names: lower-case words joined by dots.
        let dotted = lower.split(separator: ".")
        if dotted.count >= 2, text == lower, dotted.allSatisfy({ $0.allSatisfy(\.isLetter) && $0.count >= 2 }) { return true }
        // Hyphenated names ending in a size: "Arrow-Up-24".
        let hyphenated = text.split(separator: "-")
        if hyphenated.count >= 2, hyphenated.last?.allSatisfy(\.isNumber) == true { return true }
        // lowerCamelCase with at least two lower-case letters first: "iconClose", not "iPhone".
        if let firstUpper = text.firstIndex(where: \.isUppercase), text.first?.isLowercase == true,
           text.distance(from: text.startIndex, to: firstUpper) >= 2, text.allSatisfy({ $0.isLetter || $0.isNumber }) {
            return true
        }
        return false
    }

    /// Words a person might say for an asset name: `icon_close` → "Close", `Arrow-Up-24` → "Arrow up",
    /// `square.and.arrow.up` → "Square and arrow up". A suggestion only.
    static func suggestedLabel(from name: String) -> String? {
        var base = name
        if let dot = base.lastIndex(of: "."), fileExtensions.contains(base[base.index(after: dot)...].lowercased()) {
            base = String(base[..<dot])
        }
        for prefix in prefixes where base.lowercased().hasPrefix(prefix) {
            base = String(base.dropFirst(prefix.count))
            break
        }
        var words: [String] = []
        var current = ""
        for character in base {
            if character == "_" || character == "-" || character == "." || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase, let last = current.last, last.isLowercase {
                words.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        words = words.filter { !$0.allSatisfy(\.isNumber) }.map { $0.lowercased() }
        guard let first = words.first else { return nil }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + words.dropFirst()).joined(separator: " ")
    }
}
