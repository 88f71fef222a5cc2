import ElementModel

/// What the file sets on purpose, applied over UIKit's defaults in UIKit's own order: the Accessibility
/// inspector's values are decoded with the view, then user-defined runtime attributes are set on it,
/// so a runtime attribute wins over the inspector.
struct IBAccessibilityOverrides {
    let settings: IBAccessibilitySettings
    /// A UISwitch answers `accessibilityValue` from its state, whatever was set: VoiceOver says On or Off.
    var valueComesFromState = false

    /// Traits Interface Builder cannot set: a class's private bits survive an inspector trait set.
    private static let privateTraits: AccessibilityTraits = [
        .textEntry, .isEditing, .secureTextField, .backButton, .tabBarItem, .textArea, .switchButton,
    ]

    func apply(to properties: inout AccessibilityProperties) {
        if let configuration = settings.configuration { applyInspector(configuration, to: &properties) }
        for attribute in settings.runtimeAttributes { applyRuntimeAttribute(attribute, to: &properties) }
    }

    private func applyInspector(_ configuration: IBAccessibilityConfiguration, to properties: inout AccessibilityProperties) {
        let bag = configuration.properties
        let inspector = { (detail: String) in Provenance(.accessibilityInspector, detail, line: bag.line) }
        // UIKit writes label/hint/identifier; AppKit writes description/help/identifier.
        if let label = bag["label"] ?? bag["description"] { properties.label = Resolved(label, inspector("Accessibility Label")) }
        if let hint = bag["hint"] ?? bag["help"] { properties.hint = Resolved(hint, inspector("Accessibility Hint")) }
        if let identifier = bag["identifier"] {
            properties.identifier = Resolved(identifier, inspector("Accessibility Identifier"))
        }
        if let traits = configuration.traits {
            let kept = properties.traits.value.intersection(Self.privateTraits)
            properties.traits = Resolved(traits.union(kept), inspector("Accessibility Traits"))
        }
        if let isElement = configuration.isElement {
            properties.isElement = Resolved(isElement, inspector("Accessibility Enabled"))
        }
    }

    private func applyRuntimeAttribute(_ attribute: IBRuntimeAttribute, to properties: inout AccessibilityProperties) {
        let provenance = Provenance(.runtimeAttribute, "keyPath \(attribute.keyPath)", line: attribute.line)
        let value = attribute.value
        switch attribute.keyPath {
        case "accessibilityLabel": properties.label = Resolved(value, provenance)
        case "accessibilityHint": properties.hint = Resolved(value, provenance)
        case "accessibilityValue" where !valueComesFromState: properties.value = Resolved(value, provenance)
        case "accessibilityIdentifier": properties.identifier = Resolved(value, provenance)
        case "accessibilityTraits":
            guard let raw = value.flatMap({ UInt64($0) }) else { return }
            properties.traits = Resolved(AccessibilityTraits(rawValue: raw), provenance)
        case "isAccessibilityElement": properties.isElement = Resolved(Self.bool(value), provenance)
        case "accessibilityElementsHidden": properties.elementsHidden = Resolved(Self.bool(value), provenance)
        case "accessibilityViewIsModal": properties.viewIsModal = Resolved(Self.bool(value), provenance)
        case "shouldGroupAccessibilityChildren": properties.shouldGroupChildren = Resolved(Self.bool(value), provenance)
        case "accessibilityContainerType":
            guard let type = value.flatMap(Int.init).flatMap(AccessibilityContainerType.init(rawValue:)) else { return }
            properties.containerType = Resolved(type, provenance)
        default:
            // The app's own property for the label (NetNewsWire's `accLabelText`): by its name it sets the label.
            if Self.isAppLabelProperty(attribute.keyPath), let value {
                properties.label = Resolved(value, Provenance(.runtimeAttribute, "keyPath \(attribute.keyPath), the app's own "
                    + "accessibility label property", line: attribute.line, isEstimated: true))
            }
        }
    }

    /// `accLabelText`, `a11yLabel`, `accessibilityLabelText`: a custom key path that names the accessibility label.
    /// Not one ending in "Key", whose value is a localization key rather than the words.
    private static func isAppLabelProperty(_ keyPath: String) -> Bool {
        let utf8 = keyPath.utf8
        guard let first = utf8.first, first == UInt8(ascii: "a") || first == UInt8(ascii: "A") else { return false }
        let lower = keyPath.lowercased()
        return (lower.hasPrefix("acc") || lower.hasPrefix("a11y")) && IBNames.keyPath(lower, containsAnyOf: ["label"])
            && !lower.hasSuffix("key") && !utf8.contains(UInt8(ascii: "."))
    }

    /// Runtime booleans are written `YES`/`NO` (type `boolean`) or as numbers.
    private static func bool(_ value: String?) -> Bool {
        guard let value else { return false }
        return value == "YES" || value == "true" || (Int(value) ?? 0) != 0
    }
}
