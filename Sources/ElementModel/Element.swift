/// One view (or one part of a control that VoiceOver reads separately) with UIKit's accessibility
/// semantics applied.
public struct Element: Hashable, Sendable {
    /// The stored values, in one heap box that copies of the element share until one of them changes:
    /// a copy costs one reference count, not the ~540 bytes of its fields (rules, transcripts and findings
    /// copy elements all the time), and a tree holds one reference per child.
    @usableFromInline
    struct Fields: Hashable, Sendable {
        @usableFromInline var id: String?
        @usableFromInline var type: String
        @usableFromInline var sourceName: String
        @usableFromInline var customClass: String?
        @usableFromInline var customModule: String?
        @usableFromInline var userLabel: String?
        @usableFromInline var outletName: String?
        @usableFromInline var location: SourceLocation
        @usableFromInline var frame: Rect?
        @usableFromInline var screenFrame: Rect?
        @usableFromInline var isHidden: Bool
        @usableFromInline var alpha: Double
        @usableFromInline var isUserInteractionEnabled: Bool
        @usableFromInline var isEnabled: Bool
        @usableFromInline var isSelected: Bool
        @usableFromInline var clipsToBounds: Bool
        @usableFromInline var accessibility: AccessibilityProperties
        @usableFromInline var visibleText: String?
        @usableFromInline var interactions: [Interaction]
        @usableFromInline var isSynthesized: Bool
        @usableFromInline var vendsAccessibilityElements: Bool
        @usableFromInline var isPrototype: Bool
        /// In a box of its own: only Android elements have one, and inline it would cost every other element its
        /// 112 bytes (a million-element storyboard's audit peaked 100 MB higher).
        @usableFromInline var android: CopyOnWriteBox<AndroidNode>?
        @usableFromInline var children: [Element]
    }

    @usableFromInline var fields: CopyOnWriteBox<Fields>

