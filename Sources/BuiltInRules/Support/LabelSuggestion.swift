import ElementModel
import RuleEngine

/// A label for an unnamed or badly named control, from the evidence the layout holds, in order of trust:
/// the action it sends (`resetPassword:` → "Reset password"), the text VoiceOver reads just before it,
/// the name of the image it shows. Only words a person would say are proposed: identifiers ("shareButton"),
/// sample values ("128", "0%", a date), Interface Builder's default texts, the screen's own title and names
/// ending in a role word ("Share button") are refused, and with no good evidence nothing is proposed.
enum LabelSuggestion {
    static func label(for element: Element, in screen: ScreenContext) -> String? {
        let candidates = [actionName(of: element), precedingText(before: element, in: screen), imageName(of: element)]
        return candidates.lazy.compactMap { $0 }.first { isSayable($0, in: screen) }
    }

    // MARK: - Evidence

    /// "Reset password" from `resetPassword:`, "Share" from `shareButtonPressed:`.
    private static func actionName(of element: Element) -> String? {
        for case .action(let selector, _) in element.interactions {
            let name = selector.split(separator: ":").first.map(String.init) ?? selector
            var words = AssetNames.camelCaseParts(name).map { $0.lowercased() }
            while let first = words.first, words.count > 1, leadingActionWords.contains(first) { words.removeFirst() }
            while let last = words.last, words.count > 1, trailingActionWords.contains(last) { words.removeLast() }
            guard let first = words.first, !trailingActionWords.contains(first), !leadingActionWords.contains(first) else { continue }
            return ([first.prefix(1).uppercased() + first.dropFirst()] + words.dropFirst()).joined(separator: " ")
        }
        return nil
    }

    /// Words around the name in action selectors: `didTapShare`, `shareButtonPressed:`, `switchGroupByFeed:`,
    /// `notificationsChanged:`.
    private static let leadingActionWords: Set<String> = [
        "did", "on", "handle", "tap", "tapped", "btn", "action", "ib", "switch", "toggle",
    ]
    private static let trailingActionWords: Set<String> = [
        "tapped", "tap", "pressed", "press", "clicked", "click", "touched", "action", "button", "btn", "with", "sender",
        "selected", "handler", "changed", "change", "toggled", "value", "did", "switch", "switched", "controller", "vc",
    ]

    /// The text VoiceOver reads just before the control, when it is a caption beside or just above it:
    /// how a sighted user reads "Wi-Fi [switch]". VoiceOver does not make that connection by itself.
    private static func precedingText(before element: Element, in screen: ScreenContext) -> String? {
        guard let frame = element.screenFrame else { return nil }
        let utterances = screen.transcript.utterances
        let position = screen.transcriptIndex(of: element) ?? utterances.firstIndex { utterance in
            utterance.element.screenFrame.map { comesAfter($0, frame, idiom: screen.document.idiom) } ?? false
        } ?? utterances.count
        guard position > 0 else { return nil }
        let previous = utterances[position - 1].element
        guard previous.type == "UILabel" || previous.traits.contains(.staticText), !previous.isInteractive,
              let text = previous.label, let textFrame = previous.screenFrame else { return nil }
        let sameRow = textFrame.y < frame.y + frame.height && frame.y < textFrame.y + textFrame.height
        let justAbove = textFrame.y + textFrame.height <= frame.y + 1 && frame.y - (textFrame.y + textFrame.height) <= 24
        return sameRow || justAbove ? text : nil
    }

    /// VoiceOver's order (`voiceover-model.md` §1.2): a lower row, or further right in the same row.
    private static func comesAfter(_ frame: Rect, _ other: Rect, idiom: DeviceIdiom) -> Bool {
        let separation = idiom == .phone ? 8.0 : 13.0
        if abs(frame.y - other.y) >= separation { return frame.y > other.y }
        return frame.x > other.x
    }

    private static func imageName(of element: Element) -> String? {
        guard element.accessibility.label.provenance.derivedFrom == .imageName, let name = element.label else { return nil }
        return AssetNames.suggestedLabel(from: name)
    }

    // MARK: - What a person would say

    private static func isSayable(_ text: String, in screen: ScreenContext) -> Bool {
        let letters = text.filter(\.isLetter).count
        let digits = text.filter(\.isNumber).count
        // A name is a few words; a longer text beside a control is content, not its caption.
        guard letters >= 2, digits <= letters / 2, text.count <= 30, Words.of(text).count <= 4, !text.contains("\n") else {
            return false
        }
        guard !AssetNames.looksLikeFileName(text, source: .explicit), !IBDefaultTexts.isDefault(text) else { return false }
        let lower = text.lowercased()
        let titles = [screen.screen.name, screen.screen.navigationTitle].compactMap { $0?.lowercased() }
        guard !titles.contains(lower), !isDate(lower) else { return false }
        if let last = Words.of(text).last, Words.traitWords.contains(where: { $0.words.contains(last) }) { return false }
        return true
    }

    private static let months: Set<String> = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "january", "february",
        "march", "april", "june", "july", "august", "september", "october", "november", "december",
    ]

    /// "12 May 2024", "May 12": sample dates, not names.
    private static func isDate(_ lower: String) -> Bool {
        let words = Words.of(lower)
        return words.contains(where: months.contains) && words.contains { $0.allSatisfy(\.isNumber) }
    }
}
