import ElementModel
import RuleEngine

/// VoiceOver already says the role; a label that says it too is heard twice: "Close button. Button."
/// Matched on the last word only (as axe-windows maintainers advise), and only when the element has the
/// trait that word names, so "Add a button" on a label is left alone.
struct LabelContainsTraitWordRule: Rule {
    let description = RuleDescription(
        id: "label-contains-trait-word", name: "Label repeats its role", defaultSeverity: .warning,
        summary: "A label ends with the word its trait already speaks: \"Close button\", \"Profile image\" (English, German, Russian); "
            + "on Android, a control's description is that word alone (\"Button\").",
        rationale: "VoiceOver announces the role after the label, so \"Close button\" is heard as \"Close button. Button.\"",
        wcag: [.headingsAndLabels],
        // Its check knows Android's dumps as well as UIKit's views.
        requires: [],
        correctability: .certain,
        triggeringExamples: [
            RuleExample("On Android, a content description naming the role TalkBack says (ATF's RedundantDescription)",
                        AndroidFixText.example("""
                ↓<node class="android.widget.ImageButton" content-desc="Close button" clickable="true" focusable="true" enabled="true" bounds="[42,150][162,270]"/>
                """)),
            RuleExample("On Android, a Flutter button whose label claims to be a tab: TalkBack says \"Explore tab. Browse the catalog., Button\"",
                        AndroidFixText.example("""
                ↓<node class="android.widget.Button" content-desc="Explore tab. Browse the catalog." clickable="true" focusable="true" enabled="true" bounds="[224,2138][450,2285]"/>
                """)),
            RuleExample("On Android, a control whose content description is only \"Button\": TalkBack says nothing that names it",
                        AndroidFixText.example("""
                ↓<node class="android.widget.FrameLayout" content-desc="Button" clickable="true" focusable="true" long-clickable="true" enabled="true" bounds="[117,348][390,621]"/>
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
            RuleExample("On Android, a name that says what the control does to an image, or to a link", AndroidFixText.example("""
                <node class="android.widget.ImageView" content-desc="Change station image" bounds="[54,300][254,500]"/>
                <node class="android.widget.ImageView" content-desc="Attach a photo" bounds="[54,520][254,720]"/>
                <node class="android.widget.ImageButton" content-desc="Insert link" clickable="true" focusable="true" enabled="true" bounds="[54,740][254,940]"/>
                """)),
            RuleExample("On Android, buttons named by a verb or a word that is also a role word elsewhere, and a text that is only "
                            + "the word", AndroidFixText.example("""
                <node class="android.widget.Button" content-desc="Switch" clickable="true" focusable="true" enabled="true" bounds="[54,300][254,420]"/>
                <node class="android.widget.Button" content-desc="Taste" clickable="true" focusable="true" enabled="true" bounds="[274,300][474,420]"/>
                <node class="android.widget.TextView" content-desc="Button" bounds="[54,500][254,560]"/>
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
                         suggestedLabel: trimmed.isEmpty ? nil : trimmed,
                         correction: trimmed.isEmpty || !element.hasLabelFromInspector ? nil : Correction([.setLabel(trimmed)])))
        }
    }

    /// TalkBack says the role after the name: a content description that ends with that role's word is heard twice.
    /// Each sentence of a content description is asked (Flutter's and React Native's labels often hold several:
    /// "Explore tab. Browse the catalog."): one that ends with the role TalkBack says is heard twice; one that ends with
    /// the word of a role the view does not have ("Explore tab" on a Button) gives users two roles, the wrong one first.
    private func checkAndroid(_ screen: ScreenContext) -> [Finding] {
        screen.talkBackFindings { element, node, says in
            guard let description = node.knownContentDescription else { return nil }
            if node.isActionable, Self.buttonWords.contains(description.trimmingCharacters(in: [" ", "."]).lowercased()) {
                // Nothing but "Button" (Samsung Gallery's photos): TalkBack says it as the name, and the role word only
                // where it differs (`dedupJoin`): no name at all.
                let (view, compose, layout) = AndroidFixText.contentDescription("…")
                return screen.finding(self.description, on: element,
                    message: "\(node.simpleClassName)'s content description is only the word \"\(description)\": TalkBack says "
                        + "\"\(says)\", which tells what it is but not what it does.",
                    fix: Fix(summary: "Give it a content description that says what it does or shows.",
                             androidView: view, compose: compose, androidLayout: layout))
            }
            let role = AndroidRole.of(node)
            for sentence in Words.sentences(of: description) {
                guard let (last, hasWordsBefore) = Words.lastWord(of: String(sentence)), hasWordsBefore,
                      let trait = Words.traitByWord[last], !Words.startsWithActionVerb(String(sentence)),
                      !Words.lastWordNamesAThing(sentence) else { continue }
                let isSpoken = Self.androidRoles[trait]?.contains(role) == true
                guard isSpoken || role != .none && Self.claimableRoles.contains(trait) else { continue }
                let trimmedSentence = sentence.split(separator: " ").dropLast().joined(separator: " ")
                    .trimmingCharacters(in: [" ", ",", ".", ":", ";", "-", "–"])
                let trimmed = sentence == Substring(description) ? trimmedSentence
                    : description.replacing(sentence, with: trimmedSentence + (sentence.last == "." ? "." : ""))
                let (view, compose, layout) = AndroidFixText.contentDescription(trimmed.isEmpty ? "…" : trimmed)
                let message = isSpoken
                    ? "\(node.simpleClassName)'s content description is \"\(description)\": TalkBack already says its role "
                        + "(\"\(says)\"), so users hear it twice."
                    : "\(node.simpleClassName)'s content description names a role it does not have (\"\(last)\"): TalkBack says "
                        + "\"\(says)\", so users hear two roles."
                let summary = isSpoken ? "Drop the role from the content description"
                    : "Drop the role word from the content description and give the view the role it names, if it has it "
                        + "(Flutter: Semantics's flags; React Native: accessibilityRole)"
                return screen.finding(self.description, on: element, message: message,
                    fix: Fix(summary: summary + (trimmed.isEmpty ? "." : ": \"\(trimmed)\"."),
                             androidView: view, compose: compose, androidLayout: layout, suggestedLabel: trimmed.isEmpty ? nil : trimmed,
                             correction: trimmed.isEmpty || !isSpoken ? nil : Correction([.setLabel(trimmed)])))
            }
            return nil
        }
    }

    /// The Android roles whose word TalkBack says for each role word of `Words.traitByWord`.
    private static let androidRoles: [String: Set<AndroidRole>] = [
        "button": [.button], "image": [.image], "switch": [.toggle],
    ]

    /// A button's role words that mean nothing else as a whole name ("Switch", "Image" or "Link" may name an action or a
    /// thing, German "Taste" and "Knopf" are English or German words of their own).
    private static let buttonWords: Set<String> = ["button", "btn", "schaltfläche", "кнопка"]

    /// Role words a name uses to claim a role (an image's "photo" names what it shows, a heading's words are content).
    private static let claimableRoles: Set<String> = ["button", "tab", "switch", "link"]

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
