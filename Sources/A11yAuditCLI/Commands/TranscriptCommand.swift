import ReportFormats
import ElementModel
import Importers
import VoiceOverReader

/// `a11y-audit transcript PATH... [--format text|json|markdown] [--locale en|de|ru] [--explain]`:
/// what VoiceOver says on each screen, in order.
struct TranscriptCommand {
    static let usage = "usage: a11y-audit transcript PATH... [--format text|json|markdown] [--locale en|de|ru] [--explain]"

    let catalog: ImporterCatalog
    let output: OutputSink
    let errors: OutputSink

    func run(_ arguments: [String]) -> ExitStatus {
        let format: String
        let phrases: Phrasebook
        let explain: Bool
        let paths: [String]
        do {
            let parsed = try CommandLineArguments(arguments, valueOptions: ["format", "locale"], flags: ["explain"])
            format = try parsed.value("format", allowed: ["text", "json", "markdown"], default: "text")
            let code = try parsed.value("locale", allowed: Phrasebook.all.map(\.code), default: "en")
            phrases = Phrasebook.forCode(code) ?? .english
            explain = parsed.options["explain"] != nil
            paths = parsed.positional
        } catch {
            return error.report(usage: Self.usage, to: errors)
        }
        guard !paths.isEmpty else {
            return CommandLineArguments.UsageError(message: "no PATH given").report(usage: Self.usage, to: errors)
        }

        let reader = ScreenReader(phrases: phrases, explains: explain)
        var writer: any TranscriptFormat = switch format {
        case "json": TranscriptJSONFormat(output: output, phrases: phrases, explain: explain)
        case "markdown": TranscriptMarkdownFormat(output: output, phrases: phrases, explain: explain)
        default: TranscriptTextFormat(output: output, phrases: phrases, explain: explain)
        }
        writer.begin()
        let failures = DocumentReader(catalog: catalog).readAll(paths) { document in
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
