import ElementModel
import ReportFormats
import ScreenReaders

/// The `transcript --format json` contract:
/// `{"documents":[{"path","screens":[{"id","name","items":[{"text","hint","elementId","line"}]}]}]}`, and per
/// document `format`, `screenReader` (`VoiceOver` or `TalkBack`) and `notes`, per item `column`, `type` and
/// `identifier` (added). `transcript --compare`
/// reads it back (`TranscriptJSONReader`).
/// Keys may be added, never renamed or dropped (README, "transcript").
struct TranscriptJSONFormat: TranscriptFormat {
    let phrases: Phrasebook
    let explain: Bool
    private var writer: JSONWriter

    init(output: OutputSink, phrases: Phrasebook, explain: Bool) {
        writer = JSONWriter(pretty: true, output: output)
        self.phrases = phrases
        self.explain = explain
    }

    mutating func begin() {
        writer.beginObject()
        writer.string("locale", phrases.code)
        writer.beginArray(key: "documents")
    }

    mutating func write(document: LayoutDocument, transcripts: [ScreenTranscript]) {
        writer.beginObject()
        writer.string("path", document.path)
        writer.string("format", document.format)
        writer.string("screenReader", document.idiom.screenReader)
        writer.inlineStrings("notes", TranscriptNotes.notes(for: document))
        writer.beginArray(key: "screens")
        for transcript in transcripts {
            writer.beginObject()
            writer.string("id", transcript.screen.id)
            writer.string("name", transcript.screen.name)
            writer.beginArray(key: "items")
            for utterance in transcript.utterances { writeItem(utterance) }
            writer.endArray()
            writer.inlineStrings("notes", TranscriptNotes.notes(for: transcript, phrases: phrases))
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }

    mutating func end() {
        writer.endArray()
        writer.endObject()
        writer.raw("\n")
        writer.flush()
    }

    private mutating func writeItem(_ utterance: Utterance) {
        let element = utterance.element
        writer.beginObject()
        writer.string("text", utterance.text)
        writer.string("hint", utterance.hint)
        // Added key: a stop where nothing is said ("text" is empty).
        if utterance.isSilent { writer.bool("silent", true) }
        writer.string("elementId", element.id)
        writer.integer("line", element.location.line)
        writer.integer("column", element.location.column)
        writer.string("type", element.type)
        writer.string("identifier", element.accessibility.identifier.value)
        if explain {
            writer.beginArray(key: "explain")
            for part in utterance.parts {
                writer.beginObject()
                writer.string("part", part.kind.rawValue)
                writer.string("text", part.text)
                writer.string("source", part.source.summary)
                writer.endObject()
            }
            writer.endArray()
        }
        writer.endObject()
    }
}
