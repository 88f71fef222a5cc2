import ElementModel

/// Turns one page-source element, its children done, into an element with UIKit's semantics (`formats.md` §2).
///
/// What the dump says wins: `accessible`, `traits` and `label` are what the running app reported. What it
/// does not say (old dumps have no `accessible` or `traits`) is inferred from the element's type, and each
/// value's provenance says which it was. WebDriverAgent's own fallbacks are undone: a static text's value that
/// only repeats its label, a text field's value that only repeats its placeholder, a button's `1` for selected.
struct XCUIElementResolver {
    let open: XCUIOpenElement

    private var attributes: XCUIAttributes { open.attributes }
    private var line: Int { open.location.line }

    /// What this element's subtree holds, for its ancestors to decide by.
    struct SubtreeFacts {
        var holdsElement = false
        var holdsControl = false
        /// Static texts' labels, in order, up to the nearest cell: what a cell without a label of its own says.
        var texts: [String] = []

        mutating func add(_ other: SubtreeFacts) {
            holdsElement = holdsElement || other.holdsElement
            holdsControl = holdsControl || other.holdsControl
            if texts.count < Self.keptTexts { texts += other.texts.prefix(Self.keptTexts - texts.count) }
        }

        /// A cell speaks its first few texts; the rest is never asked for.
        static let keptTexts = 8
    }

    func element() -> (element: Element, facts: SubtreeFacts) {
        let kind = open.kind
        let type = roleClass(kind)
        let label = self.label()
        var accessibility = AccessibilityProperties.defaults(
            isElement: false, traits: [], provenance: Provenance(.elementType, open.type, line: line))
        accessibility.label = label
        accessibility.value = value(label: label.value)
        accessibility.identifier = identifier()
        accessibility.hint = Resolved(nil, Provenance(.runtimeSnapshot, "no hint: page sources carry none", line: line))
        accessibility.traits = traits(kind)
        accessibility.isElement = isElement(kind, label: label.value)
        if accessibility.isElement.value, accessibility.label.value == nil, open.shortType == "Cell", !open.facts.texts.isEmpty {
            // A cell says the texts inside it when it has no label of its own, as UIKit's cells do.
            accessibility.label = Resolved(open.facts.texts.joined(separator: ", "),
                                           Provenance(.runtimeSnapshot, "the texts inside the cell", line: line, derivedFrom: .cellTexts))
        }
        if isModal(), open.ancestry.parentType != nil {
            accessibility.viewIsModal = Resolved(true, Provenance(.elementType, modalDetail(), line: line))
        }
        if open.shortType == "StatusBar" {
            accessibility.elementsHidden = Resolved(true, Provenance(.elementType, "the status bar, which VoiceOver reaches only by touch", line: line))
        }

        let isVisible = attributes.visible != false
        // An element the dump calls invisible is off screen; a container of visible children is kept for them.
        let hidesSubtree = !isVisible && !open.children.contains { !$0.isHidden }
        if !isVisible, !hidesSubtree {
            accessibility.isElement = Resolved(false, Provenance(.runtimeSnapshot, "its visible attribute (false)", line: line))
        }
        var interactions: [Interaction] = kind.isControl && !open.ancestry.inControl ? Interaction.controlOnly : []
        if let actions = attributes.customActions, !actions.isEmpty { interactions.append(.customActions(actions)) }
        let screenFrame = open.screenFrame
        let frame = screenFrame.map { own in
            open.ancestry.parentFrame.map { Rect(x: own.x - $0.x, y: own.y - $0.y, width: own.width, height: own.height) } ?? own
        }
        let traits = accessibility.traits.value
        let element = Element(
            id: nil, type: type, sourceName: open.type, location: open.location, frame: frame, screenFrame: screenFrame,
            isHidden: hidesSubtree, isEnabled: attributes.enabled != false, isSelected: traits.contains(.selected),
            accessibility: accessibility, visibleText: label.value, interactions: interactions, children: open.children)

        var facts = open.facts
        if accessibility.isElement.value { facts.holdsElement = true }
        if !interactions.isEmpty { facts.holdsControl = true }
        if open.shortType == "Cell" { facts.texts = [] }
        if open.shortType == "StaticText", let text = label.value ?? accessibility.value.value { facts.texts = [text] + facts.texts }
        return (element, facts)
    }

    // MARK: - Role

    /// The UIKit class the element plays, with what its parent tells: a tab bar's buttons are tabs, a segmented
    /// control's are segments, a collection view's cells are collection view cells.
    private func roleClass(_ kind: XCUIElementKind) -> String {
        switch (open.shortType, open.ancestry.parentType) {
        case ("Button", "TabBar"): return "UITabBarButton"
        case ("Button", "SegmentedControl"): return "UISegment"
        case ("Cell", "CollectionView"): return "UICollectionViewCell"
        default: return kind.uikitClass
        }
    }

    /// Traits only the element's place can tell.
    private func placeTraits() -> AccessibilityTraits {
        switch (open.shortType, open.ancestry.parentType) {
        case ("Button", "TabBar"): return .tabBarItem
        case ("Button", _) where open.ancestry.inNavigationBar && attributes.name == "BackButton": return .backButton
        default: return []
        }
    }

    // MARK: - Values

