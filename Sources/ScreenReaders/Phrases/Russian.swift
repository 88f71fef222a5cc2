extension Phrasebook {
    /// Russian (`voiceover-model.md` §2.4 and AccessibilitySnapshot's `ru.lproj`), with its quirks kept:
    /// a lower-case "текстовое поле." and "Идет правка" without a period, as VoiceOver says them.
    public static let russian = Phrasebook(
        code: "ru",
        selected: "Выбрано.", selectedFormat: "Выбрано: %@", dimmed: "Недоступно.", button: "Кнопка.",
        backButton: "Кнопка назад.", backDescriptor: "назад", switchButton: "Кнопка-переключатель.",
        switchOn: "Вкл.", switchOff: "Выкл.", switchMixed: "Смешанно.", tab: "Вкладка.",
        textField: "текстовое поле.", secureTextField: "Защищённое текстовое поле.", isEditing: "Идет правка",
        heading: "Заголовок.", link: "Ссылка.", adjustable: "Элемент регулировки.", image: "Изображение.",
        searchField: "Поле поиска.",
        seriesFormat: "%1$@ %2$@ из %3$@.", listStart: "Начало списка.", listEnd: "Конец списка.",
        landmarkStart: "Ориентир.", landmarkEnd: "Конец строки.",
        switchHint: "Коснитесь дважды, чтобы переключить настройку.",
        switchHintFormat: "%@. Коснитесь дважды, чтобы переключить настройку.",
        adjustableHint: "Смахните вверх или вниз одним пальцем, чтобы настроить значение.",
        adjustableHintFormat: "%@. Смахните вверх или вниз одним пальцем, чтобы настроить значение.",
        textFieldHint: "коснитесь дважды, чтобы редактировать",
        textFieldEditingHint: "Используйте ротор для доступа к oбъeкту: Cлова с ошибками",
        textAreaHint: "коснитесь дважды, чтобы редактировать., Используйте ротор для доступа к oбъeкту: Cлова с ошибками")
}
