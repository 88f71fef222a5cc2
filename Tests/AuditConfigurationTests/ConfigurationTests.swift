import AuditConfiguration
import ElementModel
import Foundation
import RuleEngine
import Testing

@Suite struct YAMLReaderTests {
    @Test func readsMappingsSequencesAndScalarsWithPositions() throws {
        let node = try #require(try YAMLReader.parse("a: [x, y]\nb:\n  c: 'd'\n"))
        guard case .mapping(let pairs, _) = node else { Issue.record("not a mapping"); return }
        #expect(pairs.map(\.key) == ["a", "b"])
        #expect(pairs[1].keyPosition == YAMLPosition(line: 2, column: 1))
        guard case .sequence(let items, _) = pairs[0].value, case .scalar(let first, _) = items[0] else {
            Issue.record("a is not a list"); return
        }
        #expect(first == "x" && items.count == 2)
    }

    @Test func refusesAliasesAndReportsSyntaxErrors() throws {
        #expect(throws: YAMLError.self) { try YAMLReader.parse("a: &x [1]\nb: *x\n") }
        do {
            _ = try YAMLReader.parse("a: [1, 2\nb: 3\n")
            Issue.record("expected an error")
        } catch {
            #expect(error.position.line >= 2)
        }
        let empty = try YAMLReader.parse("")
        #expect(empty == nil, "an empty file is an empty configuration")
    }
}

@Suite struct ConfigurationLoaderTests {
    static let known: Set = ["missing-label", "missing-hint", "label-ends-with-period"]

    private func load(_ text: String) throws(ConfigurationError) -> AuditConfiguration {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString).yml").path
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try ConfigurationLoader.load(path: path, knownRules: Self.known)
    }

    private func error(_ text: String) throws -> ConfigurationError {
        do {
            _ = try load(text)
        } catch {
            return error
        }
        Issue.record("expected an error for \(text)")
        throw CancellationError()
    }

    @Test func readsEveryKey() throws {
        let configuration = try load("""
            disabled_rules: [label-ends-with-period]
            only_rules: [missing-label, missing-hint]
            severity: {missing-hint: error}
            included: [App]
            excluded: ["App/Legacy/**"]
            ignore:
              - {rule: missing-label, id: ab-cd-ef}
              - identifier: close.button
              - class: LegacyView
              - path: "App/Old/*.xib"
            roles: {RatingView: adjustable, CardView: [button, header]}
            """)
        #expect(configuration.disabledRules == ["label-ends-with-period"])
        #expect(configuration.onlyRules == ["missing-label", "missing-hint"])
        #expect(configuration.severities == ["missing-hint": .error])
        #expect(configuration.ignores.count == 4)
        #expect(configuration.roles == ["RatingView": .adjustable, "CardView": [.button, .header]])
    }

    @Test(arguments: [
        ("disabled_rule: [missing-label]", "unknown key 'disabled_rule'; did you mean 'disabled_rules'?", 1),
        ("disabled_rules: [no-such-rule]", "unknown rule 'no-such-rule' in 'disabled_rules' (a11y-audit rules", 1),
        ("only_rules: [missing-lable]", "unknown rule 'missing-lable' in 'only_rules'; did you mean 'missing-label'?", 1),
        ("severity:\n  missing-hint: fatal", "severity.missing-hint must be error, warning or info, not 'fatal'", 2),
        ("roles: {RatingView: slider}", "unknown trait 'slider'", 1),
        ("ignore:\n  - {rule: missing-label}", "needs id, identifier, class or path", 2),
        ("ignore:\n  - {colour: red}", "unknown key 'colour' in 'ignore'", 2),
        ("- just\n- a list", "must be a mapping", 1),
    ])
    func mistakesAreErrorsNamingTheKey(text: String, message: String, line: Int) throws {
        let error = try error(text)
        #expect(error.message.contains(message), "\(error.message)")
        #expect(error.line == line)
        #expect(error.diagnostic.contains(":\(line):"))
    }

    @Test func findsTheNearestFileUpwards() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("find-\(UUID().uuidString)")
        let nested = root.appendingPathComponent("a/b/c")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "only_rules: [missing-label]\n".write(to: root.appendingPathComponent("a/.a11y-audit.yml"), atomically: true, encoding: .utf8)
        #expect(ConfigurationLoader.find(from: nested.path) == root.path + "/a/.a11y-audit.yml")
    }
}

