import ElementModel

/// VoiceOver's reading order (`voiceover-model.md` §1.2): by the top-left corner of each frame in screen
/// coordinates; a new row starts only when top edges differ by at least the idiom's separation; within a
/// row left to right (right to left in RTL layouts). A group sorts by its first child and is read whole.
struct ReadingOrder {
    /// 8 pt on iPhone, 13 pt elsewhere: found by experiment in AccessibilitySnapshot (PR #244).
    let minimumVerticalSeparation: Double
    let isRightToLeft: Bool

    /// The elements the nodes point into.
    let elements: [Element]

    init(idiom: DeviceIdiom, isRightToLeft: Bool, elements: [Element]) {
        minimumVerticalSeparation = idiom == .phone ? 8 : 13
        self.isRightToLeft = isRightToLeft
        self.elements = elements
    }

    /// Sorts every level that is not explicitly ordered, recursively.
    func sorted(_ nodes: [ReadingNode]) -> [ReadingNode] {
        let inner = nodes.map(sortedInside)
        // Each node's origin is looked up once, into one array, rather than twice per comparison through its element:
        // on a screen of a million elements the comparisons' reads were scattered over the whole tree.
        let origins = inner.map(origin(of:))
        // Ties (and frameless elements) keep document order.
        return inner.indices.sorted { lhs, rhs in
            switch (origins[lhs], origins[rhs]) {
            case (let left?, let right?):
                if abs(left.y - right.y) >= minimumVerticalSeparation { return left.y < right.y }
                if left.x != right.x { return isRightToLeft ? left.x > right.x : left.x < right.x }
                return lhs < rhs
            default:
                return lhs < rhs
            }
        }.map { inner[$0] }
    }

    private func sortedInside(_ node: ReadingNode) -> ReadingNode {
        guard case .group(var group) = node else { return node }
        group.children = group.isExplicitlyOrdered ? group.children.map(sortedInside) : sorted(group.children)
        return .group(group)
    }

    /// An element's frame origin; a group's is that of the child read first.
    private func origin(of node: ReadingNode) -> (x: Double, y: Double)? {
        switch node {
        case .element(let index):
            return elements[index].screenFrame.map { ($0.x, $0.y) }
        case .group(let group):
            return group.children.first.flatMap(origin(of:))
        }
    }
}
