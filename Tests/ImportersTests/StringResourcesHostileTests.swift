import ElementModel
import Foundation
import Importers
import Testing

/// What a hostile or broken `strings.xml` beside a layout gives: never a silent pass. A file that cannot be read is a
/// problem at its line and column, and the strings before it are kept; an alias that never reaches a text is a
/// problem at its definition; and every case ends in bounded time.
@Suite struct StringResourcesHostileTests {
    /// A `res` directory with `layout/activity_main.xml` holding `views` and `values/strings.xml` holding `strings`
    /// (bytes as given); removed by `done`.
    struct Project {
        let res: String
        var layout: String { res + "/layout/activity_main.xml" }
        var strings: String { res + "/values/strings.xml" }

        init(views: String, strings: [UInt8]) throws {
            res = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-strings-\(UUID().uuidString)/res").path
            for directory in ["layout", "values"] {
                try FileManager.default.createDirectory(atPath: res + "/" + directory, withIntermediateDirectories: true)
            }
            try AndroidLayoutImporterTests.layout(views).write(toFile: layout, atomically: true, encoding: .utf8)
            try Data(strings).write(to: URL(fileURLWithPath: self.strings))
        }

        func read() throws -> LayoutDocument { try AndroidLayoutImporter().importDocument(atPath: layout) }
        func texts(_ document: LayoutDocument) -> [String?] { document.screens.first?.root.children.map { $0.android?.text } ?? [] }
        func done() { try? FileManager.default.removeItem(atPath: (res as NSString).deletingLastPathComponent) }
    }

