import ElementModel
import RuleEngine

/// Labels are names, not sentences: a closing period makes VoiceOver pause before the role as if a
/// sentence had ended. Static text is exempt: its label is the text itself.
struct LabelEndsWithPeriodRule: Rule {
    let description = RuleDescription(
        id: "label-ends-with-period", name: "Label ends with a period", defaultSeverity: .info,
        summary: "The label of a control (not static text) ends with a period.",
        rationale: "A label names a control (\"Add to cart\"), it is not a sentence. A final period adds a pause "
            + "and reads oddly before the role VoiceOver appends.",
        wcag: [.headingsAndLabels],
        requiresOnAndroid: [],
        correctability: .certain,
        triggeringExamples: [
            RuleExample("On Android, a button's content description ending with a period, one with an abbreviation inside",
                        AndroidFixText.example("""
                ↓<node class="android.widget.ImageButton" content-desc="Share." clickable="true" focusable="true" enabled="true" bounds="[54,200][174,320]"/>
                ↓<node class="android.widget.ImageButton" content-desc="Call Dr. Smith." clickable="true" focusable="true" enabled="true" bounds="[200,200][320,320]"/>
                """)),
            RuleExample("A button labelled like a sentence, in its title and in the Accessibility inspector", """
                ↓<button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Continue."/></button>
                ↓<button id="b2"><rect key="frame" x="16" y="160" width="44" height="44"/>
                    <accessibility key="accessibilityConfiguration" label="Send."/>
                    <state key="normal" image="paperplane"/>
                </button>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("On Android, a sentence a text shows, a card named by the sentence it shows (React Native), and an "
                            + "abbreviation", AndroidFixText.example("""
                <node class="android.widget.TextView" text="Your order is on its way." bounds="[54,200][1026,300]"/>
                <node class="android.view.ViewGroup" content-desc="Join a club, Enter the code your club shared." clickable="true" focusable="true" enabled="true" bounds="[54,300][1026,400]"><node class="android.widget.TextView" text="Join a club" bounds="[80,310][900,340]"/><node class="android.widget.TextView" text="Enter the code your club shared." bounds="[80,350][900,390]"/></node>
                <node class="android.widget.ImageButton" content-desc="Call Dr." clickable="true" focusable="true" enabled="true" bounds="[54,400][174,520]"/>
                """)),
            RuleExample("On Android, a Flutter tile named by the sentences its text shows, which Flutter merges into its description",
                        AndroidFixText.example("""
                <node class="android.view.View" content-desc="Archive ready. Your next match will appear here." clickable="true" focusable="true" enabled="true" bounds="[54,600][1026,800]"/>
                """)),
            RuleExample("A label's text may end with a period", """
                <label text="Your card was declined." id="l1"><rect key="frame" x="16" y="100" width="300" height="21"/></label>
                """),
            RuleExample("A calculator's decimal point key", """
                <button id="b1"><rect key="frame" x="16" y="100" width="80" height="80"/><state key="normal" title="."/></button>
                """),
            RuleExample("An abbreviation ending in a period", """
                <button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Contact Inc."/></button>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        if screen.isAndroid { return checkAndroid(screen) }
        return screen.findings { visit in
            let element = visit.element
            // A cell's label joins the texts inside it, which may well be sentences.
            guard visit.isReachable, element.isElement, element.hasRoleTrait, !element.traits.contains(.staticText),
                  element.type != "UITableViewCell", let label = element.label, label.hasSuffix("."),
                  !label.hasSuffix(".."), label.contains(where: \.isLetter) else { return nil }
            // "Inc.", "Dr.", "etc.": a short last word ending in a period is an abbreviation.
            if let last = label.split(separator: " ").last, last.count <= 4, label.contains(" ") { return nil }
            let trimmed = String(label.dropLast())
            return screen.finding(description, on: element,
                message: "\(element.displayName) is labelled \"\(label)\": a control's name needs no closing period.",
                fix: Fix(summary: "Drop the period: \"\(trimmed)\".", interfaceBuilder: FixText.inspector(label: trimmed),
                         swift: FixText.swift(element, "accessibilityLabel", FixText.quoted(trimmed)), suggestedLabel: trimmed,
                         correction: element.hasLabelFromInspector ? Correction([.setLabel(trimmed)]) : nil))
        }
    }

    /// Whether `label` ends with a text a view inside `element` shows, itself ending in a period.
    private static func endsWithShownSentence(_ label: String, _ element: Element) -> Bool {
        element.allElements.dropFirst().contains { inner in
            guard let shown = inner.android?.text, shown.hasSuffix("."), shown.count > 1 else { return false }
            return label.hasSuffix(shown)
        }
    }

    /// A period followed by a space and a capital letter, or a line break, inside the text: more than one sentence. A
    /// period after a short capitalised word ("Dr.", "St.") ends an abbreviation, not a sentence.
    private static func holdsSeveralSentences(_ text: String) -> Bool {
        let characters = Array(text.dropLast())
        return characters.contains("\n") || characters.indices.dropLast(2).contains { index in
            guard characters[index] == ".", characters[index + 1] == " ", characters[index + 2].isUppercase else { return false }
            let word = characters[..<index].reversed().prefix { $0.isLetter }
            return !(word.count <= 3 && word.last?.isUppercase == true)
        }
    }

    /// On Android the same holds for a control's content description (texts are what the screen shows).
    private func checkAndroid(_ screen: ScreenContext) -> [Finding] {
        screen.talkBackFindings { element, node, says in
            // React Native names a pressable card by the texts it shows, and Flutter merges them into its description: a
            // sentence it shows keeps its period, and a description of several sentences is a text shown, not a name.
            guard node.isControl, let label = node.knownContentDescription, label.hasSuffix("."), !label.hasSuffix(".."),
                  label.contains(where: \.isLetter), !Self.endsWithShownSentence(label, element),
                  !Self.holdsSeveralSentences(label) else { return nil }
            if let last = label.split(separator: " ").last, last.count <= 4, label.contains(" ") { return nil }
            let trimmed = String(label.dropLast())
            let (view, compose, layout) = AndroidFixText.contentDescription(trimmed)
            return screen.finding(description, on: element,
                message: "\(node.simpleClassName) has the content description \"\(label)\": a control's name needs no closing period.",
                fix: Fix(summary: "Drop the period: \"\(trimmed)\".", androidView: view, compose: compose, androidLayout: layout,
                         suggestedLabel: trimmed, correction: Correction([.setLabel(trimmed)])))
        }
    }
}
