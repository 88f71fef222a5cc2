import BuiltInRules
import ElementModel
import Foundation
import Importers
import RuleEngine
import Testing
import ScreenReaders

/// Rules declare what they need to know, and are not run on files that cannot tell it: no finding may rest on
/// an attribute a format does not have.
@Suite struct EvidenceTests {
    private func rule(_ id: String) throws -> any Rule {
        try #require(RuleCatalog.all.first { $0.description.id == id })
    }

    private func pageSource(_ elements: String, traits: Bool = true) throws -> LayoutDocument {
        let listed = traits ? #" traits="""# : ""
        let xml = """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" label="Shop" visible="true" x="0" y="0" width="390" height="844"\(listed)>
            \(elements)
            </XCUIElementTypeApplication></AppiumAUT>
            """
        return try XCUITestImporter().importDocument(bytes: Array(xml.utf8), path: "Page.xml")
    }

    @Test func aRuleThatNeedsActionsDoesNotRunOnAPageSource() throws {
        // A view with custom actions and no trait: what missing-traits looks for, were actions evidence it can use.
        let document = try pageSource("""
            <XCUIElementTypeOther type="XCUIElementTypeOther" label="Message" visible="true" accessible="true" x="0" y="100" width="390" height="60" customActions="Delete" traits=""/>
            """)
        let missingTraits = try rule("missing-traits")
        #expect(missingTraits.description.requires == [.uikitSemantics, .actions])
        #expect(!missingTraits.description.applies(to: document))
        #expect(!missingTraits.description.formats.contains("xcuitest") && missingTraits.description.formats.contains("interface-builder"))
        // Checked by hand, the rule would report it: only the declared need keeps it from running.
        let screen = try #require(document.screens.first)
        let context = ScreenContext(document: document, screen: screen, transcript: ScreenReader().read(screen, idiom: .phone))
        #expect(!missingTraits.check(context).isEmpty)
        #expect(Auditor(rules: [missingTraits]).audit(document).isEmpty)
    }

    @Test func hintRulesDoNotRunWhereHintsCannotBe() throws {
        let document = try pageSource("""
            <XCUIElementTypeOther type="XCUIElementTypeOther" label="Rating" value="3 of 5" visible="true" accessible="true" x="0" y="100" width="390" height="60" traits="Adjustable"/>
            """)
        for id in ["missing-hint", "hint-without-label", "hint-repeats-label", "hint-sentence-form", "hint-starts-with-gesture"] {
            #expect(try !rule(id).description.applies(to: document), "\(id)")
        }
        #expect(try rule("adjustable-missing-value").description.applies(to: document))
        #expect(try rule("missing-label").description.applies(to: document))
    }

    @Test func headingsAreCheckedOnlyWhereTheDumpListsTraits() throws {
        let elements = """
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Welcome back" visible="true" x="0" y="100" width="390" height="30"/>
            """
        let header = try rule("screen-missing-header")
        let old = try pageSource(elements, traits: false)
        let new = try pageSource(elements)
        #expect(old.evidence == [.uikitSemantics, .bounds] && new.evidence == [.traits, .uikitSemantics, .bounds])
        #expect(Auditor(rules: [header]).audit(old).isEmpty, "an old dump cannot say whether a text is a heading")
        #expect(Auditor(rules: [header]).audit(new).map(\.ruleId) == ["screen-missing-header"])
    }

    @Test func theDocsTableSaysWhatEachFormatCarries() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/formats.md").path
        let text = try String(contentsOfFile: docs, encoding: .utf8)
        let lines = text.split(separator: "\n")
        let headerIndex = try #require(lines.firstIndex { $0.hasPrefix("| format | hints |") })
        let columns = lines[headerIndex].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(columns == ["format"] + Evidence.allCases.map(\.rawValue))
        let table = lines[(headerIndex + 2)...].prefix { $0.hasPrefix("|") }
        #expect(table.count == InputFormat.all.count)
        for format in InputFormat.all {
            let row = try #require(table.first { $0.hasPrefix("| `\(format.name)` | ") })
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.dropFirst()
            for (evidence, cell) in zip(Evidence.allCases, cells) {
                #expect(cell.hasPrefix("no") != format.evidence.contains(evidence), "\(format.name): \(evidence.rawValue)")
            }
        }
    }

    @Test func interfaceBuilderFilesCarryEverythingButAndroidsFlags() {
        #expect(InputFormat.interfaceBuilder.evidence == Set(Evidence.allCases).subtracting([.androidSemantics, .viewReferences, .textStyles]))
        for rule in RuleCatalog.all {
            let androidOnly = rule.description.requires.contains(.androidSemantics)
            #expect(rule.description.formats.contains("interface-builder") != androidOnly, "\(rule.description.id)")
        }
    }

    @Test func runtimeFindingsGiveTheUIKitPropertyTheSwiftUIModifierAndHowToFindTheElement() throws {
        let document = try pageSource("""
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="checkout.close" label="" visible="true" accessible="true" x="16" y="56" width="44" height="44" traits="Button"/>
            """)
        let finding = try #require(Auditor(rules: [try rule("missing-label")]).audit(document).first)
        #expect(finding.fix.interfaceBuilder == nil, "a page source is no Interface Builder file")
        #expect(finding.fix.swift == "checkoutClose.accessibilityLabel = \"…\"")
        #expect(finding.fix.swiftUI == ".accessibilityLabel(\"…\")")
        #expect(finding.fix.summary.contains("identifier \"checkout.close\"") && finding.fix.summary.contains("frame (16, 56, 44×44)"))
        #expect(finding.message.hasPrefix("XCUIElementTypeButton 'checkout.close'"))
        #expect(finding.location.line == 2)
    }
}
