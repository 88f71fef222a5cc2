/// Globs matched together: patterns without wildcards are looked up by each of the path's directory
/// prefixes, the rest tried one by one. A list of many plain paths (a generated `excluded` list) costs a
/// few lookups per file, not one comparison per entry.
public struct GlobList: Sendable, ExpressibleByArrayLiteral {
    public private(set) var globs: [Glob] = []
    /// Indices into `globs` of the literal patterns, by pattern.
    private var literal: [String: [Int]] = [:]
    private var wildcard: [Int] = []

    public init(_ globs: [Glob]) {
        for glob in globs { append(glob) }
    }

    public init(arrayLiteral globs: Glob...) {
        self.init(globs)
    }

    public var isEmpty: Bool { globs.isEmpty }

    public mutating func append(_ glob: Glob) {
        if glob.isLiteral {
            literal[glob.pattern, default: []].append(globs.count)
        } else {
            wildcard.append(globs.count)
        }
        globs.append(glob)
    }

    public func matches(_ path: String) -> Bool {
        !matchingIndices(path, firstOnly: true).isEmpty
    }

    /// Indices of the globs that match `path`, in the order they were added.
    public func matchingIndices(_ path: String) -> [Int] {
        matchingIndices(path, firstOnly: false).sorted()
    }

    private func matchingIndices(_ path: String, firstOnly: Bool) -> [Int] {
        var found: [Int] = []
        if !literal.isEmpty {
            // A literal pattern matches the path itself or any directory above it.
            var prefixEnd = path.endIndex
            while true {
                if let indices = literal[String(path[..<prefixEnd])] {
                    found += indices
                    if firstOnly { return found }
                }
                guard let slash = path[..<prefixEnd].lastIndex(of: "/") else { break }
                prefixEnd = slash
            }
        }
        for index in wildcard where globs[index].matches(path) {
            found.append(index)
            if firstOnly { return found }
        }
        return found
    }
}
