import ElementModel

/// Compose does not give a role to a node that merges its children (`Modifier.clickable(role = …)`, `selectable`,
/// Material's `Tab` and `NavigationBarItem`): `SemanticsNode.emitFakeNodes` adds, after its children, a node of its own
/// making with the parent's bounds that carries only the role, and `populateAccessibilityNodeInfoProperties` applies a
/// role to such a node or to one with no children. A button's role shows in a dump as that node's class
/// (`android.widget.Button`); `Role.Tab` sets a role description ("Tab"), which a dump does not carry, so the node
/// shows as an empty `android.view.View` as large as its parent, last among its children. TalkBack reads it with the
/// parent's other children: "Home, Tab" (docs/talkback-source.md, "Roles a dump cannot show").
enum ComposeRoleNodes {
    /// Gives the role node of `element` (finished, its children in place), when it is a tab's, the role description "Tab".
    static func apply(to element: inout Element) {
        guard let node = element.android, node.isComposeNode, node.isActionable,
              // A toggleable's role node says "Switch" (`Role.Switch`, also a role description), and newer Compose gives
              // it the state "On" or "Off" too, which this reading would not say: left as a dump shows it.
              !node.isCheckable, element.children.count >= 2,
              let last = element.children.last, isRoleNode(last, of: element) else { return }
        element.children[element.children.count - 1].android?.roleDescription = MaterialRoleDescriptions.tab
    }

    /// An empty view as large as its parent: made only for the role, since it says nothing and holds nothing.
    private static func isRoleNode(_ child: Element, of parent: Element) -> Bool {
        guard let node = child.android, node.isComposeNode, child.children.isEmpty, !node.isActionable, !node.isCheckable,
              node.text == nil, node.contentDescription == nil, let frame = child.screenFrame else { return false }
        return frame == parent.screenFrame
    }
}
