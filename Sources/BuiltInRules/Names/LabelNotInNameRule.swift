import ElementModel
import RuleEngine

/// A control's spoken name should hold the words it shows (WCAG 2.5.3): a screen-reader user hears what a sighted
/// colleague reads aloud, and a voice-control user says what is on the screen to act on it. On Android a content
/// description replaces every text inside a view, so a row described "Weather" that shows "Berlin, 21°" hides them.
struct LabelNotInNameRule: Rule {
    let description = RuleDescription(
        id: "label-not-in-name", name: "Visible text not in the name", defaultSeverity: .warning,
        summary: "A control's accessibility label (on Android, its content description) leaves out text the control shows, which "
            + "the screen reader then never says.",
        rationale: "TalkBack says a content description in place of the texts inside a view. A name that leaves out what "
            + "the control shows (\"Del\" described as \"Right\", a forecast row described without its temperatures) hides "
            + "those words from screen-reader users, and voice-control users cannot act on it by saying what they see.",
        wcag: [.labelInName, .nameRoleValue],
        requires: [],
        correctability: .certain,
        triggeringExamples: [
            RuleExample("A button titled \"Import\" labelled \"Reset\"", """
                ↓<button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Import"/>
                    <accessibility key="accessibilityConfiguration" label="Reset"/>
                </button>
                """),
            RuleExample("In a page source, a button whose label hides the text inside it", """
                <?xml version="1.0" encoding="UTF-8"?>
                <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" x="0" y="0" width="390" height="844">
                  ↓<XCUIElementTypeButton type="XCUIElementTypeButton" name="Right" label="Right" enabled="true" visible="true" accessible="true" x="16" y="100" width="80" height="44">
                    <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Del" name="Del" label="Del" enabled="true" visible="true" accessible="false" x="30" y="110" width="40" height="24"/>
                  </XCUIElementTypeButton>
                </XCUIElementTypeApplication></AppiumAUT>
                """),
            RuleExample("A row whose description leaves out the temperatures it shows, and a key described by another word",
                        AndroidFixText.example("""
                ↓<node class="android.widget.LinearLayout" content-desc="Weather in Berlin" clickable="true" focusable="true" enabled="true" bounds="[0,300][1080,450]"><node class="android.widget.TextView" text="Berlin" bounds="[54,330][500,420]"/><node class="android.widget.TextView" text="21°" bounds="[800,330][1000,420]"/></node>
                ↓<node class="android.widget.Button" text="Del" content-desc="Right" clickable="true" focusable="true" enabled="true" bounds="[54,600][300,720]"/>
                """)),
        ],
        nonTriggeringExamples: [
            RuleExample("A label that starts with the title, and a title that is a pictogram", """
                <button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Pay"/>
                    <accessibility key="accessibilityConfiguration" label="Pay 42 euros"/>
                </button>
                <button id="b2"><rect key="frame" x="16" y="160" width="44" height="44"/><state key="normal" title="×"/>
                    <accessibility key="accessibilityConfiguration" label="Close"/>
                </button>
                """),
            RuleExample("Descriptions that hold the texts shown, in any case; a view with no description", AndroidFixText.example("""
                <node class="android.widget.Button" text="PAY" content-desc="Pay 42 euros" clickable="true" focusable="true" enabled="true" bounds="[54,300][1026,420]"/>
                <node class="android.widget.LinearLayout" clickable="true" focusable="true" enabled="true" bounds="[0,500][1080,650]"><node class="android.widget.TextView" text="Berlin" bounds="[54,530][500,620]"/></node>
                <node class="android.widget.EditText" text="ann@example.com" content-desc="Email" clickable="true" focusable="true" enabled="true" bounds="[54,700][1026,820]"/>
                """)),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        if !screen.isAndroid { return checkUIKit(screen) }
        return screen.talkBackFindings { element, node, says in
            // A field's description is editable-content-description's finding, a test id's label-is-file-name's.
            guard node.isControl, let name = node.knownContentDescription, AndroidRole.of(node) != .editBox,
                  !AssetNames.looksLikeFileName(name, source: .explicit) else { return nil }
            // What TalkBack says, not the description alone: a switch's text is said as its state.
            let spokenWords = Words.of(says).joined(separator: " ")
            // A single character shown ("T" drawn large and small for text size) is a pictogram, not a label (WCAG 2.5.3).
            let hidden = Self.shownTexts(element).filter { text in
                let words = Words.of(text)
                return !words.isEmpty && words.joined().count > 1
                    && !(" " + spokenWords + " ").contains(" " + words.joined(separator: " ") + " ")
            }
            guard !hidden.isEmpty else { return nil }
            let quoted = hidden.map { "\"\($0)\"" }.joined(separator: ", ")
            let (view, compose, layout) = AndroidFixText.contentDescription("…")
            return screen.finding(description, on: element,
                message: "\(node.simpleClassName) shows \(quoted) but its content description is \"\(name)\": TalkBack says \"\(says)\" "
                    + "and never what it shows.",
                fix: Fix(summary: "Remove the content description so TalkBack reads the texts shown, or make it hold them "
                            + "(starting with them, as voice control matches the start).",
                         androidView: view, compose: compose, androidLayout: layout, correction: Correction([.removeLabel])))
        }
    }

    /// On iOS: a control whose label someone set (Interface Builder's Identity inspector) over the title it shows, or, in a
    /// page source, whose label leaves out the texts inside it (a React Native touchable's `accessibilityLabel` over its
    /// `Text`). A title that is a pictogram (one character: "×", "+") names nothing to keep; a label that reads like a
    /// code name is `label-is-file-name`'s.
    private func checkUIKit(_ screen: ScreenContext) -> [Finding] {
        let isPageSource = screen.document.format == InputFormat.xcuiTest.name
        return screen.findings { visit in
            let element = visit.element
            guard visit.isReachable, element.isElement, element.isInteractive || element.hasRoleTrait,
                  !element.traits.contains(.textEntry), !element.traits.contains(.staticText), let label = element.label,
                  !AssetNames.looksLikeFileName(label, source: .explicit) else { return nil }
            let shown: [String]
            if isPageSource {
                shown = Self.textsInside(element)
            } else {
                guard element.accessibility.label.isExplicit, let title = element.visibleText, !IBDefaultTexts.isDefault(title) else {
                    return nil
                }
                shown = [title]
            }
            // Plurals aside ("Wheels" labelled "Wheel"): Voice Control matches either.
            let spoken = " " + Words.of(label).map(Self.singular).joined(separator: " ") + " "
            let hidden = shown.filter { text in
                let words = Words.of(text).map(Self.singular)
                return words.joined().count > 1 && !spoken.contains(" " + words.joined(separator: " ") + " ")
            }
            guard !hidden.isEmpty else { return nil }
            let quoted = hidden.map { "\"\($0)\"" }.joined(separator: ", ")
            return screen.finding(description, on: element,
                message: "\(element.displayName) shows \(quoted) but is labelled \"\(label)\": VoiceOver never says what it shows, and "
                    + "Voice Control users who say it reach nothing.",
                fix: Fix(summary: "Make the label start with the words it shows, or remove the label so VoiceOver reads them.",
                         interfaceBuilder: FixText.inspector(label: hidden[0]),
                         swift: FixText.swift(element, "accessibilityLabel", FixText.quoted(hidden[0])), suggestedLabel: hidden[0],
                         correction: element.hasLabelFromInspector ? Correction([.removeLabel]) : nil))
        }
    }

    private static func singular(_ word: String) -> String {
        word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") ? String(word.dropLast()) : word
    }

    /// The labels of the texts inside a page source's element, which it hides from VoiceOver as one element.
    private static func textsInside(_ element: Element) -> [String] {
        var texts: [String] = []
        func visit(_ element: Element) {
            for child in element.children where !child.isHidden {
                if child.traits.contains(.staticText), let text = child.label, !text.isEmpty { texts.append(text) }
                visit(child)
            }
        }
        visit(element)
        return texts
    }

    /// The texts the view and the views inside it show, leaving out views that take focus themselves (they are read on
    /// their own) and texts code sets, which the layout cannot show.
    private static func shownTexts(_ element: Element) -> [String] {
        var texts: [String] = []
        func visit(_ element: Element, isRoot: Bool) {
            guard !element.isHidden, let node = element.android, isRoot || !element.accessibility.isElement.value,
                  node.importance != .noHideDescendants else { return }
            if let text = node.text, !text.isEmpty, text != AndroidNode.setAtRunTime, !AndroidNode.isUnresolvedResource(text) {
                texts.append(text)
            }
            for child in element.children { visit(child, isRoot: false) }
        }
        visit(element, isRoot: true)
        return texts
    }
}
