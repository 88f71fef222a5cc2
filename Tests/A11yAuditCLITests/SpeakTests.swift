import Foundation
import Testing

/// `a11y-audit speak` and `report --audio`: a screen's transcript as sound, with espeak-ng. The WAV files are
/// checked byte by byte (header), in time (duration against the text's length and the rate) and in sound
/// (silence between the items), with Debian's sox measuring the duration independently.
@Suite(.enabled(if: BinaryRun.binary != nil, "the a11y-audit executable is not built"))
struct SpeakTests {
    static let signIn = PackagePaths.samples + "/InterfaceBuilder/SignIn.storyboard"

    /// True when espeak-ng and sox are here; otherwise a known issue, or a failure with `CI=true`.
    private func toolsAreHere() -> Bool {
        let missing = ["espeak-ng", "soxi"].filter { tool in
            !(ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
                .contains { FileManager.default.isExecutableFile(atPath: $0 + "/" + tool) }
        }
        guard !missing.isEmpty else { return true }
        let reason = "\(missing.joined(separator: " and ")) needed to test speak (Debian: apt-get install espeak-ng sox)"
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            Issue.record("\(reason) (CI=true, so the check may not be skipped)")
        } else {
            withKnownIssue(Comment(rawValue: reason)) { Issue.record("speak tests skipped") }
        }
        return false
    }

    /// A WAV file's format and samples.
    private struct Wave {
        var channels: Int
        var sampleRate: Int
        var bitsPerSample: Int
        var samples: [Int16]

        var duration: Double { Double(samples.count) / Double(sampleRate) }

        init(_ bytes: [UInt8]) throws {
            func word(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
            func long(_ at: Int) -> Int { word(at) | word(at + 2) << 16 }
            try #require(bytes.count > 44 && Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[8..<12]) == Array("WAVE".utf8))
            #expect(long(4) == bytes.count - 8, "the RIFF size is the file's")
            var offset = 12
            var format: (channels: Int, rate: Int, bits: Int)?
            var data: ArraySlice<UInt8>?
            while offset + 8 <= bytes.count {
                let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self), size = long(offset + 4)
                if id == "fmt " {
                    #expect(word(offset + 8) == 1, "PCM")
                    format = (word(offset + 10), long(offset + 12), word(offset + 22))
                }
                if id == "data" { data = bytes[(offset + 8)..<min(bytes.count, offset + 8 + size)] }
                offset += 8 + size + size % 2
            }
            let found = try #require(format)
            let pcm = try #require(data)
            (channels, sampleRate, bitsPerSample) = (found.channels, found.rate, found.bits)
            samples = stride(from: pcm.startIndex, to: pcm.endIndex - 1, by: 2).map { Int16(bitPattern: UInt16(pcm[$0]) | UInt16(pcm[$0 + 1]) << 8) }
        }

        /// Runs of near silence (below 1 % of full scale) at least `seconds` long, inside the sound.
        func silences(atLeast seconds: Double) -> Int {
            let quiet = samples.map { abs(Int($0)) < 328 }
            guard let first = quiet.firstIndex(of: false), let last = quiet.lastIndex(of: false) else { return 0 }
            var count = 0, run = 0
            for isQuiet in quiet[first...last] {
                if isQuiet { run += 1 } else {
                    if Double(run) >= seconds * Double(sampleRate) { count += 1 }
                    run = 0
                }
            }
            return count
        }
    }

