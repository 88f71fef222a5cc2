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
        ("disabled_rule: [missing-label]", "unknown key 'disabled_rule'", 1),
        ("disabled_rules: [no-such-rule]", "unknown rule 'no-such-rule' in 'disabled_rules'", 1),
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
        let baseline = Baseline(findings: findings, workingDirectory: "/work")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json").path
        #expect(baseline.write(to: path))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"path\": \"App/Main.storyboard\""), "paths are relative, so the file can be committed")
        #expect(!text.contains("\"line\""), "no line numbers")
        let loaded = try Baseline.load(path: path)
        #expect(loaded.entries == baseline.entries)

        var moved = findings
        moved[0].location.line += 40
        var new = ApplyingConfigurationTests.finding("missing-label", id: "zz-zz-zz")
        new.elementName = "Open"
        #expect(loaded.newFindings(moved + [new], workingDirectory: "/work").map(\.elementId) == ["zz-zz-zz"])
    }

    @Test func identicalFingerprintsAreCounted() {
        let one = ApplyingConfigurationTests.finding("missing-label")
        let baseline = Baseline(findings: [one], workingDirectory: "/work")
        #expect(baseline.newFindings([one, one], workingDirectory: "/work").count == 1)
    }

    @Test func aFileThatIsNotABaselineIsAnError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nb-\(UUID().uuidString).json").path
        try "{\"something\": []}".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: ConfigurationError.self) { try Baseline.load(path: path) }
    }
}
