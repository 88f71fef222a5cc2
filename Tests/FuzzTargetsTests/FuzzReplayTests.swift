import Foundation
import FuzzTargets
import Testing

/// Every seed of the fuzzers and every input that ever crashed or hung one (`Tests/Fuzz/regressions/`),
/// run through the fuzzers' own entry points: a crash fails the whole test run, a hang never lets it end.
/// (Time is not asserted here: libFuzzer's `-timeout` catches slow inputs, under the sanitizers, in
/// `Tests/Fuzz/run.sh`.)
@Suite struct FuzzReplayTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func files(in directory: String, extensions: Set<String>) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        return enumerator.compactMap { $0 as? String }
            .filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .map { directory + "/" + $0 }.sorted()
    }

    static var interfaceBuilderInputs: [String] {
        files(in: root + "/Tests/Fuzz/regressions/interface-builder", extensions: ["xib", "storyboard", "xml", "bin"])
            // The strings.xml beside the Android layouts are resources, no view hierarchy.
            + files(in: root + "/Samples", extensions: ["xib", "storyboard", "xml"]).filter { !$0.contains("/res/values") }
            + files(in: root + "/../shared/corpus", extensions: ["xib", "storyboard"])
            + files(in: root + "/../shared/corpus/appium-xcuitest", extensions: ["xml"])
            + files(in: root + "/../shared/corpus/android-layout", extensions: ["xml"])
    }

    static var configurationInputs: [String] {
        files(in: root + "/Tests/Fuzz/regressions/configuration", extensions: ["yml", "yaml", "json", "bin"])
    }

    @Test func regressionInputsAreKept() {
        #expect(Self.interfaceBuilderInputs.contains { $0.contains("regressions") })
        #expect(!Self.configurationInputs.isEmpty)
    }

    /// Every input gives the same outcome twice (output is deterministic), and the real files among them
    /// read (all but the pre-Xcode 5 archive, which the tool refuses by design).
    @Test(arguments: interfaceBuilderInputs)
    func interfaceBuilderInputRunsThrough(path: String) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let outcome = FuzzTargets.interfaceBuilder(bytes)
        #expect(FuzzTargets.interfaceBuilder(bytes) == outcome)
        if !path.contains("/regressions/"), !path.contains("legacy-archive") {
            guard case .read(let screens, _, let reportBytes) = outcome else {
                Issue.record("\(path) was refused: \(outcome)")
                return
            }
            #expect(screens > 0 || path.contains("/shared/corpus/"), "\(path) has no screen")
            #expect(reportBytes > 0)
        }
    }

    @Test(arguments: configurationInputs)
    func configurationInputRunsThrough(path: String) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let outcome = FuzzTargets.configuration(bytes)
        #expect(FuzzTargets.configuration(bytes) == outcome)
    }
}
