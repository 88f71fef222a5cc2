/// A WCAG 2.2 success criterion a rule helps meet (applied to native apps through WCAG2ICT and
/// EN 301 549 clause 11; `rule-catalog.md` §5).
public struct WCAGCriterion: Hashable, Sendable {
    /// "4.1.2".
    public let number: String
    public let name: String
    /// "A", "AA" or "AAA".
    public let level: String

    public init(_ number: String, _ name: String, level: String) {
        self.number = number
        self.name = name
        self.level = level
    }

    /// The axe-core style tag: `wcag412`.
    public var tag: String { "wcag" + number.filter(\.isNumber) }

    public static let nonTextContent = WCAGCriterion("1.1.1", "Non-text Content", level: "A")
    public static let infoAndRelationships = WCAGCriterion("1.3.1", "Info and Relationships", level: "A")
    public static let meaningfulSequence = WCAGCriterion("1.3.2", "Meaningful Sequence", level: "A")
    public static let sensoryCharacteristics = WCAGCriterion("1.3.3", "Sensory Characteristics", level: "A")
    public static let keyboard = WCAGCriterion("2.1.1", "Keyboard", level: "A")
    public static let pointerGestures = WCAGCriterion("2.5.1", "Pointer Gestures", level: "A")
    public static let labelInName = WCAGCriterion("2.5.3", "Label in Name", level: "A")
    public static let headingsAndLabels = WCAGCriterion("2.4.6", "Headings and Labels", level: "AA")
    public static let sectionHeadings = WCAGCriterion("2.4.10", "Section Headings", level: "AAA")
    public static let labelsOrInstructions = WCAGCriterion("3.3.2", "Labels or Instructions", level: "A")
    public static let nameRoleValue = WCAGCriterion("4.1.2", "Name, Role, Value", level: "A")
}
