import Foundation
import Testing

/// libxml2 builds its global tables on first use, without a lock, unless it was initialised first: threads making
/// their first parses at the same moment crashed (SIGSEGV in `xmlParseEncodingDecl`) about once in a thousand
/// processes on two cores. The race exists once per process, so each try is a fresh run of `parse-startup-race`,
/// whose threads all start their first parse at once, each on a document in another declared encoding, with
/// libxml2's allocator slowed down so that the window is wide: before the parsing layer initialised libxml2
/// itself, half of these runs crashed (see docs/robustness.md).
@Suite struct ParseStartupRaceTests {
    static let helper: String? = {
        let bundle = Bundle.main.bundleURL
        return [bundle.appendingPathComponent("parse-startup-race").path,
                bundle.deletingLastPathComponent().appendingPathComponent("parse-startup-race").path]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// What each thread must have read: the label's text, decoded from its encoding.
    static let expectedText = [
        "UTF-8": "é", "ISO-8859-1": "é", "ISO-8859-15": "é", "windows-1252": "é", "US-ASCII": "A", "EUC-JP": "あ",
        "Shift_JIS": "あ", "KOI8-R": "а", "ISO-8859-2": "é", "macintosh": "é", "GB2312": "啊", "Big5": "一",
    ]

    @Test func manyFirstParsesAtOnceNeverCrash() throws {
        let helper = try #require(Self.helper, "parse-startup-race is built with the tests")
        let threads = 32
        for run in 1...100 {
            let (status, output) = try Self.run(helper, ["\(threads)"])
            #expect(status == 0, "run \(run) of 100 ended with status \(status): libxml2's start-up raced")
            let lines = output.split(separator: "\n")
            #expect(lines.count == threads, "run \(run): \(output)")
            for line in lines {
                let encoding = String(line.prefix { $0 != ":" })
                #expect(Self.expectedText[encoding].map { line == "\(encoding): 3 elements, text \($0)" } == true, "run \(run): \(line)")
            }
            if status != 0 { break }
        }
    }

    /// Exit status (128 + the signal for a crash) and standard output. Swift's crash reporter is off: with several
    /// threads crashing at once it can hang while suspending them. A run that does not end in 60 s is killed.
    static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: deadline)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        deadline.cancel()
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return (status, String(decoding: data, as: UTF8.self))
    }
}
