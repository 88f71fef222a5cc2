import ElementModel
import ScreenReaders

/// Runs rules over documents: each screen is read like VoiceOver once, then every rule whose evidence the
/// document can carry checks it.
public struct Auditor: Sendable {
    public let rules: [any Rule]
    public let reader: ScreenReader
    /// What each rule needs, read once: a rule's description is a struct of a score of strings, and reading
    /// it through the protocol copies it whole, for every rule on every screen.
    private let requirementsByRule: [(requires: Set<Evidence>, onAndroid: Set<Evidence>?)]

    /// Rules read what is said, not where each word came from: the default reader keeps no parts.
    public init(rules: [any Rule], reader: ScreenReader = ScreenReader(explains: false)) {
        self.rules = rules
        self.reader = reader
        requirementsByRule = rules.map { ($0.description.requires, $0.description.requiresOnAndroid) }
    }

    /// The findings of one document, in file order. Screens are checked on all cores when there are many;
    /// `known` gives the findings of screens already checked (by index), which are not checked again.
    public func audit(_ document: LayoutDocument, known: [Int: [Finding]] = [:]) -> [Finding] {
        let pending = document.screens.indices.filter { known[$0] == nil }
        let check = { @Sendable (index: Int) -> [Finding] in self.findings(for: document.screens[index], in: document) }
        let checked = pending.count >= 16 ? ParallelMap.map(Array(pending), check) : pending.map(check)
        // In screen order before sorting, as if every screen were checked now: ties sort the same way.
        var checkedByIndex = Dictionary(uniqueKeysWithValues: zip(pending, checked))
        var all: [Finding] = []
        for (rule, needs) in zip(rules, requirementsByRule) where Self.runs(needs, on: document) { all += rule.checkDocument(document) }
        for index in document.screens.indices {
            all += known[index] ?? checkedByIndex.removeValue(forKey: index) ?? []
        }
        return all.sorted(by: Finding.fileOrder)
    }

    /// `RuleDescription.runs(with:)`, from the requirements kept apart.
    private static func runs(_ needs: (requires: Set<Evidence>, onAndroid: Set<Evidence>?), on document: LayoutDocument) -> Bool {
        needs.requires.isSubset(of: document.evidence) || needs.onAndroid?.isSubset(of: document.evidence) == true
    }

    /// The findings of one screen, unsorted. Rules use only the document's format, evidence, path and idiom, so a
    /// screen can be checked before its document is complete (see `ScreenHandler`).
    public func findings(for screen: Screen, in document: LayoutDocument) -> [Finding] {
        // A layout the reader does not model has no transcript to check: `unsupported-platform` says so, once per file.
        guard KnownGap.unsupportedPlatform(document.idiom) == nil else { return [] }
        guard screen.kind != .unused else { return [] }
        let transcript = reader.read(screen, idiom: document.idiom)
        let context = ScreenContext(document: document, screen: screen, transcript: transcript)
        var findings: [Finding] = []
        for (rule, needs) in zip(rules, requirementsByRule) where Self.runs(needs, on: document) { findings += rule.check(context) }
        // The status bar or home screen in a dump is the system's: nothing there is the app's to fix (`system-window` says
        // so of a dump that holds nothing else).
        findings.removeAll(where: context.isInSystemWindow)
        // The views an Android layout `<include>`s are read in their place, for what TalkBack says of the screen, and
        // reported in their own file, where they are fixed (when it is audited), not once for every layout including it.
        if document.format == InputFormat.androidLayout.name { findings.removeAll { $0.location.path != document.path } }
        return findings
    }
}

/// What one audit run found, with the counts CI summaries print.
public struct AuditResult: Sendable {
    public var findings: [Finding]
    /// Every file the run covered, readable or not, in the order given.
    public var paths: [String] = []
    public var files: Int { paths.count }
    public var screens = 0
    public var elements = 0
    /// Files that could not be read. Counted apart from the findings, so that ignoring or baselining their
    /// `invalid-input` findings never hides that the run was incomplete.
    public var unreadableFiles = 0
    /// `.xml` files found in directories that hold no view hierarchy (manifests, resources): skipped, and counted
    /// so that a run over a folder says what it left out.
    public var skippedFiles = 0
    /// Findings an Android layout acknowledges with `tools:ignore` on the view or around it: not reported, and counted
    /// so that a summary says what the layouts accepted.
    public var acknowledgedFindings = 0
    /// The rules that ran, for reports that describe them (SARIF).
    public var rules: [RuleDescription]
    /// Which of N shares of the files this run audited (`audit --shard I/N`); nil for a whole run.
    public var shard: ShardPosition?

    public init(findings: [Finding] = [], rules: [RuleDescription]) {
        self.findings = findings
        self.rules = rules
    }

    /// Takes out the findings their layout acknowledges (`tools:ignore`), and counts them.
    public mutating func setAsideAcknowledged() {
        let before = findings.count
        findings.removeAll { $0.acknowledgedBy != nil }
        acknowledgedFindings += before - findings.count
    }

    public func count(_ severity: Severity) -> Int {
        findings.filter { $0.severity == severity }.count
    }

    /// True when some finding is at or above `threshold` (nil: never fail on findings).
    public func fails(at threshold: Severity?) -> Bool {
        guard let threshold else { return false }
        return findings.contains { $0.severity >= threshold }
    }
}

/// One of N shares of a run's files, 1-based: what `merge` checks a set of shard reports against.
public struct ShardPosition: Sendable, Equatable {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }
}

extension Finding {
    /// Path, line, column, then rule id: the same order whatever order rules and files ran in.
    public static func fileOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        // Findings of one file share one path string, which `!=` tells equal at once (`<` would compare it
        // through): paths are ordered only when they differ.
        if lhs.location.path != rhs.location.path { return lhs.location.path < rhs.location.path }
        return (lhs.location.line, lhs.location.column, lhs.ruleId, lhs.message)
            < (rhs.location.line, rhs.location.column, rhs.ruleId, rhs.message)
    }
}
