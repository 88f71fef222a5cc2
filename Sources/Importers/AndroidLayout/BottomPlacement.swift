import ElementModel

/// Which children a layout's parent places at its bottom edge, as far as their attributes say without measuring.
/// Android hands TalkBack a view's children sorted by their place on screen, top to bottom, then start to end
/// (`ViewGroup.addChildrenForAccessibility` sorts its `ChildListForAccessibility` by `ViewLocationHolder`), not in the
/// layout's order: a button bar a `RelativeLayout` aligns to its bottom is read after the form above it, wherever the
/// layout writes it. Only views stacked up from the bottom edge are put in their place, and only where every other
/// child is known to hang from the top (or sit in the middle): the places of the others depend on sizes a layout does
/// not give, and one not known might be below them.
struct BottomPlacement {
    /// The reading order of the views stacked up from the bottom edge, by tag: the highest row first, each from its start.
    private var ranks: [SourceLocation: Int] = [:]

    init(parent: LayoutTag, className: @autoclosure () -> String) {
        // Most parents hold nothing on their bottom edge: they are passed over before their class is worked out.
        guard parent.children.contains(where: Self.mayHoldToTheBottom) else { return }
        let className = className()
        let kind: Kind
        if className.hasSuffix("RelativeLayout") {
            kind = .relative
        } else if className.hasSuffix("ConstraintLayout") {
            kind = .constraint
        } else if className.hasSuffix("FrameLayout") || className.hasSuffix("CoordinatorLayout") {
            kind = .frame
        } else {
            return
        }
        let children = parent.children.map { (tag: $0, id: $0.android["id"].flatMap(LayoutElementBuilder.idName),
                                              vertical: kind.vertical($0), start: kind.startAfter($0)) }
        guard children.contains(where: { $0.vertical == .bottomEdge }) else { return }
        // Settled by passes until none changes: a view held to a sibling takes its place once the sibling has one.
        var depthByID: [String: Int] = [:], fromTheTop: Set<String> = []
        var depths: [Int?] = Array(repeating: nil, count: children.count)
        var hangs: [Bool] = Array(repeating: false, count: children.count)
        var changed = true
        while changed {
            changed = false
            for (index, child) in children.enumerated() where depths[index] == nil && !hangs[index] {
                switch child.vertical {
                case .bottomEdge: depths[index] = 0
                case .above(let id): depths[index] = depthByID[id].map { $0 + 1 }; hangs[index] = fromTheTop.contains(id)
                case .alignedWith(let id): depths[index] = depthByID[id]; hangs[index] = fromTheTop.contains(id)
                case .top: hangs[index] = true
                case .below(let id): hangs[index] = fromTheTop.contains(id)
                case .unknown: continue
                }
                guard depths[index] != nil || hangs[index] else { continue }
                if let id = child.id {
                    if let depth = depths[index] { depthByID[id] = depth } else { fromTheTop.insert(id) }
                }
                changed = true
            }
        }
        guard zip(depths, hangs).allSatisfy({ $0 != nil || $1 }) else { return }
        let stacked = children.indices.filter { depths[$0] != nil }
        // A parent as tall as what it holds (a list's row) may set its height by a view that hangs from its top beside
        // those on its bottom edge: side by side, Android reads them from the start, not from the top.
        guard parent.android["layout_height"] != "wrap_content" || stacked.count == children.count else { return }
        // Rows are told apart by the views that start them (on the edge, or on a row's top): two side by side in one row
        // may differ in height, and what is stacked on one of them is not known to be above the other.
        let leaders = stacked.filter { if case .alignedWith = children[$0].vertical { false } else { true } }
        let highest = stacked.map { depths[$0]! }.max() ?? 0
        let rowsAreKnown = (0..<highest).allSatisfy { depth in leaders.filter { depths[$0] == depth }.count <= 1 }
        guard rowsAreKnown else {
            // After the others, in the layout's order.
            for (rank, index) in stacked.enumerated() { ranks[children[index].tag.location] = rank }
            return
        }
        var order: [Int] = []
        for depth in (0...highest).reversed() {
            let row = stacked.filter { depths[$0] == depth }
            // Within a row, the layout's order, but a view held to the end of another of its row comes after it.
            var placed = row.filter { index in !row.contains { children[$0].id != nil && children[$0].id == children[index].start } }
            var waiting = row.filter { !placed.contains($0) }
            while let next = waiting.firstIndex(where: { index in placed.contains { children[$0].id == children[index].start } }) {
                let index = waiting.remove(at: next)
                var after = placed.lastIndex { children[$0].id == children[index].start }! + 1
                while after < placed.count, children[placed[after]].start == children[index].start { after += 1 }
                placed.insert(index, at: after)
            }
            order += placed + waiting
        }
        for (rank, index) in order.enumerated() { ranks[children[index].tag.location] = rank }
    }

