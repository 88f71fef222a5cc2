import ElementModel

/// A fix that `--fix` can write into the layout: the changes to the finding's element, in terms of what is spoken,
/// never of how it looks. A rule attaches one only where the change is known to be right, or, for a suggested label,
/// where a person asked for suggestions to be written (`--accept-suggestions`).
public struct Correction: Hashable, Sendable {
    public enum Change: Hashable, Sendable {
        /// The element's explicit name: the Accessibility inspector's Label, or an Android view's content description.
        case setLabel(String)
        /// Remove the explicit name, so that the text the element shows is spoken.
        case removeLabel
        /// Interface Builder's Identifier (where UI tests find the element once its label is no code name).
        case setIdentifier(String)
        /// An Accessibility inspector trait, by Interface Builder's attribute name (`button`, `adjustable`).
        case addTrait(String)
        /// The inspector's Accessibility Enabled box.
        case setIsElement(Bool)
        /// An attribute of an Android view, in the `android` namespace (`labelFor` = `@id/email`).
        case setAndroidAttribute(name: String, value: String)
    }

    public var changes: [Change]
    /// Whether the change writes words the tool proposed (a suggested label), which a person must ask for.
    public var isSuggestion: Bool

    public init(_ changes: [Change], isSuggestion: Bool = false) {
        self.changes = changes
        self.isSuggestion = isSuggestion
    }

    /// The change in a few words, for what `--fix` says it did: `label "Apply"`, `trait Button`.
    public var summary: String {
        changes.map { change in
            switch change {
            case .setLabel(let label): return "label \"\(label)\""
            case .removeLabel: return "label removed"
            case .setIdentifier(let identifier): return "identifier \"\(identifier)\""
            case .addTrait(let trait): return "trait " + trait.prefix(1).uppercased() + trait.dropFirst()
            case .setIsElement(let isElement): return isElement ? "made an accessibility element" : "hidden from VoiceOver"
            case .setAndroidAttribute(let name, let value): return "android:\(name)=\"\(value)\""
            }
        }.joined(separator: ", ")
    }
}

/// One change of a file's text that a correction makes, for reports that carry fixes as edits (SARIF's `fixes`): the
/// text from the start to the end (lines and columns counted as findings count them; the end excluded) replaced by
/// `text`.
public struct TextReplacement: Hashable, Sendable {
    public var path: String
    public var startLine: Int
    public var startColumn: Int
    public var endLine: Int
    public var endColumn: Int
    public var text: String

    public init(path: String, startLine: Int, startColumn: Int, endLine: Int, endColumn: Int, text: String) {
        self.path = path
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.endColumn = endColumn
        self.text = text
    }
}

/// Which of a rule's findings `--fix` writes: SwiftLint's "correctable", split in two, since a label a person has
/// not read is never written unless asked for.
public struct Correctability: Hashable, Sendable {
    /// Some findings have a change that needs no words from a person (a trait word dropped, a trait added).
    public let isCertain: Bool
    /// Some findings have a suggested label, written with `--accept-suggestions`.
    public let suggestsLabels: Bool

    public init(isCertain: Bool = false, suggestsLabels: Bool = false) {
        self.isCertain = isCertain
        self.suggestsLabels = suggestsLabels
    }

    public static let none = Correctability()
    public static let certain = Correctability(isCertain: true)
    public static let suggestions = Correctability(suggestsLabels: true)
    public static let certainAndSuggestions = Correctability(isCertain: true, suggestsLabels: true)

    /// `yes`, `suggestions`, `yes + suggestions` or `no`, as `rules` prints it.
    public var word: String {
        switch (isCertain, suggestsLabels) {
        case (true, true): return "yes + suggestions"
        case (true, false): return "yes"
        case (false, true): return "suggestions"
        case (false, false): return "no"
        }
    }

    /// Whether `correction` is one the rule says it makes.
    public func allows(_ correction: Correction) -> Bool {
        correction.isSuggestion ? suggestsLabels : isCertain
    }
}
