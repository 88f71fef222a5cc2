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

    static func regressions(_ target: String) -> [String] {
        files(in: root + "/Tests/Fuzz/regressions/" + target, extensions: ["xml", "json", "bin", "yml"])
    }

    static func bytes(_ path: String) throws -> [UInt8] { try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) }

    /// The Android samples as the fuzzer's seeds are: each layout, then NUL and each strings.xml beside it.
    static var androidLayoutInputs: [String] {
        files(in: root + "/Samples/Android/res/layout", extensions: ["xml"]) + files(in: root + "/../shared/corpus/android-layout", extensions: ["xml"])
            + regressions("android-layout")
    }

    @Test(arguments: androidLayoutInputs)
    func androidLayoutInputRunsThrough(path: String) throws {
        var input = try Self.bytes(path)
        if path.contains("/Samples/") {
            for values in ["values", "values-de", "values-ru"] {
                input += [0] + (try Self.bytes(Self.root + "/Samples/Android/res/\(values)/strings.xml"))
            }
        }
        Self.expectOneScreenRead(path, FuzzTargets.androidLayout, input)
    }

    static var runtimeDumpInputs: [String] {
        files(in: root + "/Samples/PageSources", extensions: ["xml"]) + [root + "/Samples/Android/SignIn.xml", root + "/Samples/Android/Checkout.xml"]
            + ["appium-xcuitest", "android-uiautomator-dump", "appium-uiautomator1-legacy", "appium-uiautomator2"]
                .flatMap { files(in: root + "/../shared/corpus/" + $0, extensions: ["xml"]) }
            + regressions("runtime-dump")
    }

    @Test(arguments: runtimeDumpInputs)
    func runtimeDumpInputRunsThrough(path: String) throws {
        let input = try Self.bytes(path)
        Self.expectOneScreenRead(path, FuzzTargets.runtimeDump, input)
    }

    /// The same outcome twice; and a real file (not a regression input) reads as one screen, with reports.
    static func expectOneScreenRead(_ path: String, _ target: ([UInt8]) -> FuzzTargets.Outcome, _ input: [UInt8]) {
        let outcome = target(input)
        #expect(target(input) == outcome)
        guard !path.contains("/regressions/") else { return }
        guard case .read(let screens, _, let reportBytes) = outcome else {
            Issue.record("\(path) was refused: \(outcome)")
            return
        }
        #expect(screens == 1 && reportBytes > 0)
    }

    static var jsonInputs: [String] {
        [root + "/Reports/audit/audit.json"] + files(in: root + "/Reports/transcript/PageSources", extensions: ["json"]) + regressions("json")
    }

    @Test(arguments: jsonInputs)
    func jsonInputRunsThrough(path: String) throws {
        let input = try Self.bytes(path)
        let outcome = FuzzTargets.json(input)
        #expect(FuzzTargets.json(input) == outcome)
        if path.hasSuffix("audit.json") {
            guard case .read(_, let findings, let reportBytes) = outcome else {
                Issue.record("the samples' report was refused as a shard: \(outcome)")
                return
            }
            #expect(findings > 0 && reportBytes > 0)
        }
    }

    /// Samples on standard input, each under the name its first byte picks, and every regression input.
    static var standardInputInputs: [String] {
        ["InterfaceBuilder/SignIn.storyboard", "Android/res/layout/activity_sign_in.xml", "Android/SignIn.xml", "PageSources/SignIn.xml"]
            .map { root + "/Samples/" + $0 } + regressions("standard-input")
    }

    @Test(arguments: standardInputInputs)
    func standardInputRunsThrough(path: String) throws {
        let sample = try Self.bytes(path)
        for selector in path.contains("/regressions/") ? [nil] : [0, 1, 3, 4] as [UInt8?] {
            let input = selector.map { [$0] + sample } ?? sample
            let outcome = FuzzTargets.standardInput(input)
            #expect(FuzzTargets.standardInput(input) == outcome)
            if selector == 0 {
                // Named by nothing, the bytes pick the importer: the sample reads, and the audit runs to its end.
                guard case .ran(let statuses, let bytes) = outcome else {
                    Issue.record("\(path): \(outcome)")
                    continue
                }
                #expect(statuses[0] != 2 && statuses[1] == 0 && bytes > 0, "\(path): \(statuses)")
            }
        }
    }
}
