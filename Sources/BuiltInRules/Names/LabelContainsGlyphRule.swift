import ElementModel
import RuleEngine

/// An icon font draws its icons as characters of Unicode's private use areas (Material Icons, Font Awesome, React
/// Native's vector icons): put beside words in a name ("\u{EC57} Dashboard"), the character is read with them, and no
/// voice has a word for it. What the icon shows (a heart for "favourite", an arrow for "opens") is lost, and a braille
/// display shows a blank or a code. An image set inside a text (Android's `ImageSpan`, React Native's inline `Image`, an
/// `NSTextAttachment`) leaves U+FFFC, the object replacement character, in the text read out: as silent, and as lost.
/// A name that is such a character alone is no name at all: `missing-label`'s for an icon's character, and
/// `label-not-meaningful`'s for the mark alone.
struct LabelContainsGlyphRule: Rule {
    let description = RuleDescription(
        id: "label-contains-glyph", name: "Label holds an icon's character", defaultSeverity: .warning,
        summary: "A name holds, beside its words, an icon's character from Unicode's private use areas, or the mark an image set "
            + "in a text leaves (U+FFFC), which no voice can say.",
        rationale: "Screen readers say the words and pass over the icon's code point, or spell it out: what the icon "
            + "means is lost, and braille displays show a blank. The icon belongs in a view of its own that screen readers "
            + "skip, and its meaning, if it matters, in words.",
        wcag: [.nonTextContent, .headingsAndLabels],
        requires: [],
        triggeringExamples: [
            RuleExample("On Android, a React Native tab whose description begins with its icon's character",
                        AndroidFixText.example("""
                ↓<node class="android.view.ViewGroup" content-desc="&#xEC57;, Dashboard" clickable="true" focusable="true" enabled="true" bounds="[0,2100][360,2290]"/>
                """)),
            RuleExample("On Android, an offer whose text ends with the mark of the image set in it (React Native's inline Image)",
                        AndroidFixText.example("""
                ↓<node class="android.view.ViewGroup" content-desc="Exclusions apply&#xFFFC;" clickable="true" focusable="true" enabled="true" bounds="[0,900][1080,1000]"/>
                """)),
            RuleExample("A button whose title ends with an icon font's arrow", """
                ↓<button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Donate &#xE805;"/></button>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("On Android, a name in words, and emoji, which voices say", AndroidFixText.example("""
                <node class="android.widget.Button" text="Dashboard" clickable="true" focusable="true" enabled="true" bounds="[0,2100][360,2290]"/>
                <node class="android.widget.Button" text="Like ❤️" clickable="true" focusable="true" enabled="true" bounds="[360,2100][720,2290]"/>
                """)),
            RuleExample("A button whose whole title is the icon: no words beside it, a name that means nothing, which this rule leaves to others", """
                <button id="b1"><rect key="frame" x="16" y="100" width="44" height="44"/><state key="normal" title="&#xE805;"/></button>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        if screen.isAndroid {
            return screen.talkBackFindings { element, node, _ in
                // Its name: its description, or the texts it reads with it.
                guard let name = element.accessibility.label.value, let glyphs = Self.glyphsBesideWords(name) else { return nil }
                let words = Self.withoutGlyphs(name)
                let (view, compose, layout) = AndroidFixText.contentDescription(words)
                return screen.finding(description, on: element,
                    message: "\(node.simpleClassName)'s name holds \(glyphs) beside its words (\"\(words)\"): "
                        + "TalkBack has no word for it.",
                    fix: Fix(summary: "Leave the icon's character out of the name (draw it in a view TalkBack skips: "
                                + "importantForAccessibility=\"no\"), and say in words what it means if it matters.",
                             androidView: view, compose: compose, androidLayout: layout))
            }
        }
        return screen.findings { visit in
            let element = visit.element
            guard visit.isReachable, element.isElement, let label = element.label, let glyphs = Self.glyphsBesideWords(label) else {
                return nil
            }
            let words = Self.withoutGlyphs(label)
            // Words that are a template's stand-in ("Label", which code replaces) or a value shown ("7") are no label.
            let suggestion = LabelSuggestion.isSayableName(words, in: screen) ? words : nil
            return screen.finding(description, on: element,
                message: "\(element.displayName)'s label \"\(label)\" holds \(glyphs): VoiceOver says "
                    + "\"\(words)\" and no word for it.",
                fix: Fix(summary: "Label it in words alone" + (suggestion.map { " (\"\($0)\")" } ?? "")
                            + ", and say what the icon means if it matters.",
                         interfaceBuilder: FixText.inspector(label: suggestion ?? "…"),
                         swift: FixText.swift(element, "accessibilityLabel", FixText.quoted(suggestion ?? "…")), suggestedLabel: suggestion))
        }
    }

    /// What of a name that has words too no voice says, named ("an icon's character (U+EC57)"), or nil. Most names are
    /// ASCII: one pass over the bytes settles them (the UTF-8 of an icon character, and of U+FFFC, starts with a byte from
    /// 0xEE up).
    static func glyphsBesideWords(_ text: String) -> String? {
        guard text.utf8.contains(where: { $0 >= 0xEE }) else { return nil }
        let glyphs = text.unicodeScalars.filter(isUnsayable)
        guard !glyphs.isEmpty,
              text.unicodeScalars.contains(where: { !isUnsayable($0) && ($0.properties.isAlphabetic || $0.properties.numericType != nil) })
        else { return nil }
        func codes(_ scalars: some Sequence<Unicode.Scalar>) -> String {
            scalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: ", ")
        }
        let icons = glyphs.filter(Words.isIconScalar), marks = glyphs.filter { $0 == objectReplacement }
        return [icons.isEmpty ? nil : "an icon's character (\(codes(icons)))",
                marks.isEmpty ? nil : "the mark an image set in the text leaves (U+FFFC)"]
            .compactMap { $0 }.joined(separator: " and ")
    }

    /// U+FFFC, which stands in a text for an image set in it.
    private static let objectReplacement: Unicode.Scalar = "\u{FFFC}"

    private static func isUnsayable(_ scalar: Unicode.Scalar) -> Bool {
        Words.isIconScalar(scalar) || scalar == objectReplacement
    }

    /// The name without its icon characters and the separators they leave: "\u{EC57}, Dashboard" → "Dashboard".
    static func withoutGlyphs(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { !isUnsayable($0) })
        return String(scalars).split(separator: ",")
            .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            .filter { !$0.isEmpty }
            .joined(separator: ", ")
    }
}
