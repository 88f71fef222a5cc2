import ElementModel
import Foundation
import Importers
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run's layouts share their `res` directory's resources (`ImporterCatalog.forOneRun()`), read once while their files
/// are unchanged: a file written during the run (a strings.xml `--fix` writes), added or removed is read afresh.
@Suite struct ResourceCacheTests {
    /// `res/layout/first.xml` and `res/layout/second.xml`, each one button whose text is `@string/pay`.
    struct Project {
        let res: String

        init(pay: String) throws {
            res = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-cache-\(UUID().uuidString)/res").path
            for directory in ["layout", "values"] {
                try FileManager.default.createDirectory(atPath: res + "/" + directory, withIntermediateDirectories: true)
            }
            for name in ["first", "second"] {
                try AndroidLayoutImporterTests.layout(#"<Button android:text="@string/pay"/><Button android:text="@string/later"/>"#)
                    .write(toFile: res + "/layout/\(name).xml", atomically: true, encoding: .utf8)
            }
            try write("values/strings.xml", #"<resources><string name="pay">\#(pay)</string></resources>"#)
        }

        func write(_ file: String, _ text: String) throws {
            try text.write(toFile: res + "/" + file, atomically: true, encoding: .utf8)
        }

        func texts(_ layout: String, _ importer: AndroidLayoutImporter) throws -> [String?] {
            try importer.importDocument(atPath: res + "/layout/\(layout).xml").screens.first?.root.children.map { $0.android?.text } ?? []
        }

        func done() { try? FileManager.default.removeItem(atPath: (res as NSString).deletingLastPathComponent) }
    }

    @Test func aFileChangedAddedOrRemovedInTheRunIsReadAfresh() throws {
        let project = try Project(pay: "Pay")
        defer { project.done() }
        let importer = AndroidLayoutImporter(resourceCache: ResourceCache())
        #expect(try project.texts("first", importer) == ["Pay", "@string/later"])
        #expect(try project.texts("second", importer) == ["Pay", "@string/later"], "the same resources, for the second layout")
        try project.write("values/strings.xml", #"<resources><string name="pay">Pay now</string></resources>"#)
        #expect(try project.texts("second", importer) == ["Pay now", "@string/later"], "a file written in the run")
        try project.write("values/strings_more.xml", #"<resources><string name="later">Later</string></resources>"#)
        #expect(try project.texts("first", importer) == ["Pay now", "Later"], "a file added")
        try FileManager.default.removeItem(atPath: project.res + "/values/strings_more.xml")
        #expect(try project.texts("first", importer) == ["Pay now", "@string/later"], "a file removed")
    }

    /// The second layout takes the first's reading: shown by a change the cache is documented not to see, bytes rewritten
    /// in place with the file's size, modification time and inode kept, which a layout reading its own resources sees.
    @Test func theSecondLayoutTakesTheFirstsReading() throws {
        let project = try Project(pay: "Pay")
        defer { project.done() }
        let importer = AndroidLayoutImporter(resourceCache: ResourceCache())
        #expect(try project.texts("first", importer) == ["Pay", "@string/later"])
        let path = project.res + "/values/strings.xml"
        var before = stat()
        #expect(stat(path, &before) == 0)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        let text = #"<resources><string name="pay">Pat</string></resources>"#
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
#if canImport(Darwin)
        var times = [before.st_atimespec, before.st_mtimespec]
#else
        var times = [before.st_atim, before.st_mtim]
#endif
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        #expect(try project.texts("second", importer) == ["Pay", "@string/later"], "read once, for both layouts")
        #expect(try project.texts("second", AndroidLayoutImporter()) == ["Pat", "@string/later"], "the file did change")
    }
}
