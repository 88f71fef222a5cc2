import ElementModel
import RuleEngine

/// The configurations that apply to one file, outermost first: the project's `.a11y-audit.yml`, then each nested
/// one in a folder between it and the file, as SwiftLint's nested configurations apply. A deeper one adds to what is
/// above it: its `disabled_rules` switch more rules off, its `only_rules` replace the rules chosen above, its
/// `severity`, `ignore` and `roles` apply on top (a class's role from the deeper file wins), and its `included` and
/// `excluded` choose among the files below it (each file's globs are relative to its own folder).
public struct ConfigurationChain: Sendable {
    public let levels: [AuditConfiguration]
    /// The roles every level gives custom classes, the deepest level's where two name one class; nil for none.
    private let roles: AuditConfiguration?

    public init(_ levels: [AuditConfiguration]) {
        self.levels = levels
        let merged = levels.reduce(into: [String: AccessibilityTraits]()) { roles, level in
            roles.merge(level.roles) { _, deeper in deeper }
        }
        if merged.isEmpty {
            roles = nil
        } else {
            var configuration = AuditConfiguration(directory: levels.last?.directory ?? "/")
            configuration.roles = merged
            roles = configuration
        }
    }

    /// Whether every level audits the file at `path`.
    public func audits(_ path: String, workingDirectory: String) -> Bool {
        levels.allSatisfy { $0.audits(path, workingDirectory: workingDirectory) }
    }

    /// Whether the rule `id` runs on the file.
    public func runs(_ id: String) -> Bool {
        var runs = true
        for level in levels {
            if let only = level.onlyRules { runs = only.contains(id) }
            if level.disabledRules.contains(id) { runs = false }
        }
        return runs
    }

    /// The file's findings once each level's ignores and severities are applied, outermost first (a deeper
    /// level's severity wins). With `choosingRules`, the findings of rules the chain switches off go too (not
    /// when `--rule` chose the rules, whatever the configurations say).
    public func applying(to findings: [Finding], workingDirectory: String, choosingRules: Bool) -> [Finding] {
        var findings = choosingRules ? findings.filter { runs($0.ruleId) } : findings
        for level in levels { findings = level.applying(to: findings, workingDirectory: workingDirectory) }
        return findings
    }

    /// The document with the configured roles given to custom classes, as their code would.
    public func applyingRoles(to document: LayoutDocument) -> LayoutDocument {
        roles?.applyingRoles(to: document) ?? document
    }

    /// One screen with the configured roles given to custom classes.
    public func applyingRoles(to screen: Screen) -> Screen {
        roles?.applyingRoles(to: screen) ?? screen
    }
}
