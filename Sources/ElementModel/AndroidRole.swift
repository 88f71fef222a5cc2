/// The role TalkBack gives a node by its class (`talkback-model.md`, TalkBack's `Role`): the word it says for
/// the node's type, and what its traits are in this model's terms.
public enum AndroidRole: String, Hashable, Sendable, CaseIterable {
    case button, checkBox, radioButton, toggle, editBox, image, slider, progressBar, dropDownList, list, grid, tabBar, pager
    case webView
    /// A layout or a text: no role word.
    case none

    /// The role of `node`, by its class's simple name (AndroidX and Material subclasses included); a clickable
    /// image is a button, as TalkBack says.
    public static func of(_ node: AndroidNode) -> AndroidRole {
        if let role = node.impliedRole { return role }
        let name = String(node.simpleClassName)
        if let role = byClassName[name] { return role }
        if endsWith(name, "ImageView") { return node.isClickable ? .button : .image }
        // An app's own subclass (`KeyboardAwareEditText`) has its base class's role, as TalkBack finds it by inheritance;
        // a layout names the subclass where a dump reports the framework's class.
        return bySuffix.first { endsWith(name, $0.suffix) }?.role ?? .none
    }

    /// `hasSuffix` compared as bytes: asked many times of every node of a dump, where `hasSuffix` walks characters.
    private static func endsWith(_ name: String, _ suffix: String) -> Bool {
        name.utf8.count >= suffix.utf8.count && name.utf8.reversed().starts(with: suffix.utf8.reversed())
    }

    /// Class-name endings of the framework's widgets, longest first where one ends another (`RadioButton` before `Button`).
    /// An app's or library's `…SwitchButton` most often extends CompoundButton (kyleduo's), which TalkBack calls a check box.
    private static let bySuffix: [(suffix: String, role: AndroidRole)] = [
        ("EditText", .editBox), ("RadioButton", .radioButton), ("ToggleButton", .toggle), ("ImageButton", .button),
        ("CheckBox", .checkBox), ("Checkbox", .checkBox), ("Switch", .toggle), ("SwitchButton", .checkBox), ("Button", .button),
        ("Spinner", .dropDownList), ("SeekBar", .slider),
        ("ProgressBar", .progressBar), ("RecyclerView", .list), ("ListView", .list), ("GridView", .grid), ("WebView", .webView),
    ]

    /// Whether the class scrolls what it holds (lists, grids, pagers, scroll views, and Material's tabs, a horizontal
    /// scroll view whose tabs code adds): TalkBack stops on what is inside, never on the container itself, and ATF
    /// does not ask it for a name.
    /// An app's subclass counts as its base class, as in `of` (`FastScrollRecyclerView`, `ObservableScrollView`).
    public static func isScrollContainer(_ className: String) -> Bool {
        let simpleName = AndroidNode.simpleName(of: className)
        switch containerRole(simpleName) {
        case .list?, .grid?, .pager?: return true
        case .tabBar?: return simpleName == "TabLayout"
        default: return simpleName.utf8.reversed().starts(with: "ScrollView".utf8.reversed())
        }
    }

    /// Whether nodes of this class are lists or grids, whose direct items TalkBack focuses (an app's subclass too).
    public static func isCollection(_ className: String) -> Bool {
        let role = containerRole(AndroidNode.simpleName(of: className))
        return role == .list || role == .grid
    }

    /// A list's, grid's or pager's role by its class, or by the ending of an app's subclass (`EmptyRecyclerView`).
    private static func containerRole(_ simpleName: Substring) -> AndroidRole? {
        if let role = byClassName[String(simpleName)] { return role }
        // Compared as bytes: asked of every node of a dump, where `hasSuffix` would walk characters.
        let name = simpleName.utf8
        return containerSuffixes.first { name.count > $0.suffix.utf8.count && name.reversed().starts(with: $0.suffix.utf8.reversed()) }?.role
    }

    private static let containerSuffixes: [(suffix: String, role: AndroidRole)] = [
        ("RecyclerView", .list), ("ListView", .list), ("GridView", .grid), ("ViewPager", .pager), ("ViewPager2", .pager),
    ]

    private static let byClassName: [String: AndroidRole] = {
        var table: [String: AndroidRole] = [:]
        let groups: [(AndroidRole, [String])] = [
            (.button, ["Button", "AppCompatButton", "MaterialButton", "ImageButton", "AppCompatImageButton",
                       "FloatingActionButton", "ExtendedFloatingActionButton", "Chip"]),
            // A CheckedTextView says no role word (TalkBack's `Role`), only "checked" when it is. A CompoundButton (what a
            // dump reports for a library's switch that extends it, kyleduo's `SwitchButton`) is a check box to TalkBack.
            (.checkBox, ["CheckBox", "AppCompatCheckBox", "MaterialCheckBox", "CompoundButton"]),
            (.radioButton, ["RadioButton", "AppCompatRadioButton", "MaterialRadioButton"]),
            (.toggle, ["Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch", "ToggleButton", "AppCompatToggleButton"]),
            (.editBox, ["EditText", "AppCompatEditText", "TextInputEditText", "AutoCompleteTextView",
                        "AppCompatAutoCompleteTextView", "MultiAutoCompleteTextView", "MaterialAutoCompleteTextView"]),
            (.slider, ["SeekBar", "AppCompatSeekBar", "Slider", "RangeSlider", "RatingBar", "AppCompatRatingBar"]),
            (.progressBar, ["ProgressBar", "LinearProgressIndicator", "CircularProgressIndicator"]),
            (.dropDownList, ["Spinner", "AppCompatSpinner"]),
            (.list, ["RecyclerView", "ListView"]),
            (.grid, ["GridView"]),
            (.tabBar, ["TabLayout", "TabWidget"]),
            (.pager, ["ViewPager", "ViewPager2"]),
            (.webView, ["WebView"]),
        ]
        for (role, names) in groups { for name in names { table[name] = role } }
        return table
    }()

    /// What a node of this role is in this model's traits, with its own flags: a clickable node with no role is a
    /// button; a password field, a heading, a selected or a disabled control says so. A dump and a layout give the same.
    public static func traits(of node: AndroidNode, isEnabled: Bool, isSelected: Bool) -> AccessibilityTraits {
        var traits = of(node).traits
        if node.isClickable, traits.isEmpty { traits = .button }
        if node.isPassword { traits.insert(.secureTextField) }
        if node.isHeading { traits.insert(.header) }
        if isSelected { traits.insert(.selected) }
        if !isEnabled, node.isActionable { traits.insert(.notEnabled) }
        return traits
    }

    /// What the role is in this model's traits, for the tree and for rules: a button, text entry, a switch.
    public var traits: AccessibilityTraits {
        switch self {
        case .button: return .button
        case .toggle: return [.button, .switchButton]
        case .editBox: return .textEntry
        case .image: return .image
        case .slider: return .adjustable
        case .progressBar: return .updatesFrequently
        case .checkBox, .radioButton, .dropDownList: return .button
        case .list, .grid, .tabBar, .pager, .webView, .none: return []
        }
    }
}