    private func label() -> Resolved<String?> {
        if let label = nonEmpty(attributes.label) {
            return Resolved(label, Provenance(.runtimeSnapshot, "its label attribute", line: line))
        }
        if XCUIElementResolver.textInputs.contains(open.shortType), let placeholder = nonEmpty(attributes.placeholderValue) {
            // With no label, VoiceOver names a text field by its placeholder.
            return Resolved(placeholder, Provenance(.runtimeSnapshot, "its placeholderValue attribute", line: line, derivedFrom: .placeholder))
        }
        return Resolved(nil, Provenance(.runtimeSnapshot, attributes.label == nil ? "no label attribute" : "an empty label attribute",
                                        line: line))
    }

    private func value(label: String?) -> Resolved<String?> {
        let provenance = Provenance(.runtimeSnapshot, "its value attribute", line: line)
        guard let value = nonEmpty(attributes.value) else { return Resolved(nil, provenance) }
        switch open.shortType {
        case "StaticText" where label.map { Self.sameText(value, $0) } ?? false:
            // WebDriverAgent writes a text's own string as its value, spaces kept where the label has them trimmed.
            return Resolved(nil, Provenance(.runtimeSnapshot, "its value attribute, which only repeats its label", line: line))
        case let type where Self.textInputs.contains(type) && value == (attributes.placeholderValue ?? label):
            // An empty field's value is its placeholder; dumps before WebDriverAgent 9.12 name no placeholder, and
            // there a value that only repeats the label is that placeholder too.
            return Resolved(nil, Provenance(.runtimeSnapshot, "its value attribute, which only repeats its placeholder", line: line))
        case "Button" where value == "1":
            return Resolved(nil, Provenance(.runtimeSnapshot, "its value attribute (1: selected)", line: line))
        default:
            return Resolved(value, provenance)
        }
    }

    /// `name` is the accessibility identifier when it differs from the label (WebDriverAgent writes the label
    /// there when there is no identifier).
    private func identifier() -> Resolved<String?> {
        let provenance = Provenance(.runtimeSnapshot, "its name attribute", line: line)
        guard let name = nonEmpty(attributes.name), name != attributes.label,
              !(Self.textInputs.contains(open.shortType) && name == attributes.placeholderValue) else {
            return Resolved(nil, provenance)
        }
        return Resolved(name, provenance)
    }

    private func traits(_ kind: XCUIElementKind) -> Resolved<AccessibilityTraits> {
        let own = kind.kindTraits.union(placeTraits())
        if let listed = attributes.traits {
            if listed.isEmpty, !own.isEmpty {
                // Only the type tells these (text entry, switch): no dump lists them.
                return Resolved(own, Provenance(.elementType, "\(open.type), whose traits attribute lists no other", line: line))
            }
            let detail = own.isEmpty ? "its traits attribute" : "its traits attribute, with the traits only its type tells"
            return Resolved(listed.union(own), Provenance(.runtimeSnapshot, detail, line: line))
        }
        var traits = kind.traits.union(own)
        if attributes.enabled == false, kind.isElement { traits.insert(.notEnabled) }
        if open.shortType == "Button", attributes.value == "1" { traits.insert(.selected) }
        return Resolved(traits, Provenance(.elementType, "\(open.type) (the dump lists no traits)", line: line))
    }

    private func isElement(_ kind: XCUIElementKind, label: String?) -> Resolved<Bool> {
        if let accessible = attributes.accessible {
            return Resolved(accessible, Provenance(.runtimeSnapshot, "its accessible attribute", line: line))
        }
        let provenance = Provenance(.elementType, "\(open.type) (the dump has no accessible attribute)", line: line)
        switch open.shortType {
        case "Image":
            return Resolved(label != nil, provenance)
        case "Cell":
            // A cell that holds controls lets VoiceOver reach them; one without is read as one element.
            return Resolved(!open.facts.holdsControl, provenance)
        case _ where !kind.isElement:
            // A plain view with a label of its own and no element inside is one the app made an element.
            return Resolved(kind.uikitClass == "UIView" && label != nil && !open.facts.holdsElement && !isModal(), provenance)
        default:
            return Resolved(true, provenance)
        }
    }

    // MARK: - Modality

    /// An alert or sheet is modal; so is each view that holds one, up to the window, so that VoiceOver reads
    /// only the alert, as it does while one is shown.
    private func isModal() -> Bool {
        Self.modalTypes.contains(open.shortType) || open.children.contains { $0.accessibility.viewIsModal.value }
    }

    private func modalDetail() -> String {
        Self.modalTypes.contains(open.shortType) ? "\(open.type), which is modal" : "it holds an alert or sheet, which is modal"
    }

    private static let modalTypes: Set<String> = ["Alert", "Sheet"]
    private static let textInputs: Set<String> = ["TextField", "SecureTextField", "SearchField", "TextView"]

    /// Equal but for white space at the ends and inside ("Powered by: " and "Powered by:").
    private static func sameText(_ one: String, _ other: String) -> Bool {
        func words(_ text: String) -> [Substring] { text.split(whereSeparator: \.isWhitespace) }
        return words(one) == words(other)
    }

    /// A string with something to say: VoiceOver says nothing for white space alone, and skips an element that has only that.
    private func nonEmpty(_ string: String?) -> String? {
        guard let string, string.contains(where: { !$0.isWhitespace }) else { return nil }
        return string
    }
}
