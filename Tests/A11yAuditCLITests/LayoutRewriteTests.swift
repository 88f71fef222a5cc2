import Foundation
@testable import LayoutFixing
import Testing

/// The rewrite keeps the file's own line endings and layout, and its unified diff is one `patch` applies.
@Suite struct LayoutRewriteTests {
    private func fixed(_ text: String, name: String = "Example.storyboard", arguments: [String] = []) throws -> (before: String, after: String, diff: String) {
        let directory = NSTemporaryDirectory() + "a11y-audit-rewrite-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let diff = CLIRun(["fix", path, "--dry-run"] + arguments).output
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text, "--dry-run writes nothing")
        _ = CLIRun(["fix", path, "--quiet"] + arguments)
        return (text, try String(contentsOfFile: path, encoding: .utf8), diff)
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
            <device id="retina6_12" orientation="portrait"/>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" id="root">
                                <rect key="frame" x="0" y="0" width="390" height="844"/>
                                <subviews>
                                    <button opaque="NO" id="b1">
                                        <rect key="frame" x="16" y="100" width="200" height="44"/>
                                        <accessibility key="accessibilityConfiguration" hint="Sends the form." label="Submit button"/>
                                        <state key="normal" title="Submit"/>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    @Test func onlyTheLabelChangesAndTheDiffAppliesWithPatch() throws {
        let (before, after, diff) = try fixed(Self.storyboard)
        #expect(after == before.replacingOccurrences(of: "label=\"Submit button\"", with: "label=\"Submit\""))
        let added = diff.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }
        #expect(added.count == 1 && added[0].hasSuffix("    <accessibility key=\"accessibilityConfiguration\" hint=\"Sends the form.\" label=\"Submit\"/>"))
        // `patch` turns the original into the rewritten file with the diff alone.
        let directory = NSTemporaryDirectory() + "a11y-audit-patch-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let target = directory + "/Example.storyboard"
        try before.write(toFile: target, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
        process.arguments = ["-s", target]
        let input = Pipe()
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(Data(diff.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == after)
    }

    @Test func windowsLineEndingsStay() throws {
        let text = Self.storyboard.replacingOccurrences(of: "\n", with: "\r\n")
        let (before, after, _) = try fixed(text)
        #expect(after == before.replacingOccurrences(of: "label=\"Submit button\"", with: "label=\"Submit\""))
    }

    @Test func aPeriodIsDroppedFromAnInspectorLabelAndNothingElseMoves() throws {
        let text = Self.storyboard.replacingOccurrences(of: "label=\"Submit button\"/>", with: "label=\"Submit.\"/>")
            .replacingOccurrences(of: "<accessibility key=\"accessibilityConfiguration\" hint=\"Sends the form.\" ", with: "<accessibility key=\"accessibilityConfiguration\" ")
        let (before, after, _) = try fixed(text)
        #expect(after == before.replacingOccurrences(of: "label=\"Submit.\"", with: "label=\"Submit\""))
    }

    @Test func androidAttributesGoWhereAndroidStudioPutsThem() throws {
        let layout = """
            <?xml version="1.0" encoding="utf-8"?>
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:app="http://schemas.android.com/apk/res-auto"
                android:layout_width="match_parent"
                android:layout_height="match_parent">

                <ImageButton
                    android:id="@+id/close"
                    android:layout_width="48dp"
                    android:layout_height="48dp"
                    android:src="@drawable/ic_close"
                    android:tooltipText="Close dialog"
                    app:tint="@color/black" />
            </LinearLayout>

            """
        let (_, certainOnly, _) = try fixed(layout, name: "res/layout/main.xml")
        #expect(certainOnly == layout, "a suggested label waits for --accept-suggestions")
        let (_, after, diff) = try fixed(layout, name: "res/layout/main.xml", arguments: ["--accept-suggestions"])
        #expect(after == layout.replacingOccurrences(of: "        android:src=", with: "        android:contentDescription=\"@string/a11y_close_dialog\"\n        android:src="))
        #expect(diff.contains("--- /dev/null\n+++ b/") && diff.contains("+    <string name=\"a11y_close_dialog\">Close dialog</string>"),
                "a new strings.xml beside the layout holds the text")
    }