    @Test func oneInvalidUTF8ByteIsAProblemAtItsLineAndTheStringsBeforeItAreKept() throws {
        let strings = Array("<resources>\n  <string name=\"a\">Pay</string>\n  <string name=\"b\">Caf".utf8) + [0xE9]
            + Array("</string>\n  <string name=\"c\">Later</string>\n</resources>\n".utf8)
        let project = try Project(views: #"<Button android:text="@string/a"/><Button android:text="@string/c"/>"#, strings: strings)
        defer { project.done() }
        let document = try project.read()
        #expect(project.texts(document) == ["Pay", "@string/c"], "the layout is still read, with what could be read")
        let problem = try #require(document.problems.first)
        #expect(document.problems.count == 1)
        #expect(problem.kind == .unreadableFile && problem.location.path == project.strings)
        #expect(problem.location.line == 3, "\(problem)")
        #expect(problem.message.contains("encoding error") || problem.message.contains("UTF-8"), "\(problem.message)")
    }

    @Test(arguments: [
        ("<!DOCTYPE resources [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<resources><string name=\"a\">&x;</string></resources>", 1, "document type"),
        ("<!DOCTYPE resources [<!ENTITY % p \"y\">]>\n<resources><string name=\"a\">Pay</string></resources>", 1, "document type"),
        ("<!DOCTYPE resources [<!ENTITY x \"&y;\">]>\n<resources><string name=\"a\">&x;</string></resources>", 1, "document type"),
        ("<resources>\n<string name=\"a\">&lol;</string></resources>", 2, "lol"),
        ("<resources>\n<string name=\"a\">Pay</string>\n<string name=\"b\">", 3, "truncated"),
    ])
    func malformedStringsFilesAreProblemsAtTheirLine(text: String, line: Int, words: String) throws {
        let project = try Project(views: #"<Button android:text="@string/a"/>"#, strings: Array(text.utf8))
        defer { project.done() }
        let document = try project.read()
        #expect(document.problems.map(\.kind) == [.unreadableFile])
        #expect(document.problems.first?.location.line == line, "\(document.problems)")
        #expect(document.problems.first?.message.contains(words) == true, "\(document.problems)")
    }

    /// Termux declares its app's name as an entity and uses it in its strings: Android's build expands entities whose values
    /// are plain text, and so does the reader, keeping every line's number (an error further down is still at its line).
    @Test func plainTextEntitiesDeclaredInTheFileAreExpandedAsAndroidDoes() throws {
        let project = try Project(views: #"<Button android:text="@string/a"/><Button android:text="@string/b"/>"#, strings: Array("""
            <?xml version="1.0" encoding="utf-8"?>
            <!DOCTYPE resources [
                <!ENTITY APP_NAME "Termux">
                <!-- the plug-in's name -->
                <!ENTITY API_NAME 'Termux:API'>
            ]>
            <resources>
                <string name="a">&APP_NAME; settings</string>
                <string name="b">Open &API_NAME; &amp; more</string>
                <string name="c">&undeclared;</string>
            </resources>
            """.utf8))
        defer { project.done() }
        let document = try project.read()
        #expect(project.texts(document) == ["Termux settings", "Open Termux:API & more"])
        #expect(document.problems.map(\.location.line) == [10], "an undeclared entity is still an error, at its line: \(document.problems)")
    }

    /// Issue 21, read on F-Droid: a flavour's layout (`src/full/res/layout`) takes the module's `main` strings too, its own
    /// first, as Android merges source sets.
    @Test func aFlavoursLayoutTakesTheMainSourceSetsStringsUnderItsOwn() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-sets-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        for directory in ["app/src/full/res/layout", "app/src/full/res/values", "app/src/main/res/values"] {
            try FileManager.default.createDirectory(atPath: base + "/" + directory, withIntermediateDirectories: true)
        }
        let layout = base + "/app/src/full/res/layout/main_tab.xml"
        try AndroidLayoutImporterTests.layout(#"<Button android:text="@string/a"/><Button android:text="@string/b"/>"#)
            .write(toFile: layout, atomically: true, encoding: .utf8)
        try #"<resources><string name="a">Find people nearby</string><string name="b">Main's</string></resources>"#
            .write(toFile: base + "/app/src/main/res/values/strings.xml", atomically: true, encoding: .utf8)
        try #"<resources><string name="b">Scan QR code</string></resources>"#
            .write(toFile: base + "/app/src/full/res/values/strings.xml", atomically: true, encoding: .utf8)
        let document = try AndroidLayoutImporter().importDocument(atPath: layout)
        #expect(document.screens.first?.root.children.map { $0.android?.text } == ["Find people nearby", "Scan QR code"])
        #expect(document.problems.isEmpty)
    }

    /// Sample P's OSMTracker: a string of `values-v11` is what every device the app supports shows, over `values`'; the
    /// highest API level first, a flavour's and `main`'s alike, and a language's (`values-de-v21` over `values-de`); a
    /// folder with another qualifier as well (`values-night-v31`) or a level Android's build refuses (`values-v+23`) is
    /// not read. `--explain` names the file.
    @Test func aStringOfAnAPILevelsFolderIsReadOverTheDefaults() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-levels-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let folders = ["app/src/full/res/layout", "app/src/full/res/values", "app/src/main/res/values", "app/src/main/res/values-v11",
                       "app/src/full/res/values-v21", "app/src/main/res/values-night-v31", "app/src/main/res/values-de",
                       "app/src/main/res/values-de-v21", "app/src/main/res/values-v+23"]
        for directory in folders {
            try FileManager.default.createDirectory(atPath: base + "/" + directory, withIntermediateDirectories: true)
        }
        let layout = base + "/app/src/full/res/layout/track_manager.xml"
        try AndroidLayoutImporterTests.layout(#"<Button android:text="@string/hint"/><Button android:text="@string/new_track"/><Button android:text="@string/night"/>"#)
            .write(toFile: layout, atomically: true, encoding: .utf8)
        func write(_ folder: String, _ strings: String) throws {
            try "<resources>\(strings)</resources>".write(toFile: base + "/app/src/\(folder)/strings.xml", atomically: true, encoding: .utf8)
        }
        try write("full/res/values", #"<string name="hint">Press to record a new track.</string><string name="new_track">New</string><string name="night">Day</string>"#)
        try write("main/res/values-v11", #"<string name="hint">To record a track, press</string><string name="new_track">New track</string>"#)
        try write("full/res/values-v21", #"<string name="new_track">Record a new track</string>"#)
        try write("main/res/values-night-v31", #"<string name="night">Night</string>"#)
        try write("main/res/values-v+23", #"<string name="night">Not a folder Android reads</string>"#)
        try write("main/res/values-de", #"<string name="hint">Drücken, um aufzuzeichnen.</string><string name="night">Tag</string>"#)
        try write("main/res/values-de-v21", #"<string name="hint">Zum Aufzeichnen drücken</string>"#)
        let document = try AndroidLayoutImporter().importDocument(atPath: layout)
        let buttons = try #require(document.screens.first?.root.children)
        #expect(buttons.map { $0.android?.text } == ["To record a track, press", "Record a new track", "Day"])
        #expect(buttons[0].accessibility.label.provenance.detail.contains("(values-v11/strings.xml)"))
        let german = try #require(document.screens.first?.translations["de"]?.children)
        #expect(german.map { $0.android?.text } == ["Zum Aufzeichnen drücken", "Record a new track", "Tag"], "a language's level too")
    }

    /// A loop is a mistake wherever the strings come from (Android's build refuses it); a name the files do not define
    /// may be another module's or a library's string, which is read as `@string/…` without a word.
    @Test func aliasLoopsAreProblemsAtTheirDefinitionAndAliasesToOtherModulesAreNot() throws {
        let project = try Project(views: #"<Button android:text="@string/a"/><Button android:text="@string/d"/><Button android:text="@string/e"/>"#,
                                  strings: Array("""
            <resources>
                <string name="a">@string/b</string>
                <string name="b">@string/a</string>
                <string name="d">@string/nowhere</string>
                <string name="e">@string/f</string>
                <string name="f">Done</string>
            </resources>
            """.utf8))
        defer { project.done() }
        let document = try project.read()
        #expect(project.texts(document) == ["@string/a", "@string/d", "Done"])
        #expect(document.problems.map(\.location.line) == [2, 3])
        #expect(document.problems.allSatisfy { $0.kind == .unresolvedAlias && $0.location.path == project.strings })
        #expect(document.problems[0].message.contains("@string/a → @string/b → @string/a"), "\(document.problems[0].message)")
    }

    /// A chain of 100,000 aliases (the resource files' nearest thing to a billion laughs: an alias names one string,
    /// so nothing multiplies, but following each to its end would be quadratic): each is followed 32 steps at most,
    /// and 20 problems are said, then one counts the rest.
    @Test func aHundredThousandAliasesInAChainAreBounded() throws {
        var text = "<resources>\n"
        for index in 0..<100_000 { text += "<string name=\"s\(index)\">@string/s\(index + 1)</string>\n" }
        text += "<string name=\"s100000\">End</string>\n</resources>\n"
        let project = try Project(views: #"<Button android:text="@string/s0"/><Button android:text="@string/s99990"/>"#, strings: Array(text.utf8))
        defer { project.done() }
        let document = try project.read()
        #expect(project.texts(document) == ["@string/s0", "End"], "a chain of 10 reaches its text, one of 100,000 does not")
        #expect(document.problems.count == 21)
        #expect(document.problems.first?.message.contains("more than 32 aliases") == true)
        #expect(document.problems.last?.message == "and \(100_000 - 32 - 20) more aliases from here on never reach a text")
    }

    @Test func aHundredThousandStringsAreAllRead() throws {
        var text = "<resources>\n"
        for index in 0..<100_000 { text += "<string name=\"s\(index)\">Text \(index)</string>\n" }
        text += "</resources>\n"
        let project = try Project(views: #"<Button android:text="@string/s0"/><Button android:text="@string/s99999"/>"#, strings: Array(text.utf8))
        defer { project.done() }
        let document = try project.read()
        #expect(project.texts(document) == ["Text 0", "Text 99999"])
        #expect(document.problems.isEmpty)
    }

    /// `<include>` is not inlined (the included layout is audited on its own), so a layout that includes itself, or
    /// two that include each other, are read once each.
    @Test func anIncludeLoopIsReadOnce() throws {
        let project = try Project(views: #"<include layout="@layout/activity_main"/><Button android:text="OK"/>"#,
                                  strings: Array("<resources/>".utf8))
        defer { project.done() }
        let document = try project.read()
        #expect(document.screens.first?.root.children.map(\.type) == ["include", "android.widget.Button"])
    }
}
