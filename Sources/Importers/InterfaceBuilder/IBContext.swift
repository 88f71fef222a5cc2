/// What the innermost open XML element is, for the Interface Builder reader's stack.
enum IBContext {
    /// `<document>` itself.
    case document
    /// The document's `<resources>`: which images are SF Symbols.
    case resources
    /// A `<scene>` of a storyboard.
    case scene
    /// An `<objects>` list: a xib's top level or a scene's members.
    case objects
    /// A placeholder such as File's Owner: not an element, but its outlets can name input views.
    case placeholder
    /// A gesture recognizer (by id): its connections say which action it sends.
    case gestureRecognizer(id: String)
    /// A view or window controller; its `view` child is a screen root.
    case controller(IBController)
    /// A view; property elements inside it describe it, keyed views inside it are its children.
    case view(IBRawView)
    /// A list whose elements are child views of `owner` (`subviews`, `cells`, `prototypes`, sections,
    /// WatchKit `items`); `holdsTemplates` for a table's prototypes and a collection view's cells.
    case viewList(owner: IBRawView, holdsTemplates: Bool)
    /// A static table's `<tableViewSection>`: its cells are the table's children, its titles its own.
    case tableSection(IBTableSection, table: IBRawView)
    /// A set of string-valued properties: a button `state`, a `buttonConfiguration`, a `segment`, an AppKit cell.
    case properties(IBPropertyBag)
    case accessibility(IBAccessibilityConfiguration)
    case runtimeAttributes(owner: IBAccessibilitySettings)
    case runtimeAttribute(owner: IBAccessibilitySettings, index: Int)
    /// `<connections>` of a view or bar item: actions, segues, gesture recognizer outlets.
    case connections(IBConnectionOwner)
    case segments(owner: IBRawView)
    /// The `<items>` of a navigation bar, tab bar or toolbar.
    case barItems(owner: IBRawView)
    /// A controller's `<toolbarItems>`, shown in its navigation controller's toolbar.
    case toolbarItems(IBController)
    case barItem(IBBarItem)
    /// `rightBarButtonItems`/`leftBarButtonItems` of a navigation item.
    case barItemList(owner: IBBarItem, key: String)
    /// A `<string>` or `<mutableString>` whose text is the value of `key` in `target`.
    case text(target: IBPropertyBag, key: String)
    /// An `<attributedString>` (or one of its fragments): the fragments' text, joined, becomes the value
    /// of `key` in `target`.
    case attributedText(target: IBPropertyBag, key: String)
    /// A fragment's `<string key="content">`, whose text is collected.
    case attributedFragmentText
    /// Everything inside is of no interest (constraints, colours, inline image data, …): never pushed,
    /// the parser is told to skip the subtree.
    case skipped
}

/// Who a `<connections>` list belongs to.
enum IBConnectionOwner {
    case view(IBRawView)
    case barItem(IBBarItem)
    case controller(IBController)
    /// A placeholder (File's Owner): only its outlets matter.
    case placeholder
    case gestureRecognizer(id: String)
}

/// A view controller (or window controller) in a scene or at a xib's top level.
final class IBController {
    let elementName: String
    let properties: IBPropertyBag
    var rootView: IBRawView?
    /// Bars a container controller owns directly (`navigationBar`, `tabBar`, `toolbar` keyed children).
    var bars: [IBRawView] = []
    /// What the navigation bar shows while this controller is on top: title, title view, bar button items.
    var navigationItem: IBBarItem?
    /// What the navigation controller's toolbar shows while this controller is on top.
    var toolbarItems: [IBBarItem] = []
    /// The controller's item in a tab bar controller's tab bar.
    var tabBarItem: IBBarItem?
    /// For a tab bar controller: its tabs' controllers, in order (`viewControllers` relationships).
    var tabControllerIDs: [String] = []

    init(elementName: String, properties: IBPropertyBag) {
        self.elementName = elementName
        self.properties = properties
    }

    var id: String? { properties["id"] }

    /// The navigation item's title, else the controller's: what a navigation bar shows.
    var navigationTitle: String? {
        nonEmpty(navigationItem?.properties["title"]) ?? nonEmpty(properties["title"])
    }
}
