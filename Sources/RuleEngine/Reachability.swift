import ElementModel

/// Walks a screen's tree knowing, for each element, whether VoiceOver can ever get to it: not inside an
/// accessibility element (which hides its descendants) and not inside an elements-hidden subtree. Views
/// hidden at design time count as reachable: apps show them at run time.
public struct Reachability: Sendable {
    public struct Visit: Sendable {
        public let element: Element
        /// True inside an accessibility element, which hides its descendants from VoiceOver.
        public let isSwallowed: Bool
        /// True inside a subtree with `accessibilityElementsHidden`, or the view itself has it.
        public let insideElementsHidden: Bool
        /// True for a cell template or anything inside one (`Element.isPrototype`): its texts are examples.
        public let isInTemplate: Bool
        /// True inside a table or collection view cell, where controls repeat from row to row by design.
        public let isInCell: Bool

        public var isReachable: Bool { !isSwallowed && !insideElementsHidden }
    }

    private static let cellTypes: Set<String> = ["UITableViewCell", "UICollectionViewCell"]

    /// Every element of the tree, depth first in document order.
    public static func visits(_ root: Element) -> [Visit] {
        var visits: [Visit] = []
        func walk(_ element: Element, swallowed: Bool, elementsHidden: Bool, inTemplate: Bool, inCell: Bool) {
            let hidden = elementsHidden || element.accessibility.elementsHidden.value
            let template = inTemplate || element.isPrototype
            visits.append(Visit(element: element, isSwallowed: swallowed, insideElementsHidden: hidden, isInTemplate: template,
                                isInCell: inCell))
            let swallowsChildren = swallowed || element.accessibility.isElement.value
            let childrenInCell = inCell || cellTypes.contains(element.type)
            // By index: iterating the array would copy every child on the way.
            for index in element.children.indices {
                walk(element.children[index], swallowed: swallowsChildren, elementsHidden: hidden, inTemplate: template,
                     inCell: childrenInCell)
            }
        }
        walk(root, swallowed: false, elementsHidden: false, inTemplate: false, inCell: false)
        return visits
    }
}
