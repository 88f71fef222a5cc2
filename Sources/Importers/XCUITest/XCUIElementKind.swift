import ElementModel

/// What an `XCUIElementType…` is in UIKit's terms (`formats.md` §2): the class whose role it plays (the reader
/// and rules reason in UIKit's classes), whether it is an accessibility element when an old dump does not say,
/// and the traits its kind implies.
struct XCUIElementKind: Sendable {
    /// The UIKit class whose part it plays, e.g. `UISwitch` for `XCUIElementTypeSwitch`.
    let uikitClass: String
    /// Whether it is an accessibility element when the dump has no `accessible` attribute (before
    /// WebDriverAgent 9.12). Images and plain views count only when they have a label (see the resolver).
    let isElement: Bool
    /// Traits its kind implies when the dump has no `traits` attribute.
    let traits: AccessibilityTraits
    /// Traits only the kind can tell: private ones no dump lists (text entry, switch), and the tab bar that
    /// makes VoiceOver read its buttons as tabs. Kept even when the dump lists traits.
    let kindTraits: AccessibilityTraits
    /// Handles touches itself, as a UIControl does.
    let isControl: Bool

    init(_ uikitClass: String, element: Bool = false, traits: AccessibilityTraits = [], kindTraits: AccessibilityTraits = [],
         control: Bool = false) {
        self.uikitClass = uikitClass
        self.isElement = element
        self.traits = traits.union(kindTraits)
        self.kindTraits = kindTraits
        self.isControl = control
    }

    /// `Button` for `XCUIElementTypeButton`.
    static func shortName(_ type: String) -> String {
        type.hasPrefix(prefix) ? String(type.dropFirst(prefix.count)) : type
    }

    static let prefix = "XCUIElementType"

    /// The kind of a type by its short name (`Button`); any type not listed (macOS-only ones, or an element of some
    /// other tool) is a plain view.
    static func of(shortName: String) -> XCUIElementKind {
        table[shortName] ?? plainView
    }

    static let plainView = XCUIElementKind("UIView")

    /// The traits a `traits` attribute lists (`Header, StaticText`): WebDriverAgent writes Apple's names
    /// capitalised. Names the model has no trait for (`ToggleButton`, `SupportsZoom`, `None`) are left out.
    static func traits(listed: String) -> AccessibilityTraits {
        var traits: AccessibilityTraits = []
        for name in listed.split(separator: ",") {
            var trimmed = name.drop { $0 == " " }
            while trimmed.last == " " { trimmed.removeLast() }
            if let trait = traitsByName[String(trimmed)] { traits.insert(trait) }
        }
        return traits
    }

    private static let traitsByName: [String: AccessibilityTraits] = Dictionary(
        AccessibilityTraits.named.map { ($0.name.prefix(1).uppercased() + $0.name.dropFirst(), $0.trait) },
        uniquingKeysWith: { first, _ in first })

    private static let table: [String: XCUIElementKind] = [
        "Application": XCUIElementKind("UIApplication"),
        "Window": XCUIElementKind("UIWindow"),
        "Other": plainView,
        "Group": plainView,
        // Controls.
        "Button": XCUIElementKind("UIButton", element: true, traits: .button, control: true),
        // XCTest makes an element a Link from its link trait: the type says it even where `traits` lists none.
        "Link": XCUIElementKind("UIButton", element: true, kindTraits: .link, control: true),
        "Toggle": XCUIElementKind("UIButton", element: true, traits: .button, control: true),
        "Icon": XCUIElementKind("UIButton", element: true, traits: .button, control: true),
        "Switch": XCUIElementKind("UISwitch", element: true, traits: .button, kindTraits: .switchButton, control: true),
        "Slider": XCUIElementKind("UISlider", element: true, traits: .adjustable, control: true),
        "Stepper": XCUIElementKind("UIStepper", control: true),
        "SegmentedControl": XCUIElementKind("UISegmentedControl", control: true),
        "PageIndicator": XCUIElementKind("UIPageControl", element: true, traits: .adjustable, control: true),
        "TextField": XCUIElementKind("UITextField", element: true, kindTraits: .textEntry, control: true),
        "SecureTextField": XCUIElementKind("UITextField", element: true, kindTraits: [.textEntry, .secureTextField], control: true),
        "SearchField": XCUIElementKind("UISearchTextField", element: true, traits: .searchField, kindTraits: .textEntry, control: true),
        "TextView": XCUIElementKind("UITextView", element: true, kindTraits: [.textEntry, .textArea]),
        "Picker": plainView,
        "DatePicker": plainView,
        "PickerWheel": XCUIElementKind("UIPickerWheel", element: true, traits: .adjustable, control: true),
        // Text and images.
        "StaticText": XCUIElementKind("UILabel", element: true, traits: .staticText),
        "Image": XCUIElementKind("UIImageView", element: true, traits: .image),
        "ProgressIndicator": XCUIElementKind("UIProgressView", element: true, traits: .updatesFrequently),
        "ActivityIndicator": XCUIElementKind("UIActivityIndicatorView", element: true, traits: .updatesFrequently),
        // Bars.
        "NavigationBar": XCUIElementKind("UINavigationBar"),
        "TabBar": XCUIElementKind("UITabBar", kindTraits: .tabBar),
        "Toolbar": XCUIElementKind("UIToolbar"),
        "StatusBar": XCUIElementKind("UIStatusBar"),
        // Lists.
        "Table": XCUIElementKind("UITableView"),
        "CollectionView": XCUIElementKind("UICollectionView"),
        "ScrollView": XCUIElementKind("UIScrollView"),
        "Cell": XCUIElementKind("UITableViewCell", element: true),
        // Presented views and the keyboard.
        "Alert": plainView,
        "Sheet": plainView,
        "Keyboard": XCUIElementKind("UIKeyboard"),
        "Key": XCUIElementKind("UIKBKey", element: true, traits: .keyboardKey, control: true),
        // Content drawn by other frameworks.
        "WebView": XCUIElementKind("WKWebView"),
        "Map": XCUIElementKind("MKMapView"),
    ]
}
