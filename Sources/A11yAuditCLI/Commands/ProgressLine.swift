import Dispatch
import ElementModel
import ReportFormats

/// "a11y-audit: 12 of 53 files audited" on standard error, rewritten in place, for runs that take more than
/// about a second and only on a terminal: a log or a pipe gets nothing, and neither does a quick run.
final class ProgressLine: @unchecked Sendable {
    private let total: Int
    private let sink: OutputSink
    private let lock = Locked(State())
    private let timer: DispatchSourceTimer?

    private struct State {
        var done = 0
        var shown = false
        var finished = false
    }

    /// Shows nothing unless `enabled` (a terminal, and no `--quiet`), and nothing before `delay` has passed.
    init(total: Int, sink: OutputSink, enabled: Bool, delay: DispatchTimeInterval = .seconds(1)) {
        self.total = total
        self.sink = sink
        guard enabled else {
            timer = nil
            return
        }
        let timer = DispatchSource.makeTimerSource(queue: .global())
        self.timer = timer
        timer.schedule(deadline: .now() + delay, repeating: .milliseconds(250))
        timer.setEventHandler { [weak self] in self?.show() }
        timer.resume()
    }

    /// One more file audited (from any thread).
    func fileDone() {
        lock.withLock { $0.done += 1 }
    }

    /// Stops updating and clears the line, before anything else is written to the sink.
    func finish() {
        timer?.cancel()
        lock.withLock { state in
            state.finished = true
            if state.shown { sink.write("\r\u{1B}[K") }
            sink.flush()
        }
    }

    /// Rewrites the line; the timer calls it (and tests, which do not wait on the clock).
    func show() {
        lock.withLock { state in
            guard !state.finished else { return }
            state.shown = true
            sink.write("\r\u{1B}[Ka11y-audit: \(state.done) of \(total) file\(total == 1 ? "" : "s") audited")
            sink.flush()
        }
    }
}
