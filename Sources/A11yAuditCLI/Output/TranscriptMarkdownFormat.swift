import ElementModel
import ReportFormats
import ScreenReaders

/// Transcripts as Markdown, for pull-request comments and design reviews: a heading per file and
/// screen, a numbered list of utterances with hints in italics, notes as quotes.
struct TranscriptMarkdownFormat: TranscriptFormat {
    let output: OutputSink
    let phrases: Phrasebook
    let explain: Bool

    mutating func begin() {}
    mutating func end() {}

    mutating func write(document: LayoutDocument, transcripts: [ScreenTranscript]) {
        var text = "## `\(document.path)`\n\n"
        text += TranscriptNotes.notes(for: document).map { "> Note: \(escaped($0))\n\n" }.joined()
        for transcript in transcripts {
            text += "### \(escaped(transcript.screen.name))\n\n"
            if transcript.utterances.isEmpty, TranscriptNotes.notes(for: document).isEmpty {
                text += "*\(document.idiom.screenReader) finds nothing to read.*\n"
            }
            for (index, utterance) in transcript.utterances.enumerated() {
                text += "\(index + 1). \(escaped(utterance.shownText(screenReader: document.idiom.screenReader)))\n"
                if let hint = utterance.hint { text += "   *Hint: \(escaped(hint))*\n" }
                if explain {
                    for part in utterance.parts {
                        text += "   - \(part.kind.rawValue) “\(escaped(part.text))” ← \(escaped(part.source.summary))\n"
                    }
                }
            }
            let notes = TranscriptNotes.notes(for: transcript, phrases: phrases)
            if !notes.isEmpty { text += "\n" + notes.map { "> Note: \(escaped($0))\n" }.joined() }
            text += "\n"
            output.write(text)
            text = ""
        }
        output.write(text)
    }

    /// Keeps layout text from being read as Markdown syntax.
    private func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>#|".contains(character) { result.append("\\") }
            result.append(character == "\n" ? " " : character)
        }
        return result
    }
}
