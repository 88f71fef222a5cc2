import ReportFormats
import ScreenReaders

/// The `transcript --compare --format json` contract: `{"screens":[{"path","screen","changes":[{"kind",
/// "elementId","old":{"position","text","hint"}|null,"new":{…}|null}]}],"summary":{"added","removed","reworded",
/// "moved","screensAdded","screensRemoved"}}`. `screen` is the screen's id; added: `name` and `status`
/// (`added`, `removed` or `changed`) per screen.
struct TranscriptDiffJSONFormat: TranscriptDiffFormat {
    func write(_ screens: [ScreenChanges], to output: OutputSink) {
        var writer = JSONWriter(pretty: true, output: output)
        writer.beginObject()
        writer.beginArray(key: "screens")
        for screen in screens {
            writer.beginObject()
            writer.string("path", screen.path)
            writer.string("screen", screen.id)
            writer.string("name", screen.name)
            writer.string("status", screen.status.rawValue)
            writer.beginArray(key: "changes")
            for change in screen.changes {
                writer.beginObject()
                writer.string("kind", change.kind.rawValue)
                writer.string("elementId", change.elementId)
                Self.write(change.old, key: "old", to: &writer)
                Self.write(change.new, key: "new", to: &writer)
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        let summary = TranscriptDiffSummary(screens)
        writer.beginObject(key: "summary")
        for kind in TranscriptChange.Kind.allCases { writer.integer(kind.rawValue, summary[kind]) }
        writer.integer("screensAdded", summary.screensAdded)
        writer.integer("screensRemoved", summary.screensRemoved)
        writer.endObject()
        writer.endObject()
        writer.raw("\n")
        writer.flush()
    }

    private static func write(_ side: TranscriptChange.Side?, key: String, to writer: inout JSONWriter) {
        guard let side else {
            writer.null(key)
            return
        }
        writer.beginObject(key: key)
        writer.integer("position", side.position)
        writer.string("text", side.text)
        writer.string("hint", side.hint)
        writer.endObject()
    }
}
