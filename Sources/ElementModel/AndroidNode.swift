/// What an Android dump or layout says of a view beyond what every format has (`formats.md` §3–4,
/// `talkback-model.md`): the flags TalkBack decides focus, speech and hints by.
public struct AndroidNode: Hashable, Sendable {
    /// `importantForAccessibility`, as a dump or layout says it.
    public enum Importance: String, Hashable, Sendable {
        case auto, yes
        /// The node is skipped; its children are kept.
        case no
        /// The node and everything inside it are skipped.
        case noHideDescendants
    }

    /// The view's class, e.g. `android.widget.Button`.
    public var className: String
    public var text: String?
    public var contentDescription: String?
    /// What an empty editable field shows (`hint`, API 26 and later dumps): empty when the dump says there is none,
    /// nil when it cannot say (older dumps have no `hint` attribute).
    public var hint: String?
    /// The hint is a Material TextInputLayout's, which stays above the field as its label once something is typed: a
    /// label, not a placeholder.
    public var hintIsFloatingLabel = false
    /// The error an invalid field shows, which TalkBack says after its type ("Error: Enter a valid email").
    public var error: String?
    public var isClickable = false
    public var isLongClickable = false
    public var isFocusable = false
    public var isScreenReaderFocusable = false
    public var isCheckable = false
    public var isChecked = false
    public var isPassword = false
    public var isHeading = false
    public var importance = Importance.auto
    /// A direct item of a list or grid (`RecyclerView`, `ListView`, `GridView`, or `is-collection-item`).
    public var isCollectionItem = false
    /// A direct child of a node that scrolls (`scrollable="true"`): what TalkBack calls a top-level scroll item, such as
    /// a row of a Compose lazy list, which a dump reports as a scrollable `View`.
    public var isScrollItem = false
    /// In a list's row scrolled partly out of view (the row or a view in it): the dump leaves out what is out of view,
    /// so what TalkBack says of it is not known.
    public var isInCutOffRow = false
    /// It scrolls what it holds (`scrollable="true"` in a dump; a list, grid, pager or scroll view in a layout).
    public var isScrollable = false
    /// uiautomator's own "not accessibility friendly" mark: clickable and enabled, with no text or description in
    /// the node or below it.
    public var isNotAccessibilityFriendly = false
    /// The node is in a window of the system's, not the app's (a dump's status bar, home screen, permission dialog):
    /// read, but not audited, since the app's developer can change nothing there.
    public var systemWindow: AndroidSystemWindow?
    /// The role a layout's attributes give a view over its class's: an app's class given an `android:inputType` is an edit
    /// box, whatever its name (Conversations' `EditMessage`: only a TextView takes one, and only an editable one is given
    /// one); an auto-complete field with `inputType="none"` is Material's drop-down menu, which reports itself a Spinner.
    public var impliedRole: AndroidRole?

    // What only layouts say (references between views by id, which Lint checks the layout acknowledges), and the rare
    // role description a library sets. They are kept in a box of their own, allocated only when one is set, so that a
    // dump's nodes stay small.
    /// What TalkBack says in place of the role, where a library sets it and the view is known for one that does
    /// (Material's tabs: "Tab"); dumps do not carry role descriptions.
    public var roleDescription: String? {
        get { layoutFacts?.value.roleDescription }
        set { updateLayoutFacts { $0.roleDescription = newValue } }
    }
    /// The view's id in its layout (`email` for `@+id/email`).
    public var viewID: String? {
        get { layoutFacts?.value.viewID }
        set { updateLayoutFacts { $0.viewID = newValue } }
    }
    /// `android:labelFor`: the id of the view this text names.
    /// A layout's `android:onClick` (a method's name or data binding's expression): code handles the view's clicks.
    public var hasOnClickAttribute: Bool {
        get { layoutFacts?.value.hasOnClickAttribute ?? false }
        set { updateLayoutFacts { $0.hasOnClickAttribute = newValue } }
    }
    public var labelFor: String? {
        get { layoutFacts?.value.labelFor }
        set { updateLayoutFacts { $0.labelFor = newValue } }
    }
    /// The text of the view that names this one through its `labelFor`: TalkBack says "… for <label>".
    public var labeledBy: String? {
        get { layoutFacts?.value.labeledBy }
        set { updateLayoutFacts { $0.labeledBy = newValue } }
    }
    /// `android:accessibilityTraversalBefore` and `…After`: ids of views TalkBack visits this one before or after.
    public var traversalBefore: String? {
        get { layoutFacts?.value.traversalBefore }
        set { updateLayoutFacts { $0.traversalBefore = newValue } }
    }
    public var traversalAfter: String? {
        get { layoutFacts?.value.traversalAfter }
        set { updateLayoutFacts { $0.traversalAfter = newValue } }
    }
    /// A slider's or progress bar's value as the layout sets it (`android:progress`), which TalkBack says as its state
    /// ("3, Slider").
    public var progress: String? {
        get { layoutFacts?.value.progress }
        set { updateLayoutFacts { $0.progress = newValue } }
    }
    /// `android:tooltipText`, which TalkBack says after the rest when it differs from the text and description.
    public var tooltip: String? {
        get { layoutFacts?.value.tooltip }
        set { updateLayoutFacts { $0.tooltip = newValue } }
    }
    /// A layout's view of no size (`0px` by `0px`, stretched by no weight or constraint), such as the "dummy" that takes
    /// focus from a field at start, or a spinner code opens from the row beside it: never visible, so no stop.
    public var hasNoSize: Bool {
        get { layoutFacts?.value.hasNoSize ?? false }
        set { updateLayoutFacts { $0.hasNoSize = newValue } }
    }
    /// The style and text appearance a layout names for a view's text, as written (`@style/TextAppearance.App.SectionTitle`,
    /// `?attr/textAppearanceHeadline6`): a title's look, which says the text heads what follows.
    public var textStyles: [String] {
        get { layoutFacts?.value.textStyles ?? [] }
        set { updateLayoutFacts { $0.textStyles = newValue } }
    }
    /// A layout's view that places its children side by side on one line: a `LinearLayout` (or `LinearLayoutCompat`)
    /// whose orientation is horizontal (its default), a `TableRow`.
    public var placesChildrenSideBySide: Bool {
        get { layoutFacts?.value.placesChildrenSideBySide ?? false }
        set { updateLayoutFacts { $0.placesChildrenSideBySide = newValue } }
    }
    /// For a layout's view its parent stacks up from its bottom edge, its place among the views so stacked, in reading
    /// order: Android orders a view's children for TalkBack by their place on screen, so these are read after their
    /// siblings. Nil where the layout does not say (most views: their places depend on sizes).
    public var bottomStackRank: Int? {
        get { layoutFacts?.value.bottomStackRank }
        set { updateLayoutFacts { $0.bottomStackRank = newValue } }
    }
    /// The Android Lint checks `tools:ignore` names on this view or an enclosing one (`ContentDescription`, `all`):
    /// findings of the matching rules are acknowledged in the layout, not reported.
    public var lintIgnores: Set<String> {
        get { layoutFacts?.value.lintIgnores ?? [] }
        set { updateLayoutFacts { $0.lintIgnores = newValue } }
    }

