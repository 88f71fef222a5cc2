import ElementModel
import ReportFormats

/// The `tree --format json` contract: `{"documents":[{"path","format","screens":[{"id","name","root":NODE}]}]}`.
/// Keys may be added, never renamed or dropped (README, "JSON output").
struct TreeJSONFormat {
    private var writer: JSONWriter

    init(output: OutputSink) {
        writer = JSONWriter(pretty: true, output: output)
    }

    mutating func begin() {
        writer.beginObject()
        writer.beginArray(key: "documents")
    }

    /// Writes one document; the writer hands its text to the output block by block as it goes.
    mutating func write(_ document: LayoutDocument) {
        writer.beginObject()
        writer.string("path", document.path)
        writer.string("format", document.format)
        writer.string("device", document.device)
        writer.string("idiom", document.idiom.rawValue)
        writer.beginArray(key: "screens")
        for screen in document.screens {
            writer.beginObject()
            writer.string("id", screen.id)
            writer.string("name", screen.name)
            writer.string("kind", screen.kind.rawValue)
            writer.beginObject(key: "root")
            writeNode(screen.root)
            writer.endObject()
            writer.endObject()
            writer.flush()
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

    private mutating func writeNode(_ element: Element) {
        let accessibility = element.accessibility
        writer.string("id", element.id)
        writer.string("type", element.type)
        writer.string("customClass", element.customClass)
        writer.integer("line", element.location.line)
        writer.integer("column", element.location.column)
        writer.bool("isElement", accessibility.isElement.value)
        writer.string("label", accessibility.label.value)
        writer.string("value", accessibility.value.value)
        writer.string("hint", accessibility.hint.value)
        writer.string("identifier", accessibility.identifier.value)
        writer.inlineStrings("traits", accessibility.traits.value.names)
        if let frame = element.screenFrame {
            writer.inlineCoordinates("frame", [frame.x, frame.y, frame.width, frame.height])
        } else {
            writer.null("frame")
        }
        writer.bool("hidden", element.isHidden)
        writeDetails(element)
        writer.beginArray(key: "children")
        for child in element.children {
            writer.beginObject()
            writeNode(child)
            writer.endObject()
        }
        writer.endArray()
    }

    /// Keys beyond the contract: state, interactivity, and which properties the file set on purpose.
    private mutating func writeDetails(_ element: Element) {
        let accessibility = element.accessibility
        writer.string("customModule", element.customModule)
        writer.string("userLabel", element.userLabel)
        writer.string("sourceName", element.sourceName)
        writer.bool("synthesized", element.isSynthesized)
        writer.bool("prototype", element.isPrototype)
        writer.number("alpha", element.alpha)
        writer.bool("userInteractionEnabled", element.isUserInteractionEnabled)
        writer.bool("enabled", element.isEnabled)
        writer.bool("accessibilityElementsHidden", accessibility.elementsHidden.value)
        writer.bool("accessibilityViewIsModal", accessibility.viewIsModal.value)
        writer.bool("shouldGroupAccessibilityChildren", accessibility.shouldGroupChildren.value)
        writer.inlineStrings("interactions", element.interactions.map(\.summary))
        writer.beginObject(key: "sources")
        for (name, provenance) in accessibility.provenances where provenance.source != .uikitDefault {
            writer.string(name, provenance.summary)
        }
        writer.endObject()
    }
}
