@testable import A11yAuditCLI
import Foundation
import ReportFormats
import Testing

/// The progress line: shown on a terminal once a run has taken a while, rewritten in place, cleared at the end.
@Suite struct ProgressLineTests {
    @Test func aLongRunShowsItsProgressThenClearsIt() async throws {
        let sink = StringSink()
        let progress = ProgressLine(total: 3, sink: sink, enabled: true, delay: .milliseconds(20))
        progress.fileDone()
        progress.fileDone()
        try await Task.sleep(for: .milliseconds(400))
        progress.finish()
        #expect(sink.text.hasPrefix("\r\u{1B}[Ka11y-audit: 2 of 3 files audited"), "\(sink.text.debugDescription)")
        #expect(sink.text.hasSuffix("audited\r\u{1B}[K"), "the line is cleared before anything else is written")
    }

    @Test func aQuickRunOrAPipeShowsNothing() async throws {
        let quick = StringSink()
        let progress = ProgressLine(total: 3, sink: quick, enabled: true)
        progress.fileDone()
        progress.finish()
        try await Task.sleep(for: .milliseconds(50))
        #expect(quick.text.isEmpty, "finished before the delay")

        let pipe = StringSink()
        let disabled = ProgressLine(total: 3, sink: pipe, enabled: false, delay: .milliseconds(1))
        try await Task.sleep(for: .milliseconds(50))
        disabled.finish()
        #expect(pipe.text.isEmpty)
    }
}
