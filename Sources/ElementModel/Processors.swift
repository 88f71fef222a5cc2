internal import CSystemInfo

/// How many processors the process may use. Work that only pays on a second processor (a pipeline
/// thread beside the parser) is done in line when there is one.
public enum Processors {
    /// The affinity mask on Linux (`taskset`, container CPU sets), the online processors elsewhere; at least 1.
    public static func available() -> Int {
        Int(a11y_audit_available_processors())
    }
}
