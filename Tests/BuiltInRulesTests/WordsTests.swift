@testable import BuiltInRules
import Testing

/// Words are read byte by byte when a text is ASCII: the result must be what Unicode's character
/// properties give, for every kind of ASCII text.
@Suite struct WordsTests {
    private func unicodeWords(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    private func unicodeLastWord(_ text: String) -> (String, Bool)? {
        let words = unicodeWords(text)
        guard let last = words.last else { return nil }
        return (last, words.count > 1)
    }

    @Test func asciiTextsSplitAsUnicodeDoes() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ09 -_.,!?'\"\t\n/@#Mq")
        var samples = ["", " ", "Sign In", "Close button", "Wi-Fi", "icon_close", "Tap, then swipe.", "123 go", "A", "...x"]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...24, using: &generator)
            samples.append(String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for text in samples {
            #expect(Words.of(text) == unicodeWords(text), "\(text.debugDescription)")
            let last = Words.lastWord(of: text)
            let expected = unicodeLastWord(text)
            #expect(last?.word == expected?.0 && last?.hasWordsBefore == expected?.1, "\(text.debugDescription)")
        }
    }

    @Test func nonASCIITextsKeepUnicodeRules() {
        #expect(Words.of("Überschrift — Schaltfläche") == ["überschrift", "schaltfläche"])
        #expect(Words.lastWord(of: "Закрыть кнопка")?.word == "кнопка")
    }
}

/// A cell's label is split back into its labels' texts the way `split(separator: ", ")` splits it.
@Suite struct CellTextsTests {
    @Test(arguments: ["Title", "Title, Subtitle", "Title, , Detail", ", Title, ", "a,b", "a, b,c", "Überschrift, 見出し",
                      "", ", ", "a, ", "a,, b", "a , b"])
    func splitsLikeTheStandardLibrary(_ label: String) {
        #expect(IBDefaultTexts.cellTexts(of: label) == label.split(separator: ", ").map(String.init))
    }
}

/// `heading-not-marked` reads a style's name in words: a title's, less a size or a number after it (sample O's review).
@Suite struct TitleStyleNamesTests {
    @Test(arguments: ["@style/TextAppearance.AppCompat.Title", "@style/RunHeader", "?attr/textAppearanceHeadline6",
                      "?attr/textAppearanceTitleMedium", "@style/title_text", "@style/TextAppearance.App.SectionTitle",
                      "@style/Proton.Text.Headline", "@style/TextViewHeadline6", "@style/Heading"])
    func titles(_ style: String) {
        #expect(HeadingNotMarkedRule.namesATitle(style))
    }

    @Test(arguments: ["@style/Body.Untitled", "@style/HeaderHint", "?attr/textAppearanceSubtitle1", "@style/TextViewSubtitle1",
                      "@style/Widget.App.TextView.ListItem.Title", "?attr/textAppearanceBodyLarge", "@style/Subheading"])
    func notTitles(_ style: String) {
        #expect(!HeadingNotMarkedRule.namesATitle(style))
    }

    /// A list's row and a preference's layout hold a row's title, not a heading (Seadroid's `layout_pref_title_switch`);
    /// a list's section header and a preference category's layout hold one.
    @Test(arguments: [("res/layout/item_song.xml", true), ("row_contact.xml", true), ("layout_pref_title_switch.xml", true),
                      ("preference_widget_seekbar.xml", true), ("item_section_header.xml", false),
                      ("pref_category_header.xml", false), ("preference_category.xml", false), ("activity_settings.xml", false),
                      ("fragment_preferences.xml", false), ("activity_preference.xml", false), ("fragment_pref_account.xml", false),
                      ("dialog_preference_picker.xml", false)])
    func rowsOfAList(path: String, isRow: Bool) {
        #expect(HeadingNotMarkedRule.isListItemLayout(path) == isRow)
    }
}

/// `label-not-meaningful` on names of one or two letters: a letter or an abbreviation means nothing heard, accented or
/// not (Czech weekdays "Čt", "Út", as a calendar's "D", "M"); a short word everybody says, a unit, a Greek letter do.
@Suite struct ShortNamesTests {
    @Test(arguments: ["VI", "D", "Xy", "Čt", "Út"])
    func lettersAndAbbreviations(_ name: String) {
        #expect(LabelNotMeaningfulRule.meaningless(name) != nil)
    }

    @Test(arguments: ["OK", "kg", "π", "Go"])
    func shortWords(_ name: String) {
        #expect(LabelNotMeaningfulRule.meaningless(name) == nil)
    }
}
