import ElementModel

/// Material's bottom navigation items (`NavigationBarItemView`) and `TabLayout`'s tab views set the role description
/// "Tab" in their node info (`item_view_role_description`), which TalkBack says in place of a role. A dump does not
/// carry role descriptions: these widgets are known by their parts, the ids of the library's item layout
/// (`navigation_bar_item_icon_view`), the class a tab view reports, and a tab strip's shape.
enum MaterialRoleDescriptions {
    /// The library's English string; its other languages' words are not known here.
    static let tab = "Tab"

    /// Gives the views of `element` (finished, its children in place) that are Material's tabs their role description.
    static func apply(to element: inout Element) {
        // A tab view that reports the class name Material's `TabLayout` gives its tabs (`ACCESSIBILITY_CLASS_NAME`,
        // "androidx.appcompat.app.ActionBar.Tab", with a dot; its `TabView` sets the role description too) is known by it.
        // AppCompat's own action bar tabs report "…ActionBar$Tab" and set no role description: TalkBack says no "Tab".
        // Asked of every node of a dump: its type (its class) is read without copying its node.
        if element.type == "androidx.appcompat.app.ActionBar.Tab" {
            element.android?.roleDescription = tab
        }
        // The item itself, which can be acted on (focused, when selected), not the containers of its icon.
        if element.android?.isActionable == true,
           element.children.contains(where: { isNavigationItemPart($0) || $0.children.contains(where: isNavigationItemPart) }) {
            element.android?.roleDescription = tab
        }
        // TabLayout: a horizontal scroll view around one strip of tab views (each a LinearLayout holding its text and icon,
        // with nothing to act on inside), one of them selected.
        guard element.android?.simpleClassName == "HorizontalScrollView", element.children.count == 1,
              let strip = element.children.first, strip.android?.simpleClassName == "LinearLayout", strip.children.count >= 2,
              strip.children.allSatisfy(isTabView), strip.children.filter(\.isSelected).count == 1 else { return }
        for index in element.children[0].children.indices { element.children[0].children[index].android?.roleDescription = tab }
    }

    /// The children of a row of tabs that `isTab` tells, when they are one: two or more side by side (one top edge),
    /// one of them selected, the shape Compose's and React Navigation's tabs are known by.
    static func rowOfTabs(in children: [Element], where isTab: (Element) -> Bool) -> [Int]? {
        let tabs = children.indices.filter { isTab(children[$0]) }
        guard tabs.count >= 2, let selected = tabs.first(where: { children[$0].isSelected }),
              tabs.allSatisfy({ children[$0].screenFrame?.y == children[selected].screenFrame?.y }) else { return nil }
        return tabs
    }

    /// The icon of a navigation bar item (Material 1.14 puts it one level deeper, in `navigation_bar_item_content_container`).
    private static func isNavigationItemPart(_ element: Element) -> Bool {
        guard let id = element.accessibility.identifier.value else { return false }
        return id.hasSuffix(":id/navigation_bar_item_icon_container") || id.hasSuffix(":id/navigation_bar_item_icon_view")
    }

    private static func isTabView(_ element: Element) -> Bool {
        guard let node = element.android, node.simpleClassName == "LinearLayout", node.isActionable else { return false }
        return !element.allElements.dropFirst().contains { $0.android?.isActionable == true }
    }
}
