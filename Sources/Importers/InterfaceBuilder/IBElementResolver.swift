import ElementModel

/// Turns raw views into `Element`s: UIKit defaults, then the file's explicit settings, frames in screen
/// coordinates, interactivity, and the parts UIKit builds out of control configurations.
struct IBElementResolver {
    let path: String
    let platform: IBPlatform
    /// Gesture recognizer classes by object id, for views that attach them through outlets.
    let gestureTypes: [String: String]
    /// The actions each gesture recognizer sends, by its id.
    let gestureActions: [String: [String]]
    /// Outlet property names by the id of the view they point at.
    let outletNames: [String: String]
    /// Whether raw views are freed as they are resolved, so that a screen's raw objects and its elements
    /// are not all in memory at once. The pipeline's thread leaves them whole instead and hands them back
    /// to the reading thread, which made them, to free (see `IBScreenPipeline`).
    var freesRawTree = true

    /// Resolves a screen's root view: its top-left becomes the screen's origin.
    func resolveRoot(_ view: IBRawView) -> Element {
        let origin = view.frame.map { Rect(x: -$0.x, y: -$0.y, width: 0, height: 0) } ?? .zero
        return resolve(view, containerOrigin: origin)
    }

    /// `containerOrigin` is the screen position of the superview's top-left corner. May take the raw
    /// view's children away (`freesRawTree`): resolve a raw tree once, and read what else is needed of it first.
    func resolve(_ view: IBRawView, containerOrigin: Rect) -> Element {
        let bag = view.properties
        let screenFrame = view.frame.map { $0.offset(by: containerOrigin) }
        let origin = screenFrame ?? containerOrigin
        var children: [Element] = []
        children.reserveCapacity(view.children.count)
        if freesRawTree {
            // Each raw view is freed once its element exists.
            var rawChildren = view.children
            view.children = []
            rawChildren.reverse()
            while let child = rawChildren.popLast() { children.append(resolve(child, containerOrigin: origin)) }
        } else {
            for child in view.children { children.append(resolve(child, containerOrigin: origin)) }
        }
        let parts = IBSynthesizedParts(control: view, screenFrame: screenFrame, path: path, resolver: self, children: children)
        children.append(contentsOf: parts.elements())

        var accessibility = IBDefaultAccessibility(view: view, children: children).properties()
        let visibleText: String?
        switch accessibility.label.provenance.derivedFrom {
        case .text?, .title?, .localizedText?: visibleText = accessibility.label.value
        default: visibleText = nil
        }
        IBAccessibilityOverrides(settings: view.accessibility, valueComesFromState: view.uikitClass?.role == .toggle)
            .apply(to: &accessibility)

        return Element(
            id: bag["id"], type: typeName(of: view), sourceName: view.elementName,
            customClass: bag["customClass"], customModule: bag["customModule"], userLabel: bag["userLabel"],
            outletName: bag["id"].flatMap { outletNames[$0] },
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

    /// What makes the view respond. A gesture recognizer on a view whose user interaction is off never fires
    /// (Interface Builder turns it off for labels and image views); one that sends a debug action is not for users.
    /// A recognizer's action is the view's too: the view sends it when touched.
    private func interactions(of view: IBRawView) -> [Interaction] {
        var interactions = view.interactions
        if view.properties.flag("userInteractionEnabled") != false {
            for id in view.gestureRecognizerIDs {
                let actions = gestureActions[id] ?? []
                guard !actions.contains(where: { $0.lowercased().contains("debug") }) else { continue }
                interactions.append(.gestureRecognizer(type: gestureTypes[id] ?? "UIGestureRecognizer"))
                interactions += actions.map { .action(selector: $0, event: nil) }
            }
        }
        guard view.uikitClass?.isControl == true else { return interactions }
        if interactions.isEmpty { return Interaction.controlOnly }
        interactions.append(.control)
        return interactions
    }
}