    private func speak(_ extra: [String]) throws -> (directory: String, run: BinaryRun) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-speak-\(UUID().uuidString)").path
        let run = try BinaryRun(["speak", "SignIn.storyboard", "--output", directory] + extra, in: PackagePaths.samples + "/InterfaceBuilder")
        return (directory, run)
    }

    @Test func eachScreenBecomesAWaveWithPausesBetweenItems() throws {
        guard toolsAreHere() else { return }
        let (directory, run) = try speak([])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(run.status == 0, "\(run.errors)")
        let files = run.output.split(separator: "\n").map(String.init)
        #expect(files == ["Sign_In", "resetPassword", "Account"].map { directory + "/SignIn.storyboard/\($0).wav" },
                "named by the screens' names")

        let transcript = CLIRun(["transcript", Self.signIn, "--format", "json"]).output
        let screens = try #require(((try JSONSerialization.jsonObject(with: Data(transcript.utf8)) as? [String: Any])?["documents"]
            as? [[String: Any]])?.first?["screens"] as? [[String: Any]])
        for file in files {
            let wave = try Wave(Array(try Data(contentsOf: URL(fileURLWithPath: file))))
            #expect((wave.channels, wave.sampleRate, wave.bitsPerSample) == (1, 22_050, 16))
            let soxi = try ChildProcess.run("/usr/bin/env", ["soxi", "-D", file])
            #expect(abs((Double(soxi.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) - wave.duration) < 0.01,
                    "sox reads the same duration")
            // The words at the rate, plus the pauses, give the duration to within a factor of two either way.
            let id = (file as NSString).lastPathComponent.replacingOccurrences(of: ".wav", with: "")
            let items = try #require(screens.first { ($0["name"] as? String)?.replacingOccurrences(of: " ", with: "_") == id }?["items"]
                as? [[String: Any]])
            let hints = items.compactMap { $0["hint"] as? String }
            let words = (items.compactMap { $0["text"] as? String } + hints).joined(separator: " ").split(whereSeparator: \.isWhitespace).count
            let expected = Double(words) / 175 * 60 + Double(items.count - 1) * 0.6 + Double(hints.count) * 1.2
            #expect(wave.duration > expected / 2 && wave.duration < expected * 2, "\(id): \(wave.duration) s for about \(expected) s")
            // Silence separates every item from the next, and every hint from its item.
            #expect(wave.silences(atLeast: 0.5) >= items.count - 1 + hints.count, "\(id): \(wave.silences(atLeast: 0.5)) pauses")
        }
    }

    @Test func aFasterRateIsShorterAndAnotherLanguageSpeaks() throws {
        guard toolsAreHere() else { return }
        let normal = try speak([])
        let fast = try speak(["--rate", "350"])
        let german = try speak(["--locale", "de"])
        defer { [normal, fast, german].forEach { try? FileManager.default.removeItem(atPath: $0.directory) } }
        let file = "/SignIn.storyboard/Sign_In.wav"
        let durations = try [normal, fast, german].map { try Wave(Array(try Data(contentsOf: URL(fileURLWithPath: $0.directory + file)))).duration }
        #expect(durations[1] < durations[0] * 0.8, "\(durations)")
        #expect(durations[2] > 1 && durations[2] != durations[0])
        #expect(try BinaryRun(["speak", Self.signIn, "--output", normal.directory, "--rate", "9000"]).status == 2)
    }

    @Test func withoutEspeakTheErrorSaysWhatToInstall() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-speak-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try BinaryRun(["speak", Self.signIn, "--output", directory], environment: ["PATH": "/nonexistent"])
        #expect(run.status == 2)
        #expect(run.errors.contains("espeak-ng is not installed (Debian: apt-get install espeak-ng"), "\(run.errors)")
    }

    @Test func theReportCanCarryAPlayerPerScreen() throws {
        guard toolsAreHere() else { return }
        let page = try PackagePaths.temporaryFile(named: "report.html", contents: "")
        defer { PackagePaths.removeTemporaryFile(page) }
        let run = CLIRun(["report", Self.signIn, "--output", page, "--audio", "--quiet"])
        #expect(run.status == .success, "\(run.errors)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.components(separatedBy: "<audio controls").count - 1 == 3, "one player per screen with something to say")
        #expect(html.contains("src=\"data:audio/wav;base64,UklGR"), "the sound is inlined: the page stays one file")
        #expect(!FileManager.default.fileExists(atPath: page + ".sounds"), "the WAV files made on the way are gone")
    }
}
