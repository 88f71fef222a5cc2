import ElementModel

/// Which children TalkBack reads as part of their parent's phrase (`TreeNodesDescription`: the node tree it is given
/// holds only views important for accessibility). The reader composes phrases by it, and rules ask it what a phrase
/// holds ("a merged child says a role").
public enum TalkBackPart {
    /// Not read with its parent: hidden, hiding all inside it, or left to a focus of its own (focusable, clickable), with
    /// what is inside it.
    case none
    /// Not in the tree TalkBack reads (not important for accessibility; an image with no description, which `View`
    /// makes important only with one): its children take its place.
    case skipped
    /// Read as part of its parent's phrase.
    case read

    public static func of(_ child: Element) -> TalkBackPart {
        guard !child.isHidden, let node = child.android, node.importance != .noHideDescendants,
              !child.accessibility.isElement.value, !node.isActionable else { return .none }
        let isUndescribedImage = isImage(node) && node.contentDescription == nil && node.text == nil && node.importance != .yes
        return node.importance == .no || isUndescribedImage ? .skipped : .read
    }

    /// An image view or button (a Material floating action button is one), which says "Image" or "Button".
    public static func isImage(_ node: AndroidNode) -> Bool {
        let name = node.simpleClassName
        return name.hasSuffix("ImageView") || name.hasSuffix("ImageButton") || name == "FloatingActionButton"
    }

    /// The children read with `element`, in order, with those of skipped children in their place.
    public static func readChildren(of element: Element) -> [Element] {
        inPlaceOrder(element.children).flatMap { child -> [Element] in
            switch of(child) {
            case .none: return []
            case .skipped: return readChildren(of: child)
            case .read: return [child]
            }
        }
    }

    /// A layout's children in the order Android hands them to TalkBack, by their place on screen (both to move through
    /// and to read in a parent's phrase): those its parent stacks up from its bottom edge (`AndroidNode.bottomStackRank`)
    /// after the others, in their order; the others as the layout writes them, since their places depend on sizes it
    /// does not give. A dump's children are in that order already.
    public static func inPlaceOrder(_ children: [Element]) -> [Element] {
        guard children.contains(where: { $0.android?.bottomStackRank != nil }) else { return children }
        // Ranks are distinct; the offset keeps the order total all the same.
        let stacked = children.enumerated().compactMap { offset, child in
            child.android?.bottomStackRank.map { (rank: $0, offset: offset, child: child) }
        }.sorted { ($0.rank, $0.offset) < ($1.rank, $1.offset) }
        return children.filter { $0.android?.bottomStackRank == nil } + stacked.map(\.child)
    }
}
