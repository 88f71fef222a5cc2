import ElementModel

/// Turns raw views into `Element`s: UIKit defaults, then the file's explicit settings, frames in screen
/// coordinates, interactivity, and the parts UIKit builds out of control configurations.
struct IBElementResolver {
    let path: String
    let platform: IBPlatform
    /// Gesture recognizer classes by object id, for views that attach them through outlets.
    let gestureTypes: [String: String]

    /// Resolves a screen's root view: its top-left becomes the screen's origin.
    func resolveRoot(_ view: IBRawView) -> Element {
        let origin = view.frame.map { Rect(x: -$0.x, y: -$0.y, width: 0, height: 0) } ?? .zero
        return resolve(view, containerOrigin: origin)
    }

    /// `containerOrigin` is the screen position of the superview's top-left corner.
    func resolve(_ view: IBRawView, containerOrigin: Rect) -> Element {
        let bag = view.properties
        let screenFrame = view.frame.map { $0.offset(by: containerOrigin) }
        let origin = screenFrame ?? containerOrigin
        var children = view.children.map { resolve($0, containerOrigin: origin) }
        let parts = IBSynthesizedParts(control: view, screenFrame: screenFrame, path: path, resolver: self, children: children)
        children.append(contentsOf: parts.elements())

        var accessibility = IBDefaultAccessibility(view: view, children: children).properties()
        let shown = accessibility.label
        let visibleText = shown.provenance.derivedFrom == .text || shown.provenance.derivedFrom == .title ? shown.value : nil
        IBAccessibilityOverrides(settings: view.accessibility, valueComesFromState: view.uikitClass?.role == .toggle)
            .apply(to: &accessibility)

        return Element(
            id: bag["id"], type: typeName(of: view), sourceName: view.elementName,
            customClass: bag["customClass"], customModule: bag["customModule"], userLabel: bag["userLabel"],
            location: SourceLocation(path: path, line: bag.line, column: bag.column),
            frame: view.frame, screenFrame: screenFrame,
            isHidden: bag.flag("hidden") ?? false, alpha: bag.number("alpha") ?? 1,
            isUserInteractionEnabled: bag.flag("userInteractionEnabled") ?? true,
            isEnabled: bag.flag("enabled") ?? true, isSelected: bag.flag("selected") ?? false,
            clipsToBounds: bag.flag("clipsSubviews") ?? false,
            accessibility: accessibility, visibleText: visibleText, interactions: interactions(of: view), isSynthesized: view.isSynthesized,
            // A segmented control hands VoiceOver its segments as an ordered array.
            vendsAccessibilityElements: view.uikitClass?.role == .segmentedControl, isPrototype: view.isPrototype,
            children: children)
    }

    func typeName(of view: IBRawView) -> String {
        view.uikitClass?.name ?? platform.className(forElement: view.elementName)
    }

    private func interactions(of view: IBRawView) -> [Interaction] {
        var interactions = view.interactions
        for id in view.gestureRecognizerIDs {
            interactions.append(.gestureRecognizer(type: gestureTypes[id] ?? "UIGestureRecognizer"))
        }
        if view.uikitClass?.isControl == true { interactions.append(.control) }
        return interactions
    }
}
