#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReportFormats
import ScreenReaders

/// A screen's transcript as sound: espeak-ng reads each item, with a short pause between items and a longer
/// one before a hint, as VoiceOver speaks a hint only after a moment's pause. The command-line program is run,
/// rather than its library linked: only `speak` (and `report --audio`) need a speech engine, and linking one
/// would make every build of an accessibility linter, on every CI machine and Mac, install it.
struct ScreenAudio {
    /// The pause between one item and the next, as a user swiping on would leave.
    static let pauseBetweenItems = 600
    /// The pause before a hint, in milliseconds: VoiceOver waits before it speaks one.
    static let pauseBeforeHint = 1200

    /// espeak-ng's voice for each language the reader speaks.
    static let voices = ["en": "en-us", "de": "de", "ru": "ru"]

    let locale: String
    /// Words per minute.
    let rate: Int

    /// espeak-ng's own default rate, close to VoiceOver's default speaking rate.
    static let defaultRate = 175

    struct Failure: Error {
        var message: String
    }

    /// The transcript as SSML: items in order, each followed by its hint after the longer pause.
    static func ssml(_ utterances: [Utterance]) -> String {
        var text = "<speak>"
        for (index, utterance) in utterances.enumerated() {
            if index > 0 { text += "<break time=\"\(pauseBetweenItems)ms\"/>" }
            text += XMLText.escaped(utterance.text)
            if let hint = utterance.hint { text += "<break time=\"\(pauseBeforeHint)ms\"/>" + XMLText.escaped(hint) }
        }
        return text + "</speak>"
    }

    /// Writes the WAV file for `utterances` at `path` (espeak-ng's: 22,050 Hz, 16-bit, mono).
    func write(_ utterances: [Utterance], to path: String) throws(Failure) {
        // The SSML goes through a file beside the WAV, not the command line, whose length is limited.
        let script = path + ".ssml"
        guard let file = fopen(script, "w") else { throw Failure(message: "cannot write \(script): \(String(cString: strerror(errno)))") }
        fputs(Self.ssml(utterances), file)
        fclose(file)
        defer { unlink(script) }
        let arguments = ["espeak-ng", "-m", "-v", Self.voices[locale] ?? "en-us", "-s", String(rate), "-w", path, "-f", script]
        try Self.run(arguments)
    }

    /// Runs a program found on `PATH` and waits for it.
    private static func run(_ arguments: [String]) throws(Failure) {
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let started = posix_spawnp(&pid, arguments[0], nil, nil, &argv, environment())
        guard started == 0 else {
            throw Failure(message: started == ENOENT
                ? "\(arguments[0]) is not installed (Debian: apt-get install espeak-ng; macOS: brew install espeak-ng)"
                : "cannot run \(arguments[0]): \(String(cString: strerror(started)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        guard status == 0 else { throw Failure(message: "\(arguments[0]) failed (status \(status))") }
    }

    private static func environment() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
        return _NSGetEnviron().pointee
        #else
        return environ
        #endif
    }
}
