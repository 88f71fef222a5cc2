/// The app's own `<style>`s that a layout's views name (`style="@style/Widget.App.Toolbar.Back"`), read from the
/// default resources beside the layout (`res/values/*.xml` and an API level's `values-v21/`, as its strings are). Android
/// gives a view its style's items under the view's own attributes, and a style its parent's items under its own: a
/// toolbar's back button (`navigationContentDescription`) or a row's `android:clickable` often stands only there. A
/// parent that is Android's or a library's (`Widget.Material3.Toolbar`) is in no file read, and the chain stops at it.
/// Folders of other qualifiers (`values-night`) are left: they change a style on some devices only.
struct StyleResources: Sendable {
    /// One `<style>`: its parent's name (nil: none, or one outside the app) and its items, in document order.
    struct Style: Sendable {
        var parent: String?
        var items: [(name: String, value: String)]
    }

    /// The styles, by name as the layout writes it after `@style/`.
    var styles: [String: Style] = [:]

    /// A style's chain of parents is followed this far: real ones are a few deep, and a loop must end.
    static let maximumDepth = 32

    /// The `android:` attributes a style may give a view: those the layout reader keeps, but the ones that name a
    /// particular view (an id, a `labelFor` target), which no style shared by several views could mean; the text and the
    /// title: a style's text is a placeholder for what code or a library puts in each view (Seadroid's preference rows'
    /// style shows the app's name where the preference library writes each setting's title); and the visibility: a style
    /// that hides views hides the groups code shows (SubwayTooter's context menu's, Jelly's empty list's notice).
    private static let styledAndroidNames = Set(LayoutReader.androidAttributeNames)
        .subtracting(["id", "labelFor", "accessibilityTraversalBefore", "accessibilityTraversalAfter", "name", "text", "title",
                      "visibility"])
    /// The app attributes (library widgets' own) a style may give that the layout's reading uses.
    private static let styledAppNames: Set<String> = [
        "navigationIcon", "navigationContentDescription", "endIconMode", "endIconContentDescription", "placeholderText",
    ]

    /// The parent a `<style>` declares: `parent="@style/A"` or `parent="A"`; with no `parent`, the name before its last
    /// dot (`A.B` for `A.B.C`), as Android reads it; an empty `parent` or Android's own style (`@android:style/…`), none.
    static func parent(declared: String?, name: String) -> String? {
        guard let declared else { return name.lastIndex(of: ".").map { String(name[..<$0]) } }
        if declared.isEmpty || declared.hasPrefix("@android:") || declared.hasPrefix("android:") { return nil }
        return declared.hasPrefix("@style/") ? String(declared.dropFirst("@style/".count)) : declared
    }

    /// The items a view with `style="reference"` takes: the style's own, then each parent's whose names are not yet
    /// given. None for a theme attribute (`?attr/…`) or a style the files do not define.
    func items(of reference: String) -> [(name: String, value: String)] {
        guard reference.hasPrefix("@style/") else { return [] }
        var name: String? = String(reference.dropFirst("@style/".count))
        var items: [(name: String, value: String)] = []
        var given: Set<String> = []
        var passed: Set<String> = []
        while let current = name, passed.count < Self.maximumDepth, passed.insert(current).inserted, let style = styles[current] {
            for item in style.items where given.insert(item.name).inserted { items.append(item) }
            name = style.parent
        }
        return items
    }

    /// `tag` and its subtree with each view's style's items added where the view does not set the attribute itself.
    func applied(to tag: LayoutTag) -> LayoutTag {
        guard !styles.isEmpty else { return tag }
        var styled = tag
        if let reference = tag.plain["style"] {
            var items = items(of: reference)
            // A toolbar style's navigation icon with no description is the action bar's up arrow that every toolbar of the
            // app may show (Bitcoin Wallet's): code that makes the toolbar the action bar names it, or hides it on a
            // screen with no "up" (its wallet screen). An icon named by the style or by the view is meant to be shown.
            let named = items.contains { $0.name.hasSuffix("navigationContentDescription") }
                || tag.android["navigationContentDescription"] != nil || tag.app.contains { $0.name == "navigationContentDescription" }
            if !named { items.removeAll { $0.name.hasSuffix("navigationIcon") } }
            for (name, value) in items {
                if name.hasPrefix("android:") {
                    let local = String(name.dropFirst("android:".count))
                    if Self.styledAndroidNames.contains(local), styled.android[local] == nil {
                        styled.android[local] = value
                        styled.styledAttributes.insert(local)
                    }
                } else if Self.styledAppNames.contains(name), !styled.app.contains(where: { $0.name == name }) {
                    styled.app.append((name, value))
                }
            }
        }
        styled.children = tag.children.map(applied(to:))
        return styled
    }
}
