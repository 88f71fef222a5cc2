import Foundation
import Importers
import Testing

/// Malformed, truncated or hostile input is an error with a file, line and column; never a crash or a hang.
@Suite struct BadInputTests {
    private func error(for text: String) throws -> ImportError {
        try error(forBytes: Array(text.utf8))
    }

    private func error(forBytes bytes: [UInt8]) throws -> ImportError {
        do {
            let document = try InterfaceBuilderImporter().importDocument(bytes: bytes, path: "Bad.xib")
            Issue.record("expected an error, got \(document.screens.count) screens")
            throw CancellationError()
        } catch let error as ImportError {
            #expect(error.path == "Bad.xib")
            return error
        }
    }

    @Test func emptyFile() throws {
        let error = try error(for: "")
        #expect(error.message == "file is empty")
        #expect(error.diagnostic == "Bad.xib:1:1: error: file is empty")
    }

    @Test func truncatedFile() throws {
        let whole = IBFixture.xib(subviews: #"<label text="Hello" id="l1"/>"#)
        let error = try error(for: String(whole.prefix(whole.count / 2)))
        #expect(error.line > 1)
        #expect(!error.message.isEmpty)
    }

    @Test func mismatchedTags() throws {
        let error = try error(for: "<document>\n  <objects><label id=\"a\"></objects>\n</document>")
        #expect(error.line == 2)
        #expect(error.message.contains("mismatch"))
    }

    @Test func externalEntityIsRefused() throws {
        let error = try error(for: """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <document><objects><label text="&secret;" id="l"/></objects></document>
            """)
        #expect(error.line == 2)
        #expect(error.message.contains("document type declarations are not supported"))
    }

    @Test func entityExpansionBombIsRefused() throws {
        var declarations = #"<!ENTITY a0 "lol">"#
        for level in 1...9 {
            declarations += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">"
        }
        let error = try error(for: "<?xml version=\"1.0\"?>\n<!DOCTYPE d [\(declarations)]>\n<document>&a9;</document>")
        #expect(error.message.contains("document type declarations are not supported"))
    }

    @Test func undeclaredEntityIsAnError() throws {
        let error = try error(for: "<document><objects><label text=\"&nbsp;\" id=\"l\"/></objects></document>")
        #expect(error.line == 1)
        #expect(error.message.contains("nbsp"))
    }

    @Test func absurdNestingStopsAtTheLimit() throws {
        let depth = 100_000
        let text = "<document><objects>" + String(repeating: "<view><subviews>", count: depth)
            + String(repeating: "</subviews></view>", count: depth) + "</objects></document>"
        let error = try error(for: text)
        #expect(error.message == "elements are nested deeper than 256 levels")
        #expect(error.line == 1 && error.column > 1)
    }

    @Test func binaryData() throws {
        var bytes = Array("<?xml version=\"1.0\"?>\n<document>".utf8)
        bytes += [0x00, 0xFF, 0xFE, 0x01, 0x02]
        let error = try error(forBytes: bytes)
        #expect(error.line == 2 && error.column == 11)
        #expect(error.message.contains("binary"))
    }

    @Test func notAnInterfaceBuilderDocument() throws {
        let error = try error(for: "<?xml version=\"1.0\"?>\n<hierarchy rotation=\"0\"><node/></hierarchy>")
        #expect(error.message.contains("not an Interface Builder document"))
        #expect(error.line == 2 && error.column == 1)
    }

    @Test func legacyArchiveIsUnsupported() throws {
        let error = try error(for: """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10"><data/></archive>
            """)
        #expect(error.message.hasPrefix("unsupported legacy format"))
        #expect(error.line == 2)
    }

    @Test func fifoIsRefusedWithoutWaiting() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString).xib").path
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        do {
            _ = try InterfaceBuilderImporter().importDocument(atPath: path)
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostic == "\(path):1:1: error: not a regular file")
        }
        let discovered = InputDiscovery(supportedExtensions: ["xib"]).files(for: [path])
        #expect(discovered.files.isEmpty)
        #expect(discovered.errors.map(\.message) == ["not a regular file or directory"])
    }

    @Test func directoryNamedLikeALayoutIsWalkedNotRead() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("Bundle-\(UUID().uuidString).xib")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let discovered = InputDiscovery(supportedExtensions: ["xib"]).files(for: [directory.path])
        #expect(discovered.files.isEmpty)
        #expect(discovered.errors.map(\.message) == ["no layout files (.xib) found"], "an empty directory is reported")
    }

    /// A file named twice, named and inside a named directory, or spelled another way (`./`, a link) is read once,
    /// where it first comes, so its findings are not reported twice.
    @Test func aFileNamedTwiceIsReadOnce() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("Twice-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("A.xib").path, second = directory.appendingPathComponent("B.xib").path
        for path in [first, second] { try "<document/>".write(toFile: path, atomically: true, encoding: .utf8) }
        let link = directory.appendingPathComponent("Link.xib").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: first)
        let discovered = InputDiscovery(supportedExtensions: ["xib"])
            .files(for: [first, directory.path, directory.path + "/./A.xib", link, second])
        #expect(discovered.files == [first, directory.path + "/B.xib"])
        #expect(discovered.errors.isEmpty)
    }

    @Test func unreadablePath() throws {
        do {
            _ = try InterfaceBuilderImporter().importDocument(atPath: "/nonexistent/Missing.xib")
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostic.hasPrefix("/nonexistent/Missing.xib:1:1: error: cannot open file"))
        }
    }
}
