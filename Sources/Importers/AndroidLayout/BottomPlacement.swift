import ElementModel

/// Which children a layout's parent places at its bottom edge, as far as their attributes say without measuring.
/// Android hands TalkBack a view's children sorted by their place on screen, top to bottom, then start to end
/// (`ViewGroup.addChildrenForAccessibility` sorts its `ChildListForAccessibility` by `ViewLocationHolder`), not in the
/// layout's order: a button bar a `RelativeLayout` aligns to its bottom is read after the form above it, wherever the
/// layout writes it. Only views stacked up from the bottom edge are put in their place, and only where every other
/// child is known to hang from the top (or sit in the middle): the places of the others depend on sizes a layout does
/// not give, and one not known might be below them.
struct BottomPlacement {
    /// The reading order of the views stacked up from the bottom edge, by tag: the highest row first, each in the
    /// layout's order but for a view held to the end of another, which comes after it, and those held to the parent's
    /// end, which come last.
    private var ranks: [SourceLocation: Int] = [:]

    /// `placing` gives, for each child tag, the tag whose attributes place it: an `<include>` of no size of its own is
    /// placed by the root of the layout it brings in, an `<include>` of a `<merge>` by the `<merge>` (its views), one
    /// not read by nothing known (nil).
    init(parent: LayoutTag, className: @autoclosure () -> String, placing: (LayoutTag) -> LayoutTag?) {
        // Most parents hold nothing on their bottom edge: they are passed over before their class is worked out.
        guard parent.children.contains(where: { placing($0).map(Self.mayHoldToTheBottom) == true }) else { return }
        // A parent as tall as what it holds, or of a height of its own (a list's row), may overlap its views on the
        // bottom edge with those in its middle: side by side, Android reads them from the start, not the top.
        let fillsItsParent = ["match_parent", "fill_parent", "0dp"].contains(parent.android["layout_height"] ?? "")
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
        let children = parent.children.map { tag in
            let placed = placing(tag)
            return (tag: tag, id: (tag.android["id"] ?? placed?.android["id"]).flatMap(LayoutElementBuilder.idName),
                    vertical: placed.map(kind.vertical) ?? .unknown, start: placed.flatMap(kind.startAfter),
                    atTheEnd: placed.map(kind.isHeldToTheEnd) ?? false)
        }
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
                case .alignedByOneEdge(let id): hangs[index] = fromTheTop.contains(id)
                case .top, .middle: hangs[index] = true
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
        guard fillsItsParent || !children.contains(where: { $0.vertical == .middle }) else { return }
        // Rows are known where one view starts each row below the highest (on the edge, or on a row's top), the others
        // of the row held to its top and bottom: two side by side may differ in height, and what is stacked on one of
        // them is not known to be above the other.
        let highest = stacked.map { depths[$0]! }.max() ?? 0
        let leaders = stacked.filter { if case .alignedWith = children[$0].vertical { false } else { true } }
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
            // A view held to the parent's end comes after the others of its row, whose starts are left of its own.
            let inRow = placed + waiting
            order += inRow.filter { !children[$0].atTheEnd } + inRow.filter { children[$0].atTheEnd }
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
        /// Its top and bottom on those of the sibling with this id: in that sibling's row.
        case alignedWith(String)
        /// Its top, bottom or baseline alone on the same edge of the sibling with this id: of another height, it may
        /// reach into the rows around that sibling's, so it is placed only beside a sibling that hangs from the top.
        case alignedByOneEdge(String)
        /// Its top on the parent's top.
        case top
        /// In the parent's middle, or as tall as it: beside the views on the bottom edge where the parent is short.
        case middle
        /// Its top on the bottom of the sibling with this id.
        case below(String)
        case unknown
    }

    private enum Kind {
        case relative, constraint, frame

        func vertical(_ tag: LayoutTag) -> Vertical {
            // A `<merge>`'s views join this parent: placed as one only when each of them hangs from the top, or below
            // one of them that does.
            if tag.name == "merge" {
                var hanging: Set<String> = []
                for view in tag.children {
                    switch vertical(view) {
                    case .top: break
                    case .below(let id) where hanging.contains(id): break
                    default: return .unknown
                    }
                    if let id = view.android["id"].flatMap(LayoutElementBuilder.idName) { hanging.insert(id) }
                }
                return .top
            }
            let height = tag.android["layout_height"] ?? ""
            if ["match_parent", "fill_parent"].contains(height) { return .middle }
            switch self {
            case .relative: return relative(tag.android)
            case .constraint: return constraint(tag.app, height: height)
            case .frame: return frame(tag)
            }
        }

