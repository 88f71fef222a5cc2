import ElementModel
import RuleEngine

/// A name that is there but means nothing when heard: a symbol ("▾", "⌥", "…"), whose character name the screen reader
/// reads, or a letter or two ("D", "M", "Y" for day, month and year), which a listener cannot tell from any other.
///
/// An image's name that VoiceOver reads when nobody set a label ("starred", "lips") is not flagged when it is a word:
/// read by hand on apps this project had never seen, such names said what the control does ("error", "Dismiss",
/// "shrink", "backarrow") more often than not, and a warning wrong half the time teaches users to ignore it.
struct LabelNotMeaningfulRule: Rule {
    let description = RuleDescription(
        id: "label-not-meaningful", name: "Name means nothing when heard", defaultSeverity: .warning,
        summary: "A control's whole name is a symbol or a letter or two, or a control's or an image's name is a placeholder "
            + "(\"TODO\", \"no description\") or a script's value (\"undefined\", \"[object Object]\") left in.",
        rationale: "A sighted user reads \"▾\" or \"D\" in its place on the screen; a screen-reader user hears \"down-pointing "
            + "small triangle\" or a lone letter, with nothing to say what the control does.",
        wcag: [.headingsAndLabels, .nameRoleValue],
        requires: [],
        correctability: .suggestions,
        triggeringExamples: [
            RuleExample("Segments named by a letter, and a symbol as a menu's name (the fix suggests \"Show menu\" from the action)", """
                <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" id="s1"><rect key="frame" x="16" y="100" width="150" height="32"/>
                    <segments>↓<segment title="D"/>↓<segment title="M"/>↓<segment title="Y"/></segments>
                </segmentedControl>
                ↓<button id="b1"><rect key="frame" x="200" y="100" width="44" height="44"/><state key="normal" title="▾"/>
                    <connections><action selector="showMenu:" destination="-1" eventType="touchUpInside" id="a1"/></connections>
                </button>
                """),
            RuleExample("On Android, Android Studio's placeholder description left in, a logo's placeholder description, and a "
                            + "card whose name holds what JavaScript prints for an object (React Native)", AndroidFixText.example("""
                ↓<node class="android.widget.ImageButton" content-desc="TODO" clickable="true" focusable="true" enabled="true" bounds="[900,2000][1020,2120]"/>
                ↓<node class="android.widget.ImageView" content-desc="no description" bounds="[54,100][300,346]"/>
                ↓<node class="android.widget.Button" content-desc="Full body, 45 min • [object Object] exercises" clickable="true" focusable="true" enabled="true" bounds="[54,400][1026,600]"/>
                """)),
            RuleExample("On Android, a control described by a symbol", AndroidFixText.example("""
                ↓<node class="android.widget.ImageButton" content-desc="…" clickable="true" focusable="true" enabled="true" bounds="[900,150][1020,270]"/>
                """)),
        ],
        nonTriggeringExamples: [
            RuleExample("Words, numbers, keys of a keyboard and operators", """
                <button id="b1"><rect key="frame" x="16" y="100" width="80" height="44"/><state key="normal" title="OK"/></button>
                <button id="b2"><rect key="frame" x="100" y="100" width="44" height="44"/><state key="normal" title="7"/></button>
                <button id="b3"><rect key="frame" x="150" y="100" width="44" height="44"/><state key="normal" title="Q"/>
                    <accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" button="YES" keyboardKey="YES"/></accessibility>
                </button>
                <button id="b4"><rect key="frame" x="200" y="100" width="44" height="44"/><state key="normal" title="+"/></button>
                """),
            RuleExample("Images' names that are words, which may or may not say what the buttons do: not judged", """
                <button id="b1"><rect key="frame" x="16" y="100" width="44" height="44"/><state key="normal" image="starred"/></button>
                <button id="b2"><rect key="frame" x="80" y="100" width="44" height="44"/><state key="normal" image="lips"/>
                    <connections><action selector="sendKiss:" destination="-1" eventType="touchUpInside" id="a2"/></connections>
                </button>
                """),
            RuleExample("Flags, spoken as their country's (\"United States flag\"), and units of size, as the choices of segmented controls", """
                <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" id="s1"><rect key="frame" x="16" y="100" width="150" height="32"/>
                    <segments><segment title="🇺🇸"/><segment title="🇬🇧"/></segments>
                </segmentedControl>
                <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" id="s2"><rect key="frame" x="16" y="150" width="150" height="32"/>
                    <segments><segment title="KB"/><segment title="MB"/><segment title="GB"/></segments>
                </segmentedControl>
                """),
            RuleExample("An icon drawn with a button that takes no touch and sends nothing", """
                <button userInteractionEnabled="NO" id="b1"><rect key="frame" x="16" y="100" width="44" height="44"/><state key="normal" title="•"/></button>
                """),
            RuleExample("On Android, radio buttons that choose a separator character", AndroidFixText.layoutExample("""
                <RadioGroup android:layout_width="wrap_content" android:layout_height="wrap_content">
                    <RadioButton android:layout_width="wrap_content" android:layout_height="wrap_content" android:text=";"/>
                    <RadioButton android:layout_width="wrap_content" android:layout_height="wrap_content" android:text=":"/>
                </RadioGroup>
                """)),
            RuleExample("On Android, a text of one letter that is no control, and a calculator's π key, which a voice says as "
                            + "\"Pi\"", AndroidFixText.example("""
                <node class="android.widget.TextView" text="M" bounds="[100,300][140,360]"/>
                <node class="android.widget.Button" text="π" clickable="true" focusable="true" enabled="true" bounds="[100,400][240,540]"/>
                """)),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        if screen.isAndroid { return checkAndroid(screen) }
        let keypad = Self.isKeypad(screen)
        return screen.findings { visit in
            let element = visit.element
            // A button that takes no touch and sends nothing (an icon drawn with a button) is no control.
            guard visit.isReachable, element.isElement, element.isInteractive || element.hasRoleTrait,
                  element.isUserInteractionEnabled || element.interactions.contains(where: { $0 != .control }),
                  !element.traits.contains(.staticText), !element.traits.contains(.keyboardKey), !element.traits.contains(.textEntry),
                  let label = element.label, let problem = Self.problem(with: element, label: label, keypad: keypad, in: screen)
            else { return nil }
            // A suggestion that is the same name ("Spinner" for `spinner`) confirms nothing.
            let suggestion = LabelSuggestion.label(for: element, in: screen).flatMap { $0.lowercased() == label.lowercased() ? nil : $0 }
            return screen.finding(description, on: element,
                message: "\(element.displayName) is announced as \"\(label)\", \(problem).",
                fix: Fix(summary: "Give it an accessibility label that says what it does"
                            + (suggestion.map { " (suggestion to confirm: \"\($0)\")" } ?? "") + "; what it shows stays as it is.",
                         interfaceBuilder: FixText.inspector(label: suggestion ?? "…"),
                         swift: FixText.swift(element, "accessibilityLabel", FixText.quoted(suggestion ?? "…")),
                         suggestedLabel: suggestion, correction: suggestion.map { Correction([.setLabel($0)], isSuggestion: true) }))
        }
    }

    private static func problem(with element: Element, label: String, keypad: Bool, in screen: ScreenContext) -> String? {
        guard let kind = Self.meaningless(label) else { return nil }
        // A keypad's keys (a calculator's "C", "D", "AC") and a picker of many short segments (a note's "C#") say what they
        // are among their kind; a segment's few letters ("D", "M", "Y") do not.
        let isSegment = element.type == "UISegment"
        guard !(keypad && !isSegment), !(isSegment && Self.segments(beside: element, in: screen) >= 5) else { return nil }
        return kind
    }

    /// A screen of ten or more controls named by a character or two: a keypad.
    private static func isKeypad(_ screen: ScreenContext) -> Bool {
        var keys = 0
        for visit in screen.visits where visit.element.isElement && visit.element.hasRoleTrait && visit.element.type != "UISegment" {
            if let label = visit.element.label, label.count <= 2 { keys += 1 }
            if keys >= 10 { return true }
        }
        return false
    }

    /// How many segments the segment's control has (its parts share its place).
    private static func segments(beside segment: Element, in screen: ScreenContext) -> Int {
        screen.visits.filter { $0.element.type == "UISegment" && $0.element.location == segment.location }.count
    }

    /// What makes a whole name meaningless when heard, or nil: a symbol or a letter or two, a placeholder left in, or a
    /// value a script printed by mistake.
    static func meaningless(_ name: String, subject: String = "what the control does") -> String? {
        // JavaScript's text for an object: a React Native app printed one where it meant its fields.
        if name.contains("[object Object]") {
            return "\"[object Object]\", what JavaScript prints for an object the app meant to show: a listener hears it as words"
        }
        let whole = Words.asHeard(name)
        if Self.placeholders.contains(whole) {
            return "a placeholder left in the code, which says nothing of \(subject)"
        }
        if Self.scriptValues.contains(whole) {
            return "a value a script printed where it had nothing to show, which says nothing of \(subject)"
        }
        let scalars = name.unicodeScalars.filter { !$0.properties.isWhitespace }
        // A flag ("🇺🇸") is spoken as its country's flag ("United States flag"): a choice of country or language a listener
        // understands.
        guard !scalars.isEmpty, !scalars.allSatisfy({ (0x1F1E6...0x1F1FF).contains($0.value) }) else { return nil }
        let letters = scalars.filter(\.properties.isAlphabetic)
        if letters.isEmpty, !scalars.contains(where: { $0.properties.numericType != nil }) {
            // "+", "−", "=", "%": an operator's name is what it does (a calculator's keys).
            guard !scalars.allSatisfy({ Self.meaningfulSymbols.contains($0) }) else { return nil }
            // An icon font's or SF Symbols' character has no name at all.
            if scalars.allSatisfy(Words.isIconScalar) {
                return "an icon's private character, which no voice can say: a listener hears nothing that names the control"
            }
            return "a symbol: VoiceOver and TalkBack read its character name, which says nothing of what the control does"
        }
        // Letters of an alphabet, where one or two make no word (in Chinese, Japanese or Korean two characters do: 설정).
        // Accents tell no word from an abbreviation: Czech weekdays are "Čt", "Út", Vietnamese's wallet "Ví".
        guard letters.count <= 2, letters.count == scalars.count, letters.allSatisfy(Self.isAlphabetLetter),
              !Self.shortWords.contains(String(String.UnicodeScalarView(scalars)).lowercased()) else { return nil }
        return letters.count == 1 ? "a single letter, which says nothing of what the control does when heard"
            : "an abbreviation of two letters, which a listener cannot tell from any other"
    }

    /// A letter of the Latin, Greek or Cyrillic alphabet.
    private static func isAlphabetLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x250 || (0x370...0x52F).contains(scalar.value)
    }

