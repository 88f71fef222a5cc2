import ReportFormats
import ElementModel
import Importers
import VoiceOverReader

/// `a11y-audit transcript PATH...`: what VoiceOver says on each screen, in order.
struct TranscriptCommand {
    static let spec = CommandSpec(
        name: "transcript", operands: "PATH...",
        summary: "Prints what VoiceOver says on each screen, in the order it says it. PATH is a file, a directory or - "
            + "for standard input.",
        options: [
            .value("format", "FORMAT", allowed: ["text", "json", "markdown"], default: "text", "how to print the transcripts"),
            .value("locale", "LOCALE", allowed: Phrasebook.all.map(\.code), default: "en", "the language VoiceOver speaks"),
            .flag("explain", "say where each part of each phrase comes from"),
            .standardInputName,
        ])

    let catalog: ImporterCatalog
    let output: OutputSink
    let errors: OutputSink

    func run(_ arguments: [String]) -> ExitStatus {
        let parsed: CommandLineArguments
        do throws(CommandLineArguments.UsageError) {
            parsed = try CommandLineArguments(arguments, spec: Self.spec)
            guard !parsed.positional.isEmpty else { throw CommandLineArguments.UsageError(message: "no PATH given") }
        } catch {
            return error.report(usage: Self.spec.usage, to: errors)
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
        let failures = DocumentReader(catalog: catalog, standardInputName: parsed.standardInputName).readAll(paths) { document in
            writer.write(document: document, transcripts: reader.read(document))
        }
        writer.end()
        for failure in failures { errors.write(failure.diagnostic + "\n") }
        return failures.isEmpty ? .success : .failure
    }
}

/// One way of printing transcripts; each format is one file.
protocol TranscriptFormat {
    mutating func begin()
    mutating func write(document: LayoutDocument, transcripts: [ScreenTranscript])
    mutating func end()
}
