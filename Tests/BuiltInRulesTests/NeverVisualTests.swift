import BuiltInRules
import Foundation
import RuleEngine
import Testing

/// Making an app accessible never means changing how it looks: no rule may check or suggest colour,
/// contrast, size, spacing, font or layout. This scans every rule's metadata and every message and fix
/// its examples produce.
@Suite struct NeverVisualTests {
    /// Advice that would change the visual design, matched as whole words. Naming a visual property to
    /// describe a problem ("relies on colour") is not advice; asking to change one is.
    static let visualAdvice = [
        "contrast", "font", "fonts", "larger", "bigger", "smaller", "resize", "enlarge", "spacing", "padding",
        "margin", "margins", "reposition", "touch target", "tap target", "point size", "text size", "dynamic type",
        "move the", "change the color", "change the colour", "layout", "wider", "taller",
    ]

    static func advice(in text: String) -> [String] {
        // "Android layout" names an input format (a res/layout file), not a visual layout.
        let words = (" " + text.lowercased().split { !($0.isLetter || $0.isNumber) }.joined(separator: " ") + " ")
            .replacing(" android layout ", with: " android file ")
        return visualAdvice.filter { words.contains(" " + $0 + " ") }
    }

    @Test func metadataGivesNoVisualAdvice() {
        for rule in RuleCatalog.all.map(\.description) {
            #expect(Self.advice(in: rule.name + " " + rule.summary).isEmpty, "\(rule.id): \(rule.summary)")
        }
    }

    @Test func messagesAndFixesGiveNoVisualAdvice() throws {
        var checked = 0
        for rule in RuleCatalog.all {
            for example in rule.description.triggeringExamples {
                let (document, _) = try ExampleDocument.make(example)
                guard case .success(let document) = document else { continue }
                for finding in Auditor(rules: [rule]).audit(document) {
                    let fix = finding.fix
                    let text = [finding.message, fix.summary, fix.interfaceBuilder ?? "", fix.swift ?? ""].joined(separator: " ")
                    #expect(Self.advice(in: text).isEmpty, "\(rule.description.id): \(text)")
                    checked += 1
                }
            }
        }
        #expect(checked >= RuleCatalog.all.count - 1, "every rule but invalid-input produced findings to scan")
    }

    @Test func theScanCatchesVisualAdvice() {
        #expect(!Self.advice(in: "Increase the contrast of the label").isEmpty)
        #expect(!Self.advice(in: "Make the touch target larger").isEmpty)
    }
}