    /// Names a developer puts in to fill the slot (Android Studio writes `contentDescription="TODO"` for an image; Images to
    /// PDF's `default_content_description` is "no description").
    private static let placeholders: Set<String> = [
        "todo", "fixme", "tbd", "placeholder", "lorem ipsum", "content description", "no description", "no content description",
    ]
    /// What JavaScript and Kotlin print for a missing value.
    private static let scriptValues: Set<String> = ["undefined", "null", "nan"]

    /// Symbols whose spoken names say what they do.
    private static let meaningfulSymbols = Set("+-−×÷*/=%?!#@&$€£¥.,()<>√≠≈".unicodeScalars)
    /// Words of one or two letters, and abbreviations everybody says as such.
    private static let shortWords: Set<String> = [
        "ok", "go", "no", "on", "up", "us", "uk", "eu", "me", "my", "hi", "tv", "id", "ai", "ar", "vr", "am", "pm", "uv", "dj",
        "a", "i", "ja", "nein", "да", "нет", "ок",
        // Units, said as such beside their values ("KG" and "LBS").
        "kg", "lb", "km", "mi", "cm", "mm", "ml", "oz", "ft", "kb", "mb", "gb", "tb",
        // Greek letters a voice says by their names ("π" is "Pi"; TalkBack says the micro sign "µ"): a calculator's
        // constant, a unit's prefix.
        "π", "σ", "μ", "ω", "δ", "θ", "λ", "φ", "µ",
    ]

