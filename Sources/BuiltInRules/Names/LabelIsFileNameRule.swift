import ElementModel
import RuleEngine

/// UIKit names image-only buttons and image views after their asset, so VoiceOver reads "icon underscore
/// close" or "square dot and dot arrow dot up" instead of what the control does.
struct LabelIsFileNameRule: Rule {
    let description = RuleDescription(
        id: "label-is-file-name", name: "Label is a file name", defaultSeverity: .error,
        summary: "A label, or a name UIKit derives from an image, looks like an asset or file name.",
        rationale: "An image-only button with no label is announced by its asset name (\"icon_close\", "
            + "\"square.and.arrow.up\"): sounds, not words, for VoiceOver users.",
        wcag: [.nonTextContent, .nameRoleValue],
        triggeringExamples: [
            RuleExample("An image-only button named after its asset", """
                ↓<button id="b1"><rect key="frame" x="16" y="56" width="44" height="44"/><state key="normal" image="icon_close"/></button>
                """),
            RuleExample("An image marked as an element with no label", """
                ↓<imageView image="Arrow-Up-24" id="i1"><rect key="frame" x="16" y="100" width="24" height="24"/>
                    <accessibility key="accessibilityConfiguration"><bool key="isElement" value="YES"/></accessibility>
                </imageView>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("The same button with a label", """
                <button id="b1"><rect key="frame" x="16" y="56" width="44" height="44"/><state key="normal" image="icon_close"/>
                    <accessibility key="accessibilityConfiguration" label="Close"/>
                </button>
                """),
            RuleExample("Words that only look technical", """
                <label text="iPhone" id="l1"><rect key="frame" x="16" y="100" width="100" height="21"/></label>
                <label text="Wi-Fi" id="l2"><rect key="frame" x="16" y="130" width="100" height="21"/></label>
                <label text="e.g." id="l3"><rect key="frame" x="16" y="160" width="100" height="21"/></label>
                """),
            RuleExample("Placeholder copy in a label, replaced at run time", """
                <label text="lastSync" id="l1"><rect key="frame" x="16" y="100" width="100" height="21"/></label>
                """),
            RuleExample("An SF Symbol, which has a spoken description of its own", """
                <button id="b1"><rect key="frame" x="16" y="56" width="44" height="44"/>
                    <state key="normal"><imageReference key="image" image="square.and.arrow.up" catalog="system"/></state>
                </button>
                """),
            RuleExample("A decorative image that is not an element", """
                <imageView image="divider_line" id="i1"><rect key="frame" x="0" y="100" width="390" height="1"/></imageView>
                """),
        ])

    /// Not flagged: a label's or text view's own text (text like "lastSync" in a file is placeholder copy that
    /// code replaces), a text field's placeholder (an example, placeholder-as-label's concern), and SF
    /// Symbols, which carry a spoken description of their own.
    private static func isRunTimePlaceholderOrSymbol(_ element: Element) -> Bool {
        switch element.accessibility.label.provenance.derivedFrom {
        case .text?, .placeholder?, .symbolName?: return true
        default: return false
        }
    }

    func check(_ screen: ScreenContext) -> [Finding] {
        screen.visits.compactMap { visit in
            let element = visit.element
            guard visit.isReachable, element.isElement, let label = element.label,
                  AssetNames.looksLikeFileName(label), !Self.isRunTimePlaceholderOrSymbol(element) else { return nil }
            let suggestion = AssetNames.suggestedLabel(from: label)
            let fromImage = element.accessibility.label.provenance.derivedFrom == .imageName
            return screen.finding(description, on: element,
                message: "\(element.displayName) is announced as \"\(label)\", "
                    + (fromImage ? "the name of its image" : "which reads like a file name") + ", not words a person would say.",
                fix: Fix(summary: "Set an accessibility label that says what it does"
                            + (suggestion.map { " (suggestion to confirm: \"\($0)\")" } ?? "") + ".",
                         interfaceBuilder: FixText.inspector(label: suggestion ?? "…"),
                         swift: FixText.swift(element, "accessibilityLabel", FixText.quoted(suggestion ?? "…")),
                         suggestedLabel: suggestion))
        }
    }
}
