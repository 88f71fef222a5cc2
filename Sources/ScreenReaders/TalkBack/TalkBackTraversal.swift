import ElementModel

/// `accessibilityTraversalBefore` and `…After` (`talkback-model.md`, "Traversal order"): a view that names another is
/// visited just before or just after it, with everything TalkBack reads inside it. Only layouts keep these ids.
/// Constraints are applied one by one in tree order, so a cycle cannot loop: the last move wins, as ATF's
/// TraversalOrder check warns such a layout would be read unpredictably.
enum TalkBackTraversal {
    static func reorder(_ utterances: [Utterance], root: Element) -> [Utterance] {
        // Which utterances each element's subtree holds, and which elements name a view to go before or after.
        var indexByLocation: [SourceLocation: Int] = [:]
        for (index, utterance) in utterances.enumerated() { indexByLocation[utterance.element.location] = index }
        var subtreeByID: [String: [Int]] = [:]
        var constrained: [(members: [Int], before: String?, after: String?)] = []
        @discardableResult
        func visit(_ element: Element) -> [Int] {
            var members = indexByLocation[element.location].map { [$0] } ?? []
            for child in element.children { members += visit(child) }
            if let node = element.android {
                if let id = node.viewID { subtreeByID[id] = subtreeByID[id] ?? members }
                if !members.isEmpty, node.traversalBefore != nil || node.traversalAfter != nil {
                    constrained.append((members, node.traversalBefore, node.traversalAfter))
                }
            }
            return members
        }
        visit(root)
        guard !constrained.isEmpty else { return utterances }
        // Constraints in tree order (a parent's members were collected after its children's).
        constrained.sort { $0.members.min()! < $1.members.min()! }
        var order = Array(utterances.indices)
        for constraint in constrained {
            let moving = Set(constraint.members)
            guard let targetID = constraint.before ?? constraint.after, let target = subtreeByID[targetID],
                  !target.isEmpty, moving.isDisjoint(with: target) else { continue }
            let block = order.filter(moving.contains)
            order.removeAll(where: moving.contains)
            let targetSet = Set(target)
            let insertAt = constraint.before != nil
                ? order.firstIndex(where: targetSet.contains) ?? order.count
                : (order.lastIndex(where: targetSet.contains).map { $0 + 1 } ?? order.count)
            order.insert(contentsOf: block, at: insertAt)
        }
        return order.map { utterances[$0] }
    }
}
