import ElementModel
import ReportFormats
import ScreenReaders

/// Transcripts as numbered lists, one per screen, each hint indented below its utterance: easy to read in
/// a terminal and to diff in a pull request.
///
///     Samples/InterfaceBuilder/SignIn.storyboard
///       screen "Sign In" (sig-vc-001)
///          1. Shop. Image.
///          2. Email address. Text Field.
///               hint: Double tap to edit.
struct TranscriptTextFormat: TranscriptFormat {
    let output: OutputSink
    let phrases: Phrasebook
    let explain: Bool

    mutating func begin() {}
    mutating func end() {}

    mutating func write(document: LayoutDocument, transcripts: [ScreenTranscript]) {
        var text = "\(document.path)\n"
        for note in TranscriptNotes.notes(for: document) { text += "  note: " + note + "\n" }
        for transcript in transcripts {
            text += "  screen \"\(transcript.screen.name)\" (\(transcript.screen.id))\n"
            if transcript.utterances.isEmpty, TranscriptNotes.notes(for: document).isEmpty {
                text += "     (\(document.idiom.screenReader) finds nothing to read)\n"
            }
            let width = String(transcript.utterances.count).count
            for (index, utterance) in transcript.utterances.enumerated() {
                let number = String(index + 1)
                text += "    " + String(repeating: " ", count: width - number.count) + number + ". "
                    + Self.oneLine(utterance.shownText(screenReader: document.idiom.screenReader))
                    + "\n"
                let indent = String(repeating: " ", count: 4 + width + 2)
                if let hint = utterance.hint { text += indent + "hint: " + Self.oneLine(hint) + "\n" }
                if explain { text += explanation(of: utterance, indent: indent) }
            }
            for note in TranscriptNotes.notes(for: transcript, phrases: phrases) { text += "  note: " + note + "\n" }
            output.write(text)
            text = ""
        }
        output.write(text)
    }

    /// A line break inside a label would break the numbered list: it is shown as `\n`.
    static func oneLine(_ text: String) -> String {
        text.contains("\n") ? text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n") : text
    }

    private func explanation(of utterance: Utterance, indent: String) -> String {
        let element = utterance.element
        var text = indent + "· \(element.type)" + (element.id.map { " \($0)" } ?? "")
            + " at line \(element.location.line), column \(element.location.column)\n"
        for part in utterance.parts {
            text += indent + "· \(part.kind.rawValue) \"\(Self.oneLine(part.text))\" ← \(part.source.summary)\n"
        }
        return text
    }
}

/// The notes a transcript carries: known gaps between the model and VoiceOver, and phrases the chosen
/// language has no verified translation for.
enum TranscriptNotes {
    /// Notes on a whole document: a platform the model does not read.
    static func notes(for document: LayoutDocument) -> [String] {
        KnownGap.unsupportedPlatform(document.idiom).map { [$0.message] } ?? []
    }

    static func notes(for transcript: ScreenTranscript, phrases: Phrasebook) -> [String] {
        var notes = transcript.notes.map(\.message)
        if transcript.screen.kind == .unused {
            notes.append("No outlet reaches this top-level view of the xib, while its other views are reached through outlets: "
                + "it is never on screen, and the audit leaves it out")
        }
        let english = transcript.uikitWordsInEnglish(language: phrases.code)
        if !english.isEmpty {
            notes.append("UIKit's own words are shown in English (\(english.map { "\"\($0)\"" }.joined(separator: ", "))): iOS says them in "
                + "the app's language, which no reference this tool follows gives")
        }
        return notes
    }
}
