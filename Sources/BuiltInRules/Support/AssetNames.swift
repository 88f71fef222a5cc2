/// Tells asset names, file names and code identifiers from words a person would say, and turns the former
/// into words when that is all the evidence there is.
enum AssetNames {
    private static let fileExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "svg", "gif", "heic", "webp", "tiff"]
    private static let prefixes = [
        "ic_", "ic-", "icn_", "icn-", "icon_", "icon-", "img_", "img-", "image_", "btn_", "btn-", "button_", "asset_",
    ]

    /// Words that end identifiers of views and images in code: `SubmitOrderButton`, `ChevronRightIcon`.
    private static let codeWords: Set<String> = [
        "button", "btn", "icon", "ico", "image", "img", "view", "label", "lbl", "cell", "field", "txt", "controller",
    ]

    /// Words that start identifiers in code and asset names: `lblUserName`, `btnPlay`, `ivAvatar`, `tab_settings`.
    private static let codePrefixes: Set<String> = [
        "lbl", "lb", "btn", "bt", "img", "ic", "icn", "ico", "icon", "iv", "tf", "txt", "sw", "vw", "tab", "nav", "navbar", "sf",
        "toolbar",
    ]

    /// Words in asset names that say how the icon is drawn, not what it does: `ic_pause_white`, `star_filled`.
    private static let styleWords: Set<String> = [
        "white", "black", "grey", "gray", "dark", "light", "filled", "fill", "outline", "outlined", "bold", "thin", "small",
        "large", "big", "normal", "highlighted", "selected", "unselected", "active", "inactive", "disabled", "pressed",
        "default", "round", "circle", "red", "green", "blue", "yellow", "orange", "purple", "pink", "brown", "clear",
        "transparent", "colored", "coloured", "color", "colour", "tinted", "solid", "regular", "medium", "mini", "tiny", "ios",
        "iphone", "ipad", "android", "on", "off", "hover", "focused", "checked", "unchecked", "new", "old", "copy", "empty",
    ]

    /// Size and scale marks an asset name carries: `18pt`, `24dp`, `@2x`, `3x`, `48`, `xl`.
    private static func isSizeMark(_ word: String) -> Bool {
        if word.allSatisfy(\.isNumber) || ["xs", "sm", "md", "lg", "xl", "xxl", "xxxl", "hd", "hdpi", "mdpi", "xhdpi", "xxhdpi"].contains(word) {
            return true
        }
        let digits = word.prefix(while: \.isNumber)
        return !digits.isEmpty && ["pt", "px", "dp", "x", "w", "h"].contains(String(word.dropFirst(digits.count)))
            || word.first == "x" && word.count > 1 && word.dropFirst().allSatisfy(\.isNumber)
    }

    /// Words that only name an icon's shape or which way it points: no action is in them ("Chevron left", "Arrow upward",
    /// "Pie chart"). An image named so alone is weak evidence for a name.
    private static let shapeWords: Set<String> = [
        "chevron", "arrow", "arrows", "caret", "triangle", "square", "dot", "dots", "line", "lines", "bar", "bars", "pie",
        "chart", "disclosure", "indicator", "angle", "polygon", "shape", "question", "exclamation", "circle", "ring",
    ]
    private static let directionWords: Set<String> = [
        "left", "right", "up", "down", "upward", "downward", "upwards", "downwards", "horizontal", "vertical", "double", "single",
    ]

    /// Abbreviations said letter by letter, written in capitals in a name: `toggleVPN` → "VPN", `vpnSwitch` → "VPN".
    private static let acronyms: Set<String> = [
        "vpn", "url", "gps", "usb", "nfc", "qr", "pdf", "sms", "id", "ip", "dns", "api", "faq", "tv", "ar", "vr", "ssl",
        "vip", "otp", "rss", "ftp", "ssh", "mms", "gif", "html", "css", "json", "csv", "ui", "os", "nfc", "ble", "sd", "hd",
        "pin", "2fa", "sim", "lte", "wifi", "gpu", "cpu", "ok", "btc", "eth", "usd", "eur", "gbp", "ipv4", "ipv6",
    ]

    /// Short forms a listener cannot expand ("Prev", "FB", "TWTR"): code's, not a name's.
    private static let shortForms: Set<String> = [
        "prev", "fb", "twtr", "msg", "pwd", "cfg", "conf", "num", "qty", "addr", "desc", "loc", "temp", "cta", "tx", "rx",
    ]

    /// A word of a selector or an image name that is an abbreviation a listener may not know: a short form, or capitals
    /// that are no well-known acronym ("POI", "YTD").
    static func isUnknownAbbreviation(_ word: String) -> Bool {
        let lower = word.lowercased()
        if shortForms.contains(lower) { return true }
        return (2...5).contains(word.count) && word.allSatisfy(\.isUppercase) && !acronyms.contains(lower)
    }

    /// Icons named after their shape, and what such an icon does in nearly every app.
    private static let functionOfShape: [String: String] = [
        "hamburger": "Menu", "gear": "Settings", "cog": "Settings", "cogwheel": "Settings", "plus": "Add",
        "pencil": "Edit", "trash": "Delete", "bin": "Delete", "magnifier": "Search", "loupe": "Search",
        "ellipsis": "More", "kebab": "More", "meatballs": "More", "overflow": "More", "xmark": "Close", "cross": "Close",
    ]

    /// Names whose mixed case is how the words are spelt.
    private static let brandSpellings: Set<String> = [
        "macOS", "watchOS", "tvOS", "visionOS", "iPadOS", "iOS", "eBay", "WebView", "YouTube", "GitHub", "GitLab", "WhatsApp",
        "PayPal", "LinkedIn", "TikTok", "WordPress", "JavaScript", "PlayStation", "OpenStreetMap", "ownCloud", "iCloud", "iPad",
        "iPhone", "macBook", "NextCloud",
    ]

    /// Two- and three-letter English words that name icons well enough: any other such image name ("arr",
    /// "btn", "fwd") is an abbreviation VoiceOver spells out or garbles.
    private static let shortWords: Set<String> = [
        "add", "all", "app", "bag", "bar", "bed", "bin", "box", "bus", "buy", "cab", "can", "cap", "car", "cat", "cog",
        "cup", "cut", "day", "dog", "dot", "eye", "fan", "fax", "fix", "fly", "gem", "gym", "hat", "hot", "ice", "ink",
        "key", "kid", "lab", "law", "leg", "lid", "map", "max", "men", "mix", "mug", "net", "new", "now", "off", "oil",
        "old", "out", "owl", "pay", "pen", "pet", "pie", "pin", "pop", "pot", "red", "run", "saw", "sea", "see", "set",
        "sky", "sun", "tab", "tag", "tap", "tax", "tea", "tie", "tip", "top", "toy", "van", "web", "win", "yes", "zip",
        "go", "no", "ok", "on", "up", "me", "my", "tv", "hi",
    ]

    /// Where a name comes from decides how strict the test is. Text the view shows is what sighted users read
    /// too, so only file names count against it; a button's title also for code identifiers ("d1Button", a tag
    /// drawn invisibly over an image), though a localization key there is a placeholder code replaces; a label
    /// someone set for identifiers and keys alike; an image's name, which nobody chose to be heard, for any
    /// asset-style name, abbreviations included.
    enum Source {
        case shown, buttonTitle, explicit, image
    }

    /// Whether `text` reads like a file, asset or code name rather than words: `icon_close`, `logo.png`,
    /// `Arrow-Up-24`, `btn-next`, `square.and.arrow.up`; set as a label also `lblUserName`, `SubmitOrderButton`;
    /// as an image's name also `ChevronRightIcon`, `CameraPrinterNext`, `arr`. Anything with a space is words, and so is
    /// anything of several lines (Flutter joins a row's texts with line breaks: "SKU\nSKU-100" is a caption and its value).
    static func looksLikeFileName(_ text: String, source: Source) -> Bool {
        guard !text.containsASCII(" "), !isOfSeveralLines(text) else { return false }
        if source == .image, isAbbreviation(text) { return true }
        guard text.count >= 3 else { return false }
        // Most texts asked about are one plain word: the checks that need a dot or a hyphen are skipped when
        // the bytes hold none (splitting by characters is slow, and this is asked of every label).
        let hasDot = text.utf8.contains(UInt8(ascii: ".")), hasHyphen = text.utf8.contains(UInt8(ascii: "-"))
        let lower = text.lowercased()
        if hasDot, let dot = lower.lastIndex(of: "."), fileExtensions.contains(String(lower[lower.index(after: dot)...])) {
            return true
        }
        if prefixes.contains(where: lower.hasPrefix) { return true }
        // Digits and marks alone, shown or said, are a date, a time or a number ("07-31", "12_30"), not a name anyone
        // wrote; an image's name of digits ("01_02") is still the asset's.
        guard source == .image || text.contains(where: \.isLetter) else { return false }
        if text.containsASCII("_") { return true }
        // SF Symbol names: lower-case words joined by dots.
        if hasDot {
            let dotted = lower.split(separator: ".")
            if dotted.count >= 2, text == lower, dotted.allSatisfy({ $0.allSatisfy(\.isLetter) && $0.count >= 2 }) { return true }
        }
        // Hyphenated names ending in a size: "Arrow-Up-24".
        if hasHyphen {
            let hyphenated = text.split(separator: "-")
            if hyphenated.count >= 2, hyphenated.last?.allSatisfy(\.isNumber) == true { return true }
        }
        switch source {
        case .shown: return false
        case .buttonTitle: return looksLikeCodeIdentifier(text, minimumParts: .max) || hasHyphen && looksLikeTestID(text)
        case .explicit: return (hasDot && looksLikeKey(text)) || looksLikeCodeIdentifier(text, minimumParts: .max) || hasHyphen && looksLikeTestID(text)
        case .image: return (hasDot && looksLikeKey(text)) || looksLikeCodeIdentifier(text, minimumParts: 3) || hasHyphen && isKebabCase(text)
        }
    }

    /// Whether the text breaks a line anywhere (`\n`, `\r`, or both: a grapheme of its own in Unicode's eyes).
    private static func isOfSeveralLines(_ text: String) -> Bool {
        text.utf8.contains { $0 == 0x0A || $0 == 0x0D }
    }

    /// An asset named in kebab case (`small-cross-clear-icon`, `find-previous-dark`, `5calls-stars`, `OnePassword-Button`):
    /// three or more parts, or two with a number, a code word or a style word in them ("e-mail" is a word).
    private static func isKebabCase(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } }) else { return false }
        if parts.count >= 3 { return true }
        return parts.contains { part in
            let lower = part.lowercased()
            return part.contains(where: \.isNumber) || codeWords.contains(lower) || styleWords.contains(lower)
        }
    }

    /// A localization key or a dotted code path: `TinkerStrings.DeviceList.Title`, `product-add.placeholder.brand`.
    private static func looksLikeKey(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 3 && parts.allSatisfy { part in
            part.count >= 2 && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        }
    }

    /// `lblUserName`, `btnPlayVideo` (lowerCamelCase after at least two lower-case letters, so "iPhone" is
    /// spared); capitalised parts that start or end with a word code gives views and images (`CloseButton`,
    /// `IconEditInfo`), or at least `minimumParts` of them. Brand spellings ("macOS", "YouTube") are words.
    private static func looksLikeCodeIdentifier(_ text: String, minimumParts: Int) -> Bool {
        // A second part starts at a capital after the first character: an ASCII text with none has one part
        // (asked of every one-word label, so answered from the bytes).
        if text.utf8.allSatisfy({ $0 < 0x80 }), !text.utf8.dropFirst().contains(where: { $0 >= 0x41 && $0 <= 0x5A }) {
            return false
        }
        guard text.count >= 4, text.allSatisfy({ $0.isLetter || $0.isNumber }), !brandSpellings.contains(text) else {
            return false
        }
        let parts = camelCaseParts(text)
        guard parts.count >= 2 else { return false }
        if text.first?.isLowercase == true { return parts[0].count >= 2 }
        return parts.count >= minimumParts || codeWords.contains(parts.last!.lowercased())
            || codeWords.contains(parts.first!.lowercased())
    }

    /// Parts of test ids that name a kind of control or screen part: `button-LOGIN`, `switch-text`, `input-text-result`.
    private static let testIDWords: Set<String> = codeWords.union([
        "input", "switch", "toggle", "checkbox", "radio", "text", "edit", "textfield", "tv", "et", "iv", "screen", "test", "id",
    ])

    /// Whether `text` reads like an id written for test automation and set as the name: words joined by hyphens, one of
    /// them a kind of control ("button-LOGIN", "switch-text", "input-text-result"), or with a part in capitals after
    /// a lower-case one ("login-SUBMIT"). Hyphenated words ("Wi-Fi", "Sign-in", "e-mail") are words.
    private static func looksLikeTestID(_ text: String) -> Bool {
        guard text.utf8.contains(UInt8(ascii: "-")), !text.containsASCII(" "), !isOfSeveralLines(text) else { return false }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } }) else { return false }
        if parts.contains(where: { testIDWords.contains($0.lowercased()) }) { return true }
        return parts.first!.allSatisfy(\.isLowercase) && parts.dropFirst().contains { $0.count >= 2 && $0.allSatisfy(\.isUppercase) }
    }

    /// A two- or three-letter lower-case name that is no English word: "arr", "btn", "fwd".
    static func isAbbreviation(_ text: String) -> Bool {
        (2...3).contains(text.count) && text.allSatisfy(\.isLowercase) && !shortWords.contains(text)
    }

    /// A name's words, lower-cased, as `suggestedLabel` splits it: `now_playing_Stop@2x` → now, playing, stop, 2x.
    static func nameWords(_ name: String) -> [String] {
        name.split { "_-. @".contains($0) }.flatMap { camelCaseParts(String($0)) }.map { $0.lowercased() }
    }

    /// Words a person might say for an asset name, for a person to confirm: `icon_close` → "Close",
    /// `ic_cancel_18pt` → "Cancel", `SettingsIcon` → "Settings". Nil when nothing sayable is left
    /// (an abbreviation, a single letter, digits, only a shape or a style, a background), and without the screen's
    /// naming scheme (`scheme`: `now_playing_stop` → "Stop").
    static func suggestedLabel(from name: String, scheme: ImageNameScheme? = nil) -> String? {
        var base = name
        if let dot = base.lastIndex(of: "."), fileExtensions.contains(base[base.index(after: dot)...].lowercased()) {
            base = String(base[..<dot])
        }
        for prefix in prefixes where base.lowercased().hasPrefix(prefix) {
            base = String(base.dropFirst(prefix.count))
            break
        }
        var parts = base.split { "_-. @".contains($0) }.flatMap { camelCaseParts(String($0)) }
        // The screen's naming scheme ("now playing …", "… up") is no part of any one name.
        if let scheme {
            let kept = scheme.strip(parts.map { $0.lowercased() })
            if kept.count < parts.count, let start = (0...(parts.count - kept.count)).first(where: { parts[$0...].map { $0.lowercased() }.starts(with: kept) }) {
                parts = Array(parts[start..<(start + kept.count)])
            }
        }
        parts = parts.filter { !isSizeMark($0.lowercased()) }
        // Size, scale, colour, state and platform marks, and code words, are no words to speak ("Cancel 18pt").
        let unstyled = parts.filter { !styleWords.contains($0.lowercased()) }
        // A background or overlay image names no action (a full-screen button that dismisses).
        if parts.contains(where: { ["background", "bg", "backdrop", "overlay"].contains($0.lowercased()) }) { return nil }
        // A name of nothing but style and shape ("blue_circle") says nothing of what the control does.
        guard !onlyNamesAShape(unstyled) else { return nil }
        parts = unstyled
        while let last = parts.last?.lowercased(), parts.count > 1, codeWords.contains(last) { parts.removeLast() }
        while let first = parts.first?.lowercased(), parts.count > 1, codePrefixes.contains(first) { parts.removeFirst() }
        // Material's chevrons are "keyboard arrows" (`keyboard_arrow_down`): the keyboard is part of the shape's name.
        if let arrow = parts.firstIndex(where: { $0.lowercased() == "arrow" }), arrow > 0, parts[arrow - 1].lowercased() == "keyboard" {
            parts.remove(at: arrow - 1)
        }
        let words = parts.map { $0.lowercased() }
        // An icon's name says its shape; the label says what it does. A shape alone says nothing of that.
        if words.count == 1, let function = functionOfShape[words[0]] { return function }
        if words.allSatisfy({ shapeWords.contains($0) || directionWords.contains($0) }) { return nil }
        parts.removeAll { shapeWords.contains($0.lowercased()) }  // "Back arrow" → "Back"
        guard let first = parts.first?.lowercased(), parts.count > 1 || (first.count >= 3 && !isAbbreviation(first)),
              !parts.contains(where: isUnknownAbbreviation) else { return nil }
        return sentence(parts)
    }

    /// A word that names the shape of an icon that points ("arrow", "chevron"), which a selector may name its button by
    /// (`backArrowTapped:`); "chart" or "bar" there name what the control shows.
    static func isPointerShape(_ word: String) -> Bool { ["arrow", "arrows", "chevron", "caret", "triangle"].contains(word.lowercased()) }

    /// Words that only say a shape and which way it points ("Right arrow", "Chevron left"): nothing of what a control does.
    static func onlyNamesAShape(_ words: [String]) -> Bool {
        words.allSatisfy { shapeWords.contains($0.lowercased()) || directionWords.contains($0.lowercased()) }
    }

    /// Words as a name: the first capitalised, the rest in lower case, abbreviations in capitals ("Toggle VPN").
    static func sentence(_ parts: [String]) -> String {
        parts.enumerated().map { index, part in
            let lower = part.lowercased()
            if acronyms.contains(lower) || part.count >= 2 && part.allSatisfy({ $0.isUppercase || $0.isNumber }) { return part.uppercased() }
            // A letter naming an axis or a key ("Invert X") keeps its capital after the first word.
            if index > 0, part.count == 1, part.first?.isUppercase == true { return part }
            return index == 0 ? lower.prefix(1).uppercased() + lower.dropFirst() : lower
        }.joined(separator: " ")
    }

    /// `lblUserName` → lbl, User, Name; `QRCode` → QR, Code.
    static func camelCaseParts(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord = character.isUppercase && !current.isEmpty
                && (current.last!.isLowercase || current.last!.isNumber || next?.isLowercase == true)
            if startsWord {
                parts.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }
}
