import ElementModel
import RuleEngine

/// `android:accessibilityTraversalBefore` and `…After` that cannot be followed: an id no view of the layout has, or
/// constraints that go round in a circle (the Accessibility Test Framework's TraversalOrder check). A layout that
/// `<include>`s others is not checked for missing ids, as the id may be in one of them.
struct TraversalOrderInvalidRule: Rule {
    let description = RuleDescription(
        id: "traversal-order-invalid", name: "Traversal order that cannot be followed", defaultSeverity: .error,
        summary: "In an Android layout, accessibilityTraversalBefore or After names an id no view of the file has, or the "
            + "constraints form a cycle.",
        rationale: "Traversal constraints are how a screen corrects the order TalkBack reads it in. One that names a missing "
            + "view does nothing, so the order it was written to fix stays wrong; constraints in a cycle leave TalkBack "
            + "no order to follow, and what it reads next depends on the device.",
        wcag: [.meaningfulSequence],
        requires: [.androidSemantics, .viewReferences],
        triggeringExamples: [
            RuleExample("Two views each after the other, and one after a view that is not there", AndroidFixText.layoutExample("""
                    ↓<Button android:id="@+id/save" android:text="Save" android:accessibilityTraversalAfter="@id/cancel"/>
                    <Button android:id="@+id/cancel" android:text="Cancel" android:accessibilityTraversalAfter="@id/save"/>
                    ↓<TextView android:text="Total" android:accessibilityTraversalBefore="@id/amount"/>
                """)),
        ],
        nonTriggeringExamples: [
            RuleExample("A button read after the field it submits", AndroidFixText.layoutExample("""
                    <Button android:id="@+id/send" android:text="Send" android:accessibilityTraversalAfter="@id/message"/>
                    <EditText android:id="@+id/message" android:hint="Message"/>
                """)),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        guard screen.isAndroid else { return [] }
        let views = screen.androidViews
        let constrained = views.filter { $0.node.traversalBefore != nil || $0.node.traversalAfter != nil }
        guard !constrained.isEmpty else { return [] }
        let allIDs = Set(views.compactMap(\.node.viewID))
        // A missing id may be in a layout this one `<include>`s: it is reported only where the file holds every view.
        let seesEveryID = screen.viewIDsUnlessIncluding != nil
        // "A before B" and "B after A" both say A comes first: an edge from A to B.
        var next: [String: Set<String>] = [:]
        for (_, node) in constrained {
            guard let id = node.viewID else { continue }
            if let before = node.traversalBefore { next[id, default: []].insert(before) }
            if let after = node.traversalAfter { next[after, default: []].insert(id) }
        }
        var reportedCycle: Set<String> = []
        return constrained.compactMap { element, node in
            let attribute = node.traversalBefore != nil ? "accessibilityTraversalBefore" : "accessibilityTraversalAfter"
            let target = node.traversalBefore ?? node.traversalAfter ?? ""
            if !allIDs.contains(target) {
                guard seesEveryID else { return nil }
                return screen.finding(description, on: element,
                    message: "\(node.simpleClassName) has android:\(attribute)=\"@id/\(target)\", but no view in this file has that id: "
                        + "TalkBack ignores it.",
                    fix: Fix(summary: "Point it at the id of the view it should be read \(attribute.hasSuffix("Before") ? "before" : "after"), "
                                + "or remove it.", androidLayout: "android:\(attribute)=\"@id/…\""))
            }
            guard let id = node.viewID, reportedCycle.isDisjoint(with: [id]), let cycle = Self.cycle(from: id, next) else { return nil }
            reportedCycle.formUnion(cycle)
            return screen.finding(description, on: element,
                message: "\(node.simpleClassName)'s traversal constraints go round in a circle (\((cycle + [cycle[0]]).map { "@id/\($0)" }.joined(separator: " → "))): "
                    + "TalkBack has no order to follow.",
                fix: Fix(summary: "Keep one direction: remove the constraint that leads back.",
                         androidLayout: "remove android:\(attribute) from one of them"))
        }
    }

    /// The ids of a cycle through `start`, in order, if the constraints lead back to it.
    private static func cycle(from start: String, _ next: [String: Set<String>]) -> [String]? {
        var path: [String] = [start]
        var visited: Set<String> = [start]
        func walk(_ id: String) -> Bool {
            for following in (next[id] ?? []).sorted() {
                if following == start { return true }
                guard visited.insert(following).inserted else { continue }
                path.append(following)
                if walk(following) { return true }
                path.removeLast()
            }
            return false
        }
        return walk(start) ? path : nil
    }
}