@Suite struct GlobTests {
    @Test(arguments: [
        ("App/*.xib", "App/Main.xib", true), ("App/*.xib", "App/Sub/Main.xib", false),
        ("App/**/*.xib", "App/Sub/Deep/Main.xib", true), ("App/**/*.xib", "App/Main.xib", true),
        ("App/Legacy", "App/Legacy/Old.storyboard", true), ("App/Legacy", "App/LegacyNew/Old.storyboard", false),
        ("**/Legacy/**", "Pods/Legacy/x.xib", true), ("App/?.xib", "App/A.xib", true), ("./App/*.xib", "App/A.xib", true),
        ("**/Main.xib", "Main.xib", true), ("**/Main.xib", "NotMain.xib", false), ("**", "a/b/c.xib", true),
        ("App/**.xib", "App/a/b.xib", true), ("App/?.xib", "App//.xib", false), ("*/*.xib", "a/b/c.xib", false),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }
}

@Suite struct ApplyingConfigurationTests {
    static func finding(_ rule: String, path: String = "/work/App/Main.storyboard", id: String? = "ab-cd-ef",
                        identifier: String? = nil, customClass: String? = nil) -> Finding {
        var finding = Finding(ruleId: rule, severity: .warning, message: "m", fix: Fix(summary: "f"),
                              location: SourceLocation(path: path, line: 3, column: 5), elementId: id,
                              identifier: identifier, customClass: customClass)
        finding.elementName = "Close"
        return finding
    }

    @Test func ignoresAndSeverities() {
        var configuration = AuditConfiguration(directory: "/work")
        configuration.severities = ["missing-hint": .error]
        configuration.ignores = [
            .init(rule: "missing-label", id: "ab-cd-ef"), .init(identifier: "close.button"), .init(customClass: "LegacyView"),
            .init(path: Glob("App/Old/**")),
        ]
        let findings = [
            Self.finding("missing-label"), Self.finding("missing-traits"), Self.finding("missing-hint"),
            Self.finding("missing-traits", identifier: "close.button"), Self.finding("missing-traits", customClass: "LegacyView"),
            Self.finding("missing-traits", path: "/work/App/Old/A.xib"),
        ]
        let kept = configuration.applying(to: findings, workingDirectory: "/work")
        #expect(kept.map(\.ruleId) == ["missing-traits", "missing-hint"])
        #expect(kept.last?.severity == .error)
    }

    @Test func includedAndExcludedAreRelativeToTheConfigurationsDirectory() {
        var configuration = AuditConfiguration(directory: "/work")
        configuration.included = [Glob("App")]
        configuration.excluded = [Glob("App/Legacy/**")]
        #expect(configuration.audits("App/Main.storyboard", workingDirectory: "/work"))
        #expect(configuration.audits("/work/App/Main.storyboard", workingDirectory: "/elsewhere"))
        #expect(!configuration.audits("App/Legacy/Old.xib", workingDirectory: "/work"))
        #expect(!configuration.audits("Tests/Fixture.xib", workingDirectory: "/work"))
    }

