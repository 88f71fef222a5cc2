import RuleEngine

/// Why an element's corrections were not written: for the person who will make them.
enum RewriteRefusal: Error, Equatable {
    case notAnElement
    case other(String)

    var text: String {
        switch self {
        case .notAnElement: return "no element of its own stands at its line and column"
        case .other(let text): return text
        }
    }
}

/// What the corrections of one element's findings ask for together: one label, the traits to add, the Enabled box.
struct ElementChanges {
    enum Label: Equatable {
        case set(String)
        case remove
    }

    var label: Label?
    var identifier: String?
    var traits: [String] = []
    var isElement: Bool?
    var androidAttributes: [(name: String, value: String)] = []

    /// The corrections' changes merged, or why they cannot be: two findings of one label may each ask for it changed
    /// ("Apply button." → "Apply" for its role word, "Apply button" for its period). Where one new label is part of
    /// the other, the shorter leaves out what both drop; labels that differ otherwise are for a person to choose.
    init?(_ corrections: [Correction], conflict: inout String?) {
        for change in corrections.flatMap(\.changes) {
            switch change {
            case .setLabel(let text):
                switch label {
                case nil: label = .set(text)
                case .set(let other) where other == text: break
                case .set(let other) where other.contains(text): label = .set(text)
                case .set(let other) where text.contains(other): break
                default:
                    conflict = "its findings ask for different labels"
                    return nil
                }
            case .removeLabel:
                guard label == nil || label == .remove else {
                    conflict = "one finding asks for its label to be removed and another for it to be changed"
                    return nil
                }
                label = .remove
            case .setIdentifier(let text):
                identifier = identifier ?? text
            case .addTrait(let trait):
                if !traits.contains(trait) { traits.append(trait) }
            case .setIsElement(let value):
                isElement = value
            case .setAndroidAttribute(let name, let value):
                guard !androidAttributes.contains(where: { $0.name == name && $0.value != value }) else {
                    conflict = "its findings ask for different values of android:\(name)"
                    return nil
                }
                if !androidAttributes.contains(where: { $0.name == name }) { androidAttributes.append((name, value)) }
            }
        }
    }
}
