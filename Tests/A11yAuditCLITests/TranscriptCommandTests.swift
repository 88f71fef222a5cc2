import A11yAuditCLI
import Foundation
import Importers
import Testing

@Suite struct TranscriptCommandTests {
    static let signIn = PackagePaths.samples + "/InterfaceBuilder/SignIn.storyboard"

    @Test func jsonFollowsTheContract() throws {
        let run = CLIRun(["transcript", Self.signIn, "--format", "json"])
        #expect(run.status == .success && run.errors.isEmpty)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let document = try #require((json["documents"] as? [[String: Any]])?.first)
        #expect(document["path"] as? String == Self.signIn)
        let screens = try #require(document["screens"] as? [[String: Any]])
        let signIn = try #require(screens.first { $0["id"] as? String == "sig-vc-001" })
        #expect(signIn["name"] as? String == "Sign In")
        let items = try #require(signIn["items"] as? [[String: Any]])
        let field = try #require(items.first { $0["elementId"] as? String == "sig-tf-001" })
        #expect(field["text"] as? String == "Email. Text Field.")
        #expect(field["hint"] as? String == "Double tap to edit.")
        #expect(field["line"] as? Int == 46)
        let button = try #require(items.first { $0["elementId"] as? String == "sig-bt-001" })
        #expect(button["text"] as? String == "Sign In. Button.")
        #expect(button["hint"] is NSNull, "no hint is null")
        #expect(button["explain"] == nil, "explanations only when asked for")
    }

