/// Word lists the label and hint rules match against, per language (English, German, Russian: the
/// languages the reader speaks). Matching is on whole words, case-insensitive.
enum Words {
    /// Words a trait already speaks, by the trait that speaks them.
    static let traitWords: [(trait: String, words: Set<String>)] = [
        ("button", ["button", "btn", "taste", "schaltfläche", "knopf", "кнопка"]),
        ("link", ["link", "hyperlink", "ссылка"]),
        ("image", ["image", "picture", "photo", "bild", "foto", "изображение", "картинка"]),
        ("header", ["heading", "header", "überschrift", "заголовок"]),
        ("tab", ["tab", "tabulator", "вкладка"]),
        ("switch", ["switch", "toggle", "schalter", "переключатель"]),
    ]

    /// State VoiceOver speaks from traits and values.
    static let stateWords: Set<String> = [
        "selected", "unselected", "checked", "unchecked", "disabled", "enabled", "ausgewählt", "aktiviert",
        "deaktiviert", "выбрано", "выбран", "отмечено", "недоступно",
    ]

    /// Gestures a hint should not describe (it should describe the result).
    static let gestureStarts: [String] = [
        "double tap", "double-tap", "tap", "click", "swipe", "press", "touch", "doppeltippen", "tippen", "klicken",
        "wischen", "drücken", "дважды", "нажмите", "коснитесь", "смахните",
    ]

    /// The gesture a hint starts with ("Tap to…", "Double tap,…"), if it starts with one.
    static func gestureStart(of hint: String) -> String? {
        let lower = hint.lowercased()
        return gestureStarts.first { lower.hasPrefix($0 + " ") || lower.hasPrefix($0 + ",") }
    }

    /// Words that point at colour, shape or position.
    static let sensory: Set<String> = [
        "red", "green", "blue", "yellow", "orange", "purple", "grey", "gray", "left", "right", "top", "bottom",
        "above", "below", "round", "circle", "square", "triangle", "rot", "grün", "blau", "gelb", "links", "rechts",
        "oben", "unten", "красная", "красный", "зелёный", "зеленый", "синий", "слева", "справа", "сверху", "снизу",
    ]

    /// The words of a text, lower-cased: letters and digits, split at everything else.
    static func of(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }
}
