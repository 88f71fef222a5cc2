import ElementModel
import Foundation
import Importers
import Testing

/// Scenes are resolved on a second thread while the parser reads on (in line when there is one processor),
/// and each screen is handed over as soon as it is built. Whichever way, the document is the one the
/// importer gives without a handler, and every screen said to be unchanged was handed over as it is in it.
@Suite struct ScreenPipelineTests {
    @Test func aGeneratedStoryboardReadsTheSameEveryWay() throws {
        let path = try Self.writeStoryboard(scenes: 120)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let whole = try InterfaceBuilderImporter(processors: 2).importDocument(atPath: path)
        #expect(whole.screens.count == 120)
        // What only the end of the file tells: a segue makes scene 1 reachable (scenes with neither a segue to
        // them nor an identifier are not), and a symbol list marks scene 2's image name as a symbol's.
        #expect(whole.screens[0].kind == .viewController)
        #expect(whole.screens[1].kind == .unreachable)
        #expect(whole.screens[2].kind == .viewController)
        #expect(whole.screens[1].root.allElements.contains { $0.accessibility.label.provenance.derivedFrom == .symbolName })
        let (threaded, inline) = try Self.checkEveryWay(path, against: whole)
        // In line, every screen is handed over during the parse: those the end of the file did not change are
        // kept. On a second thread, those it had not reached when the parse ended are checked again too.
        let expected = Set((0..<120).filter { $0 == 0 || ($0 + 1) % 3 == 0 })
        #expect(inline == expected)
        #expect(threaded.isSubset(of: expected))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: CorpusTests.corpus),
                   "../shared/corpus is not here: the real-file check was skipped"))
    func everyCorpusFileReadsTheSameEveryWay() throws {
        for file in CorpusTests.interfaceBuilderFiles where !file.hasSuffix("legacy-archive.xib") {
            let whole = try InterfaceBuilderImporter(processors: 2).importDocument(atPath: file)
            try Self.checkEveryWay(file, against: whole)
        }
    }

    /// Imports `path` streamed, on two processors and on one, checks both against `whole`; returns the
    /// screens said unchanged each way.
    @discardableResult
    private static func checkEveryWay(_ path: String, against whole: LayoutDocument) throws -> (threaded: Set<Int>, inline: Set<Int>) {
        var unchangedEachWay: [Set<Int>] = []
        for processors in [2, 1] {
            let handed = HandedScreens()
            let streamed = try InterfaceBuilderImporter(processors: processors).importDocument(atPath: path, streamingTo: handed.take)
            #expect(streamed.document == whole, "\(path) on \(processors) processors")
            for index in streamed.unchanged {
                #expect(handed.screens[index] == whole.screens[index], "\(path) screen \(index) on \(processors) processors")
            }
            #expect(try InterfaceBuilderImporter(processors: processors).importDocument(atPath: path) == whole)
            unchangedEachWay.append(streamed.unchanged)
        }
        return (unchangedEachWay[0], unchangedEachWay[1])
    }

    /// `scenes` scenes of one button each; every third has a storyboard identifier. Scene 1's controller is
    /// the destination of a segue in the last scene, and scene 2 shows an image `<resources>` lists as an SF
    /// Symbol: both are known only at the end.
    private static func writeStoryboard(scenes: Int) throws -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>

            """
        for number in 1...scenes {
            let identifier = number % 3 == 0 ? #" storyboardIdentifier="s\#(number)""# : ""
            let image = number == 2 ? #"<imageView image="star.fill" id="i\#(number)"><rect key="frame" x="0" y="0" width="20" height="20"/></imageView>"# : ""
            let segue = number == scenes ? #"<connections><segue destination="vc1" kind="show" id="g1"/></connections>"# : ""
            text += """
                <scene sceneID="sc\(number)"><objects>
                <viewController title="Screen \(number)"\(identifier) id="vc\(number)" sceneMemberID="viewController">
                <view key="view" id="v\(number)"><rect key="frame" x="0" y="0" width="375" height="812"/><subviews>
                <button id="b\(number)"><rect key="frame" x="16" y="100" width="200" height="44"/>
                <state key="normal" title="Continue \(number)"/>\(segue)</button>\(image)
                </subviews></view></viewController></objects></scene>

                """
        }
        text += """
            </scenes>
            <resources><image name="star.fill" catalog="system" width="20" height="20"/></resources>
            </document>
            """
        let path = NSTemporaryDirectory() + "pipeline-\(UUID().uuidString).storyboard"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

/// Screens as the importer hands them over. The handler runs on the pipeline's thread, one screen at a time,
/// and the screens are read once the import has returned, which waits for that thread.
private final class HandedScreens: @unchecked Sendable {
    private(set) var screens: [Int: Screen] = [:]

    func take(_ index: Int, _ screen: Screen, _ document: LayoutDocument) {
        screens[index] = screen
    }
}
