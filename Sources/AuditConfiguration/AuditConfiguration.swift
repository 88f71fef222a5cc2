import ElementModel
import RuleEngine

/// `.a11y-audit.yml`: which rules run and how severe they are, which files are audited, which findings are
/// ignored, and which custom classes take which roles. Interface Builder rewrites its files, so suppression
/// lives here, keyed by object id, accessibility identifier, custom class or path, not in XML comments.
///
///     disabled_rules: [label-ends-with-period]
///     only_rules: [missing-label, missing-traits]
///     severity: {missing-hint: error}
///     included: [App]
///     excluded: ["App/Legacy/**"]
///     skipped_directories: [.git, .build, Pods]
///     ignore:
///       - {rule: missing-label, id: chk-bt-001}
///       - {class: LegacyBadgeView}
///     roles: {RatingView: adjustable, CardView: [button]}
public struct AuditConfiguration: Sendable {
    /// Paths in the file (`included`, `excluded`, `ignore.path`) are relative to this directory.
    public var directory: String
    public var disabledRules: Set<String> = []
    public var onlyRules: Set<String>?
    public var severities: [String: Severity] = [:]
    public var included: GlobList = []
    public var excluded: GlobList = []
    /// Directory names a directory search does not enter; nil keeps the default (`InputDiscovery`).
    public var skippedDirectories: Set<String>?
    public var ignores: [Ignore] = []
    /// Traits a custom class gets in code, which the file cannot show.
    public var roles: [String: AccessibilityTraits] = [:]

    public init(directory: String) {
        self.directory = directory
    }

    /// One `ignore` entry: every key given must match (a missing `rule` means every rule).
    public struct Ignore: Sendable {
        public var rule: String?
        public var id: String?
        public var identifier: String?
        public var customClass: String?
        public var path: Glob?

        public init(rule: String? = nil, id: String? = nil, identifier: String? = nil, customClass: String? = nil, path: Glob? = nil) {
            self.rule = rule
            self.id = id
            self.identifier = identifier
            self.customClass = customClass
            self.path = path
        }

        func matches(_ finding: Finding, relativePath: String) -> Bool {
            (rule == nil || rule == finding.ruleId) && (id == nil || id == finding.elementId)
                && (identifier == nil || identifier == finding.identifier)
                && (customClass == nil || customClass == finding.customClass)
                && (path == nil || path!.matches(relativePath))
        }
    }

    // MARK: - Using it

    /// Whether the configuration audits the file at `path` (absolute, or relative to the working directory).
    public func audits(_ path: String, workingDirectory: String) -> Bool {
        let relative = relativePath(path, workingDirectory: workingDirectory)
        if !included.isEmpty, !included.matches(relative) { return false }
        return !excluded.matches(relative)
    }

    /// The rules to run, out of `rules`.
    public func selecting(_ rules: [any Rule]) -> [any Rule] {
        rules.filter { rule in
            let id = rule.description.id
            return !disabledRules.contains(id) && (onlyRules?.contains(id) ?? true)
        }
    }

    /// The findings left once ignores are applied, with configured severities.
    public func applying(to findings: [Finding], workingDirectory: String) -> [Finding] {
        var index = IgnoreIndex(ignores)
        return findings.compactMap { finding in
            let relative = relativePath(finding.location.path, workingDirectory: workingDirectory)
            guard !index.ignores(finding, relativePath: relative) else { return nil }
            var finding = finding
            if let severity = severities[finding.ruleId] { finding.severity = severity }
            return finding
        }
    }

    /// The document with configured roles given to custom classes, as their code would.
    public func applyingRoles(to document: LayoutDocument) -> LayoutDocument {
        guard !roles.isEmpty else { return document }
        var document = document
        for index in document.screens.indices { applyRoles(to: &document.screens[index].root) }
        return document
    }

    /// One screen with configured roles given to custom classes.
    public func applyingRoles(to screen: Screen) -> Screen {
        guard !roles.isEmpty else { return screen }
        var screen = screen
        applyRoles(to: &screen.root)
        return screen
    }

    private func applyRoles(to element: inout Element) {
        if let customClass = element.customClass, let traits = roles[customClass] {
            let provenance = Provenance(.configuration, "roles: \(customClass)")
            element.accessibility.traits = Resolved(element.accessibility.traits.value.union(traits), provenance)
            if !element.accessibility.isElement.value {
                element.accessibility.isElement = Resolved(true, provenance)
            }
        }
        for index in element.children.indices { applyRoles(to: &element.children[index]) }
    }

    /// `path` relative to the configuration's directory, for matching globs.
    func relativePath(_ path: String, workingDirectory: String) -> String {
        var absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        absolute = absolute.replacing("/./", with: "/")
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : absolute
    }
}
