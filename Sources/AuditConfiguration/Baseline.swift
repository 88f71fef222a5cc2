import ReportFormats
import RuleEngine

/// Findings a team has accepted for now, so CI reports only new ones (the way SwiftLint and Android Lint
/// baselines let a project adopt a linter), by `Fingerprint`, which leaves out line numbers.
public struct Baseline: Sendable {
    /// One accepted finding.
    public typealias Entry = Fingerprint

    public var entries: [Entry]

    /// The fingerprints of `findings`, whose paths are relative to `projectRoot` (see `ProjectRoot`), so the
    /// file can be committed and matches wherever the audit is run from.
    public init(findings: [Finding], projectRoot: String) {
        entries = findings.map { Fingerprint($0, projectRoot: projectRoot) }.sorted()
    }

    /// What a baseline did to a run's findings.
    public struct Match: Sendable {
        /// The findings not in the baseline: the ones to report.
        public var newFindings: [Finding]
        /// How many findings the baseline hid, which is how many of its entries matched.
        public var hidden: Int
    }

    /// The findings not in the baseline. Identical fingerprints count: two baselined findings hide two. An entry
    /// matches a finding by its path relative to `projectRoot`, else by the end of the path (a run from another
    /// directory names `App/Main.storyboard` as `../App/Main.storyboard` or `Main.storyboard`): the match does not
    /// depend on where the audit is run from.
    public func matching(_ findings: [Finding], projectRoot: String) -> Match {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        var byName: [String: [Entry]] = [:]
        for entry in entries { byName[Self.lastComponent(entry.path), default: []].append(entry) }
        var hidden = 0
        let new = findings.filter { finding in
            let exact = Fingerprint(finding, projectRoot: projectRoot)
            let entry = (remaining[exact] ?? 0) > 0 ? exact : byName[Self.lastComponent(exact.path)]?.first { candidate in
                (remaining[candidate] ?? 0) > 0 && candidate.ruleId == exact.ruleId && candidate.element == exact.element
                    && candidate.name == exact.name && Self.samePlace(candidate.path, exact.path)
            }
            guard let entry else { return true }
            remaining[entry, default: 0] -= 1
            hidden += 1
            return false
        }
        return Match(newFindings: new, hidden: hidden)
    }

    /// Two paths that name the same file from different directories: one ends with the other, at a component.
    private static func samePlace(_ lhs: String, _ rhs: String) -> Bool {
        func components(_ path: String) -> [Substring] { path.split(separator: "/").filter { $0 != "." && $0 != ".." } }
        let (a, b) = (components(lhs), components(rhs))
        let shorter = a.count <= b.count ? a : b, longer = a.count <= b.count ? b : a
        return !shorter.isEmpty && Array(longer.suffix(shorter.count)) == shorter
    }

    private static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    // MARK: - File

    /// The file format `render()` writes. A baseline of another version is refused rather than half understood: a
    /// later version's entries could match other findings, or none.
    public static let version = 1

    /// Sorted, pretty JSON: one entry per finding, stable to diff and review.
    public func render() -> String {
        var writer = JSONWriter(pretty: true)
        writer.beginObject()
        writer.integer("version", Self.version)
        writer.beginArray(key: "findings")
        for entry in entries {
            writer.beginObject()
            writer.string("ruleId", entry.ruleId)
            writer.string("path", entry.path)
            writer.string("element", entry.element)
            writer.string("name", entry.name)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        writer.raw("\n")
        return writer.text
    }

    /// Reads a baseline written by `render()` (JSON is read with the YAML parser, of which it is a subset).
    public static func load(path: String) throws(ConfigurationError) -> Baseline {
        try baseline(from: YAMLFile.document(at: path, kind: "baseline"), path: path)
    }

    /// A baseline held in memory; `path` names it in messages.
    public static func load(bytes: [UInt8], path: String) throws(ConfigurationError) -> Baseline {
        try baseline(from: YAMLFile.document(bytes: bytes, path: path), path: path)
    }

    private static func baseline(from root: YAMLNode?, path: String) throws(ConfigurationError) -> Baseline {
        guard case .mapping(let pairs, _)? = root, let list = pairs.first(where: { $0.key == "findings" })?.value,
              case .sequence(let items, _) = list else {
            throw ConfigurationError(path: path, line: 1, column: 1, message: "not an a11y-audit baseline (no 'findings' list)")
        }
        // Baselines without a version (hand-written ones) are taken as version 1, the only one there has been.
        if let version = pairs.first(where: { $0.key == "version" }) {
            guard case .scalar(let text, _) = version.value, Int(text) == Self.version else {
                let said = if case .scalar(let text, _) = version.value { "version \(text)" } else { "a version that is not a number" }
                throw ConfigurationError(path: path, line: version.keyPosition.line, column: version.keyPosition.column,
                    message: "the baseline has \(said); this a11y-audit reads version \(Self.version): write it again with --write-baseline")
            }
        }
        var baseline = Baseline(findings: [], projectRoot: "/")
        for item in items {
            guard case .mapping(let fields, let position) = item else {
                throw ConfigurationError(path: path, line: item.position.line, column: item.position.column,
                                         message: "a baseline entry is not a mapping of ruleId, path, element and name")
            }
            func field(_ name: String) -> String {
                if case .scalar(let value, _)? = fields.first(where: { $0.key == name })?.value { return value }
                return ""
            }
            guard !field("ruleId").isEmpty else {
                throw ConfigurationError(path: path, line: position.line, column: position.column, message: "a baseline entry has no ruleId")
            }
            baseline.entries.append(Entry(ruleId: field("ruleId"), path: field("path"), element: field("element"), name: field("name")))
        }
        return baseline
    }

    /// Writes the baseline whole (see `AtomicFile`).
    public func write(to path: String) throws(AtomicFile.WriteError) {
        try AtomicFile.write(render(), to: path)
    }
}