        /// Whether the view is held to the parent's end edge and not to its start or middle (a dialog's last button).
        func isHeldToTheEnd(_ tag: LayoutTag) -> Bool {
            let layout = tag.android
            switch self {
            case .relative:
                return (layout["layout_alignParentEnd"] == "true" || layout["layout_alignParentRight"] == "true")
                    && layout["layout_alignParentStart"] != "true" && layout["layout_alignParentLeft"] != "true"
                    && layout["layout_centerHorizontal"] != "true" && layout["layout_centerInParent"] != "true"
            case .constraint:
                let names = Set(tag.app.map(\.name))
                return tag.app.contains { ($0.name == "layout_constraintEnd_toEndOf" || $0.name == "layout_constraintRight_toRightOf") && $0.value == "parent" }
                    && names.isDisjoint(with: ["layout_constraintStart_toStartOf", "layout_constraintStart_toEndOf",
                                               "layout_constraintLeft_toLeftOf", "layout_constraintLeft_toRightOf"])
            case .frame:
                let gravity = Set((layout["layout_gravity"] ?? "").split(separator: "|").map { $0.filter { !$0.isWhitespace } })
                return !gravity.isDisjoint(with: ["end", "right"])
                    && gravity.isDisjoint(with: ["start", "left", "center", "center_horizontal", "fill", "fill_horizontal"])
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
            if layout["layout_alignParentTop"] == "true" {
                return layout["layout_alignParentBottom"] == "true" ? .middle : .top
            }
            if layout["layout_centerVertical"] == "true" || layout["layout_centerInParent"] == "true" { return .middle }
            if let below = layout["layout_below"] { return LayoutElementBuilder.idName(below).map(Vertical.below) ?? .unknown }
            if let top = layout["layout_alignTop"], top == layout["layout_alignBottom"] {
                return LayoutElementBuilder.idName(top).map(Vertical.alignedWith) ?? .unknown
            }
            if let aligned = layout["layout_alignTop"] ?? layout["layout_alignBottom"] ?? layout["layout_alignBaseline"] {
                return LayoutElementBuilder.idName(aligned).map(Vertical.alignedByOneEdge) ?? .unknown
            }
            if layout["layout_alignParentBottom"] == "true" { return .bottomEdge }
            if let above = layout["layout_above"] { return LayoutElementBuilder.idName(above).map(Vertical.above) ?? .unknown }
            return .top  // a RelativeLayout's default
        }

        private func constraint(_ constraints: [(name: String, value: String)], height: String) -> Vertical {
            func target(_ name: String) -> String? { constraints.first { $0.name == name }?.value }
            // A bias moves a view held at both ends anywhere between them (1.0: onto the bottom edge).
            if target("layout_constraintVertical_bias") != nil { return .unknown }
            if let top = target("layout_constraintTop_toTopOf") {
                guard top == "parent" else {
                    let both = target("layout_constraintBottom_toBottomOf") == top
                    return LayoutElementBuilder.idName(top).map(both ? Vertical.alignedWith : Vertical.alignedByOneEdge) ?? .unknown
                }
                return target("layout_constraintBottom_toBottomOf") == "parent" ? .middle : .top
            }
            if let top = target("layout_constraintTop_toBottomOf") {
                return top == "parent" ? .unknown : LayoutElementBuilder.idName(top).map(Vertical.below) ?? .unknown
            }
            if let baseline = target("layout_constraintBaseline_toBaselineOf") {
                return LayoutElementBuilder.idName(baseline).map(Vertical.alignedByOneEdge) ?? .unknown
            }
            // Held by its bottom alone (a view of no height there would have none).
            if height == "0dp" { return .unknown }
            if let bottom = target("layout_constraintBottom_toBottomOf") {
                return bottom == "parent" ? .bottomEdge : LayoutElementBuilder.idName(bottom).map(Vertical.alignedByOneEdge) ?? .unknown
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
            if gravity.contains("bottom") {
                return gravity.isDisjoint(with: ["top", "center", "center_vertical", "fill", "fill_vertical"]) ? .bottomEdge : .middle
            }
            return gravity.isDisjoint(with: ["center", "center_vertical", "fill", "fill_vertical"]) ? .top : .middle
        }
    }
}
