import ElementModel
import Foundation
import Testing

/// `docs/uikit-classes.md` is printed from `UIKitElementTable.uikit`, so the docs cannot drift from the
/// code. Run with `A11Y_AUDIT_WRITE_DOCS=1` to rewrite it (that run fails, so the change gets reviewed).
@Suite struct UIKitClassesDocumentTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/uikit-classes.md").path

    static func render(_ table: UIKitElementTable) -> String {
        var text = """
            # UIKit classes and their accessibility defaults

            Printed from `UIKitElementTable.uikit` (`Sources/ElementModel/UIKitElementTable.swift`); a test keeps it
            current. Facts from `voiceover-model.md` §5 and Apple's UIAccessibility documentation. "Role" says how
            the importer derives what the class says (see `UIKitClass.Role`).

            | Interface Builder element | class | element by default | default traits | UIControl | role |
            |---|---|---|---|---|---|

            """
        for uikitClass in table.classes {
            let traits = uikitClass.traits.names.map { "`\($0)`" }.joined(separator: ", ")
            text += "| `\(uikitClass.interfaceBuilderName)` | \(uikitClass.name) | "
                + "\(uikitClass.isAccessibilityElement ? "yes" : "no") | \(traits.isEmpty ? "–" : traits) | "
                + "\(uikitClass.isControl ? "yes" : "no") | \(uikitClass.role.rawValue) |\n"
        }
        return text
    }

    @Test func documentIsCurrent() throws {
        let rendered = Self.render(.uikit)
        if ProcessInfo.processInfo.environment["A11Y_AUDIT_WRITE_DOCS"] == "1" {
            try rendered.write(toFile: Self.path, atomically: true, encoding: .utf8)
            Issue.record("rewrote \(Self.path); review and commit it")
            return
        }
        let checkedIn = try String(contentsOfFile: Self.path, encoding: .utf8)
        #expect(checkedIn == rendered, "docs/uikit-classes.md is out of date: run A11Y_AUDIT_WRITE_DOCS=1 swift test")
    }
}
