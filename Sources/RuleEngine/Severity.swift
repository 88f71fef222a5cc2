/// How much a finding matters; `--fail-on` picks the lowest severity that fails a run.
public enum Severity: String, CaseIterable, Comparable, Hashable, Sendable {
    case info, warning, error

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
