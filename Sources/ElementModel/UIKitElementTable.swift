/// UIKit's accessibility defaults, one row per class, in one place for importers, the reader and rules.
///
/// Facts from `voiceover-model.md` §5 and Apple's UIAccessibility documentation: standard controls are
/// accessibility elements by default and derive their label from what they show; plain views, image
/// views and custom views are not elements until someone marks them.
public struct UIKitElementTable: Sendable {
    public let classes: [UIKitClass]
    private let byInterfaceBuilderName: [String: UIKitClass]

    public init(classes: [UIKitClass]) {
        self.classes = classes
        self.byInterfaceBuilderName = Dictionary(classes.map { ($0.interfaceBuilderName, $0) },
                                                 uniquingKeysWith: { first, _ in first })
    }

    /// The class Interface Builder writes as `name`, if it is a UIKit view class.
    public func forInterfaceBuilderName(_ name: String) -> UIKitClass? {
        byInterfaceBuilderName[name]
    }

    /// The standard table.
    public static let uikit = UIKitElementTable(classes: [
        // Controls: elements by default, each speaking what it shows.
        UIKitClass("UIButton", interfaceBuilderName: "button", isControl: true, isAccessibilityElement: true,
                   traits: .button, role: .titledControl),
        UIKitClass("UISwitch", interfaceBuilderName: "switch", isControl: true, isAccessibilityElement: true,
                   traits: [.button, .switchButton], role: .toggle),
        UIKitClass("UISlider", interfaceBuilderName: "slider", isControl: true, isAccessibilityElement: true,
                   traits: .adjustable, role: .slider),
        UIKitClass("UIStepper", interfaceBuilderName: "stepper", isControl: true, role: .stepper),
        UIKitClass("UISegmentedControl", interfaceBuilderName: "segmentedControl", isControl: true,
                   role: .segmentedControl),
        UIKitClass("UIPageControl", interfaceBuilderName: "pageControl", isControl: true,
                   isAccessibilityElement: true, traits: .adjustable, role: .pageControl),
        UIKitClass("UITextField", interfaceBuilderName: "textField", isControl: true, isAccessibilityElement: true,
                   traits: .textEntry, role: .textField),
        UIKitClass("UIDatePicker", interfaceBuilderName: "datePicker", isControl: true),
        UIKitClass("UIColorWell", interfaceBuilderName: "colorWell", isControl: true, isAccessibilityElement: true,
                   traits: .button, role: .titledControl),
        // Text and images.
        UIKitClass("UILabel", interfaceBuilderName: "label", isAccessibilityElement: true, traits: .staticText,
                   role: .text),
        UIKitClass("UITextView", interfaceBuilderName: "textView", isAccessibilityElement: true,
                   traits: [.textEntry, .textArea], role: .textView),
        UIKitClass("UIImageView", interfaceBuilderName: "imageView", traits: .image, role: .image),
        UIKitClass("UIProgressView", interfaceBuilderName: "progressView", isAccessibilityElement: true,
                   traits: .updatesFrequently, role: .progress),
        UIKitClass("UIActivityIndicatorView", interfaceBuilderName: "activityIndicatorView",
                   isAccessibilityElement: true, traits: .updatesFrequently, role: .activityIndicator),
        // Bars.
        UIKitClass("UISearchBar", interfaceBuilderName: "searchBar", role: .searchBar),
        UIKitClass("UINavigationBar", interfaceBuilderName: "navigationBar", role: .navigationBar),
        UIKitClass("UITabBar", interfaceBuilderName: "tabBar", traits: .tabBar, role: .tabBar),
        UIKitClass("UIToolbar", interfaceBuilderName: "toolbar", role: .toolbar),
        // Lists and their cells.
        UIKitClass("UITableView", interfaceBuilderName: "tableView", role: .table),
        UIKitClass("UITableViewCell", interfaceBuilderName: "tableViewCell", isAccessibilityElement: true,
                   role: .tableCell),
        UIKitClass("UITableViewCellContentView", interfaceBuilderName: "tableViewCellContentView"),
        UIKitClass("UICollectionView", interfaceBuilderName: "collectionView"),
        UIKitClass("UICollectionViewCell", interfaceBuilderName: "collectionViewCell"),
        UIKitClass("UICollectionViewCellContentView", interfaceBuilderName: "collectionViewCellContentView"),
        UIKitClass("UICollectionReusableView", interfaceBuilderName: "collectionReusableView"),
        // Containers that VoiceOver reads through.
        UIKitClass("UIView", interfaceBuilderName: "view"),
        UIKitClass("UIView", interfaceBuilderName: "containerView"),
        UIKitClass("UIStackView", interfaceBuilderName: "stackView"),
        UIKitClass("UIScrollView", interfaceBuilderName: "scrollView"),
        UIKitClass("UIVisualEffectView", interfaceBuilderName: "visualEffectView"),
        UIKitClass("UIInputView", interfaceBuilderName: "inputView"),
        UIKitClass("UIPickerView", interfaceBuilderName: "pickerView"),
        UIKitClass("WKWebView", interfaceBuilderName: "wkWebView"),
        UIKitClass("UIWebView", interfaceBuilderName: "webView"),
        UIKitClass("MKMapView", interfaceBuilderName: "mapView"),
        UIKitClass("SKView", interfaceBuilderName: "skView"),
        UIKitClass("SCNView", interfaceBuilderName: "sceneKitView"),
        UIKitClass("ARSKView", interfaceBuilderName: "arskView"),
        UIKitClass("ARSCNView", interfaceBuilderName: "arscnView"),
        UIKitClass("GLKView", interfaceBuilderName: "glkView"),
        UIKitClass("MTKView", interfaceBuilderName: "mtkView"),
    ])
}
