import ElementModel

/// Compose does not give a role to a node that merges its children (`Modifier.clickable(role = …)`, `selectable`,
/// Material's `Tab` and `NavigationBarItem`): `SemanticsNode.emitFakeNodes` adds, after its children, a node of its own
/// making with the parent's bounds that carries only the role, and `populateAccessibilityNodeInfoProperties` applies a
/// role to such a node or to one with no children. A button's role shows in a dump as that node's class
/// (`android.widget.Button`); `Role.Tab` sets a role description ("Tab"), which a dump does not carry, so the node
/// shows as an empty `android.view.View` as large as its parent, last among its children. TalkBack reads it with the
/// parent's other children: "Home, Tab" (docs/talkback-source.md, "Roles a dump cannot show"). A role node of an image
/// (and of a switch that cannot be toggled) shows the same: the tabs are known by their row, two or more side by side,
/// one of them selected (Compose reports a selected node as selected only for `Role.Tab`; other roles say "checked").
enum ComposeRoleNodes {
    /// Gives the role nodes of the tabs among the children of `element` (finished, its children in place) the role
    /// description "Tab".
    static func apply(to element: inout Element) {
        // Asked of every node of a dump: most hold no selected view, and are passed over first.
        guard element.children.count >= 2, element.children.contains(where: \.isSelected) else { return }
        guard let tabs = MaterialRoleDescriptions.rowOfTabs(in: element.children, where: isTab) else { return }
        for index in tabs {
            let last = element.children[index].children.count - 1
            element.children[index].children[last].android?.roleDescription = MaterialRoleDescriptions.tab
        }
    }

    /// A Compose view that can be acted on, not checked (a toggle's role node is a switch's), with a role node last.
    private static func isTab(_ element: Element) -> Bool {
        guard let node = element.android, node.isComposeNode, node.isActionable, !node.isCheckable,
              element.children.count >= 2, let last = element.children.last else { return false }
        return isRoleNode(last, of: element)
    }

    /// An empty view as large as its parent, with no id (a test tag's overlay has one): made only for the role, since it
    /// says nothing and holds nothing.
    private static func isRoleNode(_ child: Element, of parent: Element) -> Bool {
        guard let node = child.android, node.isComposeNode, child.children.isEmpty, !node.isActionable, !node.isCheckable,
              node.text == nil, node.contentDescription == nil, child.accessibility.identifier.value == nil,
              let frame = child.screenFrame else { return false }
        return frame == parent.screenFrame
    }
}
