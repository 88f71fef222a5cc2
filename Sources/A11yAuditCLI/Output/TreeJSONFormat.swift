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

    /// Writes one document; the writer hands its text to the output block by block as it goes. `rendered`
    /// holds screens already written by `render(_:)`, by index: they are copied in as they are. The others
    /// are rendered a few dozen at a time on every core, then copied in, in order; a large screen is
    /// written straight to the output instead, so that its text is never held whole.
    mutating func write(_ document: LayoutDocument, rendered: [Int: [UInt8]] = [:]) {
        writer.beginObject()
        writer.string("path", document.path)
        writer.string("format", document.format)
        writer.string("device", document.device)
        writer.string("idiom", document.idiom.rawValue)
        writer.beginArray(key: "screens")
        let screens = document.screens
        for chunkStart in stride(from: 0, to: screens.count, by: 64) {
            let chunk = chunkStart..<min(chunkStart + 64, screens.count)
            let missing = chunk.filter { rendered[$0] == nil && screens[$0].root.subtreeCount <= 4096 }
            let made = Dictionary(uniqueKeysWithValues: zip(missing, ParallelMap.map(missing) { Self.render(screens[$0]) }))
            for index in chunk {
                if let bytes = rendered[index] ?? made[index] {
                    writer.element(rendered: bytes)
                } else {
                    Self.writeScreen(screens[index], to: &writer)
                }
            }
        }
        writer.endArray()
        writer.endObject()
    }

    /// One screen's object as `write(_:rendered:)` would write it, made on its own (on another thread, while
    /// the file is still being read).
    static func render(_ screen: Screen) -> [UInt8] {
        var fragment = JSONWriter(pretty: true, nesting: screenNesting)
        writeScreen(screen, to: &fragment)
        return fragment.bytes
    }

    /// How deep a screen's object stands: inside the top object, `documents`, a document and `screens`.
    private static let screenNesting: Int = {
        var writer = JSONWriter(pretty: true)
        writer.beginObject()
        writer.beginArray(key: "documents")
        writer.beginObject()
        writer.beginArray(key: "screens")
        return writer.nesting
    }()

    private static func writeScreen(_ screen: Screen, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.string("id", screen.id)
        writer.string("name", screen.name)
        writer.string("kind", screen.kind.rawValue)
        writer.beginObject(key: "root")
        writeNode(screen.root, to: &writer)
        writer.endObject()
        writer.endObject()
    }

    mutating func end() {
        writer.endArray()
        writer.endObject()
        writer.raw("\n")
        writer.flush()
    }

    private static func writeNode(_ element: Element, to writer: inout JSONWriter) {
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
        writeDetails(element, to: &writer)
        writer.beginArray(key: "children")
        for child in element.children {
            writer.beginObject()
            writeNode(child, to: &writer)
            writer.endObject()
        }
        writer.endArray()
    }

    /// Keys beyond the contract: state, interactivity, and which properties the file set on purpose.
    private static func writeDetails(_ element: Element, to writer: inout JSONWriter) {
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

/// Screens' `tree --format json` objects made as they are built, up to a total size: beyond it, the rest
/// are written at the end as usual (a screen of a million elements is not held twice).
final class RenderedScreens: ScreenWork, @unchecked Sendable {
    private(set) var screens: [Int: [UInt8]] = [:]
    private var total = 0
    private let limit = 48 << 20

    func take(_ index: Int, _ screen: Screen, _ document: LayoutDocument) {
        guard total < limit else { return }
        let bytes = TreeJSONFormat.render(screen)
        total += bytes.count
        if total <= limit { screens[index] = bytes }
    }
}
