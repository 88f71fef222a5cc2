@testable import A11yAuditCLI
import ReportFormats
import Testing

/// The progress line: shown on a terminal once a run has taken a while, rewritten in place, cleared at the end.
/// The timer's ticks are stood in for by calling `show()`, so nothing here waits on the clock.
@Suite struct ProgressLineTests {
    @Test func aLongRunShowsItsProgressThenClearsIt() {
        let sink = StringSink()
        let progress = ProgressLine(total: 3, sink: sink, enabled: true, delay: .seconds(3600))
        progress.fileDone()
        progress.fileDone()
        progress.show()
        progress.fileDone()
        progress.show()
        progress.finish()
        #expect(sink.text.hasPrefix("\r\u{1B}[Ka11y-audit: 2 of 3 files audited"), "\(sink.text.debugDescription)")
        #expect(sink.text.contains("\r\u{1B}[Ka11y-audit: 3 of 3 files audited"), "rewritten in place")
        #expect(sink.text.hasSuffix("audited\r\u{1B}[K"), "the line is cleared before anything else is written")
    }

    @Test func aQuickRunOrAPipeShowsNothing() {
        let quick = StringSink()
        let progress = ProgressLine(total: 3, sink: quick, enabled: true)
        progress.fileDone()
        progress.finish()
        progress.show()
        #expect(quick.text.isEmpty, "finished before the delay: nothing shown, and nothing after the end")

        let pipe = StringSink()
        let disabled = ProgressLine(total: 3, sink: pipe, enabled: false)
        disabled.fileDone()
        disabled.finish()
        #expect(pipe.text.isEmpty)
    }
}
