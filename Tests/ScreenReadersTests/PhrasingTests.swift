import ElementModel
import Testing
import ScreenReaders

/// Each verified phrasing of `voiceover-model.md` §2, from an equivalent element, in every language the
/// reference gives it in.
@Suite struct PhrasingTests {
    @Test func labelAndValue() {
        #expect(Fixture.say(Fixture.element("Label", value: "Value")).0 == "Label: Value")
        #expect(Fixture.say(Fixture.element(value: "Value")).0 == "Value")
    }

    @Test(arguments: zip(Fixture.locales, ["Label: Value. Button.", "Label: Value. Taste.", "Label: Value. Кнопка."]))
    func labelValueButton(phrases: Phrasebook, expected: String) {
        #expect(Fixture.say(Fixture.element("Label", value: "Value", traits: .button), phrases).0 == expected)
    }

    @Test(arguments: zip(Fixture.locales, [
        ("Switch Button. On.", "Double tap to toggle setting."),
        ("Umschalttaste. Ein.", "Zum Umschalten Doppeltippen."),
        ("Кнопка-переключатель. Вкл.", "Коснитесь дважды, чтобы переключить настройку."),
    ]))
    func unlabelledSwitchOn(phrases: Phrasebook, expected: (String, String)) {
        let (text, hint) = Fixture.say(Fixture.element(value: "1", traits: [.button, .switchButton]), phrases)
        #expect(text == expected.0 && hint == expected.1)
    }

    @Test(arguments: zip(Fixture.locales, ["Label. Switch Button. Off.", "Label. Umschalttaste. Aus.",
                                           "Label. Кнопка-переключатель. Выкл."]))
    func labelledSwitchOff(phrases: Phrasebook, expected: String) {
        #expect(Fixture.say(Fixture.element("Label", value: "0", traits: [.button, .switchButton]), phrases).0 == expected)
    }

    @Test(arguments: zip(Fixture.locales, ["Dimmed. Switch Button. On.", "Grau dargestellt. Umschalttaste. Ein.",
                                           "Недоступно. Кнопка-переключатель. Вкл."]))
    func dimmedSwitchHasNoHint(phrases: Phrasebook, expected: String) {
        let (text, hint) = Fixture.say(Fixture.element(value: "1", traits: [.button, .switchButton, .notEnabled]), phrases)
        #expect(text == expected && hint == nil)
    }

