import Foundation
import Testing

/// Most users run the tool on macOS, CI runs it on Linux: every Swift file that imports `Glibc` must also
/// import `Darwin` in its `#elseif canImport(Darwin)` branch, or the package stops building on one of them.
@Suite struct PortabilityTests {
    @Test func everyGlibcImportHasItsDarwinTwin() throws {
        let files = ["Sources", "Tests", "Benchmarks"].flatMap { Self.swiftFiles(under: PackagePaths.root + "/" + $0) }
        #expect(files.count > 50)
        var checked = 0
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            guard lines.contains("import Glibc") else { continue }
            checked += 1
            #expect(lines.contains("#elseif canImport(Darwin)") && lines.contains("import Darwin"),
                    "\(file) imports Glibc without a Darwin branch")
        }
        #expect(checked > 0, "no file imports Glibc: the check checked nothing")
    }

    private static func swiftFiles(under directory: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { directory + "/" + $0 }.sorted()
    }
}
