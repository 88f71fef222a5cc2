/// How TalkBack says symbols (`SpeechCleanupUtils` in google/talkback's `utils`): a text that is one symbol is said by
/// the symbol's name ("?" is "Question mark"), and a run of two or more of the same punctuation mark anywhere in a
/// text by its count and name ("Loading..." is "Loading 3 Period"). The names are TalkBack's own
/// (`strings_symbols.xml`, English, German, Russian); a symbol it has no name for ("+") is left to the voice.
struct TalkBackSymbols: Sendable {
    /// Where a language's name sits in `names`' arrays.
    private let column: Int
    /// `character_collapse_template`: a run's count, then the symbol's name.
    private let runFormat: String

    init(languageCode: String) {
        switch languageCode {
        case "de": (column, runFormat) = (1, " %1$d %2$s")
        case "ru": (column, runFormat) = (2, " Символов %2$s: %1$d.")
        default: (column, runFormat) = (0, " %1$d %2$s")
        }
    }

    /// `text` as TalkBack hands it to the voice.
    func spoken(_ text: String) -> String {
        // A string resource the files do not define stays as written (`@string/swap__title`), marks and all.
        if text.hasPrefix("@string/") { return text }
        // Most texts are words with no run of marks and more than one character: answered from the bytes.
        if !Self.mayChange(text) { return text }
        let collapsed = Self.hasCollapsingRun(text) ? collapsingRuns(text) : text
        var only: Character?
        var visible = 0
        for character in collapsed where !character.isWhitespace {
            visible += 1
            if visible > 1 { break }
            only = character
        }
        if visible == 1, let only, let name = Self.names[only]?[column] { return name }
        // A text of white space alone is said by its first character's name ("Space"), as TalkBack trims it to nothing.
        if visible == 0, let first = text.first, let name = Self.names[first]?[column] { return name }
        guard collapsed != text else { return text }
        // The run's template starts with a space: what the voice is given is trimmed.
        return String(collapsed.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// Whether `text` could be one symbol (one visible ASCII byte, or any non-ASCII text, "•" and "…" among them) or holds
    /// two of the same collapsing ASCII mark in a row.
    private static func mayChange(_ text: String) -> Bool {
        var previous: UInt8 = 0
        var visible = 0
        for byte in text.utf8 {
            if byte != 0x20 { visible += 1 }
            if byte >= 0x80 || byte == previous && collapsingBytes.contains(byte) { return true }
            previous = byte
        }
        return visible <= 1
    }

    private static func hasCollapsingRun(_ text: String) -> Bool {
        var previous: Character?
        for character in text {
            if character == previous, collapsing.contains(character) { return true }
            previous = character
        }
        return false
    }

    /// `collapsing`'s ASCII marks, as bytes.
    private static let collapsingBytes = Set(collapsing.compactMap { $0.asciiValue })

    /// Runs of one repeated mark from the set TalkBack collapses, each replaced by its count and name.
    private func collapsingRuns(_ text: String) -> String {
        var result = ""
        var characters = text[...]
        while let first = characters.first {
            let run = characters.prefix { $0 == first }
            if run.count > 1, Self.collapsing.contains(first), let name = Self.names[first]?[column] {
                // The template starts with a space; a space already before the run is not doubled.
                let said = Phrasebook.format(runFormat, String(run.count), name)
                result += result.last?.isWhitespace == true ? String(said.drop(while: \.isWhitespace)) : said
            } else {
                result += run
            }
            characters = characters.dropFirst(run.count)
        }
        return result
    }

    /// The marks whose runs TalkBack collapses (`CONSECUTIVE_CHARACTER_REGEX`).
    private static let collapsing = Set("-\\/|!@#$%^&*()=_+[]{}.?;'\":<>•")

    /// Each symbol's name: English, German, Russian.
    private static let names: [Character: [String]] = [
        "&": ["Ampersand", "Kaufmännisches Und", "Амперсанд."],
        "<": ["Less than sign", "Kleiner-als-Zeichen", "Знак \"меньше\""],
        ">": ["Greater than sign", "Größer-als-Zeichen", "Знак \"больше\""],
        "'": ["Apostrophe", "Apostroph", "Апостроф."],
        "*": ["Asterisk", "Sternchen", "Звездочка."],
        "@": ["At", "At", "Коммерческое at"],
        "\\": ["Backslash", "Umgekehrter Schrägstrich (Backslash)", "Обратная косая черта"],
        "•": ["Bullet", "Aufzählungszeichen", "Маркер списка"],
        "^": ["Caret", "Caret", "Знак вставки."],
        ":": ["Colon", "Doppelpunkt", "Двоеточие."],
        ",": ["Comma", "Komma", "Запятая"],
        "©": ["Copyright", "Copyright", "Знак авторского права."],
        "{": ["Left curly bracket", "Geschweifte Klammer links", "Открывающая фигурная скобка."],
        "}": ["Right curly bracket", "Geschweifte Klammer rechts", "Закрывающая фигурная скобка."],
        "°": ["Degree sign", "Gradzeichen", "Знак градуса"],
        "÷": ["Division sign", "Divisionszeichen", "Знак деления"],
        "…": ["Ellipsis", "Auslassungszeichen", "Многоточие."],
        "—": ["Em dash", "Langer Gedankenstrich", "Длинное тире."],
        "–": ["En dash", "Gedankenstrich", "Короткое тире."],
        "!": ["Exclamation mark", "Ausrufezeichen", "Восклицательный знак."],
        "`": ["Grave accent", "Accent grave", "Гравис."],
        "-": ["Dash", "Bindestrich", "Дефис."],
        "×": ["Multiplication sign", "Multiplikationszeichen", "Знак умножения."],
        "(": ["Left paren", "Linke Klammer", "Открывающая круглая скобка."],
        ")": ["Right paren", "Rechte Klammer", "Закрывающая круглая скобка."],
        "%": ["Percent", "Prozent", "Процент"],
        ".": ["Period", "Punkt", "Точка"],
        "#": ["Pound", "Raute", "Решетка."],
        "$": ["Dollar sign", "Dollarzeichen", "Знак доллара."],
        "€": ["Euro", "Euro", "Знак евро."],
        "£": ["Pound currency sign", "Währungszeichen für britische Pfund", "Знак фунта стерлингов"],
        "¥": ["Yen", "Yen", "Знак иены."],
        "?": ["Question mark", "Fragezeichen", "Вопросительный знак."],
        "\"": ["Quote", "Anführungszeichen", "Кавычка"],
        "®": ["Registered trademark", "Eingetragene Marke", "Зарегистрированный товарный знак."],
        ";": ["Semicolon", "Semikolon", "Точка с запятой"],
        "/": ["Slash", "Schrägstrich", "Косая черта."],
        "[": ["Left square bracket", "Eckige Klammer links", "Открывающая квадратная скобка."],
        "]": ["Right square bracket", "Eckige Klammer rechts", "Закрывающая квадратная скобка."],
        "_": ["Underscore", "Unterstrich", "Знак подчеркивания."],
        "¢": ["Cent sign", "Cent-Zeichen", "Знак цента"],
        "„": ["Low double quote", "Anführungszeichen unten", "Нижние двойные кавычки."],
        "¶": ["Paragraph mark", "Absatzzeichen", "Знак абзаца"],
        "π": ["Pi", "Pi", "Число пи."],
        "₱": ["Peso sign", "Währungssymbol Peso", "Знак песо"],
        "₹": ["Rupee", "Rupie", "Знак рупии."],
        "₫": ["Dong sign", "Währungssymbol Dong", "Знак донга"],
        "¤": ["Currency sign", "Währungssymbol", "Знак валюты."],
        "√": ["Square root", "Quadratwurzel", "Квадратный корень."],
        "™": ["Trademark", "Marke", "Товарный знак."],
        "|": ["Vertical line", "Senkrechter Strich", "Вертикальная черта"],
        "¬": ["Not sign", "\"Nicht\"-Zeichen", "Знак отрицания"],
        "¦": ["Broken bar", "Unterbrochener Strich", "Вертикальный пунктир."],
        "µ": ["Micro sign", "Mikrozeichen", "Знак микро"],
        "≈": ["Almost equal to", "Fast-gleich-Zeichen", "Почти равно"],
        "≠": ["Not equal to", "Ist-nicht-gleich-Zeichen", "Не равно"],
        "§": ["Section sign", "Paragraphenzeichen", "Знак параграфа"],
        " ": ["Space", "Leertaste", "Пробел."],
        "\u{00A0}": ["Space", "Leertaste", "Пробел."],
        "\n": ["New line", "Neue Zeile", "Перевод строки."],
        "↑": ["Upwards arrow", "Pfeil nach oben", "Стрелка вверх."],
        "←": ["Leftwards arrow", "Pfeil nach links", "Стрелка влево"],
        "→": ["Rightwards Arrow", "Rechtspfeil", "Стрелка вправо"],
        "↓": ["Downwards Arrow", "Abwärtspfeil", "Стрелка вниз"],
        "♥": ["Black Heart", "Schwarzes Herz", "Черное сердце"],
        "~": ["Tilde", "Tilde", "Тильда"],
        "=": ["Equal sign", "Gleichheitszeichen", "Знак равенства"],
        "☆": ["White star", "Weißer Stern", "Белая звезда"],
        "★": ["Black star", "Schwarzer Stern", "Черная звезда"],
    ]
}