    @Test func rolesGiveCustomClassesTheirTraits() {
        var configuration = AuditConfiguration(directory: "/")
        configuration.roles = ["RatingView": .adjustable]
        let rating = Element(id: "r", type: "UIView", sourceName: "view", customClass: "RatingView",
                             location: SourceLocation(path: "x", line: 1, column: 1),
                             accessibility: .defaults(isElement: false, traits: [], provenance: Provenance(.uikitDefault, "d")))
        let root = Element(id: "root", type: "UIView", sourceName: "view", location: SourceLocation(path: "x", line: 1, column: 1),
                           accessibility: .defaults(isElement: false, traits: [], provenance: Provenance(.uikitDefault, "d")),
                           children: [rating])
        let document = LayoutDocument(format: "interface-builder", path: "x", device: nil, idiom: .phone,
                                      screens: [Screen(id: "s", name: "s", root: root)])
        let changed = configuration.applyingRoles(to: document).screens[0].root.children[0]
        #expect(changed.accessibility.traits.value == .adjustable)
        #expect(changed.accessibility.isElement.value)
        #expect(changed.accessibility.traits.provenance.source == .configuration)
    }
}

@Suite struct BaselineTests {
    @Test func fingerprintsSurviveLineMovesAndRoundTrip() throws {
        let findings = [ApplyingConfigurationTests.finding("missing-label"), ApplyingConfigurationTests.finding("missing-traits")]
        let baseline = Baseline(findings: findings, projectRoot: "/work")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json").path
        try baseline.write(to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"path\": \"App/Main.storyboard\""), "paths are relative, so the file can be committed")
        #expect(!text.contains("\"line\""), "no line numbers")
        let loaded = try Baseline.load(path: path)
        #expect(loaded.entries == baseline.entries)

        var moved = findings
        moved[0].location.line += 40
        var new = ApplyingConfigurationTests.finding("missing-label", id: "zz-zz-zz")
        new.elementName = "Open"
        #expect(loaded.matching(moved + [new], projectRoot: "/work").newFindings.map(\.elementId) == ["zz-zz-zz"])
    }

    /// A run from another directory names the file differently; the entry still matches it, by the end of its path.
    @Test func theMatchDoesNotDependOnTheWorkingDirectory() {
        let written = ApplyingConfigurationTests.finding("missing-label")  // /work/App/Main.storyboard, root /work
        let baseline = Baseline(findings: [written], projectRoot: "/work")
        for (path, root) in [("/work/App/Main.storyboard", "/work/App"), ("App/Main.storyboard", "/elsewhere"),
                             ("../work/App/Main.storyboard", "/tmp")] {
            var finding = written
            finding.location.path = path
            let match = baseline.matching([finding], projectRoot: root)
            #expect(match.newFindings.isEmpty && match.hidden == 1, "\(path) from \(root)")
        }
        var other = written
        other.location.path = "/work/Other/Main.storyboard"
        #expect(baseline.matching([other], projectRoot: "/work").hidden == 0, "another file of the same name is another file")
    }

    @Test func identicalFingerprintsAreCounted() {
        let one = ApplyingConfigurationTests.finding("missing-label")
        let baseline = Baseline(findings: [one], projectRoot: "/work")
        #expect(baseline.matching([one, one], projectRoot: "/work").newFindings.count == 1)
    }

    @Test func aFileThatIsNotABaselineIsAnError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nb-\(UUID().uuidString).json").path
        try "{\"something\": []}".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: ConfigurationError.self) { try Baseline.load(path: path) }
    }
}

/// Configuration and baseline files that are hostile or broken: each is a clear error at its place, in
/// time linear in its size, and nothing blocks on a pipe.
@Suite struct HostileConfigurationTests {
    private func yamlError(_ text: String) -> YAMLError? {
        do {
            _ = try YAMLReader.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        // 80 KB of nested lists overflowed the stack while freeing the tree.
        let error = yamlError(String(repeating: "[", count: 40_000) + String(repeating: "]", count: 40_000))
        #expect(error?.message.contains("nested deeper than \(YAMLReader.maximumDepth)") == true, "\(String(describing: error))")
        #expect(yamlError(String(repeating: "[", count: YAMLReader.maximumDepth) + String(repeating: "]", count: YAMLReader.maximumDepth)) == nil)
    }

    @Test func anchorsOnListsAndMappingsAreRefused() {
        #expect(yamlError("a: &list [1, 2]\n")?.message.contains("anchors") == true)
        #expect(yamlError("a: &map {b: 1}\n")?.message.contains("anchors") == true)
        #expect(yamlError("a: &text x\n")?.message.contains("anchors") == true)
    }

    @Test func duplicateKeysAreRefusedAtTheSecond() {
        let error = yamlError("disabled_rules: [a]\nseverity: {}\ndisabled_rules: [b]\n")
        #expect(error?.message == "duplicate key 'disabled_rules' (first given on line 1)")
        #expect(error?.position == YAMLPosition(line: 3, column: 1))
        #expect(yamlError("a: {x: 1}\nb: {x: 2}\n") == nil, "the same key in two mappings is fine")
    }

    @Test func aSecondDocumentIsRefused() {
        let error = yamlError("disabled_rules: [a]\n---\ndisabled_rules: [b]\n")
        #expect(error?.message.contains("second YAML document") == true)
        #expect(error?.position.line == 2)
    }

    @Test func utf16WithAByteOrderMarkIsRead() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "a: [x, y]\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        guard case .mapping(let pairs, _)? = try YAMLReader.parse(bytes: bytes) else { Issue.record("not a mapping"); return }
        #expect(pairs.map(\.key) == ["a"])
    }

