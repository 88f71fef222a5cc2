/// The device family a layout is drawn for; VoiceOver's row threshold depends on it. Android screens are read by
/// TalkBack, not VoiceOver.
public enum DeviceIdiom: String, Hashable, Sendable {
    case phone, pad, tv, watch, mac, android

    /// The screen reader whose speech the transcript imitates.
    public var screenReader: String { self == .android ? "TalkBack" : "VoiceOver" }
}

/// One screen: a storyboard scene or a top-level view of a xib.
public struct Screen: Hashable, Sendable {
    /// What a screen is in its file: a whole view controller, or a view loaded on its own (a xib's
    /// cell or custom view), which is part of some screen rather than a screen itself.
    public enum Kind: String, Hashable, Sendable {
        case viewController, view
        /// A keyboard, or a bar shown above it (`UIInputView`, an `inputView` or `inputAccessoryView`):
        /// it comes and goes with the keyboard and is not a screen anyone navigates to.
        case inputView
        /// A controller shown in a popover (a `popoverPresentation` segue leads to it).
        case popover
        /// A storyboard scene nothing leads to: no segue, no storyboard identifier, not the initial controller.
        /// Often a note left on the canvas.
        case unreachable
        /// A xib's top-level view that no outlet reaches while the file's other views are reached through outlets (a
        /// spare copy left on the canvas): never on screen. Its transcript is shown; it is not audited.
        case unused
    }

    public var id: String
    public var name: String
    public var root: Element
    /// True when the screen is laid out right to left: VoiceOver then reads each row from the right.
    public var isRightToLeft: Bool
    public var kind: Kind
    /// The title of the controller's navigation item, shown (and read as a heading) in a navigation bar
    /// that is not part of the file.
    public var navigationTitle: String?
    /// The screens shown inside this one through container views (storyboard `embed` segues), by id.
    public var embeddedScreenIDs: [String]
    /// The screen in other languages, by language code (`de`), where its texts come from translated resources (an
    /// Android layout's `values-de/strings.xml`): a transcript in that language reads this tree instead of `root`.
    public var translations: [String: Element] = [:]

    public init(
        id: String, name: String, root: Element, isRightToLeft: Bool = false, kind: Kind = .view,
        navigationTitle: String? = nil, embeddedScreenIDs: [String] = []
    ) {
        self.id = id
        self.name = name
        self.root = root
        self.isRightToLeft = isRightToLeft
        self.kind = kind
        self.navigationTitle = navigationTitle
        self.embeddedScreenIDs = embeddedScreenIDs
    }

    /// The tree to read in the language `code`: its translation when there is one.
    public func root(inLanguage code: String) -> Element {
        translations[code] ?? root
    }
}

/// One input file, read into screens.
public struct LayoutDocument: Hashable, Sendable {
    /// The input format's name in the JSON contract, e.g. `interface-builder`.
    public var format: String
    public var path: String
    /// The canvas device as written (`retina6_1`, `ipad9_7`), when the file names one.
    public var device: String?
    public var idiom: DeviceIdiom
    public var screens: [Screen]
    /// What this file can tell rules (`InputFormat`): its format's evidence, less what the file lacks (a page
    /// source from before WebDriverAgent 9.12 has no traits). Rules that need more are not run on it.
    public var evidence: Set<Evidence>
    /// Problems in the files read with this one (an Android layout's strings.xml), in their file order.
    public var problems: [DocumentProblem] = []

    public init(format: String, path: String, device: String?, idiom: DeviceIdiom, screens: [Screen], evidence: Set<Evidence>? = nil) {
        self.format = format
        self.path = path
        self.device = device
        self.idiom = idiom
        self.screens = screens
        self.evidence = evidence ?? InputFormat.named(format)?.evidence ?? Set(Evidence.allCases)
    }
}