    @Test(arguments: zip(Fixture.locales, ["Mixed.", "Gemischt.", "Смешанно."]))
    func mixedSwitch(phrases: Phrasebook, state: String) {
        #expect(Fixture.say(Fixture.element("Label", value: "2", traits: [.button, .switchButton]), phrases).0
                .hasSuffix(" " + state))
    }

    @Test func switchWithUnknownValuesSpeaksThemRaw() {
        #expect(Fixture.say(Fixture.element("Fake Label", value: "3", traits: .switchButton)).0 == "Fake Label. 3")
        #expect(Fixture.say(Fixture.element("Fake Label", value: "Value", traits: [.button, .switchButton])).0
                == "Fake Label. Switch Button. Value")
    }

    @Test(arguments: zip(Fixture.locales, ["Turns on sync. Double tap to toggle setting.",
                                           "Turns on sync. Zum Umschalten Doppeltippen.",
                                           "Turns on sync. Коснитесь дважды, чтобы переключить настройку."]))
    func switchHintExtendsTheAppHint(phrases: Phrasebook, expected: String) {
        let element = Fixture.element("Sync", value: "1", hint: "Turns on sync.", traits: [.button, .switchButton])
        #expect(Fixture.say(element, phrases).1 == expected)
    }

    @Test(arguments: zip(Fixture.locales, [
        ("75%. Adjustable.", "Swipe up or down with one finger to adjust the value."),
        ("75%. Einstellbar.", "Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen."),
        ("75%. Элемент регулировки.", "Смахните вверх или вниз одним пальцем, чтобы настроить значение."),
    ]))
    func slider(phrases: Phrasebook, expected: (String, String)) {
        let (text, hint) = Fixture.say(Fixture.element(value: "75%", traits: .adjustable), phrases)
        #expect(text == expected.0 && hint == expected.1)
    }

    @Test func adjustableWithOnlyAHintSpeaksTheHintAndNoSystemHint() {
        let (text, hint) = Fixture.say(Fixture.element(hint: "Hint", traits: .adjustable))
        #expect(text == "Hint. Adjustable." && hint == nil)
    }

    @Test func adjustableHintExtendsTheAppHint() {
        let (_, hint) = Fixture.say(Fixture.element("Rating", hint: "Rates the app.", traits: .adjustable))
        #expect(hint == "Rates the app. Swipe up or down with one finger to adjust the value.")
    }

    @Test(arguments: zip(Fixture.locales, [
        ("Text Field.", "Double tap to edit."),
        ("Textfeld.", "Zum Bearbeiten doppeltippen."),
        ("текстовое поле.", "коснитесь дважды, чтобы редактировать"),
    ]))
    func emptyTextField(phrases: Phrasebook, expected: (String, String)) {
        let (text, hint) = Fixture.say(Fixture.element(traits: .textEntry), phrases)
        #expect(text == expected.0 && hint == expected.1)
        let (_, replaced) = Fixture.say(Fixture.element("Email", hint: "Your work address", traits: .textEntry), phrases)
        #expect(replaced == expected.1, "text entry replaces the app's hint")
    }

    @Test(arguments: zip(Fixture.locales, [
        ("Text Field. Is editing.", "Use the rotor to access Misspelled Words"),
        ("Textfeld. Bearbeiten", "Den Rotor für den Zuriff auf „Rechtschreibfehler verwenden"),
        ("текстовое поле. Идет правка", "Используйте ротор для доступа к oбъeкту: Cлова с ошибками"),
    ]))
    func editingTextField(phrases: Phrasebook, expected: (String, String)) {
        let (text, hint) = Fixture.say(Fixture.element(traits: [.textEntry, .isEditing]), phrases)
        #expect(text == expected.0 && hint == expected.1)
    }

    @Test func textFieldWithPlaceholderOrText() {
        #expect(Fixture.say(Fixture.element("Some placeholder text", traits: .textEntry)).0
                == "Some placeholder text. Text Field.")
        #expect(Fixture.say(Fixture.element(value: "Hello from Text Field", traits: .textEntry)).0
                == "Hello from Text Field. Text Field.")
    }

    @Test(arguments: zip(Fixture.locales, ["Password. Secure Text Field.", "Password. Sicheres Textfeld.",
                                           "Password. Защищённое текстовое поле."]))
    func secureTextField(phrases: Phrasebook, expected: String) {
        #expect(Fixture.say(Fixture.element("Password", traits: [.textEntry, .secureTextField]), phrases).0 == expected)
    }

    @Test func textView() {
        let (text, hint) = Fixture.say(Fixture.element(value: "Hello from Text View", traits: [.textEntry, .textArea]))
        #expect(text == "Hello from Text View. Text Field.")
        #expect(hint == "Double tap to edit., Use the rotor to access Misspelled Words")
    }

    @Test(arguments: zip(Fixture.locales, [
        ("First. Back Button.", "Back", "Back Button."),
        ("First. Zurück Taste.", "Zurück", "Zurück Taste."),
        ("First. Кнопка назад.", "назад", "Кнопка назад."),
    ]))
    func backButton(phrases: Phrasebook, expected: (String, String, String)) {
        #expect(Fixture.say(Fixture.element("First", traits: [.button, .backButton]), phrases).0 == expected.0)
        #expect(Fixture.say(Fixture.element(expected.1.uppercased(), traits: [.button, .backButton]), phrases).0
                == expected.2, "a label that is just the word for Back is dropped, whatever its case")
    }

    @Test(arguments: zip(Fixture.locales, ["Second. Heading.", "Second. Überschrift.", "Second. Заголовок."]))
    func heading(phrases: Phrasebook, expected: String) {
        #expect(Fixture.say(Fixture.element("Second", traits: [.header, .staticText]), phrases).0 == expected)
    }

    @Test(arguments: zip(Fixture.locales, [
        "Selected: 27. Dimmed. Heading. Link. Adjustable. Image. Search Field.",
        "Auswahl: 27. Grau dargestellt. Überschrift. Hyperlink. Einstellbar. Bild. Suchfeld.",
        "Выбрано: 27. Недоступно. Заголовок. Ссылка. Элемент регулировки. Изображение. Поле поиска.",
    ]))
    func everyPublicTraitInOrder(phrases: Phrasebook, expected: String) {
        let all: AccessibilityTraits = [.button, .link, .image, .selected, .playsSound, .keyboardKey, .staticText,
                                        .summaryElement, .notEnabled, .updatesFrequently, .searchField,
                                        .startsMediaSession, .adjustable, .allowsDirectInteraction, .causesPageTurn,
                                        .header]
        let (text, hint) = Fixture.say(Fixture.element("27", traits: all), phrases)
        #expect(text == expected, "keyboardKey suppresses Button.; silent traits say nothing")
        #expect(hint == nil, "a dimmed element gets no system hint")
    }

    @Test(arguments: zip(Fixture.locales, ["Selected.", "Auswahl.", "Выбрано."]))
    func selectedWithoutDescription(phrases: Phrasebook, expected: String) {
        #expect(Fixture.say(Fixture.element(traits: .selected), phrases).0 == expected)
    }

    @Test func hintIsSpokenApartAndPromotedWhenNothingElseIsSaid() {
        #expect(Fixture.say(Fixture.element("Close", hint: "Closes the window.", traits: .button)) == ("Close. Button.", "Closes the window."))
        #expect(Fixture.say(Fixture.element(hint: "Closes the window.")) == ("Closes the window.", nil))
    }

    @Test func descriptionEndingInAPeriodGetsNoSecond() {
        #expect(Fixture.say(Fixture.element("Done.", traits: .button)).0 == "Done. Button.")
    }

    /// Hints when traits combine, applied one after another as AccessibilitySnapshot does: a text field that is also
    /// adjustable gets both hints, in that order; a text field that is also a switch the text field's; a selected
    /// adjustable element whose app hint is all it has keeps only that hint.
    @Test func hintsOfCombinedTraits() {
        #expect(Fixture.say(Fixture.element("Amount", traits: [.textEntry, .adjustable])).1
                == "Double tap to edit. Swipe up or down with one finger to adjust the value.")
        #expect(Fixture.say(Fixture.element("Wi-Fi", value: "1", traits: [.textEntry, .switchButton])).1 == "Double tap to edit.")
        #expect(Fixture.say(Fixture.element(hint: "Sets the volume.", traits: [.selected, .adjustable])).1 == "Sets the volume.")
    }

    /// A place in a series says its numbers ungrouped ("1 of 1234"): AccessibilitySnapshot's formatter sets only the
    /// locale, and the default style groups no digits.
    @Test(arguments: zip(Fixture.locales, ["1 of 1234.", "1 von 1234.", "1 из 1234."]))
    func seriesNumbersAreNotGrouped(phrases: Phrasebook, expected: String) throws {
        let segments = (1...1234).map { "<segment title=\"S\($0)\"/>" }.joined()
        let transcript = try Fixture.readLayout(Fixture.xib("""
            <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" id="s1"><rect key="frame" x="16" y="100" width="343" height="32"/>
                <segments>\(segments)</segments>
            </segmentedControl>
            """), phrases: phrases)
        #expect(transcript.utterances.first?.text.hasSuffix(expected) == true, "\(transcript.utterances.first?.text ?? "")")
    }
}
