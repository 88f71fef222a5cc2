import ElementModel
import ReportFormats
import Importers
import ScreenReaders

/// `a11y-audit transcript PATH...`: what VoiceOver says on each screen, in order; with `--compare OLD.json`,
/// what it will say differently from a transcript written before.
struct TranscriptCommand {
    static let spec = CommandSpec(
        name: "transcript", operands: "PATH...",
        summary: "Prints what VoiceOver says on each screen, in the order it says it. PATH is a file, a directory or - "
            + "for standard input. With --compare, prints what VoiceOver will say differently from OLD.json (written "
            + "by transcript --format json): items added, removed, reworded and moved, and screens added or removed.",
        options: [
            .value("format", "FORMAT", allowed: ["text", "json", "markdown"], default: "text", "how to print the transcripts"),
            .value("locale", "LOCALE", allowed: Phrasebook.all.map(\.code), default: "en", "the language VoiceOver speaks"),
            .flag("explain", "say where each part of each phrase comes from"),
            .value("compare", "OLD.json", "print what changed since this transcript instead of the transcript"),
            .flag("fail-on-change", "with --compare, exit 1 when anything changed"),
            .standardInputName,
        ])

    /// The largest transcript read for `--compare`.
    static let maximumTranscriptSize = 1 << 30

    let catalog: ImporterCatalog
    let output: OutputSink
    let errors: OutputSink
    var invocation = Invocation()

    func run(_ arguments: [String]) -> ExitStatus {
        let parsed: CommandLineArguments
        do throws(CommandLineArguments.UsageError) {
            parsed = try CommandLineArguments(arguments, spec: Self.spec)
            guard !parsed.positional.isEmpty else { throw CommandLineArguments.UsageError(message: "no PATH given") }
        } catch {
            return error.report(usage: Self.spec.usage, to: errors)
        }
        if let old = parsed.value("compare") { return compare(old, parsed) }
        if parsed.isSet("fail-on-change") {
            return CommandLineArguments.UsageError(message: "--fail-on-change needs --compare OLD.json").report(usage: Self.spec.usage, to: errors)
        }
        let format = parsed.value("format", default: "text")
        let phrases = Phrasebook.forCode(parsed.value("locale", default: "en")) ?? .english
        let explain = parsed.isSet("explain")
        let paths = parsed.positional

        let reader = ScreenReader(phrases: phrases, explains: explain)
        var writer: any TranscriptFormat = switch format {
        case "json": TranscriptJSONFormat(output: output, phrases: phrases, explain: explain)
        case "markdown": TranscriptMarkdownFormat(output: output, phrases: phrases, explain: explain)
        default: TranscriptTextFormat(output: output, phrases: phrases, explain: explain)
        }
        writer.begin()
        let failures = DocumentReader(catalog: catalog, standardInputName: parsed.standardInputName, invocation: invocation).readAll(paths) { document in
            writer.write(document: document, transcripts: reader.read(document))
        }
        writer.end()
        for failure in failures { errors.write(failure.diagnostic + "\n") }
        return failures.isEmpty ? .success : .failure
    }

    /// `--compare OLD.json`: reads the layouts in OLD's language (unless `--locale` says another) and prints what
    /// changed. Exit status: 2 when OLD or an input cannot be read, 1 with `--fail-on-change` when anything
    /// changed, else 0.
    private func compare(_ oldPath: String, _ parsed: CommandLineArguments) -> ExitStatus {
        guard !parsed.isSet("explain") else {
            return CommandLineArguments.UsageError(message: "--explain does not apply to --compare").report(usage: Self.spec.usage, to: errors)
        }
        let old: (locale: String?, screens: [SpokenScreen])
        do {
            old = try TranscriptJSONReader.read(try WholeFile.bytes(of: oldPath, kind: "transcript", maximumSize: Self.maximumTranscriptSize))
        } catch let error as TranscriptJSONReader.ReadError {
            errors.write(OneLineText.diagnostic(path: oldPath, line: error.line, column: error.column, message: error.message) + "\n")
            return .failure
        } catch {
            errors.write(OneLineText.diagnostic(path: oldPath, line: 1, column: 1, message: (error as? WholeFile.ReadError)?.message ?? "\(error)") + "\n")
            return .failure
        }
        let locale = parsed.value("locale") ?? old.locale ?? "en"
        let reader = ScreenReader(phrases: Phrasebook.forCode(locale) ?? .english, explains: false)
        var screens: [SpokenScreen] = []
        let failures = DocumentReader(catalog: catalog, standardInputName: parsed.standardInputName, invocation: invocation).readAll(parsed.positional) { document in
            screens += reader.read(document).map { SpokenScreen(path: document.path, transcript: $0) }
        }
        let changes = TranscriptDiff.compare(old: old.screens, new: screens)
        let format: any TranscriptDiffFormat = switch parsed.value("format", default: "text") {
        case "json": TranscriptDiffJSONFormat()
        case "markdown": TranscriptDiffMarkdownFormat()
        default: TranscriptDiffTextFormat()
        }
        format.write(changes, to: output)
        // Nothing compared is not "nothing changed": an old transcript written from another directory names its files
        // otherwise, and every screen would count as added and removed.
        if !old.screens.isEmpty, !screens.isEmpty, TranscriptDiff.matchedScreens(old: old.screens, new: screens) == 0 {
            errors.write("a11y-audit: warning: no screen of \(oldPath) matched a screen read now (screens are matched by file "
                + "and screen id): every one counts as added or removed. Its paths are as its run named them: compare from "
                + "the directory it was written in\n")
        }
        for failure in failures { errors.write(failure.diagnostic + "\n") }
        if !failures.isEmpty { return .failure }
        return parsed.isSet("fail-on-change") && !changes.isEmpty ? .findings : .success
    }
}

/// One way of printing transcripts; each format is one file.
protocol TranscriptFormat {
    mutating func begin()
    mutating func write(document: LayoutDocument, transcripts: [ScreenTranscript])
    mutating func end()
}
