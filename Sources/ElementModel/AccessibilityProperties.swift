/// UIAccessibilityContainerType: what kind of container VoiceOver announces.
public enum AccessibilityContainerType: Int, Hashable, Sendable {
    case none = 0, dataTable = 1, list = 2, landmark = 3, semanticGroup = 4
}

/// The UIAccessibility properties of one element, as UIKit would resolve them at run time.
public struct AccessibilityProperties: Hashable, Sendable {
    public var isElement: Resolved<Bool>
    public var label: Resolved<String?>
    public var value: Resolved<String?>
    public var hint: Resolved<String?>
    public var identifier: Resolved<String?>
    public var traits: Resolved<AccessibilityTraits>
    public var elementsHidden: Resolved<Bool>
    public var viewIsModal: Resolved<Bool>
    public var shouldGroupChildren: Resolved<Bool>
    public var containerType: Resolved<AccessibilityContainerType>

    public init(
        isElement: Resolved<Bool>, label: Resolved<String?>, value: Resolved<String?>,
        hint: Resolved<String?>, identifier: Resolved<String?>, traits: Resolved<AccessibilityTraits>,
        elementsHidden: Resolved<Bool>, viewIsModal: Resolved<Bool>, shouldGroupChildren: Resolved<Bool>,
        containerType: Resolved<AccessibilityContainerType>
    ) {
        self.isElement = isElement
        self.label = label
        self.value = value
        self.hint = hint
        self.identifier = identifier
        self.traits = traits
        self.elementsHidden = elementsHidden
        self.viewIsModal = viewIsModal
        self.shouldGroupChildren = shouldGroupChildren
        self.containerType = containerType
    }

    /// Everything empty or off, except `isElement` and `traits`, all from the same source.
    public static func defaults(
        isElement: Bool, traits: AccessibilityTraits, provenance: Provenance
    ) -> AccessibilityProperties {
        AccessibilityProperties(
            isElement: Resolved(isElement, provenance), label: Resolved(nil, provenance),
            value: Resolved(nil, provenance), hint: Resolved(nil, provenance),
            identifier: Resolved(nil, provenance), traits: Resolved(traits, provenance),
            elementsHidden: Resolved(false, provenance), viewIsModal: Resolved(false, provenance),
            shouldGroupChildren: Resolved(false, provenance), containerType: Resolved(.none, provenance))
    }
}
