import ElementModel

/// One thing VoiceOver says as the user swipes to an element.
public struct Utterance: Hashable, Sendable {
    /// What VoiceOver says, without the hint: "Sign In. Button."
    public var text: String
    /// The hint, spoken after a pause when "Speak Hints" is on; nil when there is none.
    public var hint: String?
    /// The element that speaks, with its id (a segment's or tab's control id when it has none of its own).
    public var element: Element
    /// Where each part of `text` and `hint` came from, for `--explain`. Empty when the reader was made not
    /// to keep them (`ScreenReader(explains: false)`, as the audit does: a screen of a million elements would
    /// hold several parts for each).
    public var parts: [UtterancePart]
    /// True when some of the words are UIKit's as far as known, not verified on a device.
    public var isEstimated: Bool

    /// A stop where the screen reader lands and says nothing (an element with no label, value or traits; on Android a
    /// toggle of no role with no words): kept in the transcript so that a user hears the silence where it is.
    public var isSilent: Bool { text.isEmpty }

    /// What a transcript shows for this stop: its words, or for a silent stop a note that says so, since an
    /// empty line (or an empty button in the HTML report) would hide the stop a user lands on.
    public func shownText(screenReader: String) -> String {
        isSilent ? "(silent stop: \(screenReader) lands here and says nothing)" : text
    }

    /// `isEstimated` defaults to what `parts` say.
    public init(text: String, hint: String?, element: Element, parts: [UtterancePart], isEstimated: Bool? = nil) {
        self.text = text
        self.hint = hint
        self.element = element
        self.parts = parts
        self.isEstimated = isEstimated ?? parts.contains(where: \.isEstimated)
    }
}

/// One ingredient of an utterance and its source.
public struct UtterancePart: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case label, value, traits, position, hint
    }

    /// Where the words came from. Kept as data and put into words only when shown (`--explain`).
    public enum Source: Hashable, Sendable {
        /// A property of the element, with its provenance.
        case property(Provenance)
        /// The element's traits: VoiceOver's phrases for them.
        case traits(AccessibilityTraits, Provenance)
        /// The element's hint, spoken in place of an empty description.
        case promotedHint(Provenance)
        /// VoiceOver itself: a position in a run or a system hint.
        case voiceOver(String)
        /// TalkBack itself, on Android: a role word, a state, a usage hint.
        case talkBack(String)

        /// `derivedProperty: its title (line 73)`, `traits [button] from uikitDefault: …`.
        public var summary: String {
            switch self {
            case .property(let provenance): return provenance.summary
            case .traits(let traits, let provenance):
                return "traits [" + traits.names.joined(separator: ",") + "] from " + provenance.summary
            case .promotedHint(let provenance): return provenance.summary + ", spoken as the description"
            case .voiceOver(let what): return "VoiceOver: " + what
            case .talkBack(let what): return "TalkBack: " + what
            }
        }
    }

    public var kind: Kind
    /// The words it contributed.
    public var text: String
    public var source: Source

    public init(kind: Kind, text: String, source: Source) {
        self.kind = kind
        self.text = text
        self.source = source
    }

    /// True when the words come from a source marked as estimated (UIKit's as far as known).
    public var isEstimated: Bool {
        switch source {
        case .property(let provenance), .traits(_, let provenance), .promotedHint(let provenance): return provenance.isEstimated
        case .voiceOver, .talkBack: return false
        }
    }
}

/// Everything VoiceOver says on one screen, in order, and where the model is known to differ from it.
public struct ScreenTranscript: Hashable, Sendable {
    public var screen: Screen
    public var utterances: [Utterance]
    public var notes: [KnownGap]

    public init(screen: Screen, utterances: [Utterance], notes: [KnownGap]) {
        self.screen = screen
        self.utterances = utterances
        self.notes = notes
    }
}

extension ScreenTranscript {
    /// UIKit's own words spoken on this screen ("Decrement", "3 items", "page 2 of 3"), in a transcript of a language
    /// other than English: iOS says them in the app's language, and the model has them in English only.
    public func uikitWordsInEnglish(language: String) -> [String] {
        guard language != "en" else { return [] }
        var words: [String] = []
        for utterance in utterances {
            let accessibility = utterance.element.accessibility
            for property in [accessibility.label, accessibility.value] where property.provenance.derivedFrom == .uikitWords {
                if let text = property.value, !text.isEmpty, !words.contains(text), utterance.text.contains(text) { words.append(text) }
            }
        }
        return words
    }
}