    @Test func utf16WithoutAByteOrderMarkSaysSo() {
        var bytes: [UInt8] = []
        for unit in "a: [x, y]\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        do {
            _ = try YAMLReader.parse(bytes: bytes)
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("UTF-16"), "\(error.message)")
        }
    }

    @Test func longListsAreReadInLinearTime() throws {
        // Each item used to copy the list before it: 80,000 items took 30 s. Checked by counting, not
        // timing: the list arrives whole, in order.
        let count = 200_000
        let text = "excluded:\n" + (0..<count).map { "  - Generated/File\($0).xib\n" }.joined()
        guard case .mapping(let pairs, _)? = try YAMLReader.parse(text), case .sequence(let items, _) = pairs[0].value,
              case .scalar(let last, _) = items.last else { Issue.record("not a list"); return }
        #expect(items.count == count && last == "Generated/File\(count - 1).xib")
    }

    private func withFIFO(_ body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/" + ConfigurationLoader.fileName
        #expect(mkfifo(path, 0o600) == 0)
        try body(path)
    }

    @Test func aPipeIsRefusedNotWaitedOn() throws {
        try withFIFO { path in
            #expect(throws: ConfigurationError.self) { try ConfigurationLoader.load(path: path, knownRules: []) }
            #expect(throws: ConfigurationError.self) { try Baseline.load(path: path) }
        }
    }

    @Test func aDirectoryIsRefusedNotReadAsEmpty() throws {
        do {
            _ = try ConfigurationLoader.load(path: FileManager.default.temporaryDirectory.path, knownRules: [])
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("not a regular file"))
        }
    }

    @Test func globsWithManyStarsMatchWithoutBacktracking() {
        let pattern = String(repeating: "*a", count: 40) + "b"
        let path = String(repeating: "a", count: 4_000)
        #expect(!Glob(pattern).matches(path))
        #expect(!Glob(String(repeating: "**a", count: 40) + "b").matches(path + "/" + path))
        #expect(Glob(String(repeating: "*a", count: 40)).matches(path))
    }

    @Test func manyIgnoresAndGlobsApplyThroughTheirIndexes() {
        var configuration = AuditConfiguration(directory: "/work")
        configuration.ignores = (0..<50_000).map { AuditConfiguration.Ignore(id: "id-\($0)") }
            + [AuditConfiguration.Ignore(rule: "missing-hint", path: Glob("App/Old")), .init(path: Glob("**/Gen*.xib"))]
        configuration.excluded = GlobList((0..<50_000).map { Glob("Generated/\($0)") })
        let findings = (0..<50_000).map { ApplyingConfigurationTests.finding("missing-label", id: "other-\($0)") }
            + [ApplyingConfigurationTests.finding("missing-label", id: "id-49999"),
               ApplyingConfigurationTests.finding("missing-hint", path: "/work/App/Old/A.xib", id: nil),
               ApplyingConfigurationTests.finding("missing-label", path: "/work/App/Old/A.xib", id: nil),
               ApplyingConfigurationTests.finding("missing-label", path: "/work/X/Generated.xib", id: nil)]
        let kept = configuration.applying(to: findings, workingDirectory: "/work")
        #expect(kept.count == 50_001)
        #expect(kept.last?.location.path == "/work/App/Old/A.xib" && kept.last?.ruleId == "missing-label")
        #expect(!configuration.audits("Generated/49999/A.xib", workingDirectory: "/work"))
        #expect(configuration.audits("Generated/50000/A.xib", workingDirectory: "/work"))
    }
}