    /// The object id in the source file (Interface Builder's `abc-de-fgh`). Parts of a control that have
    /// no object of their own (segments, stepper halves) carry their control's id.
    @inlinable public var id: String? {
        _read { yield fields.value.id }
        _modify { yield &fields.value.id }
    }
    /// The UIKit (or AppKit, WatchKit) class, e.g. `UIButton`.
    @inlinable public var type: String {
        _read { yield fields.value.type }
        _modify { yield &fields.value.type }
    }
    /// The element name in the source file, e.g. `button`.
    @inlinable public var sourceName: String {
        _read { yield fields.value.sourceName }
        _modify { yield &fields.value.sourceName }
    }
    @inlinable public var customClass: String? {
        _read { yield fields.value.customClass }
        _modify { yield &fields.value.customClass }
    }
    @inlinable public var customModule: String? {
        _read { yield fields.value.customModule }
        _modify { yield &fields.value.customModule }
    }
    /// Interface Builder's document-outline name: never spoken, handy in reports.
    @inlinable public var userLabel: String? {
        _read { yield fields.value.userLabel }
        _modify { yield &fields.value.userLabel }
    }
    /// The property of an outlet that points at the view (`countryCodeLabel`): code holds it, so code may
    /// change what it shows. Never spoken.
    @inlinable public var outletName: String? {
        _read { yield fields.value.outletName }
        _modify { yield &fields.value.outletName }
    }
    /// Where the element's start tag stands.
    @inlinable public var location: SourceLocation {
        _read { yield fields.value.location }
        _modify { yield &fields.value.location }
    }
    /// The frame as written, relative to the superview; nil when the file gives none.
    @inlinable public var frame: Rect? {
        _read { yield fields.value.frame }
        _modify { yield &fields.value.frame }
    }
    /// The frame in the screen's coordinates (the root view's top-left is 0,0).
    @inlinable public var screenFrame: Rect? {
        _read { yield fields.value.screenFrame }
        _modify { yield &fields.value.screenFrame }
    }
    @inlinable public var isHidden: Bool {
        _read { yield fields.value.isHidden }
        _modify { yield &fields.value.isHidden }
    }
    @inlinable public var alpha: Double {
        _read { yield fields.value.alpha }
        _modify { yield &fields.value.alpha }
    }
    @inlinable public var isUserInteractionEnabled: Bool {
        _read { yield fields.value.isUserInteractionEnabled }
        _modify { yield &fields.value.isUserInteractionEnabled }
    }
    @inlinable public var isEnabled: Bool {
        _read { yield fields.value.isEnabled }
        _modify { yield &fields.value.isEnabled }
    }
    @inlinable public var isSelected: Bool {
        _read { yield fields.value.isSelected }
        _modify { yield &fields.value.isSelected }
    }
    @inlinable public var clipsToBounds: Bool {
        _read { yield fields.value.clipsToBounds }
        _modify { yield &fields.value.clipsToBounds }
    }
    @inlinable public var accessibility: AccessibilityProperties {
        _read { yield fields.value.accessibility }
        _modify { yield &fields.value.accessibility }
    }
    /// The text the view shows, a label's text or a button's title, whatever its accessibility label says:
    /// what VoiceOver would read if nothing overrode it.
    @inlinable public var visibleText: String? {
        _read { yield fields.value.visibleText }
        _modify { yield &fields.value.visibleText }
    }
    /// What makes it respond to touches: actions, gesture recognizers, segues, being a UIControl.
    @inlinable public var interactions: [Interaction] {
        _read { yield fields.value.interactions }
        _modify { yield &fields.value.interactions }
    }
    /// True for parts UIKit creates from a control's configuration (segments, tab bar buttons,
    /// bar button items, stepper halves, navigation titles) rather than from a view in the file.
    @inlinable public var isSynthesized: Bool {
        _read { yield fields.value.isSynthesized }
        _modify { yield &fields.value.isSynthesized }
    }
    /// True when `children` are the element's `accessibilityElements`, in that order: VoiceOver reads
    /// them in this order instead of by position (a segmented control's segments).
    @inlinable public var vendsAccessibilityElements: Bool {
        _read { yield fields.value.vendsAccessibilityElements }
        _modify { yield &fields.value.vendsAccessibilityElements }
    }
    /// True for a cell template: a prototype cell of a table, any collection view cell or supplementary
    /// view, a cell loaded from its own xib. Code fills it at run time, so the texts it shows in the file
    /// are examples; the controls inside it are real.
    @inlinable public var isPrototype: Bool {
        _read { yield fields.value.isPrototype }
        _modify { yield &fields.value.isPrototype }
    }
    /// What an Android dump says of the node, for TalkBack's rules; nil for iOS formats.
    @inlinable public var android: AndroidNode? {
        _read { yield fields.value.android?.value }
        _modify {
            var node = fields.value.android?.value
            defer { fields.value.android = node.map(CopyOnWriteBox.init) }
            yield &node
        }
    }
    @inlinable public var children: [Element] {
        _read { yield fields.value.children }
        _modify { yield &fields.value.children }
    }

    public init(
        id: String?, type: String, sourceName: String, customClass: String? = nil, customModule: String? = nil,
        userLabel: String? = nil, outletName: String? = nil, location: SourceLocation, frame: Rect? = nil, screenFrame: Rect? = nil,
        isHidden: Bool = false, alpha: Double = 1, isUserInteractionEnabled: Bool = true, isEnabled: Bool = true,
        isSelected: Bool = false, clipsToBounds: Bool = false, accessibility: AccessibilityProperties,
        visibleText: String? = nil, interactions: [Interaction] = [], isSynthesized: Bool = false, vendsAccessibilityElements: Bool = false,
        isPrototype: Bool = false, android: AndroidNode? = nil, children: [Element] = []
    ) {
        fields = CopyOnWriteBox(Fields(
            id: id,
            type: type,
            sourceName: sourceName,
            customClass: customClass,
            customModule: customModule,
            userLabel: userLabel,
            outletName: outletName,
            location: location,
            frame: frame,
            screenFrame: screenFrame,
            isHidden: isHidden,
            alpha: alpha,
            isUserInteractionEnabled: isUserInteractionEnabled,
            isEnabled: isEnabled,
            isSelected: isSelected,
            clipsToBounds: clipsToBounds,
            accessibility: accessibility,
            visibleText: visibleText,
            interactions: interactions,
            isSynthesized: isSynthesized,
            vendsAccessibilityElements: vendsAccessibilityElements,
            isPrototype: isPrototype,
            android: android.map(CopyOnWriteBox.init),
            children: children))
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
