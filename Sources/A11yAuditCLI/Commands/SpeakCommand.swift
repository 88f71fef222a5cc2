#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ElementModel
import Importers
import ReportFormats
import ScreenReaders

/// `a11y-audit speak PATH... --output DIR`: each screen's transcript as a WAV file, to hear a screen before
/// shipping it (see `ScreenAudio`).
struct SpeakCommand {
    static let spec = CommandSpec(
        name: "speak", operands: "PATH...",
        summary: "Renders what VoiceOver says on each screen to a WAV file with espeak-ng, DIR/PATH/SCREEN.wav (by the screen's name): the "
            + "items in order, a short pause between them and a longer one before each hint. Prints each file written. "
            + "Exit status 2 when an input could not be read or espeak-ng is missing.",
        options: [
            .value("output", "DIR", "where to write the WAV files (required)"),
            .value("locale", "LOCALE", allowed: Phrasebook.all.map(\.code), default: "en", "the language VoiceOver speaks"),
            .value("rate", "WPM", default: String(ScreenAudio.defaultRate), "speaking rate in words per minute (80 to 450)"),
            .standardInputName,
        ])

    let catalog: ImporterCatalog
    let output: OutputSink
    let errors: OutputSink
    var invocation = Invocation()

    func run(_ arguments: [String]) -> ExitStatus {
        let parsed: CommandLineArguments
        let directory: String
        let rate: Int
        do throws(CommandLineArguments.UsageError) {
            parsed = try CommandLineArguments(arguments, spec: Self.spec)
            guard !parsed.positional.isEmpty else { throw CommandLineArguments.UsageError(message: "no PATH given") }
            guard let output = parsed.value("output") else { throw CommandLineArguments.UsageError(message: "--output DIR is required") }
            directory = output
            guard let wpm = Int(parsed.value("rate", default: String(ScreenAudio.defaultRate))), (80...450).contains(wpm) else {
                throw CommandLineArguments.UsageError(message: "--rate takes words per minute from 80 to 450")
            }
            rate = wpm
        } catch {
            return error.report(usage: Self.spec.usage, to: errors)
        }
        let locale = parsed.value("locale", default: "en")
        let reader = ScreenReader(phrases: Phrasebook.forCode(locale) ?? .english, explains: false)
        let audio = ScreenAudio(locale: locale, rate: rate)
        let root = ProjectRoot(directory: ".", workingDirectory: WorkingDirectory.current())
        var failed = false
        let failures = DocumentReader(catalog: catalog, standardInputName: parsed.standardInputName, invocation: invocation).readAll(parsed.positional) { document in
            guard !failed else { return }
            let folder = directory + "/" + Self.safePath(root.name(of: document.path))
            var taken: Set<String> = []
            for transcript in reader.read(document) where !transcript.utterances.isEmpty {
                let path = folder + "/" + Self.fileName(of: transcript.screen, taken: &taken) + ".wav"
                do throws(ScreenAudio.Failure) {
                    try Self.makeDirectories(folder)
                    try audio.write(transcript.utterances, to: path)
                    output.write(path + "\n")
                } catch {
                    errors.write("a11y-audit: \(error.message)\n")
                    failed = true
                    return
                }
            }
        }
        for failure in failures { errors.write(failure.diagnostic + "\n") }
        return failures.isEmpty && !failed ? .success : .failure
    }

    /// A screen's file name: its name as people know it ("Sign_In"), with its id after it when another screen of the
    /// document has taken that name already ("Sign_In-sig-vc-002"), so every screen keeps a file of its own.
    static func fileName(of screen: Screen, taken: inout Set<String>) -> String {
        let name = safeName(screen.name.isEmpty ? screen.id : screen.name)
        let unique = taken.contains(name) ? name + "-" + safeName(screen.id) : name
        taken.insert(unique)
        return unique
    }

    /// A document's name as folders: `Samples/SignIn.storyboard`, without a leading `/` or any `..`.
    static func safePath(_ name: String) -> String {
        name.split(separator: "/").filter { $0 != ".." && $0 != "." }.map { safeName(String($0)) }.joined(separator: "/")
    }

    /// A file name with nothing but letters, digits, `.`, `-` and `_`.
    static func safeName(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "_" })
    }

    private static func makeDirectories(_ path: String) throws(ScreenAudio.Failure) {
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o755) != 0, errno != EEXIST {
                throw ScreenAudio.Failure(message: "cannot write \(current): \(String(cString: strerror(errno)))")
            }
        }
    }
}
