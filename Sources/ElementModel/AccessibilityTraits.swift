/// UIAccessibilityTraits, with Apple's names and bit values, plus the private bits VoiceOver reads
/// (bit values from `voiceover-model.md` §5, as AccessibilitySnapshot decodes them).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64

    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    // Private traits: not settable in Interface Builder, but UIKit controls carry them and VoiceOver speaks them.
    public static let textEntry = AccessibilityTraits(rawValue: 1 << 18)
    public static let isEditing = AccessibilityTraits(rawValue: 1 << 21)
    public static let secureTextField = AccessibilityTraits(rawValue: 1 << 24)
    public static let backButton = AccessibilityTraits(rawValue: 1 << 27)
    public static let tabBarItem = AccessibilityTraits(rawValue: 1 << 28)
    public static let textArea = AccessibilityTraits(rawValue: 1 << 47)
    public static let switchButton = AccessibilityTraits(rawValue: 1 << 53)

    /// Every named trait, in bit order; the names are Apple's and the JSON output's.
    public static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
        ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("tabBar", .tabBar), ("header", .header), ("textEntry", .textEntry), ("isEditing", .isEditing),
        ("secureTextField", .secureTextField), ("backButton", .backButton), ("tabBarItem", .tabBarItem),
        ("textArea", .textArea), ("switchButton", .switchButton),
    ]

    /// The trait with this Apple name, if there is one.
    public init?(name: String) {
        guard let entry = Self.named.first(where: { $0.name == name }) else { return nil }
        self = entry.trait
    }

    /// The names of the traits in this set, in bit order.
    public var names: [String] {
        Self.named.filter { contains($0.trait) }.map(\.name)
    }
}
