import ElementModel
import Foundation
import Importers
import Testing

/// Runtime dumps built to hurt: 10,000 levels of nesting are refused at the level past the limit, in bounded time;
/// many nodes are read in time that grows with their number (a million-node dump: docs/performance.md).
@Suite struct HostileDumpTests {
    @Test(arguments: ["uiautomator", "appium-uiautomator2", "xcuitest"])
    func tenThousandLevelsAreRefusedAtTheLimit(format: String) throws {
        let (open, close, root): (String, String, String) = switch format {
        case "uiautomator": ("<node class=\"android.widget.FrameLayout\" bounds=\"[0,0][10,10]\">\n", "</node>", "hierarchy")
        case "appium-uiautomator2": ("<android.widget.FrameLayout class=\"android.widget.FrameLayout\">\n", "</android.widget.FrameLayout>", "hierarchy")
        default: ("<XCUIElementTypeOther type=\"XCUIElementTypeOther\">\n", "</XCUIElementTypeOther>", "AppiumAUT")
        }
        let text = "<\(root)>\n" + String(repeating: open, count: 10_000) + String(repeating: close, count: 10_000) + "</\(root)>\n"
        let bytes = Array(text.utf8)
        guard case .importer(let importer) = ImporterCatalog.standard.route(bytes: bytes, path: "dump.xml") else {
            Issue.record("not routed")
            return
        }
        do {
            _ = try importer.importDocument(bytes: bytes, path: "dump.xml")
            Issue.record("10,000 levels were read")
        } catch {
            // The root is on line 1 and each level on a line of its own: the first element past 256 levels is on line 257.
            #expect(error.message == "elements are nested deeper than 256 levels")
            #expect(error.line == 257, "\(error.line)")
        }
    }

    /// 100,000 sibling nodes in one list: read whole, each node once (the million is measured, not tested: it takes
    /// about 13 s and 1.4 GB in a release build).
    @Test func aHundredThousandNodesAreRead() throws {
        var text = "<hierarchy rotation=\"0\"><node class=\"androidx.recyclerview.widget.RecyclerView\" bounds=\"[0,0][1080,2400]\">"
        for index in 0..<100_000 {
            text += "<node class=\"android.widget.ImageButton\" clickable=\"true\" content-desc=\"\" bounds=\"[0,\(index)][10,\(index + 1)]\"/>"
        }
        text += "</node></hierarchy>"
        let document = try AndroidDumpImporter().importDocument(bytes: Array(text.utf8), path: "dump.xml")
        #expect(document.screens.first?.root.subtreeCount == 100_002)
    }
}
