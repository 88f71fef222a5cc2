import ElementModel
import Foundation
import Testing

/// Names read from `readdir`'s entries, short and long: under AddressSanitizer, reading the whole `d_name` field of
/// a short entry was a heap buffer overflow.
@Suite struct DirectoryEntryNameTests {
    @Test func namesOfEveryLengthAreReadWhole() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-dirent-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let names = ["a", "ab.xib", String(repeating: "n", count: 255), "é名.storyboard"]
        for name in names { #expect(FileManager.default.createFile(atPath: directory + "/" + name, contents: nil)) }
        let stream = try #require(opendir(directory))
        defer { closedir(stream) }
        var found: [String] = []
        while let entry = readdir(stream) {
            let name = String(decoding: DirectoryEntryName.bytes(of: entry), as: UTF8.self)
            if name != ".", name != ".." { found.append(name) }
        }
        #expect(found.sorted() == names.sorted())
    }
}
