import ReportFormats
import RuleEngine

/// Findings a team has accepted for now, so CI reports only new ones (the way SwiftLint and Android Lint
/// baselines let a project adopt a linter). Fingerprints leave out line numbers, so a finding survives
/// edits that move it: rule, file, element (object id, else accessibility identifier) and spoken name.
public struct Baseline: Sendable {
    public struct Entry: Hashable, Comparable, Sendable {
        public var ruleId: String
        public var path: String
        public var element: String
        public var name: String

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.path, lhs.ruleId, lhs.element, lhs.name) < (rhs.path, rhs.ruleId, rhs.element, rhs.name)
        }
    }

    public var entries: [Entry]

    public init(findings: [Finding], workingDirectory: String) {
        entries = findings.map { Self.entry(for: $0, workingDirectory: workingDirectory) }.sorted()
    }

    /// A finding's fingerprint; paths relative to the working directory so the file can be committed.
    public static func entry(for finding: Finding, workingDirectory: String) -> Entry {
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        var path = finding.location.path
        while path.hasPrefix("./") { path.removeFirst(2) }
        if path.hasPrefix(base) { path.removeFirst(base.count) }
        let name = finding.elementName ?? (finding.elementId == nil && finding.identifier == nil ? finding.message : "")
        return Entry(ruleId: finding.ruleId, path: path, element: finding.elementId ?? finding.identifier ?? "", name: name)
    }

    /// The findings not in the baseline. Identical fingerprints count: two baselined findings hide two.
    public func newFindings(_ findings: [Finding], workingDirectory: String) -> [Finding] {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        return findings.filter { finding in
            let entry = Self.entry(for: finding, workingDirectory: workingDirectory)
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
    }

    // MARK: - File

    /// Sorted, pretty JSON: one entry per finding, stable to diff and review.
    public func render() -> String {
        var writer = JSONWriter(pretty: true)
        writer.beginObject()
        writer.integer("version", 1)
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
        var baseline = Baseline(findings: [], workingDirectory: "/")
        for item in items {
            guard case .mapping(let fields, let position) = item else { continue }
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
