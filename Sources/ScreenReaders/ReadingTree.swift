import ElementModel

/// What VoiceOver keeps of a screen: elements, and the containers it reads as one run. Elements are
/// indices into `ReadingTree.elements`, so sorting moves small values, not whole elements.
enum ReadingNode {
    case element(Int)
    case group(ReadingGroup)
}

/// A container read as one contiguous run, placed where its first child falls.
struct ReadingGroup {
    /// The view that makes the group, an index into `ReadingTree.elements`.
    let owner: Int
    /// True when the children are the owner's `accessibilityElements`: read in that order, not by position.
    let isExplicitlyOrdered: Bool
    var children: [ReadingNode]
}

/// The reading tree, built by VoiceOver's pruning rules (`voiceover-model.md` §1.1), checked in this order:
/// elements-hidden subtrees go (the view itself too); hidden, fully transparent and some zero-size views
/// go; an element is a leaf whose descendants VoiceOver never visits; among siblings only the last modal
/// view is kept, at every level; grouped and semantic containers stay together; other views are flattened.
struct ReadingTree {
    /// Every element and group owner kept, in document order.
    private(set) var elements: [Element] = []
    private(set) var nodes: [ReadingNode] = []
    /// True when VoiceOver reads something of a cell template, whose texts code replaces at run time.
    private(set) var holdsTemplates = false
    /// True when VoiceOver reaches a picker, whose wheels the model does not read (their phrasing is unverified).
    private(set) var holdsPickers = false

    init(root: Element) {
        var nodes: [ReadingNode] = []
        visit(root, into: &nodes)
        self.nodes = nodes
    }

    /// Appends what VoiceOver keeps of `element` to `nodes` (a flattened view adds its children directly).
    private mutating func visit(_ element: Element, into nodes: inout [ReadingNode]) {
        let accessibility = element.accessibility
        if accessibility.elementsHidden.value { return }
        if element.isHidden || element.alpha <= 0 { return }
        let isElement = accessibility.isElement.value
        // A zero-size view is dropped only if it clips, is an element, or vends elements: a zero-size
        // plain wrapper is walked, since its children may overflow it and be visible.
        if let size = element.frame ?? element.screenFrame, size.width == 0, size.height == 0,
           element.clipsToBounds || isElement || element.vendsAccessibilityElements {
            return
        }
        if element.isPrototype { holdsTemplates = true }
        if element.isPicker { holdsPickers = true }
        if isElement {
            nodes.append(.element(keep(element)))
            return
        }
        if element.vendsAccessibilityElements {
            let owner = keep(element)
            var children: [ReadingNode] = []
            for index in element.children.indices { visit(element.children[index], into: &children) }
            nodes.append(.group(ReadingGroup(owner: owner, isExplicitlyOrdered: true, children: children)))
            return
        }
        // Children are visited by index: iterating the array would copy every element on the way.
        var subviews = element.children.indices
        if let modal = element.children.lastIndex(where: { $0.accessibility.viewIsModal.value }) {
            subviews = modal..<modal + 1
        }
        guard accessibility.shouldGroupChildren.value || Self.isMeaningfulContainer(element) else {
            for index in subviews { visit(element.children[index], into: &nodes) }
            return
        }
        let owner = keep(element)
        var children: [ReadingNode] = []
        for index in subviews { visit(element.children[index], into: &children) }
        nodes.append(.group(ReadingGroup(owner: owner, isExplicitlyOrdered: false, children: children)))
    }

    private mutating func keep(_ element: Element) -> Int {
        elements.append(element)
        return elements.count - 1
    }

    /// Containers AccessibilitySnapshot keeps as one block: a `.tabBar` view, a list, landmark or data
    /// table, and a semantic group that has a label, value or identifier.
    static func isMeaningfulContainer(_ element: Element) -> Bool {
        let accessibility = element.accessibility
        if accessibility.traits.value.contains(.tabBar) { return true }
        switch accessibility.containerType.value {
        case .list, .landmark, .dataTable:
            return true
        case .semanticGroup:
            return accessibility.label.value != nil || accessibility.value.value != nil
                || accessibility.identifier.value != nil
        case .none:
            return false
        }
    }
}
