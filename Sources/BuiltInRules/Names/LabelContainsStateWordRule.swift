import ElementModel
import RuleEngine
import ScreenReaders

/// State belongs in traits and values, which VoiceOver speaks and updates; a label that spells it out
/// goes stale the moment the state changes.
struct LabelContainsStateWordRule: Rule {
    let description = RuleDescription(
        id: "label-contains-state-word", name: "Label carries state", defaultSeverity: .warning,
        summary: "A label holds a state word (\"selected\", \"checked\", \"disabled\"; \"on\"/\"off\" at the end of a switch's label).",
        rationale: "VoiceOver speaks state from traits and values (\"Selected:\", \"Dimmed.\", \"On.\"). A state word "
            + "in the label is spoken twice, or contradicts the real state after it changes.",
        wcag: [.nameRoleValue],
        requiresOnAndroid: [],
        triggeringExamples: [
            RuleExample("On Android, content descriptions that spell out a state TalkBack says itself", AndroidFixText.example("""
                ↓<node class="android.widget.ImageButton" content-desc="Bold, selected" clickable="true" focusable="true" selected="true" enabled="true" bounds="[54,1200][174,1320]"/>
                ↓<node class="android.widget.Switch" content-desc="Notifications on" checkable="true" checked="true" clickable="true" focusable="true" enabled="true" bounds="[54,1400][1026,1500]"/>
                """)),
            RuleExample("On Android, a selected tab that says so, and a tab whose name, its child's description, says it is not", AndroidFixText.example("""
                ↓<node class="android.view.View" content-desc="Home, tab 1 of 2, selected" focusable="true" selected="true" enabled="true" bounds="[0,2200][540,2400]"/>
                ↓<node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[540,2200][1080,2400]">
                  <node class="android.view.View" content-desc="Likes, tab 2 of 2, unselected" enabled="true" bounds="[540,2200][1080,2400]"/>
                </node>
                """)),
            RuleExample("A button whose label says it is selected", """
                ↓<button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Bold"/>
                    <accessibility key="accessibilityConfiguration" label="Bold, selected"/>
                </button>
                """),
            RuleExample("A switch whose label ends with its state", """
                ↓<switch on="YES" id="s1"><rect key="frame" x="16" y="100" width="51" height="31"/>
                    <accessibility key="accessibilityConfiguration" label="Notifications on"/>
                </switch>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("On Android, the node's flags carry the state; \"on\" inside a button's name is no state", AndroidFixText.example("""
                <node class="android.widget.ImageButton" content-desc="Bold" clickable="true" focusable="true" selected="true" enabled="true" bounds="[54,1200][174,1320]"/>
                <node class="android.widget.Button" text="Turn on sync" clickable="true" focusable="true" enabled="true" bounds="[54,1400][1026,1500]"/>
                """)),
            RuleExample("On Android, a status a focusable text describes, which has no state of its own to say, and a row's status "
                            + "\"Enabled\", a word TalkBack never says", AndroidFixText.example("""
                <node class="android.view.View" content-desc="Backup enabled" focusable="true" enabled="true" bounds="[54,1600][1026,1700]"/>
                <node class="android.view.View" content-desc="Cloud Backup&#10;Enabled" clickable="true" focusable="true" enabled="true" bounds="[54,1700][1026,1800]"/>
                """)),
            RuleExample("On Android, a control's part whose description says what it shows, in a sentence", AndroidFixText.example("""
                <node class="android.view.ViewGroup" content-desc="" clickable="true" focusable="true" enabled="true" bounds="[54,1800][300,1900]">
                  <node class="android.widget.ImageView" content-desc="Indicates when the colour is selected" enabled="true" bounds="[54,1800][100,1900]"/>
                  <node class="android.widget.TextView" text="Black" enabled="true" bounds="[110,1800][300,1900]"/>
                </node>
                """)),
            RuleExample("The selected trait, not the label, carries the state", """
                <button selected="YES" id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Bold"/></button>
                """),
            RuleExample("\"On\" inside a button's label is not a state, nor a state word that names what the button acts on", """
                <button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Turn on sync"/></button>
                <button id="b2"><rect key="frame" x="16" y="160" width="200" height="44"/><state key="normal" title="Send selected color"/></button>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        if screen.isAndroid { return checkAndroid(screen) }
        if !screen.document.evidence.contains(.uikitSemantics) { return [] }
        return screen.findings { visit in
            let element = visit.element
            // Only controls have state; in text and other content "enabled" is just a word.
            guard visit.isReachable, element.isElement, element.isInteractive, element.hasRoleTrait,
                  let label = element.label, !element.traits.contains(.staticText) else { return nil }
            let words = Words.of(label)
            var stateWord = Self.stateWord(in: words)
            if stateWord == nil, element.traits.contains(.switchButton), let last = words.last, ["on", "off"].contains(last) {
                stateWord = last
            }
            // Placeholders and file names are other rules' findings (asked last: they cost more than the words).
            guard let stateWord, !element.showsPlaceholderWording, !AssetNames.looksLikeFileName(label, source: .image)
            else { return nil }
            return screen.finding(description, on: element,
                message: "\(element.displayName) is labelled \"\(label)\": the state \"\(stateWord)\" belongs in its traits or value.",
                fix: Fix(summary: "Remove \"\(stateWord)\" from the label and let the trait or value carry the state "
                            + "(the Selected trait, the control's enabled state, or accessibilityValue).",
                         swift: FixText.swift(element, "accessibilityLabel", FixText.quoted("…"))))
        }
    }

    /// A state word said as a state: not one that qualifies the noun after it ("Send selected color", "Show disabled
    /// accounts"), which names a thing the control acts on.
    static func stateWord(in words: [String]) -> String? {
        words.indices.first { index in
            Words.stateWords.contains(words[index]) && (index == words.count - 1 || Words.stateWords.contains(words[index + 1])
                || ["and", "or", "und", "oder", "и", "или"].contains(words[index + 1]))
        }.map { words[$0] }
    }

    /// TalkBack says a node's state from its flags ("selected", "checked", "disabled", a switch's "on"): a content
    /// description of a control that says it too is heard twice, and is wrong once the state changes. So is one of a
    /// view that has a state to say (a selected tab, focusable only), and one of a view inside a control with no
    /// description of its own, which TalkBack says as the control's name (Hinge's tabs: "Likes, tab 3 of 5, unselected"
    /// on the tab's child). A text is what the screen shows, and not judged.
    private func checkAndroid(_ screen: ScreenContext) -> [Finding] {
        screen.talkBackFindings { element, node, says in
            guard node.isControl || node.isCheckable || element.isSelected else { return nil }
            for (described, name) in Self.spokenDescriptions(of: element) {
                let words = Words.of(name)
                var stateWord = Self.stateWord(in: words)
                if stateWord == nil, AndroidRole.of(node) == .toggle, let last = words.last, ["on", "off"].contains(last) { stateWord = last }
                // "checked" in a view that cannot be checked is a state the app says by hand: TalkBack has none to say. Nor
                // does TalkBack ever say "enabled": of a view that cannot be switched on, it is a status the row shows
                // ("Cloud Backup, Enabled"), not a state said twice.
                guard let stateWord, !AssetNames.looksLikeFileName(name, source: .explicit),
                      node.isCheckable || !["checked", "unchecked", "отмечено", "enabled", "aktiviert"].contains(stateWord) else { continue }
                // A view inside that says what a part shows ("Indicates when color is selected") is no name with a state:
                // the state said by hand is a part of its own ("Likes, tab 3 of 5, unselected").
                if described.location != element.location,
                   !name.split(separator: ",").contains(where: { Words.of(String($0)) == [stateWord] }) { continue }
                let owner = described.location == element.location ? "" : " on the \(described.android?.simpleClassName ?? "view") inside it"
                let (view, compose, layout) = AndroidFixText.contentDescription("…")
                return screen.finding(description, on: element,
                    message: "\(node.simpleClassName) has the content description \"\(name)\"\(owner): TalkBack says \"\(says)\", with the "
                        + "state word \"\(stateWord)\", which the description does not follow when the state changes; TalkBack says the state "
                        + "from the view's own flags.",
                    fix: Fix(summary: "Remove \"\(stateWord)\" from the content description; the view's state (selected, checked, enabled) "
                                + "or its state description says it.",
                             androidView: view, compose: compose, androidLayout: layout))
            }
            return nil
        }
    }

    /// The content descriptions TalkBack says as `element`'s name: its own, or, when it has none, those of the views it
    /// reads with it (`TalkBackPart`), each view with its own description or, lacking one, those inside it.
    private static func spokenDescriptions(of element: Element) -> [(view: Element, description: String)] {
        if let own = element.android?.knownContentDescription { return [(element, own)] }
        if element.android?.contentDescription != nil { return [] }
        return TalkBackPart.readChildren(of: element).flatMap(spokenDescriptions(of:))
    }
}
