import RuleEngine

/// `ignore` entries filed under their most selective key (object id, then accessibility identifier, then
/// class), so a finding is checked only against the entries that name its element, its class or its file,
/// not against the whole list. Entries with a path alone are matched once per file and remembered.
struct IgnoreIndex {
    private let ignores: [AuditConfiguration.Ignore]
    private var byId: [String: [Int]] = [:]
    private var byIdentifier: [String: [Int]] = [:]
    private var byClass: [String: [Int]] = [:]
    private var byPathOnly = GlobList()
    /// Indices into `ignores` of each entry in `byPathOnly`.
    private var pathOnlyEntries: [Int] = []
    /// The path-only entries matching each relative path seen so far.
    private var pathOnlyMatches: [String: [Int]] = [:]

    init(_ ignores: [AuditConfiguration.Ignore]) {
        self.ignores = ignores
        for (index, ignore) in ignores.enumerated() {
            if let id = ignore.id {
                byId[id, default: []].append(index)
            } else if let identifier = ignore.identifier {
                byIdentifier[identifier, default: []].append(index)
            } else if let customClass = ignore.customClass {
                byClass[customClass, default: []].append(index)
            } else if let path = ignore.path {
                byPathOnly.append(path)
                pathOnlyEntries.append(index)
            }
        }
    }

    mutating func ignores(_ finding: Finding, relativePath: String) -> Bool {
        func anyMatches(_ candidates: [Int]?) -> Bool {
            candidates?.contains { ignores[$0].matches(finding, relativePath: relativePath) } ?? false
        }
        if let id = finding.elementId, anyMatches(byId[id]) { return true }
        if let identifier = finding.identifier, anyMatches(byIdentifier[identifier]) { return true }
        if let customClass = finding.customClass, anyMatches(byClass[customClass]) { return true }
        guard !pathOnlyEntries.isEmpty else { return false }
        if pathOnlyMatches[relativePath] == nil {
            pathOnlyMatches[relativePath] = byPathOnly.matchingIndices(relativePath).map { pathOnlyEntries[$0] }
        }
        return anyMatches(pathOnlyMatches[relativePath])
    }
}
