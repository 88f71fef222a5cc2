/// The exit statuses scripts rely on (README, "Exit status").
public enum ExitStatus: Int32, Sendable {
    /// Everything was read (and, for `audit`, nothing at or above the failure threshold).
    case success = 0
    /// Reserved for `audit`: findings at or above `--fail-on`.
    case findings = 1
    /// An input could not be read, or the command line was wrong.
    case failure = 2
}