    /// On Android: a control's content description, else its text, that is a symbol (not an icon's private-use character,
    /// `missing-label`'s finding: no voice says it at all) or a letter or two; and any stop's content description that
    /// is a placeholder left in ("no description, Image").
    private func checkAndroid(_ screen: ScreenContext) -> [Finding] {
        screen.talkBackFindings { element, node, says in
            let leftIn = node.knownContentDescription.map(Self.isLeftIn) ?? false
            guard node.isControl || leftIn, AndroidRole.of(node) != .editBox, let name = node.knownContentDescription ?? node.text,
                  name != AndroidNode.setAtRunTime, !Words.isIconGlyph(name),
                  let problem = Self.meaningless(name, subject: node.isControl ? "what the control does" : "what it shows") else { return nil }
            // A radio button that shows a character chooses that character (a CSV file's separator: ";" is said
            // "Semicolon", what the option is).
            if AndroidRole.of(node) == .radioButton, node.contentDescription == nil, !name.contains(where: \.isLetter) { return nil }
            let (view, compose, layout) = AndroidFixText.contentDescription("…")
            return screen.finding(description, on: element,
                message: "\(node.simpleClassName) is named \"\(name)\", \(problem): TalkBack says \"\(says)\".",
                fix: Fix(summary: node.isControl ? "Give it a content description that says what it does; what it shows stays as it is."
                            : "Give it a content description that says what it shows, or hide it from TalkBack if it is decoration "
                                + "(importantForAccessibility=\"no\").",
                         androidView: view, compose: compose, androidLayout: layout))
        }
    }

    /// A placeholder or a script's value where a name belongs.
    private static func isLeftIn(_ name: String) -> Bool {
        // Asked of every description: a placeholder is short (the longest has 22 letters), and a longer name is not compared.
        guard name.utf8.count <= 40 else { return false }
        let whole = Words.asHeard(name)
        return placeholders.contains(whole) || scriptValues.contains(whole)
    }
}
