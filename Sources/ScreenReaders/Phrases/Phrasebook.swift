/// Everything VoiceOver says that is not in the layout: trait names, states, positions and system hints,
/// for one language. Each language is one data file beside this one (`English.swift`, …); the strings
/// are quoted exactly from `voiceover-model.md` §2 and AccessibilitySnapshot's `Localizable.strings`.
public struct Phrasebook: Sendable {
    /// The `--locale` code: `en`, `de`, `ru`.
    public let code: String
    // MARK: Traits, in VoiceOver's speaking order
    public let selected: String
    /// `%@` is the description: "Selected: %@".
    public let selectedFormat: String
    public let dimmed: String
    public let button: String
    public let backButton: String
    /// The word a back button's label is dropped for ("Back"), compared without case.
    public let backDescriptor: String
    public let switchButton: String
    public let switchOn: String
    public let switchOff: String
    public let switchMixed: String
    public let tab: String
    public let textField: String
    public let secureTextField: String
    public let isEditing: String
    public let heading: String
    public let link: String
    public let adjustable: String
    public let image: String
    public let searchField: String
    // MARK: Positions
    /// `%1$@` description, `%2$@` index, `%3$@` count: "%1$@ %2$@ of %3$@."
    public let seriesFormat: String
    public let listStart: String
    public let listEnd: String
    public let landmarkStart: String
    public let landmarkEnd: String
    // MARK: System hints
    public let switchHint: String
    /// `%@` is the element's own hint without its final period.
    public let switchHintFormat: String
    public let adjustableHint: String
    public let adjustableHintFormat: String
    public let textFieldHint: String
    public let textFieldEditingHint: String
    public let textAreaHint: String

    /// The phrasebooks the tool ships, by code.
    public static let all: [Phrasebook] = [.english, .german, .russian]

    public static func forCode(_ code: String) -> Phrasebook? {
        all.first { $0.code == code }
    }

    /// Fills a format's `%@` (in order) and `%N$@` (by position) with `arguments`; Android's `%N$s` and `%N$d`
    /// (TalkBack's templates) are filled by position the same way.
    public static func format(_ template: String, _ arguments: String...) -> String {
        var result = ""
        var next = 0
        var characters = template[...]
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            let rest = characters[characters.index(after: percent)...]
            if rest.hasPrefix("@") {
                result += next < arguments.count ? arguments[next] : ""
                next += 1
                characters = rest.dropFirst()
            } else if let dollar = rest.firstIndex(of: "$"), let position = Int(rest[..<dollar]),
                      let conversion = rest[rest.index(after: dollar)...].first, "@sd".contains(conversion) {
                result += position - 1 < arguments.count ? arguments[position - 1] : ""
                characters = rest[rest.index(dollar, offsetBy: 2)...]
            } else {
                result += "%"
                characters = rest
            }
        }
        return result + characters
    }
}
