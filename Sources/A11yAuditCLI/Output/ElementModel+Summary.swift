import ElementModel

extension Interaction {
    /// One short phrase: `action tapped: (touchUpInside)`, `gesture UITapGestureRecognizer`.
    var summary: String {
        switch self {
        case .action(let selector, let event): return "action \(selector)" + (event.map { " (\($0))" } ?? "")
        case .gestureRecognizer(let type): return "gesture \(type)"
        case .segue(let kind): return "segue \(kind)"
        case .control: return "UIControl"
        case .customActions(let names): return "custom actions \(names)"
        }
    }
}

extension AccessibilityProperties {
    /// Each property's name and where its value came from, in a fixed order.
    var provenances: [(name: String, provenance: Provenance)] {
        [("isElement", isElement.provenance), ("label", label.provenance), ("value", value.provenance),
         ("hint", hint.provenance), ("identifier", identifier.provenance), ("traits", traits.provenance),
         ("accessibilityElementsHidden", elementsHidden.provenance),
         ("accessibilityViewIsModal", viewIsModal.provenance),
         ("shouldGroupAccessibilityChildren", shouldGroupChildren.provenance),
         ("accessibilityContainerType", containerType.provenance)]
    }
}
