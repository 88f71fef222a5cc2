/// A path pattern as in `.gitignore` and SwiftLint's `included`/`excluded`: `*` matches within one path
/// component, `**` across components, `?` one character. A pattern without wildcards also matches
/// everything below it (`App/Legacy` covers `App/Legacy/Old.xib`).
public struct Glob: Sendable, Hashable {
    public let pattern: String

    public init(_ pattern: String) {
        var pattern = pattern
        while pattern.hasPrefix("./") { pattern.removeFirst(2) }
        while pattern.hasSuffix("/") { pattern.removeLast() }
        self.pattern = pattern
    }

    public func matches(_ path: String) -> Bool {
        let pattern = Array(self.pattern)
        let path = Array(path)
        if Self.match(pattern[...], path[...]) { return true }
        // A plain directory pattern covers what is inside it.
        return !self.pattern.contains("*") && !self.pattern.contains("?") && path.starts(with: pattern + ["/"])
    }

    private static func match(_ pattern: ArraySlice<Character>, _ path: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "*" {
            let rest = pattern.dropFirst()
            if rest.first == "*" {
                // "**" (and "**/") matches any run of characters, slashes included, even none.
                var after = rest.dropFirst()
                if after.first == "/" { after = after.dropFirst() }
                var index = path.startIndex
                while true {
                    if match(after, path[index...]) { return true }
                    if index == path.endIndex { return false }
                    index += 1
                }
            }
            var index = path.startIndex
            while true {
                if match(rest, path[index...]) { return true }
                if index == path.endIndex || path[index] == "/" { return false }
                index += 1
            }
        }
        guard let character = path.first else { return false }
        if first == "?" ? character != "/" : first == character {
            return match(pattern.dropFirst(), path.dropFirst())
        }
        return false
    }
}
