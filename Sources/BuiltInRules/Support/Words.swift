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

    /// `traitWords` by word, for one lookup where a label's last word is asked about.
    static let traitByWord: [String: String] = Dictionary(
        traitWords.flatMap { entry in entry.words.map { ($0, entry.trait) } }, uniquingKeysWith: { first, _ in first })

    /// Verbs a control's name starts with when it says what the control does to something ("Edit profile picture",
    /// "Change station image"): the noun after it is what is acted on, not the control's role.
    static let actionVerbs: Set<String> = [
        "add", "attach", "change", "choose", "delete", "edit", "hide", "insert", "open", "pick", "remove", "replace", "select",
        "set", "share", "show", "take", "update", "upload", "view",
    ]

    /// Whether `text`'s first word is one of `actionVerbs`.
    static func startsWithActionVerb(_ text: String) -> Bool {
        of(text).first.map(actionVerbs.contains) ?? false
    }

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

    /// The gesture a hint starts with, as an instruction ("Tap to…", "Double tap, then…", "Press and hold…",
    /// "Swipe up…"), if it starts with one. A gesture word used as a noun ("Touch Pads snap back") is not one.
    static func gestureStart(of hint: String) -> String? {
        let words = of(hint)
        // Most hints start with no gesture word at all: one lookup settles it.
        guard let first = words.first, gestureFirstWords.contains(first) else { return nil }
        return gestureStartWords.first { gesture, gestureWords in
            guard words.starts(with: gestureWords) else { return false }
            guard nounsToo.contains(gesture), let next = words.dropFirst(gestureWords.count).first else { return true }
            return gestureFollowers.contains(next) || hint.lowercased().hasPrefix(gesture + ",")
        }?.gesture
    }

    /// The gesture a sentence of purpose ends with, as its last clause ("To record a track, press"; "Um zu speichern,
    /// tippen"), if it does: the instruction put after what it does. A name whose last part is a gesture word with no
    /// purpose before it ("News, press", "Sound, click") names a thing.
    static func gestureEnd(of sentence: String) -> String? {
        guard let comma = sentence.lastIndex(of: ","), let first = of(String(sentence[..<comma])).first,
              ["to", "um", "чтобы"].contains(first) else { return nil }
        var words = of(String(sentence[sentence.index(after: comma)...]))
        if let last = words.last, ["here", "twice", "once", "it"].contains(last) { words.removeLast() }
        return gestureStartWords.first { $0.words == words }?.gesture
    }

    /// `gestureStarts` split into words once, not once per hint.
    private static let gestureStartWords: [(gesture: String, words: [String])] = gestureStarts.map { ($0, of($0)) }
    private static let gestureFirstWords = Set(gestureStartWords.compactMap(\.words.first))

    /// English gesture words that are nouns too ("Touch Pads", "Press kit", "Tap water"): an instruction has one
    /// of `gestureFollowers` after them.
    private static let nounsToo: Set<String> = ["touch", "press", "tap", "click", "swipe"]
    private static let gestureFollowers: Set<String> = [
        "to", "and", "twice", "once", "here", "on", "the", "this", "anywhere", "with", "or", "up", "down", "left",
        "right", "then", "a", "an", "it",
    ]

    /// True when the hint says the label again: the same words, or the label's words (two or more) inside it.
    static func hint(_ hint: String, repeats label: String) -> Bool {
        let hintWords = of(hint)
        let labelWords = of(label)
        guard !labelWords.isEmpty, hintWords.count >= labelWords.count else { return false }
        if hintWords == labelWords { return true }
        guard labelWords.count >= 2 else { return false }
        return (0...(hintWords.count - labelWords.count)).contains { hintWords[$0..<$0 + labelWords.count].elementsEqual(labelWords) }
    }

    /// Words that point at colour, shape or position.
    static let sensory: Set<String> = [
        "red", "green", "blue", "yellow", "orange", "purple", "grey", "gray", "left", "right", "top", "bottom",
        "above", "below", "round", "circle", "square", "triangle", "rot", "grün", "blau", "gelb", "links", "rechts",
        "oben", "unten", "красная", "красный", "зелёный", "зеленый", "синий", "слева", "справа", "сверху", "снизу",
    ]

    /// The last word of a text, lower-cased, and whether a word comes before it: read from the end, without
    /// splitting the whole text (rules ask this of every label).
    static func lastWord(of text: String) -> (word: String, hasWordsBefore: Bool)? {
        if let ascii = asciiLastWord(of: text) { return ascii.word.isEmpty ? nil : ascii }
        let isWordCharacter = { (character: Character) in character.isLetter || character.isNumber }
        guard let end = text.lastIndex(where: isWordCharacter) else { return nil }
        let head = text[...end]
        let start = head.lastIndex(where: { !isWordCharacter($0) }).map(text.index(after:)) ?? text.startIndex
        let hasWordsBefore = text[..<start].contains(where: isWordCharacter)
        return (text[start...end].lowercased(), hasWordsBefore)
    }

    /// A text as a listener hears it, to compare with another: case and runs of white space do not count.
    static func asHeard(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// A name made only of characters from Unicode's private use areas: an icon font's glyph (Material Icons, Font
    /// Awesome), which a voice cannot say.
    static func isIconGlyph(_ text: String) -> Bool {
        let scalars = text.unicodeScalars.filter { !$0.properties.isWhitespace }
        return !scalars.isEmpty && scalars.allSatisfy(isIconScalar)
    }

    /// A character of Unicode's private use areas, where icon fonts put their icons.
    static func isIconScalar(_ scalar: Unicode.Scalar) -> Bool {
        (0xE000...0xF8FF).contains(scalar.value) || scalar.value >= 0xF0000
    }

    /// The sentences of a text, trimmed: split at line breaks and at a full stop, "!", "?" or ";" before a space. A
    /// Flutter or React Native label often holds several ("Explore tab. Browse the catalog.\nExplore").
    static func sentences(of text: String) -> [Substring] {
        var sentences: [Substring] = []
        for line in text.split(whereSeparator: \.isNewline) {
            var start = line.startIndex, index = line.startIndex
            while index < line.endIndex {
                let next = line.index(after: index)
                if ".!?;".contains(line[index]), next == line.endIndex || line[next] == " " {
                    sentences.append(line[start..<next])
                    start = next
                }
                index = next
            }
            if start < line.endIndex { sentences.append(line[start...]) }
        }
        return sentences.map { $0.drop(while: \.isWhitespace) }.filter { $0.contains(where: { $0.isLetter || $0.isNumber }) }
    }

    /// Words after which a noun is what is acted on, not a role: "Attach a photo", "Open the link".
    static let determiners: Set<String> = [
        "a", "an", "the", "this", "that", "your", "my", "our", "their", "its", "his", "her", "ein", "eine", "einen", "der",
        "die", "das", "den", "dein", "deine", "ihr", "ihre",
    ]

    /// Whether the word before `text`'s last is a determiner, so that the last names a thing ("Attach a photo").
    static func lastWordNamesAThing(_ text: some StringProtocol) -> Bool {
        let words = of(String(text))
        return words.count >= 2 && determiners.contains(words[words.count - 2])
    }

    /// The words of a text, lower-cased: letters and digits, split at everything else.
    static func of(_ text: String) -> [String] {
        if let words = asciiWords(of: text) { return words }
        return text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    // MARK: - ASCII

    // Most labels and hints are ASCII, where a letter is A–Z or a–z and a number 0–9: read as bytes, they
    // split many times faster than through Unicode's character properties, with the same result.

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    static func isASCIIDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || isASCIIDigit(byte)
    }

    /// `of(_:)` for an ASCII text; nil for any other.
    private static func asciiWords(of text: String) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            var words: [String] = []
            var start: Int?
            for index in 0...bytes.count {
                let byte = index < bytes.count ? bytes[index] : 0x20
                if byte >= 0x80 { return nil }
                if isASCIIWordByte(byte) {
                    if start == nil { start = index }
                } else if let wordStart = start {
                    words.append(lowercasedASCII(UnsafeBufferPointer(rebasing: bytes[wordStart..<index])))
                    start = nil
                }
            }
            return words
        }
    }

    /// `lastWord(of:)` for an ASCII text (an empty word when it has none); nil for any other.
    private static func asciiLastWord(of text: String) -> (word: String, hasWordsBefore: Bool)? {
        var text = text
        return text.withUTF8 { bytes -> (word: String, hasWordsBefore: Bool)? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            guard let end = bytes.lastIndex(where: isASCIIWordByte) else { return ("", false) }
            let start = bytes[..<end].lastIndex(where: { !isASCIIWordByte($0) }).map { $0 + 1 } ?? 0
            let hasWordsBefore = bytes[..<start].contains(where: isASCIIWordByte)
            return (lowercasedASCII(UnsafeBufferPointer(rebasing: bytes[start...end])), hasWordsBefore)
        }
    }

    private static func lowercasedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            for index in bytes.indices {
                let byte = bytes[index]
                buffer[index] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            }
            return bytes.count
        }
    }
}

extension StringProtocol {
    /// `contains(character)` for an ASCII character: a pass over the bytes when the text is ASCII (rules ask
    /// this of every label), Unicode's rules otherwise (a space followed by a combining mark is no space).
    func containsASCII(_ character: Unicode.Scalar) -> Bool {
        let target = UInt8(character.value)
        var found = false
        for byte in utf8 {
            if byte >= 0x80 { return contains(Character(character)) }
            if byte == target { found = true }
        }
        return found
    }
}
