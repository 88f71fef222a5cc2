import Foundation
import Importers
import Testing

/// Real Interface Builder files from open-source apps (`../shared/corpus`, see its SOURCES.md) all load;
/// pre-Xcode 5 archives get one clear error. Skipped, with a note, where the corpus is not checked out.
@Suite struct CorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus").path

    static var interfaceBuilderFiles: [String] {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []
        let platforms = folders.filter { ["ios-", "macos-", "tvos-", "watchos-"].contains(where: $0.hasPrefix) }
        let discovery = InputDiscovery(supportedExtensions: ["xib", "storyboard"])
        return discovery.files(for: platforms.sorted().map { corpus + "/" + $0 }).files
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus),
                   "../shared/corpus is not here: the real-file check was skipped"))
    func everyCorpusFileLoads() throws {
        let files = Self.interfaceBuilderFiles
        #expect(files.count >= 50)
        var screens = 0
        for file in files {
            do {
                let document = try InterfaceBuilderImporter().importDocument(atPath: file)
                screens += document.screens.count
            } catch {
                if file.hasSuffix("legacy-archive.xib") {
                    #expect(error.message.hasPrefix("unsupported legacy format"), "\(file)")
                } else {
                    Issue.record("\(error.diagnostic)")
                }
            }
        }
        #expect(screens > 100)
    }
}
