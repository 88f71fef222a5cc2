import RuleEngine

/// What makes a finding the same finding after edits: rule, file, element (object id, else accessibility
/// identifier) and spoken name, but no line number, so a finding survives edits that move it. Baselines
/// store it field by field; SARIF carries its hash in `partialFingerprints`, which code scanning uses to
/// follow an alert from one commit to the next.
public struct Fingerprint: Hashable, Comparable, Sendable {
    public var ruleId: String
    public var path: String
    public var element: String
    public var name: String

    public init(ruleId: String, path: String, element: String, name: String) {
        self.ruleId = ruleId
        self.path = path
        self.element = element
        self.name = name
    }

    /// The finding's fingerprint, its path taken relative to `projectRoot` when it is an absolute path inside it
    /// (findings from an audit are already named relative to the project root; see `ProjectRoot`).
    public init(_ finding: Finding, projectRoot: String) {
        let base = projectRoot.hasSuffix("/") ? projectRoot : projectRoot + "/"
        var path = finding.location.path
        while path.hasPrefix("./") { path.removeFirst(2) }
        if path.hasPrefix(base) { path.removeFirst(base.count) }
        // A finding on no element (a file that cannot be read) is told apart by its message.
        let name = finding.elementName ?? (finding.elementId == nil && finding.identifier == nil ? finding.message : "")
        self.init(ruleId: finding.ruleId, path: path, element: finding.elementId ?? finding.identifier ?? "", name: name)
    }

    public static func < (lhs: Fingerprint, rhs: Fingerprint) -> Bool {
        (lhs.path, lhs.ruleId, lhs.element, lhs.name) < (rhs.path, rhs.ruleId, rhs.element, rhs.name)
    }

    /// 64-bit FNV-1a of the four fields, each ended by a zero byte, as 16 hex digits: the same on every machine
    /// and every run (Swift's own `hashValue` is seeded per process).
    public var hash: String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for field in [ruleId, path, element, name] {
            for byte in field.utf8 + [0] {
                value ^= UInt64(byte)
                value &*= 0x0000_0100_0000_01b3
            }
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
