import Dispatch

/// Values freed on a background thread once the work that used them is done: freeing a document of a
/// hundred thousand elements takes a tenth of a second, and the command can write its report meanwhile.
///
/// Call `release()` only once every other reference to the kept values is gone (after the statement or
/// function that used them): this object then holds the last one, so the background thread frees them.
/// Handing a value straight to an async block would not do: the block may finish first, and the caller's
/// own last reference would then free the value on the caller's thread.
final class BackgroundRelease: @unchecked Sendable {
    // Touched by one thread until `release()`, then only by the block it dispatches: the dispatch orders
    // the two, which is what makes the unchecked Sendable sound.
    private var kept: [Any] = []

    /// Keeps `value` until `release()`, and returns it.
    func keep<Value>(_ value: Value) -> Value {
        kept.append(value)
        return value
    }

    func release() {
        DispatchQueue.global().async { self.kept = [] }
    }

    /// For what the command holds until it ends (the last file's document, the findings): when the process exits
    /// right after, never frees them, since the system takes the memory back at once and freeing would only compete
    /// for the core that writes the report, on a machine with one; when the caller goes on, frees them now, so that
    /// the command returns having given back all it took (a leak checker run after it finds nothing pending).
    func finish(_ end: CommandEnd) {
        switch end {
        case .exitsProcess: _ = Unmanaged.passRetained(self)
        case .returnsToCaller: kept = []
        }
    }
}
