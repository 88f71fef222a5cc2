import ElementModel
import BuiltInRules
import Foundation
import RuleEngine
import Testing

/// What every rule must be, checked over the whole catalog.
@Suite struct RuleCatalogTests {
    static let descriptions = RuleCatalog.all.map(\.description)

    @Test func idsAreUniqueSortedKebabCase() {
        let ids = Self.descriptions.map(\.id)
        #expect(ids == ids.sorted(), "RuleCatalog.all is sorted by id")
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" } && !id.hasPrefix("-") && !id.hasSuffix("-"), "\(id)")
        }
    }

    @Test func everyRuleFileIsInTheCatalog() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/BuiltInRules").path
        let ruleFiles = try FileManager.default.subpathsOfDirectory(atPath: sources)
            .filter { $0.hasSuffix("Rule.swift") }.map { ($0 as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "") }
        let catalogued = RuleCatalog.all.map { String(describing: type(of: $0)) }
        #expect(Set(ruleFiles) == Set(catalogued), "a rule file missing from RuleCatalog.all never runs")
    }

    @Test func everyRuleHasMetadataAndBothKindsOfExample() {
        for rule in Self.descriptions {
            #expect(!rule.name.isEmpty && !rule.summary.isEmpty && !rule.rationale.isEmpty, "\(rule.id)")
            #expect(!rule.triggeringExamples.isEmpty && !rule.nonTriggeringExamples.isEmpty, "\(rule.id)")
            // The rules about what the audit could not check (a file it cannot read, a platform it does not model, XML
            // of another kind, a dump of no app's screen) report no accessibility problem, so no criterion.
            #expect(["invalid-input", "unsupported-platform", "unsupported-format", "system-window"].contains(rule.id) || !rule.wcag.isEmpty,
                    "\(rule.id) maps to a WCAG criterion")
            // Every rule runs on Interface Builder files, but those made for Android's nodes.
            #expect(rule.formats.contains("interface-builder") || rule.requires.contains(.androidSemantics), "\(rule.id)")
        }
    }

    @Test func issueRuleIdsArePresent() {
        let required = [
            "missing-label", "missing-traits", "missing-hint", "hidden-interactive", "container-swallows-interactive",
            "label-is-file-name", "label-contains-trait-word", "label-contains-state-word", "label-ends-with-period",
            "placeholder-as-label", "duplicate-label", "conflicting-traits", "adjustable-missing-value", "empty-header",
            "hint-without-label", "hint-starts-with-gesture", "hint-repeats-label", "hint-sentence-form",
            "hint-references-sensory", "screen-missing-header", "invalid-input", "undiscoverable-gesture", "ib-default-title",
        ]
        #expect(Set(required).isSubset(of: Set(Self.descriptions.map(\.id))))
    }
}