    @Test func textIsANumberedListWithHintsIndented() {
        let run = CLIRun(["transcript", Self.signIn])
        #expect(run.output.contains("""
              screen "Sign In" (sig-vc-001)
                1. Sign In. Heading.
                2. Shop. Image.
                3. Welcome back. Heading.
                4. Email. Text Field.
                   hint: Double tap to edit.
            """))
    }

    @Test func localeChangesThePhrases() {
        let german = CLIRun(["transcript", Self.signIn, "--locale", "de"])
        #expect(german.output.contains("7. Sign In. Taste."))
        #expect(german.output.contains("6. Remember me. Umschalttaste. Ein."))
        #expect(german.output.contains("Sicheres Textfeld."), "AccessibilitySnapshot's German for a secure text field")
        #expect(!german.output.contains("Secure Text Field"))
        let russian = CLIRun(["transcript", Self.signIn, "--locale=ru"])
        #expect(russian.output.contains("7. Sign In. Кнопка."))
    }

    @Test func explainSaysWhereEachPartCameFrom() {
        let run = CLIRun(["transcript", Self.signIn, "--explain"])
        #expect(run.output.contains(#"· label "Sign In" ← derivedProperty: its title (line 74)"#))
        #expect(run.output.contains(#"· value "4 of 5 stars" ← runtimeAttribute: keyPath accessibilityValue (line 86)"#))
        let json = CLIRun(["transcript", Self.signIn, "--explain", "--format", "json"])
        #expect(json.output.contains(#""source": "accessibilityInspector: Accessibility Label (line 68)""#))
    }

    @Test func markdownHasHeadingsListsAndNotes() {
        let run = CLIRun(["transcript", PackagePaths.samples + "/InterfaceBuilder/AllControls.xib", "--format", "markdown"])
        #expect(run.output.hasPrefix("## `"))
        #expect(run.output.contains("### Gallery\n\n1. Cancel. Button.\n"))
        #expect(run.output.contains("   *Hint: Double tap to edit.*\n"))
        #expect(run.output.contains("> Note: tab bar:"))
    }

    @Test(arguments: [
        (["transcript"], "no PATH given"),
        (["transcript", "x.xib", "--locale", "fr"], "--locale must be one of en, de, ru, not 'fr'"),
        (["transcript", "x.xib", "--format", "html"], "--format must be one of text, json, markdown, not 'html'"),
        (["transcript", "x.xib", "--explain=yes"], "--explain takes no value"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let run = CLIRun(arguments)
        #expect(run.status == .failure && run.output.isEmpty)
        #expect(run.errors.contains(message) && run.errors.contains("usage: a11y-audit transcript"))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: PackagePaths.root + "/../shared/corpus"),
                   "../shared/corpus is not here: the real-file check was skipped"))
    func everyCorpusFileHasATranscript() throws {
        let corpus = PackagePaths.root + "/../shared/corpus"
        let folders = try FileManager.default.contentsOfDirectory(atPath: corpus)
            .filter { ["ios-", "macos-", "tvos-", "watchos-"].contains(where: $0.hasPrefix) }.sorted()
        let files = InputDiscovery(supportedExtensions: ["xib", "storyboard"]).files(for: folders.map { corpus + "/" + $0 })
            .files.filter { !$0.hasSuffix("legacy-archive.xib") }
        #expect(files.count >= 50)
        let run = CLIRun(["transcript", "--format", "json"] + files)
        #expect(run.status == .success, "\(run.errors)")
        let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let documents = try #require(json?["documents"] as? [[String: Any]])
        #expect(documents.count == files.count)
        let items = documents.flatMap { ($0["screens"] as? [[String: Any]]) ?? [] }.flatMap { ($0["items"] as? [Any]) ?? [] }
        #expect(items.count > 500)
    }

    /// A layout named from inside its `layout` directory (`a11y-audit transcript x.xml`, `./x.xml`) finds its strings as
    /// one named from above does (sample C's reader saw every `@string/` unresolved that way, issue 21).
    @Test func aLayoutNamedFromItsOwnDirectoryFindsItsStrings() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-audit-relative-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let layouts = root.appendingPathComponent("res/layout"), values = root.appendingPathComponent("res/values")
        try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: values, withIntermediateDirectories: true)
        try """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"><Button android:text="@string/pay"/></LinearLayout>
            """.write(to: layouts.appendingPathComponent("a.xml"), atomically: true, encoding: .utf8)
        try #"<resources><string name="pay">Pay</string></resources>"#
            .write(to: values.appendingPathComponent("strings.xml"), atomically: true, encoding: .utf8)
        for (path, directory) in [("a.xml", layouts.path), ("./a.xml", layouts.path), ("layout/a.xml", root.path + "/res"),
                                  ("../layout/a.xml", layouts.path)] {
            let run = try BinaryRun(["transcript", path], in: directory)
            #expect(run.output.contains("1. Pay, Button"), "\(path) from \(directory)")
        }
    }

    /// A silent stop is shown as one in text and marked in JSON (`"silent": true`, an added key), and German transcripts
    /// say which of UIKit's own words they show in English.
    @Test func silentStopsAndUIKitsEnglishWords() throws {
        let layout = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <view id="v1"><rect key="frame" x="0" y="0" width="100" height="40"/>
                                <accessibility key="accessibilityConfiguration"><bool key="isElement" value="YES"/></accessibility>
                            </view>
                            <stepper opaque="NO" contentMode="scaleToFill" value="5" maximumValue="10" id="st1"><rect key="frame" x="16" y="100" width="94" height="32"/></stepper>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let text = try BinaryRun(["transcript", "-", "--stdin-path", "Stop.xib", "--locale", "de"], input: layout)
        #expect(text.output.contains("1. (silent stop: VoiceOver lands here and says nothing)"))
        #expect(text.output.contains("note: UIKit's own words are shown in English (\"Decrement\", \"Increment\")"))
        let json = try BinaryRun(["transcript", "-", "--stdin-path", "Stop.xib", "--format", "json"], input: layout)
        #expect(json.output.contains("\"text\": \"\", \"hint\": null, \"silent\": true") || json.output.contains("\"silent\": true"))
    }

    /// A spare button beside the view File's Owner loads: its transcript is shown with a note, and nothing in it is audited.
    @Test func aXibsUnusedTopLevelViewIsShownNotAudited() throws {
        let layout = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                        <connections><outlet property="view" destination="keys" id="o1"/></connections>
                    </placeholder>
                    <view id="keys"><rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" id="esc"><rect key="frame" x="0" y="0" width="60" height="44"/><state key="normal" title="⌃"/></button>
                        </subviews>
                    </view>
                    <button opaque="NO" contentMode="scaleToFill" id="spare"><rect key="frame" x="0" y="0" width="60" height="44"/><state key="normal" title="⌃"/></button>
                </objects>
            </document>
            """
        let text = try BinaryRun(["transcript", "-", "--stdin-path", "Keys.xib"], input: layout)
        #expect(text.output.contains("note: No outlet reaches this top-level view of the xib"))
        let audit = try BinaryRun(["audit", "-", "--stdin-path", "Keys.xib", "--format", "xcode"], input: layout)
        #expect(audit.output.contains("Keys.xib:9:"), "the key the outlet loads is audited: \(audit.output)")
        #expect(!audit.output.contains("Keys.xib:12:"), "the spare is not: \(audit.output)")
    }
}
