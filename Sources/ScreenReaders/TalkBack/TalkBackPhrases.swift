import ElementModel

/// TalkBack's words, from its own string tables (`talkback/src/main/res/values*/strings_compositor.xml`): English,
/// German and Russian, as shipped (the Russian ones keep the full stops TalkBack's file has).
struct TalkBackPhrases: Sendable {
    let code: String
    let button, checkBox, radioButton, switchRole, editBox, image, slider, progressBar, dropDownList: String
    let list, grid, tabBar, pager, webView: String
    let checked, notChecked, on, off, selected, disabled, unlabelled: String
    let heading: String
    /// `value_password`: a password field's name where it has no description.
    let password: String
    /// `template_password_character_count`, by CLDR plural category: "one", "few", "many", "other".
    let passwordCharacterCount: [String: String]
    /// `value_double_tap`, put into each usage hint's template (`%1$s to activate`).
    let doubleTap: String
    let activateFormat, toggleFormat, editTextFormat, changeFormat, longPressFormat: String
    /// `template_labeled_item`: a view another names through `labelFor` says its description "for" the label.
    let labeledItemFormat: String
    /// `template_node_error_with_error_message`: an invalid field's error (untranslated in German and Russian).
    let errorFormat: String

    /// Parts of a description are joined so (`CompositorUtils.SEPARATOR_COMMA`).
    static let separator = ", "

    static let english = TalkBackPhrases(
        code: "en", button: "Button", checkBox: "Check box", radioButton: "Radio button", switchRole: "Switch",
        editBox: "Edit box", image: "Image", slider: "Slider", progressBar: "Progress bar", dropDownList: "Drop down list",
        list: "List", grid: "Grid", tabBar: "Tab bar", pager: "Multi-page view", webView: "Webview",
        checked: "checked", notChecked: "not checked", on: "on", off: "off", selected: "selected", disabled: "disabled",
        unlabelled: "Unlabelled", heading: "Heading",
        password: "password", passwordCharacterCount: ["one": "%1$d character", "other": "%1$d characters"],
        doubleTap: "Double-tap", activateFormat: "%1$s to activate", toggleFormat: "%1$s to toggle",
        editTextFormat: "%1$s to edit text", changeFormat: "%1$s to change", longPressFormat: "%1$s and hold to long press",
        labeledItemFormat: "%1$s for %2$s", errorFormat: "Error: %1$s")

    static let german = TalkBackPhrases(
        code: "de", button: "Schaltfläche", checkBox: "Kästchen", radioButton: "Optionsfeld", switchRole: "Schalter",
        editBox: "Bearbeitungsfeld", image: "Bild", slider: "Schieberegler", progressBar: "Statusleiste",
        dropDownList: "Drop-down-Liste", list: "Liste", grid: "Raster", tabBar: "Tableiste", pager: "Mehrseitenansicht",
        webView: "Webansicht", checked: "aktiviert", notChecked: "nicht aktiviert", on: "an", off: "aus",
        selected: "ausgewählt", disabled: "deaktiviert", unlabelled: "Unbenannt", heading: "Überschrift",
        password: "Passwort", passwordCharacterCount: ["one": "%1$d Zeichen", "other": "%1$d Zeichen"],
        doubleTap: "doppeltippen",
        activateFormat: "Zum Aktivieren %1$s", toggleFormat: "Zum Wechseln %1$s", editTextFormat: "Zum Bearbeiten von Text %1$s",
        changeFormat: "Zum Ändern %1$s", longPressFormat: "Zum langen Drücken %1$s und halten",
        labeledItemFormat: "%1$s für %2$s", errorFormat: "Error: %1$s")

    static let russian = TalkBackPhrases(
        code: "ru", button: "Кнопка", checkBox: "Флажок", radioButton: "Переключатель", switchRole: "Переключатель",
        editBox: "Окно редактирования", image: "Изображение", slider: "Ползунок", progressBar: "Индикатор выполнения",
        dropDownList: "Раскрывающееся меню", list: "Список.", grid: "Сетка.", tabBar: "Панель вкладок.",
        pager: "Многостраничный режим", webView: "Веб-представление", checked: "отмечено.", notChecked: "не отмечено.",
        on: "включено", off: "отключено", selected: "выбрано.", disabled: "отключено.", unlabelled: "Без ярлыка",
        heading: "Заголовок.",
        password: "пароль.",
        passwordCharacterCount: ["one": "%1$d символ", "few": "%1$d символа", "many": "%1$d символов", "other": "%1$d символа"],
        doubleTap: "Коснитесь дважды", activateFormat: "%1$s, чтобы активировать",
        toggleFormat: "%1$s, чтобы включить или выключить", editTextFormat: "%1$s, чтобы редактировать текст",
        changeFormat: "%1$s, чтобы изменить", longPressFormat: "%1$s и удерживайте",
        labeledItemFormat: "%1$s параметра \"%2$s\"", errorFormat: "Error: %1$s")

    /// TalkBack's words for a language code (`en`, `de`, `ru`), English for any other.
    static func forCode(_ code: String) -> TalkBackPhrases {
        [english, german, russian].first { $0.code == code } ?? english
    }

    /// The word for each role; a node with no role says none.
    func roleWord(_ role: AndroidRole) -> String? {
        switch role {
        case .button: return button
        case .checkBox: return checkBox
        case .radioButton: return radioButton
        case .toggle: return switchRole
        case .editBox: return editBox
        case .image: return image
        case .slider: return slider
        case .progressBar: return progressBar
        case .dropDownList: return dropDownList
        case .list: return list
        case .grid: return grid
        case .tabBar: return tabBar
        case .pager: return pager
        case .webView: return webView
        case .none: return nil
        }
    }

    /// How many characters a password field holds ("4 characters"), in the language's plural form.
    func passwordLength(_ count: Int) -> String {
        let format = passwordCharacterCount[Self.pluralCategory(count, languageCode: code)] ?? passwordCharacterCount["other"] ?? "%1$d"
        return Phrasebook.format(format, String(count))
    }

    /// CLDR's cardinal plural category for whole numbers: English and German tell one from the rest, Russian also
    /// few (2–4, not 12–14) and many.
    private static func pluralCategory(_ count: Int, languageCode: String) -> String {
        guard languageCode == "ru" else { return count == 1 ? "one" : "other" }
        let (lastDigit, lastTwo) = (count % 10, count % 100)
        if lastDigit == 1, lastTwo != 11 { return "one" }
        if (2...4).contains(lastDigit), !(12...14).contains(lastTwo) { return "few" }
        return "many"
    }

    /// A usage hint: `doubleTap` put into the template ("Double-tap to activate", "Zum Aktivieren doppeltippen").
    func hint(_ format: String) -> String {
        Phrasebook.format(format, doubleTap)
    }
}
