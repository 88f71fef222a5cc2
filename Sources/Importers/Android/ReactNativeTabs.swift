import ElementModel

/// React Native gives a view whose `accessibilityRole` no widget class stands for (`tab`, `link`…) the class
/// `android.view.View` and says the role as a role description, which a dump does not carry; its other views are
/// `android.view.ViewGroup`s (docs/talkback-source.md, "Roles a dump cannot show"). React Navigation's tabs are such
/// views ("Home, Tab"): known by their shape, two or more side by side in one `ViewGroup`, one of them selected, in a
/// bar at the screen's foot (a native `ViewGroup` of custom views, which report the same classes, holds calendars' weeks
/// and colour swatches in that shape elsewhere).
enum ReactNativeTabs {
    /// Gives the tabs among the children of `element` (finished, its children in place) the role description "Tab",
    /// where `windowBottom` is the bottom edge of the window the dump shows.
    static func apply(to element: inout Element, windowBottom: @autoclosure () -> Double?) {
        guard element.children.count >= 2, element.children.contains(where: \.isSelected),
              element.android?.className == "android.view.ViewGroup" else { return }
        guard let tabs = MaterialRoleDescriptions.rowOfTabs(in: element.children, where: { child in
                  child.android.map { $0.isComposeNode && $0.isActionable } == true }),
              let windowBottom = windowBottom(), let bar = element.children[tabs[0]].screenFrame,
              bar.y + bar.height >= 0.85 * windowBottom else { return }
        for index in tabs where element.children[index].android?.roleDescription == nil {
            element.children[index].android?.roleDescription = MaterialRoleDescriptions.tab
        }
    }
}