    /// A text the app's resources already hold is referred to by its name (and keeps its translations), whichever values
    /// file holds it: no strings.xml is made for it.
    @Test func androidReusesAStringTheResourcesHold() throws {
        let directory = NSTemporaryDirectory() + "a11y-audit-strings-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/res/layout", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory + "/res/values", withIntermediateDirectories: true)
        try """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <string name="close">Close dialog</string>
            </resources>
            """.write(toFile: directory + "/res/values/02-strings.xml", atomically: true, encoding: .utf8)
        let layout = try Self.fixedCloseButton(in: directory)
        #expect(layout.contains("android:layout_height=\"48dp\" android:contentDescription=\"@string/close\" android:src="),
                "on the tag's line, in Android Studio's order")
        #expect(!FileManager.default.fileExists(atPath: directory + "/res/values/strings.xml"))
    }

    /// `res/layout/main.xml` in `directory`: an image button whose tooltip says "Close dialog", as `fix
    /// --accept-suggestions` leaves it.
    private static func fixedCloseButton(in directory: String) throws -> String {
        try """
            <?xml version="1.0" encoding="utf-8"?>
            <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent" android:layout_height="match_parent">
                <ImageButton android:id="@+id/close" android:layout_width="48dp" android:layout_height="48dp" android:src="@drawable/ic_close" android:tooltipText="Close dialog"/>
            </FrameLayout>
            """.write(toFile: directory + "/res/layout/main.xml", atomically: true, encoding: .utf8)
        _ = CLIRun(["fix", directory, "--accept-suggestions", "--quiet"])
        return try String(contentsOfFile: directory + "/res/layout/main.xml", encoding: .utf8)
    }

    /// A name an API level's folder defines again (`values-v21/`) says that folder's text on a current device: its
    /// `values/` text is not reused by its name, and a new name is made that no folder holds.
    @Test func androidReusesNoStringAnAPILevelsFolderOverrides() throws {
        let directory = NSTemporaryDirectory() + "a11y-audit-levels-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for folder in ["layout", "values", "values-v21"] {
            try FileManager.default.createDirectory(atPath: directory + "/res/" + folder, withIntermediateDirectories: true)
        }
        try #"<resources><string name="close">Close dialog</string></resources>"#
            .write(toFile: directory + "/res/values/strings.xml", atomically: true, encoding: .utf8)
        try #"<resources><string name="close">Delete everything</string><string name="a11y_close_dialog">Other</string></resources>"#
            .write(toFile: directory + "/res/values-v21/strings.xml", atomically: true, encoding: .utf8)
        let layout = try Self.fixedCloseButton(in: directory)
        #expect(layout.contains("android:contentDescription=\"@string/a11y_close_dialog_2\""), "\(layout)")
        let strings = try String(contentsOfFile: directory + "/res/values/strings.xml", encoding: .utf8)
        #expect(strings.contains("<string name=\"a11y_close_dialog_2\">Close dialog</string>"), "\(strings)")
        let transcript = CLIRun(["transcript", directory + "/res/layout/main.xml"])
        #expect(transcript.output.contains("Close dialog, Button"), "\(transcript.output)")
    }

    /// SARIF's `fixes` carry the same change as `fix` writes: their replacements, made on the original, give its file.
    @Test func sarifFixesAreTheEditsFixWrites() throws {
        let directory = NSTemporaryDirectory() + "a11y-audit-sarif-fix-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/Example.storyboard"
        let text = Self.storyboard.replacingOccurrences(of: "label=\"Submit button\"", with: "label=\"Submit button.\"")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let sarif = CLIRun(["audit", path, "--format", "sarif"]).output
        let json = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = try #require(((json["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        var replacements: Set<[String]> = []
        for result in results {
            for fix in result["fixes"] as? [[String: Any]] ?? [] {
                for change in fix["artifactChanges"] as? [[String: Any]] ?? [] {
                    for replacement in change["replacements"] as? [[String: Any]] ?? [] {
                        let region = try #require(replacement["deletedRegion"] as? [String: Int])
                        let inserted = (replacement["insertedContent"] as? [String: String])?["text"] ?? ""
                        replacements.insert([region["startLine"]!, region["startColumn"]!, region["endLine"]!, region["endColumn"]!].map(String.init) + [inserted])
                    }
                }
            }
        }
        #expect(results.filter { $0["fixes"] != nil }.count == 2, "the role word's and the period's findings each carry the fix")
        // Made from the last to the first, so that earlier positions hold.
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        for replacement in replacements.sorted(by: { (Int($0[0])!, Int($0[1])!) > (Int($1[0])!, Int($1[1])!) }) {
            let (startLine, startColumn, endLine, endColumn) = (Int(replacement[0])! - 1, Int(replacement[1])! - 1, Int(replacement[2])! - 1, Int(replacement[3])! - 1)
            #expect(startLine == endLine, "the edits of a label stay on its line")
            lines[startLine].replaceSubrange(startColumn..<endColumn, with: Array(replacement[4].utf8))
        }
        let patched = lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
        _ = CLIRun(["fix", path, "--quiet"])
        #expect(patched == (try String(contentsOfFile: path, encoding: .utf8)))
        #expect(patched.contains("label=\"Submit\""))
    }
}
