import ElementModel
import RuleEngine

/// VoiceOver already says the role; a label that says it too is heard twice: "Close button. Button."
/// Matched on the last word only (as axe-windows maintainers advise), and only when the element has the
/// trait that word names, so "Add a button" on a label is left alone.
struct LabelContainsTraitWordRule: Rule {
    let description = RuleDescription(
        id: "label-contains-trait-word", name: "Label repeats its role", defaultSeverity: .warning,
        summary: "A label ends with the word its trait already speaks: \"Close button\", \"Profile image\" (English, German, Russian).",
        rationale: "VoiceOver announces the role after the label, so \"Close button\" is heard as \"Close button. Button.\"",
        wcag: [.headingsAndLabels],
        // Its check knows Android's dumps as well as UIKit's views.
        requires: [],
        triggeringExamples: [
            RuleExample("On Android, a content description naming the role TalkBack says (ATF's RedundantDescription)",
                        AndroidFixText.example("""
                ↓<node class="android.widget.ImageButton" content-desc="Close button" clickable="true" focusable="true" enabled="true" bounds="[42,150][162,270]"/>
                """)),
            RuleExample("A button labelled with its role", """
                ↓<button id="b1"><rect key="frame" x="16" y="56" width="44" height="44"/><state key="normal" image="xmark"/>
                    <accessibility key="accessibilityConfiguration" label="Close button"/>
                </button>
                """),
            RuleExample("An image labelled with its role", """
                ↓<imageView image="avatar" id="i1"><rect key="frame" x="16" y="100" width="64" height="64"/>
                    <accessibility key="accessibilityConfiguration" label="Profile image">
                        <accessibilityTraits key="traits" image="YES"/><bool key="isElement" value="YES"/>
                    </accessibility>
                </imageView>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("On Android, a text that ends with a role word it does not have", AndroidFixText.example("""
                <node class="android.widget.TextView" text="Tap the share button" bounds="[54,700][1026,780]"/>
                """)),
            RuleExample("On Android, a name that says what the control does to an image", AndroidFixText.example("""
                <node class="android.widget.ImageView" content-desc="Change station image" bounds="[54,300][254,500]"/>
                """)),
            RuleExample("The role word is not the last word", """
                <button id="b1"><rect key="frame" x="16" y="56" width="200" height="44"/><state key="normal" title="Button styles"/></button>
                """),
            RuleExample("The word names something the element is not", """
                <label text="Add a button" id="l1"><rect key="frame" x="16" y="100" width="200" height="21"/></label>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        if screen.isAndroid { return checkAndroid(screen) }
        if !screen.document.evidence.contains(.uikitSemantics) { return [] }
        return screen.findings { visit in
            let element = visit.element
            guard visit.isReachable, element.isElement, let label = element.label, label.containsASCII(" ") || label.containsASCII("-")
            else { return nil }
            guard let (last, hasWordsBefore) = Words.lastWord(of: label), hasWordsBefore,
                  let trait = Words.traitByWord[last],
                  speaks(trait, element.traits), !Words.startsWithActionVerb(label) else { return nil }
            guard !element.showsPlaceholderWording, !AssetNames.looksLikeFileName(label, source: .image) else { return nil }
            // The label without its last word: "Close button" → "Close".
            let trimmed = label.split(separator: " ").dropLast().joined(separator: " ")
                .trimmingCharacters(in: [" ", ",", ".", ":", ";", "-", "–"])
            return screen.finding(description, on: element,
                message: "\(element.displayName) is labelled \"\(label)\": VoiceOver already says its role, so users hear it twice.",
                fix: Fix(summary: "Drop the role from the label" + (trimmed.isEmpty ? "." : ": \"\(trimmed)\"."),
                         interfaceBuilder: FixText.inspector(label: trimmed.isEmpty ? "…" : trimmed),
                         swift: FixText.swift(element, "accessibilityLabel", FixText.quoted(trimmed.isEmpty ? "…" : trimmed)),
                         suggestedLabel: trimmed.isEmpty ? nil : trimmed))
        }
    }

    /// TalkBack says the role after the name: a content description that ends with that role's word is heard twice.
    private func checkAndroid(_ screen: ScreenContext) -> [Finding] {
        screen.talkBackFindings { element, node, says in
            guard let description = node.knownContentDescription, let (last, hasWordsBefore) = Words.lastWord(of: description),
                  hasWordsBefore, let trait = Words.traitByWord[last], Self.androidRoles[trait]?.contains(AndroidRole.of(node)) == true,
                  !Words.startsWithActionVerb(description) else { return nil }
            let trimmed = description.split(separator: " ").dropLast().joined(separator: " ")
                .trimmingCharacters(in: [" ", ",", ".", ":", ";", "-", "–"])
            let (view, compose, layout) = AndroidFixText.contentDescription(trimmed.isEmpty ? "…" : trimmed)
            return screen.finding(self.description, on: element,
                message: "\(node.simpleClassName)'s content description is \"\(description)\": TalkBack already says its role "
                    + "(\"\(says)\"), so users hear it twice.",
                fix: Fix(summary: "Drop the role from the content description" + (trimmed.isEmpty ? "." : ": \"\(trimmed)\"."),
                         androidView: view, compose: compose, androidLayout: layout, suggestedLabel: trimmed.isEmpty ? nil : trimmed))
        }
    }

    /// The Android roles whose word TalkBack says for each role word of `Words.traitByWord`.
    private static let androidRoles: [String: Set<AndroidRole>] = [
        "button": [.button], "image": [.image], "switch": [.toggle],
    ]

    private func speaks(_ trait: String, _ traits: AccessibilityTraits) -> Bool {
        switch trait {
        case "button": return traits.contains(.button)
        case "link": return traits.contains(.link)
        case "image": return traits.contains(.image)
        case "header": return traits.contains(.header)
        case "tab": return traits.contains(.tabBarItem)
        case "switch": return traits.contains(.switchButton)
        default: return false
        }
    }
}

extension StringProtocol {
    /// The text without the given characters at either end.
    func trimmingCharacters(in set: Set<Character>) -> String {
        String(String(drop { set.contains($0) }.reversed()).drop { set.contains($0) }.reversed())
    }
}
