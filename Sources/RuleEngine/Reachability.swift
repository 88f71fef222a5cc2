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

        public var isReachable: Bool { !isSwallowed && !insideElementsHidden }
    }

    /// Every element of the tree, depth first in document order.
    public static func visits(_ root: Element) -> [Visit] {
        var visits: [Visit] = []
        func walk(_ element: Element, swallowed: Bool, elementsHidden: Bool, inTemplate: Bool) {
            let hidden = elementsHidden || element.accessibility.elementsHidden.value
            let template = inTemplate || element.isPrototype
            visits.append(Visit(element: element, isSwallowed: swallowed, insideElementsHidden: hidden, isInTemplate: template))
            let swallowsChildren = swallowed || element.accessibility.isElement.value
            // By index: iterating the array would copy every child on the way.
            for index in element.children.indices {
                walk(element.children[index], swallowed: swallowsChildren, elementsHidden: hidden, inTemplate: template)
            }
        }
        walk(root, swallowed: false, elementsHidden: false, inTemplate: false)
        return visits
    }
}