    /// The child's place among the views stacked up from the bottom edge, in reading order, or nil when it is not known
    /// to be one.
    func rank(of child: LayoutTag) -> Int? {
        ranks[child.location]
    }

    /// Whether the view names its parent's bottom edge at all, in any of the ways `Kind.vertical` reads.
    private static func mayHoldToTheBottom(_ tag: LayoutTag) -> Bool {
        tag.android["layout_alignParentBottom"] == "true" || tag.android["layout_gravity"]?.contains("bottom") == true
            || tag.app.contains { $0.name == "layout_constraintBottom_toBottomOf" && $0.value == "parent" }
    }

    /// What holds a view up or down in its parent.
    private enum Vertical: Equatable {
        case bottomEdge
        /// Its bottom on the top of the sibling with this id, and nothing holding its top.
        case above(String)
        /// Its top, bottom or baseline on the same edge of the sibling with this id: in that sibling's row.
        case alignedWith(String)
        /// Its top on the parent's top, or in the middle, or as tall as the parent.
        case top
        /// Its top on the bottom of the sibling with this id.
        case below(String)
        case unknown
    }

    private enum Kind {
        case relative, constraint, frame

        func vertical(_ tag: LayoutTag) -> Vertical {
            let height = tag.android["layout_height"] ?? ""
            if ["match_parent", "fill_parent"].contains(height) { return .top }
            switch self {
            case .relative: return relative(tag.android)
            case .constraint: return constraint(tag.app, height: height)
            case .frame: return frame(tag)
            }
        }

        /// The sibling whose end this view's start is held to (`layout_toEndOf`, `layout_constraintStart_toEndOf`).
        func startAfter(_ tag: LayoutTag) -> String? {
            let reference: String? = switch self {
            case .relative: tag.android["layout_toEndOf"] ?? tag.android["layout_toRightOf"]
            case .constraint: tag.app.first { $0.name == "layout_constraintStart_toEndOf" || $0.name == "layout_constraintLeft_toRightOf" }?.value
            case .frame: nil
            }
            return reference.flatMap(LayoutElementBuilder.idName)
        }

        private func relative(_ layout: [String: String]) -> Vertical {
            if layout["layout_alignParentTop"] == "true" || layout["layout_centerVertical"] == "true"
                || layout["layout_centerInParent"] == "true" { return .top }
            if let below = layout["layout_below"] { return LayoutElementBuilder.idName(below).map(Vertical.below) ?? .unknown }
            if let aligned = layout["layout_alignTop"] ?? layout["layout_alignBottom"] ?? layout["layout_alignBaseline"] {
                return LayoutElementBuilder.idName(aligned).map(Vertical.alignedWith) ?? .unknown
            }
            if layout["layout_alignParentBottom"] == "true" { return .bottomEdge }
            if let above = layout["layout_above"] { return LayoutElementBuilder.idName(above).map(Vertical.above) ?? .unknown }
            return .top  // a RelativeLayout's default
        }

        private func constraint(_ constraints: [(name: String, value: String)], height: String) -> Vertical {
            func target(_ name: String) -> String? { constraints.first { $0.name == name }?.value }
            if let top = target("layout_constraintTop_toTopOf") {
                return top == "parent" ? .top : LayoutElementBuilder.idName(top).map(Vertical.alignedWith) ?? .unknown
            }
            if let top = target("layout_constraintTop_toBottomOf") {
                return top == "parent" ? .unknown : LayoutElementBuilder.idName(top).map(Vertical.below) ?? .unknown
            }
            if let baseline = target("layout_constraintBaseline_toBaselineOf") {
                return LayoutElementBuilder.idName(baseline).map(Vertical.alignedWith) ?? .unknown
            }
            // Held by its bottom alone (a view of no height there would have none).
            if height == "0dp" { return .unknown }
            if let bottom = target("layout_constraintBottom_toBottomOf") {
                return bottom == "parent" ? .bottomEdge : LayoutElementBuilder.idName(bottom).map(Vertical.alignedWith) ?? .unknown
            }
            if let bottom = target("layout_constraintBottom_toTopOf") {
                return bottom == "parent" ? .unknown : LayoutElementBuilder.idName(bottom).map(Vertical.above) ?? .unknown
            }
            return constraints.contains { $0.name.hasPrefix("layout_constraintCircle") } ? .unknown : .top  // unconstrained: at the top
        }

        private func frame(_ tag: LayoutTag) -> Vertical {
            // A view a CoordinatorLayout anchors to another (a button on an app bar's edge) is placed by it.
            if tag.app.contains(where: { $0.name == "layout_anchor" }) { return .unknown }
            let gravity = Set((tag.android["layout_gravity"] ?? "").split(separator: "|").map { $0.filter { !$0.isWhitespace } })
            guard gravity.contains("bottom") else { return .top }
            return gravity.isDisjoint(with: ["top", "center", "center_vertical", "fill", "fill_vertical"]) ? .bottomEdge : .top
        }
    }
}
