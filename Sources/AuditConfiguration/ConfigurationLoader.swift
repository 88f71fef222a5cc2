import ElementModel
import RuleEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a configuration file is refused: printed as `PATH:LINE:COLUMN: error: MESSAGE`, exit status 2.
public struct ConfigurationError: Error, Sendable {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public var diagnostic: String { OneLineText.diagnostic(path: path, line: line, column: column, message: message) }

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }
}

/// Reads `.a11y-audit.yml`. Every key is checked: an unknown one, an unknown rule id or trait name, or a
/// value of the wrong kind is an error naming the key, so a typo never silently does nothing.
public enum ConfigurationLoader {
    public static let fileName = ".a11y-audit.yml"

    /// The nearest `.a11y-audit.yml` in `directory` or above it.
    public static func find(from directory: String) -> String? {
        var current = directory
        while true {
            let candidate = (current == "/" ? "" : current) + "/" + fileName
            if access(candidate, F_OK) == 0 { return candidate }
            guard let slash = current.lastIndex(of: "/"), current != "/" else { return nil }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }

    public static func load(path: String, knownRules: Set<String>) throws(ConfigurationError) -> AuditConfiguration {
        try configuration(from: YAMLFile.document(at: path, kind: "configuration"), path: path, knownRules: knownRules)
    }

    /// A configuration held in memory; `path` names it in messages and gives the directory globs are
    /// relative to.
    public static func load(bytes: [UInt8], path: String, knownRules: Set<String>) throws(ConfigurationError) -> AuditConfiguration {
        try configuration(from: YAMLFile.document(bytes: bytes, path: path), path: path, knownRules: knownRules)
    }

    private static func configuration(from root: YAMLNode?, path: String, knownRules: Set<String>)
        throws(ConfigurationError) -> AuditConfiguration {
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        var configuration = AuditConfiguration(directory: directory.isEmpty ? "/" : directory)
        guard let root else { return configuration }
        let decoder = Decoder(path: path, knownRules: knownRules)
        try decoder.decode(root, into: &configuration)
        return configuration
    }

    private struct Decoder {
        let path: String
        let knownRules: Set<String>

        func error(_ message: String, at node: YAMLNode) -> ConfigurationError {
            ConfigurationError(path: path, line: node.position.line, column: node.position.column, message: message)
        }

        func decode(_ root: YAMLNode, into configuration: inout AuditConfiguration) throws(ConfigurationError) {
            guard case .mapping(let pairs, _) = root else { throw error("the configuration must be a mapping of keys", at: root) }
            for (key, keyPosition, value) in pairs {
                switch key {
                case "disabled_rules": configuration.disabledRules = Set(try ruleIds(value, key))
                case "only_rules": configuration.onlyRules = Set(try ruleIds(value, key))
                case "severity":
                    for entry in try mapping(value, key) {
                        guard knownRules.contains(entry.key) else {
                            throw error("unknown rule '\(entry.key)' in 'severity'\(didYouMean(entry.key, knownRules))", at: entry.keyNode)
                        }
                        let text = try scalar(entry.value, "severity.\(entry.key)")
                        guard let severity = Severity(rawValue: text) else {
                            throw error("severity.\(entry.key) must be error, warning or info, not '\(text)'", at: entry.value)
                        }
                        configuration.severities[entry.key] = severity
                    }
                case "included": configuration.included = GlobList(try globs(value, key))
                case "excluded": configuration.excluded = GlobList(try globs(value, key))
                case "skipped_directories": configuration.skippedDirectories = Set(try strings(value, key))
                case "ignore": configuration.ignores = try ignores(value)
                case "roles":
                    for entry in try mapping(value, key) {
                        configuration.roles[entry.key] = try traits(entry.value, "roles.\(entry.key)")
                    }
                default:
                    let known = ["disabled_rules", "only_rules", "severity", "included", "excluded", "skipped_directories", "ignore", "roles"]
                    throw ConfigurationError(path: path, line: keyPosition.line, column: keyPosition.column,
                                             message: "unknown key '\(key)'\(didYouMean(key, known)) (known: \(known.joined(separator: ", ")))")
                }
            }
        }

        func scalar(_ node: YAMLNode, _ key: String) throws(ConfigurationError) -> String {
            guard case .scalar(let value, _) = node else { throw error("'\(key)' must be a single value", at: node) }
            return value
        }

        func strings(_ node: YAMLNode, _ key: String) throws(ConfigurationError) -> [String] {
            if case .scalar(let value, _) = node { return [value] }
            guard case .sequence(let items, _) = node else { throw error("'\(key)' must be a list", at: node) }
            var values: [String] = []
            for item in items { values.append(try scalar(item, key)) }
            return values
        }

        func glob(_ text: String, _ key: String, at node: YAMLNode) throws(ConfigurationError) -> Glob {
            guard text.utf8.count <= Glob.maximumLength else {
                throw error("a path in '\(key)' is longer than \(Glob.maximumLength) bytes", at: node)
            }
            return Glob(text)
        }

        func globs(_ node: YAMLNode, _ key: String) throws(ConfigurationError) -> [Glob] {
            var globs: [Glob] = []
            for text in try strings(node, key) { globs.append(try glob(text, key, at: node)) }
            return globs
        }

        /// "; did you mean 'missing-label'?" when `word` is a slip of one of `known`, else nothing.
        func didYouMean<Known: Sequence<String>>(_ word: String, _ known: Known) -> String {
            Spelling.closest(to: word, among: known.sorted()).map { "; did you mean '\($0)'?" } ?? ""
        }

        func mapping(_ node: YAMLNode, _ key: String) throws(ConfigurationError) -> [(key: String, keyNode: YAMLNode, value: YAMLNode)] {
            guard case .mapping(let pairs, _) = node else { throw error("'\(key)' must be a mapping", at: node) }
            return pairs.map { ($0.key, YAMLNode.scalar($0.key, $0.keyPosition), $0.value) }
        }

        func ruleIds(_ node: YAMLNode, _ key: String) throws(ConfigurationError) -> [String] {
            let ids = try strings(node, key)
            if let unknown = ids.first(where: { !knownRules.contains($0) }) {
                throw error("unknown rule '\(unknown)' in '\(key)'\(didYouMean(unknown, knownRules)) (a11y-audit rules lists them)", at: node)
            }
            return ids
        }

        func traits(_ node: YAMLNode, _ key: String) throws(ConfigurationError) -> AccessibilityTraits {
            var traits: AccessibilityTraits = []
            for name in try strings(node, key) {
                guard let trait = AccessibilityTraits(name: name) else {
                    throw error("unknown trait '\(name)' in '\(key)' (Apple's names: button, adjustable, link, header, …)", at: node)
                }
                traits.insert(trait)
            }
            return traits
        }

        func ignores(_ node: YAMLNode) throws(ConfigurationError) -> [AuditConfiguration.Ignore] {
            guard case .sequence(let items, _) = node else { throw error("'ignore' must be a list", at: node) }
            var result: [AuditConfiguration.Ignore] = []
            for item in items {
                var ignore = AuditConfiguration.Ignore()
                for entry in try mapping(item, "ignore") {
                    let value = entry.value
                    let text = try scalar(value, "ignore.\(entry.key)")
                    switch entry.key {
                    case "rule":
                        guard knownRules.contains(text) else { throw error("unknown rule '\(text)' in 'ignore'\(didYouMean(text, knownRules))", at: value) }
                        ignore.rule = text
                    case "id": ignore.id = text
                    case "identifier": ignore.identifier = text
                    case "class": ignore.customClass = text
                    case "path": ignore.path = try glob(text, "ignore.path", at: value)
                    default: throw error("unknown key '\(entry.key)' in 'ignore' (known: rule, id, identifier, class, path)", at: entry.keyNode)
                    }
                }
                guard ignore.id != nil || ignore.identifier != nil || ignore.customClass != nil || ignore.path != nil else {
                    throw error("an 'ignore' entry needs id, identifier, class or path (a rule alone belongs in disabled_rules)", at: item)
                }
                result.append(ignore)
            }
            return result
        }
    }
}
