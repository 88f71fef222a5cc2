/// Where a resolved accessibility value came from, so later stages can tell "set in the file" from
/// "UIKit default" and explain it to a person.
public struct Provenance: Hashable, Sendable {
    public enum Source: String, Hashable, Sendable {
        /// UIKit's behaviour for the class, with nothing in the file.
        case uikitDefault
        /// Derived by UIKit from a visible property in the file: a title, text, placeholder or image.
        case derivedProperty
        /// Set in Interface Builder's Accessibility inspector (`<accessibility>`).
        case accessibilityInspector
        /// Set through a user-defined runtime attribute with an accessibility key path.
        case runtimeAttribute
        /// Declared in the audit's configuration (a custom class's role, set in the app's code).
        case configuration
        /// Reported by the running app: an attribute of a page source (XCUITest, Appium), whatever set it.
        case runtimeSnapshot
        /// Inferred from an element's type in a page source (`XCUIElementTypeSwitch` is a switch), where the
        /// dump does not say it outright.
        case elementType
        /// Set in an Android layout's XML (`android:contentDescription`, a `@string/…` it names).
        case layoutAttribute
        /// Android's behaviour for the widget class with nothing in the layout (a Button is clickable).
        case androidDefault
    }

    /// Which visible property UIKit derived a value from: what rules ask, where `detail` is for people.
    public enum DerivedProperty: String, Hashable, Sendable {
        case text, title, placeholder, imageName, symbolName, state, cellTexts
        /// A text or title that stands in for a localized string code looks up at run time (the view carries a
        /// localization key path such as `localizableString`): what the file shows is not what is spoken.
        case localizedText
        /// UIKit's own words ("Back", "Decrement", "3 items", "page 2 of 3"), which iOS says in the app's language: the
        /// model has them in English, and transcripts in other languages say so.
        case uikitWords
    }

    // Every element carries nine provenances: a 32-bit line, and fields ordered largest first, keep them
    // (and so the tree) compact.
    /// What exactly supplied it, e.g. `its title` or `keyPath accessibilityLabel`.
    public var detail: String
    private var storedLine: Int32
    public var source: Source
    /// For `derivedProperty`: which property.
    public var derivedFrom: DerivedProperty?
    /// True when the value is UIKit's as far as known but was not verified on a device (a system
    /// button's own label, a badge's wording): transcripts and `--explain` say so.
    public var isEstimated: Bool

    /// The line in the file that supplied it, when there is one.
    public var line: Int? {
        get { storedLine > 0 ? Int(storedLine) : nil }
        set { storedLine = newValue.map { Int32(clamping: $0) } ?? 0 }
    }

    public init(
        _ source: Source, _ detail: String, line: Int? = nil, derivedFrom: DerivedProperty? = nil, isEstimated: Bool = false
    ) {
        self.source = source
        self.detail = detail
        self.storedLine = line.map { Int32(clamping: $0) } ?? 0
        self.derivedFrom = derivedFrom
        self.isEstimated = isEstimated
    }

    /// True when a person set the value on purpose: in the inspector, as a runtime attribute, or in the
    /// audit's configuration.
    public var isExplicit: Bool { source == .accessibilityInspector || source == .runtimeAttribute || source == .configuration }

    /// `accessibilityInspector: Accessibility Label (line 12)`.
    public var summary: String {
        "\(source.rawValue): \(detail)" + (isEstimated ? " (estimated)" : "") + (line.map { " (line \($0))" } ?? "")
    }
}

/// A value together with where it came from.
public struct Resolved<Value: Hashable & Sendable>: Hashable, Sendable {
    // Provenance first: a small value then packs into its tail padding.
    public var provenance: Provenance
    public var value: Value

    public init(_ value: Value, _ provenance: Provenance) {
        self.value = value
        self.provenance = provenance
    }

    public var isExplicit: Bool { provenance.isExplicit }
}
