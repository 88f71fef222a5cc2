import ElementModel

/// What rules ask of an element, defined once.
extension Element {
    /// Traits that tell VoiceOver users what an element does (its role).
    static let roleTraits: AccessibilityTraits = [
        .button, .link, .adjustable, .keyboardKey, .searchField, .tabBarItem, .switchButton, .textEntry, .backButton,
        .allowsDirectInteraction,
    ]

    var traits: AccessibilityTraits { accessibility.traits.value }
    var label: String? { accessibility.label.value.flatMap { $0.isEmpty ? nil : $0 } }
    var value: String? { accessibility.value.value.flatMap { $0.isEmpty ? nil : $0 } }
    var hint: String? { accessibility.hint.value.flatMap { $0.isEmpty ? nil : $0 } }
    var isElement: Bool { accessibility.isElement.value }
    var hasRoleTrait: Bool { !traits.isDisjoint(with: Self.roleTraits) }

    /// A subclass from the app (`customClass`): UIKit knows nothing of what it does.
    var isCustom: Bool { customClass != nil }

    /// Interactive by the file's own evidence (an action, a gesture, a segue), not just by being a UIControl.
    var isWiredUp: Bool {
        interactions.contains { if case .control = $0 { return false } else { return true } }
    }

    /// An app-defined control: a custom class the file wires up, or a custom UIControl subclass.
    var isCustomControl: Bool { isCustom && isInteractive }

    /// True when some descendant is an accessibility element, through which VoiceOver reaches this view's
    /// content (walked without copying the subtree).
    var hasElementDescendant: Bool {
        children.indices.contains { children[$0].isElement || children[$0].hasElementDescendant }
    }

    /// A short name for this element in messages: `RatingView "chk-rt-001"`.
    var displayName: String {
        let kind = customClass ?? type
        if let userLabel { return "\(kind) '\(userLabel)'" }
        return kind
    }
}
