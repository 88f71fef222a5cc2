import ElementModel

/// Walks a screen's tree knowing, for each element, whether VoiceOver can ever get to it: not inside an
/// accessibility element (which hides its descendants), not inside an elements-hidden subtree, and not inside
/// a view hidden in the file that code cannot reach to show (no outlet points at it). Other views hidden at
/// design time count as reachable: apps show them at run time.
public struct Reachability: Sendable {
    public struct Visit: Sendable {
        public let element: Element
        /// True inside an accessibility element, which hides its descendants from VoiceOver.
        public let isSwallowed: Bool
        /// True inside a subtree with `accessibilityElementsHidden`, or the view itself has it.
        public let insideElementsHidden: Bool
        /// True inside a view hidden in the file that no outlet points at: nothing can show it.
        public let isNeverShown: Bool
        /// True for a cell template or anything inside one (`Element.isPrototype`): its texts are examples.
        public let isInTemplate: Bool
        /// True inside a table or collection view cell, where controls repeat from row to row by design.
        public let isInCell: Bool

        public var isReachable: Bool { !isSwallowed && !insideElementsHidden && !isNeverShown }
    }

    /// Table and collection view cells. Asked of every element of every screen: two comparisons, each
    /// skipped unless the lengths match, cost less than hashing the type name.
    static func isCell(_ type: String) -> Bool {
        let length = type.utf8.count
        return length == 15 && type == "UITableViewCell" || length == 20 && type == "UICollectionViewCell"
    }

    /// Every element of the tree, depth first in document order.
    public static func visits(_ root: Element) -> [Visit] {
        var visits: [Visit] = []
        func walk(_ element: Element, swallowed: Bool, elementsHidden: Bool, neverShown: Bool, inTemplate: Bool, inCell: Bool) {
            let hidden = elementsHidden || element.accessibility.elementsHidden.value
            let template = inTemplate || element.isPrototype
            // Code shows a hidden view through an outlet; a cell template's views are configured per row.
            let unshowable = neverShown || element.isHidden && element.outletName == nil && !template
            visits.append(Visit(element: element, isSwallowed: swallowed, insideElementsHidden: hidden, isNeverShown: unshowable,
                                isInTemplate: template, isInCell: inCell))
            let swallowsChildren = swallowed || element.accessibility.isElement.value
            let childrenInCell = inCell || isCell(element.type)
            // By index: iterating the array would copy every child on the way.
            for index in element.children.indices {
                walk(element.children[index], swallowed: swallowsChildren, elementsHidden: hidden, neverShown: unshowable,
                     inTemplate: template, inCell: childrenInCell)
            }
        }
        walk(root, swallowed: false, elementsHidden: false, neverShown: false, inTemplate: false, inCell: false)
        return visits
    }
}
