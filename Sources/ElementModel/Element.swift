/// One view (or one part of a control that VoiceOver reads separately) with UIKit's accessibility
/// semantics applied.
public struct Element: Hashable, Sendable {
    /// The object id in the source file (Interface Builder's `abc-de-fgh`). Parts of a control that have
    /// no object of their own (segments, stepper halves) carry their control's id.
    public var id: String?
    /// The UIKit (or AppKit, WatchKit) class, e.g. `UIButton`.
    public var type: String
    /// The element name in the source file, e.g. `button`.
    public var sourceName: String
    public var customClass: String?
    public var customModule: String?
    /// Interface Builder's document-outline name: never spoken, handy in reports.
    public var userLabel: String?
    /// The property of an outlet that points at the view (`countryCodeLabel`): code holds it, so code may
    /// change what it shows. Never spoken.
    public var outletName: String?
    /// Where the element's start tag stands.
    public var location: SourceLocation
    /// The frame as written, relative to the superview; nil when the file gives none.
    public var frame: Rect?
    /// The frame in the screen's coordinates (the root view's top-left is 0,0).
    public var screenFrame: Rect?
    public var isHidden: Bool
    public var alpha: Double
    public var isUserInteractionEnabled: Bool
    public var isEnabled: Bool
    public var isSelected: Bool
    public var clipsToBounds: Bool
    public var accessibility: AccessibilityProperties
    /// The text the view shows, a label's text or a button's title, whatever its accessibility label says:
    /// what VoiceOver would read if nothing overrode it.
    public var visibleText: String?
    /// What makes it respond to touches: actions, gesture recognizers, segues, being a UIControl.
    public var interactions: [Interaction]
    /// True for parts UIKit creates from a control's configuration (segments, tab bar buttons,
    /// bar button items, stepper halves, navigation titles) rather than from a view in the file.
    public var isSynthesized: Bool
    /// True when `children` are the element's `accessibilityElements`, in that order: VoiceOver reads
    /// them in this order instead of by position (a segmented control's segments).
    public var vendsAccessibilityElements: Bool
    /// True for a cell template: a prototype cell of a table, any collection view cell or supplementary
    /// view, a cell loaded from its own xib. Code fills it at run time, so the texts it shows in the file
    /// are examples; the controls inside it are real.
    public var isPrototype: Bool
    public var children: [Element]

    public init(
        id: String?, type: String, sourceName: String, customClass: String? = nil, customModule: String? = nil,
        userLabel: String? = nil, outletName: String? = nil, location: SourceLocation, frame: Rect? = nil, screenFrame: Rect? = nil,
        isHidden: Bool = false, alpha: Double = 1, isUserInteractionEnabled: Bool = true, isEnabled: Bool = true,
        isSelected: Bool = false, clipsToBounds: Bool = false, accessibility: AccessibilityProperties,
        visibleText: String? = nil, interactions: [Interaction] = [], isSynthesized: Bool = false, vendsAccessibilityElements: Bool = false,
        isPrototype: Bool = false, children: [Element] = []
    ) {
        self.id = id
        self.type = type
        self.sourceName = sourceName
        self.customClass = customClass
        self.customModule = customModule
        self.userLabel = userLabel
        self.outletName = outletName
        self.location = location
        self.frame = frame
        self.screenFrame = screenFrame
        self.isHidden = isHidden
        self.alpha = alpha
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.clipsToBounds = clipsToBounds
        self.accessibility = accessibility
        self.visibleText = visibleText
        self.interactions = interactions
        self.isSynthesized = isSynthesized
        self.vendsAccessibilityElements = vendsAccessibilityElements
        self.isPrototype = isPrototype
        self.children = children
    }

    public var isInteractive: Bool { !interactions.isEmpty }

    /// A date picker or picker view: VoiceOver reaches its wheels, not the picker itself.
    public var isPicker: Bool { type == "UIDatePicker" || type == "UIPickerView" }

    /// How many elements this subtree holds, itself included, without copying any.
    public var subtreeCount: Int {
        var count = 1
        for index in children.indices { count += children[index].subtreeCount }
        return count
    }

    /// This element and all its descendants, depth first in document order.
    public var allElements: [Element] {
        var result: [Element] = []
        func visit(_ element: Element) {
            result.append(element)
            element.children.forEach(visit)
        }
        visit(self)
        return result
    }
}
