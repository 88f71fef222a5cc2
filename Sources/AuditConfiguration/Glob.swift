/// A path pattern as in `.gitignore` and SwiftLint's `included`/`excluded`: `*` matches within one path
/// component, `**` across components (`**/` also matches no directory at all), `?` one character. A
/// pattern without wildcards also matches everything below it (`App/Legacy` covers `App/Legacy/Old.xib`).
///
/// Matching runs the pattern as a set of positions advanced one path character at a time, in time
/// proportional to pattern length × path length whatever the stars: no backtracking, no recursion.
public struct Glob: Sendable, Hashable {
    public let pattern: String
    private let tokens: [Token]

    /// Patterns are paths: longer ones are mistakes (or attacks), refused when the configuration is read.
    public static let maximumLength = 4096

    private enum Token: Sendable, Hashable {
        case character(Character)
        /// `?`: any one character but `/`.
        case anyCharacter
        /// `*`: any run of characters without `/`.
        case star
        /// `**` not followed by `/`: any run of characters.
        case globstar
        /// `**/`: nothing, or any run of characters ending in `/`.
        case globstarDirectories
    }

    public init(_ pattern: String) {
        var pattern = pattern
        while pattern.hasPrefix("./") { pattern.removeFirst(2) }
        while pattern.hasSuffix("/") { pattern.removeLast() }
        self.pattern = pattern
        tokens = Self.tokens(of: Array(pattern))
    }

    /// Whether the pattern has no wildcard, so that it names one file or directory.
    public var isLiteral: Bool { tokens.allSatisfy { if case .character = $0 { true } else { false } } }

    public func matches(_ path: String) -> Bool {
        if isLiteral { return path == pattern || path.hasPrefix(pattern + "/") }
        return run(on: path)
    }

    private static func tokens(of characters: [Character]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            switch characters[index] {
            case "?":
                tokens.append(.anyCharacter)
            case "*" where index + 1 < characters.count && characters[index + 1] == "*":
                index += 1
                if index + 1 < characters.count, characters[index + 1] == "/" {
                    index += 1
                    tokens.append(.globstarDirectories)
                } else {
                    tokens.append(.globstar)
                }
            case "*":
                tokens.append(.star)
            case let character:
                tokens.append(.character(character))
            }
            index += 1
        }
        return tokens
    }

    /// `active[i]`: the first `i` tokens match what has been read; `inside[i]`: token `i`, a `**/`, has
    /// started matching a directory run that has not ended with its `/` yet.
    private func run(on path: String) -> Bool {
        var active = [Bool](repeating: false, count: tokens.count + 1)
        var inside = [Bool](repeating: false, count: tokens.count + 1)
        var nextActive = active
        var nextInside = inside
        active[0] = true
        closeOverEmptyMatches(&active)
        for character in path {
            for index in nextActive.indices {
                nextActive[index] = false
                nextInside[index] = false
            }
            var anyAlive = false
            for index in tokens.indices where active[index] || inside[index] {
                anyAlive = true
                switch tokens[index] {
                case .character(let expected):
                    if active[index], character == expected { nextActive[index + 1] = true }
                case .anyCharacter:
                    if active[index], character != "/" { nextActive[index + 1] = true }
                case .star:
                    if active[index], character != "/" { nextActive[index] = true }
                case .globstar:
                    if active[index] { nextActive[index] = true }
                case .globstarDirectories:
                    nextInside[index] = true
                    if character == "/" { nextActive[index + 1] = true }
                }
            }
            guard anyAlive else { return false }
            swap(&active, &nextActive)
            swap(&inside, &nextInside)
            closeOverEmptyMatches(&active)
        }
        return active[tokens.count]
    }

    /// Stars of every kind may match nothing: a position before one also stands after it.
    private func closeOverEmptyMatches(_ active: inout [Bool]) {
        for index in tokens.indices where active[index] {
            switch tokens[index] {
            case .star, .globstar, .globstarDirectories: active[index + 1] = true
            case .character, .anyCharacter: break
            }
        }
    }
}
