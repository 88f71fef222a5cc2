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

    public init(
        isElement: Resolved<Bool>, label: Resolved<String?>, value: Resolved<String?>,
        hint: Resolved<String?>, identifier: Resolved<String?>, traits: Resolved<AccessibilityTraits>,
        elementsHidden: Resolved<Bool>, viewIsModal: Resolved<Bool>, shouldGroupChildren: Resolved<Bool>
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
    }
}
