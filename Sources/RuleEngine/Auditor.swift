import ElementModel
import VoiceOverReader

/// Runs rules over documents: each screen is read like VoiceOver once, then every rule that applies to
/// the document's format checks it.
public struct Auditor: Sendable {
    public let rules: [any Rule]
    public let reader: ScreenReader

    /// Rules read what is said, not where each word came from: the default reader keeps no parts.
    public init(rules: [any Rule], reader: ScreenReader = ScreenReader(explains: false)) {
        self.rules = rules
        self.reader = reader
    }

    /// The findings of one document, in file order. Screens are checked on all cores when there are many.
    public func audit(_ document: LayoutDocument) -> [Finding] {
        let applicable = rules.filter { $0.description.formats.contains(document.format) }
        let transcripts = reader.read(document)
        let check = { @Sendable (transcript: ScreenTranscript) -> [Finding] in
            let context = ScreenContext(document: document, screen: transcript.screen, transcript: transcript)
            return applicable.flatMap { $0.check(context) }
        }
        let perScreen = transcripts.count >= 16 ? ParallelMap.map(transcripts, check) : transcripts.map(check)
        return perScreen.flatMap { $0 }.sorted(by: Finding.fileOrder)
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
    /// The rules that ran, for reports that describe them (SARIF).
    public var rules: [RuleDescription]

    public init(findings: [Finding] = [], rules: [RuleDescription]) {
        self.findings = findings
        self.rules = rules
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

extension Finding {
    /// Path, line, column, then rule id: the same order whatever order rules and files ran in.
    public static func fileOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.location.path, lhs.location.line, lhs.location.column, lhs.ruleId, lhs.message)
            < (rhs.location.path, rhs.location.line, rhs.location.column, rhs.ruleId, rhs.message)
    }
}
