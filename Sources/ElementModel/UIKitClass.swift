/// A UIKit class and the accessibility UIKit gives it by default (`voiceover-model.md` §5).
public struct UIKitClass: Hashable, Sendable {
    /// How UIKit derives what the class says; importers read this instead of switching on class names.
    public enum Role: String, Hashable, Sendable {
        /// A plain view: a container, never spoken itself.
        case container
        /// Speaks its text (UILabel).
        case text
        /// Speaks its title, or its image's name when it has no title (UIButton).
        case titledControl
        /// Not an element unless marked; then speaks its image (UIImageView).
        case image
        /// Placeholder as label, text as value (UITextField).
        case textField
        /// Text as value; editable ones are text areas (UITextView).
        case textView
        /// Value 1/0, spoken On/Off (UISwitch).
        case toggle
        /// Adjustable with a percentage value (UISlider).
        case slider
        /// Two buttons, Decrement and Increment (UIStepper).
        case stepper
        /// One button per segment, the selected one with the selected trait (UISegmentedControl).
        case segmentedControl
        /// Adjustable with the value "page X of N" (UIPageControl).
        case pageControl
        /// A percentage value that updates frequently (UIProgressView).
        case progress
        /// "In progress" while animating (UIActivityIndicatorView).
        case activityIndicator
        /// A search text field inside a bar (UISearchBar).
        case searchBar
        /// One element combining its labels, unless it holds controls of its own (UITableViewCell).
        case tableCell
        /// A heading for the top item's title, a back button, and bar button items (UINavigationBar).
        case navigationBar
        /// One tab per item, "Tab. i of n" (UITabBar).
        case tabBar
        /// A container whose static sections' header titles are read as headings (UITableView).
        case table
        /// One button per bar button item (UIToolbar).
        case toolbar
    }

    /// The class name, e.g. `UIButton`.
    public let name: String
    /// The element name Interface Builder writes for it, e.g. `button`.
    public let interfaceBuilderName: String
    /// UIControl subclasses handle touches themselves: evidence of interactivity.
    public let isControl: Bool
    /// `isAccessibilityElement` before anything in the file changes it.
    public let isAccessibilityElement: Bool
    /// `accessibilityTraits` before anything in the file changes it.
    public let traits: AccessibilityTraits
    public let role: Role

    public init(
        _ name: String, interfaceBuilderName: String, isControl: Bool = false, isAccessibilityElement: Bool = false,
        traits: AccessibilityTraits = [], role: Role = .container
    ) {
        self.name = name
        self.interfaceBuilderName = interfaceBuilderName
        self.isControl = isControl
        self.isAccessibilityElement = isAccessibilityElement
        self.traits = traits
        self.role = role
    }
}
