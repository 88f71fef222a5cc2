import Foundation
import Testing

/// `.xml` files are routed by what they hold: page sources to the XCUITest importer, Interface Builder XML to
/// its own; XML of any other kind is skipped (and counted) in directories, and reported as
/// `unsupported-format` when named outright.
@Suite struct FormatDetectionTests {
    static let manifest = """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example"/>
        """
    static let propertyList = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict/></plist>
        """

    @Test func pageSourcesAreFoundInDirectoriesAndOtherXMLIsSkippedAndCounted() throws {
        let manifest = try PackagePaths.temporaryFile(named: "AndroidManifest.xml", contents: Self.manifest)
        defer { PackagePaths.removeTemporaryFile(manifest) }
        let folder = (manifest as NSString).deletingLastPathComponent
        try Self.propertyList.write(toFile: folder + "/Info.xml", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: PackagePaths.samples + "/PageSources/SignIn.xml", toPath: folder + "/SignIn.xml")

        let run = CLIRun(["audit", folder, "--format", "json", "--fail-on", "never"])
        #expect(run.status == .success)
        #expect(run.output.contains("\"skippedFiles\": 2"))
        #expect(run.output.contains("\"files\": 1,"))
        let text = CLIRun(["audit", folder, "--fail-on", "never"])
        #expect(text.errors.contains("1 file, 1 screen") && text.errors.contains("2 XML files skipped (no view hierarchy)"))
    }

    @Test func aDirectoryOfOtherXMLIsAnErrorThatSaysWhy() throws {
        let manifest = try PackagePaths.temporaryFile(named: "AndroidManifest.xml", contents: Self.manifest)
        defer { PackagePaths.removeTemporaryFile(manifest) }
        let run = CLIRun(["audit", (manifest as NSString).deletingLastPathComponent])
        #expect(run.status == .failure)
        #expect(run.output.contains("no layout files (.storyboard, .xib, .xml) found: 1 XML file holds no view hierarchy a11y-audit reads"))
    }

    @Test(arguments: [("AndroidManifest.xml", manifest, "its root element is <manifest>"),
                      ("Info.xml", propertyList, "it has a document type declaration")])
    func otherXMLNamedOutrightIsReportedNotFailed(name: String, contents: String, reason: String) throws {
        let path = try PackagePaths.temporaryFile(named: name, contents: contents)
        defer { PackagePaths.removeTemporaryFile(path) }
        let run = CLIRun(["audit", path])
        #expect(run.status == .success, "a warning, at the default --fail-on error: the file is not broken")
        #expect(run.output.contains("\(path):1:1: warning: not a view hierarchy a11y-audit reads: \(reason)"))
        #expect(run.output.contains("(unsupported-format)"))
        let json = CLIRun(["audit", path, "--format", "json"])
        #expect(json.output.contains("\"unreadableFiles\": 0"))
    }

    @Test func aBrokenXMLFileIsInvalidInputWithWhere() throws {
        let path = try PackagePaths.temporaryFile(named: "source.xml", contents: "<AppiumAUT>\n<XCUIElementTypeApplication>\n")
        defer { PackagePaths.removeTemporaryFile(path) }
        let run = CLIRun(["audit", path])
        #expect(run.status == .failure)
        #expect(run.output.contains("\(path):2:29: error: the file ends inside <XCUIElementTypeApplication>"))
        #expect(run.output.contains("(invalid-input)"))
    }

    @Test func tellsTheFormatOfEachDocument() throws {
        let tree = CLIRun(["tree", PackagePaths.samples + "/PageSources/Checkout.xml", PackagePaths.samples + "/InterfaceBuilder/Checkout.storyboard",
                           "--format", "json"])
        #expect(tree.status == .success)
        #expect(tree.output.contains("\"format\": \"xcuitest\"") && tree.output.contains("\"format\": \"interface-builder\""))
        let transcript = CLIRun(["transcript", PackagePaths.samples + "/PageSources/Checkout.xml", "--format", "json"])
        #expect(transcript.output.contains("\"format\": \"xcuitest\"") && transcript.output.contains("\"screenReader\": \"VoiceOver\""))
        let android = CLIRun(["transcript", PackagePaths.samples + "/Android/SignIn.xml", "--format", "json"])
        #expect(android.output.contains("\"format\": \"uiautomator\"") && android.output.contains("\"screenReader\": \"TalkBack\""))
        #expect(android.output.contains("\"text\": \"Remember me, Switch\""), "a switch's text fills its state (SwitchDescription)")
    }

    @Test func standardInputIsSniffedToo() throws {
        let source = try String(contentsOfFile: PackagePaths.samples + "/PageSources/SignIn.xml", encoding: .utf8)
        let run = try BinaryRun(["transcript", "-"], input: source)
        #expect(run.status == 0)
        #expect(run.output.contains("Remember me. Switch Button. On."))
    }

    @Test func rulesSaysWhichRulesRunOnEachFormat() {
        let run = CLIRun(["rules"])
        #expect(run.output.contains("interface-builder: 29 of 37 rules run"))
        #expect(run.output.contains("xcuitest: 20 of 37 rules run; not "))
        #expect(run.output.contains("missing-traits (needs actions)") )
        let xcuitest = run.output.split(separator: "\n").first { $0.hasPrefix("xcuitest:") } ?? ""
        #expect(!xcuitest.contains("screen-missing-header (needs"), "it runs where the dump lists traits")
        #expect(run.output.contains("uiautomator: 24 of 37 rules run"), "Android dumps: the rules that know Android, and those about files")
        // Issue 21: the rules that know Android's terms run on its inputs (at least 18 on each).
        #expect(run.output.contains("android-layout: 25 of 37 rules run; not adjustable-missing-value (needs uikitSemantics), "
                                    + "choice-missing-state (needs bounds), conflicting-traits (needs uikitSemantics), duplicate-clickable-bounds (needs bounds)"),
                "a layout has no bounds, but labelFor ids")
        let json = CLIRun(["rules", "--format", "json"])
        #expect(json.output.contains("\"formats\": [\"interface-builder\"]") && json.output.contains("\"requires\": [\"hints\", \"uikitSemantics\"]"))
    }
}
