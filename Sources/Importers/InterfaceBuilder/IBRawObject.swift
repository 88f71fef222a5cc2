import ElementModel

/// Properties of one Interface Builder object as read from the file, before UIKit's semantics are applied.
///
/// Strings are accepted both as attributes and as `<string key=…>` children (IB writes long or multi-line
/// strings as children), so both land in `strings`.
final class IBPropertyBag {
    var attributes: [String: String]
    /// Where the object's start tag stands.
    let line: Int
    let column: Int

    init(attributes: [String: String], line: Int, column: Int) {
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    subscript(key: String) -> String? { attributes[key] }

    func flag(_ key: String) -> Bool? {
        attributes[key].map { $0 == "YES" }
    }

    func number(_ key: String) -> Double? {
        attributes[key].flatMap(Double.init)
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
    var customView: IBRawView?
    var interactions: [Interaction] = []

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
    var accessibility: IBAccessibilityConfiguration?
    var runtimeAttributes: [IBRuntimeAttribute] = []
    /// Button states and configurations by key (`normal`, `selected`, `configuration`).
    var states: [String: IBPropertyBag] = [:]
    var segments: [IBPropertyBag] = []
    var barItems: [IBBarItem] = []
    var interactions: [Interaction] = []
    /// Ids of gesture recognizers attached through `outletCollection property="gestureRecognizers"`.
    var gestureRecognizerIDs: [String] = []
    var children: [IBRawView] = []

    init(elementName: String, uikitClass: UIKitClass?, properties: IBPropertyBag) {
        self.elementName = elementName
        self.uikitClass = uikitClass
        self.properties = properties
    }

    var id: String? { properties["id"] }
}
