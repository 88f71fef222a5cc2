import ElementModel

/// Properties of one Interface Builder object as read from the file, before UIKit's semantics are applied.
///
/// Strings are accepted both as attributes and as `<string key=…>` children (IB writes long or multi-line
/// strings as children), so both land in `strings`.
final class IBPropertyBag {
    /// Name–value pairs in document order. A handful per object, so a linear search beats hashing. Read
    /// on every property lookup and written only while the object's tag is read, never both at once: the
    /// run-time exclusivity check is skipped.
    @exclusivity(unchecked) private var entries: [(name: String, value: String)]
    /// Where the object's start tag stands.
    let line: Int
    let column: Int

    init(entries: [(name: String, value: String)], line: Int, column: Int) {
        self.entries = entries
        self.line = line
        self.column = column
    }

    subscript(key: String) -> String? {
        // Names of different lengths differ: that test is a field read, a string comparison is a call.
        let length = key.utf8.count
        return entries.first { $0.name.utf8.count == length && $0.name == key }?.value
    }

    /// Sets `key` unless the file already gave it a value: the first value written wins.
    func setIfAbsent(_ key: String, _ value: String?) {
        guard let value, self[key] == nil else { return }
        entries.append((key, value))
    }

    func flag(_ key: String) -> Bool? {
        self[key].map { $0 == "YES" }
    }

    func number(_ key: String) -> Double? {
        self[key].flatMap(IBNumber.parse)
    }
}

/// The `<accessibility>` element of a view: Interface Builder's Accessibility inspector.
final class IBAccessibilityConfiguration {
    let properties: IBPropertyBag
    /// The traits chosen in the inspector; nil when the file has no `<accessibilityTraits>`.
    var traits: AccessibilityTraits?
    var isElement: Bool?

    init(properties: IBPropertyBag) {
        self.properties = properties
    }
}

/// What the file sets on purpose for one object's accessibility: the Accessibility inspector and
/// user-defined runtime attributes. Views and bar items both carry them.
final class IBAccessibilitySettings {
    var configuration: IBAccessibilityConfiguration?
    var runtimeAttributes: [IBRuntimeAttribute] = []
}

/// A `<userDefinedRuntimeAttribute>`: a key path set on the object when it loads.
struct IBRuntimeAttribute {
    var keyPath: String
    var type: String
    var value: String?
    var line: Int
}

/// A bar item (`tabBarItem`, `barButtonItem`, `navigationItem`): not a view, but UIKit makes one.
final class IBBarItem {
    let elementName: String
    let properties: IBPropertyBag
    /// For a navigation item: its bar button items, keyed `leftBarButtonItem`, `rightBarButtonItem`,
    /// `backBarButtonItem`, or `rightBarButtonItems`/`leftBarButtonItems` for lists.
    var barButtonItems: [(key: String, item: IBBarItem)] = []
    /// A bar button item's `customView`, or a navigation item's `titleView`.
    var customView: IBRawView?
    var interactions: [Interaction] = []
    let accessibility = IBAccessibilitySettings()

    init(elementName: String, properties: IBPropertyBag) {
        self.elementName = elementName
        self.properties = properties
    }
}

/// One view as read from the file.
final class IBRawView {
    let elementName: String
    let uikitClass: UIKitClass?
    let properties: IBPropertyBag
    var frame: Rect?
    let accessibility = IBAccessibilitySettings()
    /// Button states and configurations by key (`normal`, `selected`, `configuration`).
    var states: [String: IBPropertyBag] = [:]
    var segments: [IBPropertyBag] = []
    /// A table view's static sections: their header and footer titles, and where their cells start and end
    /// among `children`.
    var sections: [IBTableSection] = []
    var barItems: [IBBarItem] = []
    var interactions: [Interaction] = []
    /// Ids of gesture recognizers attached through `outletCollection property="gestureRecognizers"`.
    var gestureRecognizerIDs: [String] = []
    /// Controllers this container view shows (`embed` segues), by id.
    var embeddedControllerIDs: [String] = []
    /// A cell template (`Element.isPrototype`).
    var isPrototype = false
    /// A table view cell's `accessoryView` (and `editingAccessoryView`): views of the scene's objects the cell shows at
    /// its trailing edge, by id.
    var accessoryViewIDs: [String] = []
    /// A view UIKit builds that the file does not hold: the bars of a controller's navigation item and
    /// toolbar items.
    var isSynthesized = false
    var children: [IBRawView] = []

    init(elementName: String, uikitClass: UIKitClass?, properties: IBPropertyBag) {
        self.elementName = elementName
        self.uikitClass = uikitClass
        self.properties = properties
    }

    var id: String? { properties["id"] }
}

/// One `<tableViewSection>` of a static table.
final class IBTableSection {
    let properties: IBPropertyBag
    let firstChild: Int
    var endChild: Int

    init(properties: IBPropertyBag, firstChild: Int) {
        self.properties = properties
        self.firstChild = firstChild
        self.endChild = firstChild
    }
}