    private struct LayoutFacts: Hashable, Sendable {
        var viewID, labelFor, labeledBy, traversalBefore, traversalAfter, progress, tooltip, roleDescription: String?
        var lintIgnores: Set<String> = []
        var textStyles: [String] = []
        var placesChildrenSideBySide = false
        var hasOnClickAttribute = false
        var hasNoSize = false
        var bottomStackRank: Int?
    }

    private var layoutFacts: CopyOnWriteBox<LayoutFacts>?

    private mutating func updateLayoutFacts(_ change: (inout LayoutFacts) -> Void) {
        if layoutFacts == nil {
            var facts = LayoutFacts()
            change(&facts)
            if facts != LayoutFacts() { layoutFacts = CopyOnWriteBox(facts) }
        } else {
            change(&layoutFacts!.value)
        }
    }

    /// What a layout shows where code or data binding supplies the text when the app runs (`@{…}`, or a `tools:text`
    /// preview with no `android:text`): the words are not known, but there are some.
    public static let setAtRunTime = "‹set at run time›"
    /// The class of the button a Material `TextInputLayout` makes of its end icon.
    public static let textInputEndIconClass = "com.google.android.material.internal.CheckableImageButton"
    /// What the transcript says of a row scrolled partly out of view that shows nothing to say in the dump.
    public static let cutOff = "‹cut off at the list's edge›"

    public init(className: String) {
        self.className = className
    }

    /// Something a user can act on: TalkBack focuses it when it is a leaf or has something to say.
    /// A view its library marks not important for accessibility and that is no control for a user, though it takes taps:
    /// Material's bottom-sheet dismiss area (`touch_outside`) and System UI's scrims. A plain `uiautomator dump` lists
    /// them all the same (it asks for views not important too), by the resource id their library gives them.
    public static func isLibraryScrim(resourceID: String) -> Bool {
        resourceID.hasSuffix(":id/touch_outside") || resourceID.hasPrefix("com.android.systemui:id/scrim_")
    }

    /// A Compose semantics node: Compose reports every node as `android.view.View`, and a dump lists only nodes with
    /// semantics, which TalkBack reads (a Views dump lists views not important for accessibility too).
    public var isComposeNode: Bool { className == "android.view.View" }

    public var isActionable: Bool { isClickable || isLongClickable || isFocusable || isScreenReaderFocusable }

    /// A control, as against a text TalkBack focuses to read (Flutter makes its texts focusable): it can be clicked,
    /// long-clicked or checked, or typed into.
    public var isControl: Bool { isClickable || isLongClickable || isCheckable || AndroidRole.of(self) == .editBox }

    /// Material's TextInputLayout, or an app's subclass of it (`MyTextInputLayout`): its hint labels the field inside.
    public var isTextInputLayout: Bool { className.utf8.reversed().starts(with: "TextInputLayout".utf8.reversed()) }

    /// The class name without its package: `Button` for `android.widget.Button`.
    public var simpleClassName: Substring {
        AndroidNode.simpleName(of: className)
    }

    /// Whether the class is Android's own or a library's (AndroidX, Material), whose behaviour is known, as against an
    /// app's own class, which a layout names without saying what it extends.
    public static func isFrameworkClass(_ className: String) -> Bool {
        ["android.", "androidx.", "com.google.android.material."].contains { className.hasPrefix($0) }
    }

    /// `Button` for `android.widget.Button` (asked for every node, so found without splitting the name).
    public static func simpleName(of className: String) -> Substring {
        let utf8 = className.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return Substring(className) }
        return Substring(utf8[utf8.index(after: dot)...])
    }
}
