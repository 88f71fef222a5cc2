import ElementModel

/// Everything about a rule except its check: what the `rules` command lists, what the docs print, what
/// SARIF carries, and the examples the tests run.
public struct RuleDescription: Hashable, Sendable {
    /// Kebab-case, stable: users' configs and baselines name rules by it.
    public let id: String
    public let name: String
    public let defaultSeverity: Severity
    /// What is checked, in one line.
    public let summary: String
    /// Why it matters to someone using VoiceOver.
    public let rationale: String
    public let wcag: [WCAGCriterion]
    /// What the rule needs to know: it is not run on a document that cannot tell it (see `Evidence`), so
    /// that no finding rests on an attribute a format does not have. Screen rules need UIKit's semantics, the
    /// default; rules about whole files need less.
    public let requires: Set<Evidence>
    /// What the rule needs on an Android input, where its check knows Android's terms (a content description, TalkBack's
    /// flags) rather than UIKit's: nil when it needs `requires` there too. The rule runs on a document that can tell it
    /// either.
    public let requiresOnAndroid: Set<Evidence>?
    /// The Android Lint checks that stand for this rule (`ContentDescription`): an Android layout's
    /// `tools:ignore` naming one of them (or `all`) acknowledges the rule's findings on that view and inside it.
    public let lintChecks: [String]
    /// Which findings `--fix` can write (SwiftLint's "correctable").
    public let correctability: Correctability
    public let triggeringExamples: [RuleExample]
    public let nonTriggeringExamples: [RuleExample]

    public init(
        id: String, name: String, defaultSeverity: Severity, summary: String, rationale: String,
        wcag: [WCAGCriterion], requires: Set<Evidence> = [.uikitSemantics], requiresOnAndroid: Set<Evidence>? = nil,
        lintChecks: [String] = [], correctability: Correctability = .none, triggeringExamples: [RuleExample],
        nonTriggeringExamples: [RuleExample]
    ) {
        self.id = id
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.wcag = wcag
        self.requires = requires
        self.requiresOnAndroid = requiresOnAndroid.map { $0.union([.androidSemantics]) }
        self.lintChecks = lintChecks
        self.correctability = correctability
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }

    /// The input formats whose files can tell the rule all it needs (`interface-builder`, `xcuitest`, …).
    public var formats: [String] {
        InputFormat.all.filter { runs(with: $0.evidence) }.map(\.name)
    }

    /// Whether the rule runs on `document`: whether the file can tell it all it needs.
    public func applies(to document: LayoutDocument) -> Bool {
        runs(with: document.evidence)
    }

    /// Whether a file that can tell `evidence` tells the rule all it needs, in UIKit's terms or in Android's.
    public func runs(with evidence: Set<Evidence>) -> Bool {
        requires.isSubset(of: evidence) || requiresOnAndroid?.isSubset(of: evidence) == true
    }

    /// What a file that can tell `evidence` lacks for the rule, sorted: of the two ways it could run, the one that
    /// lacks less (for the `rules` command's "needs …").
    public func missing(from evidence: Set<Evidence>) -> [Evidence] {
        let ways = [requires] + (requiresOnAndroid.map { [$0] } ?? [])
        let lacking = ways.map { $0.subtracting(evidence) }.min { $0.count < $1.count } ?? []
        return lacking.sorted { $0.rawValue < $1.rawValue }
    }
}

/// A layout fragment that shows a rule at work: the `<subviews>` of a screen's root view in Interface
/// Builder's XML, or a whole file (starting `<?xml`) for a rule about the file. In a triggering example, `↓` stands before the start tag of each element that must get
/// a finding, and nowhere else.
public struct RuleExample: Hashable, Sendable {
    public let layout: String
    /// What the example shows, in a few words, for the docs.
    public let caption: String

    public init(_ caption: String, _ layout: String) {
        self.caption = caption
        self.layout = layout
    }

    /// The marker placed before the elements that must be found.
    public static let marker: Character = "↓"
}
