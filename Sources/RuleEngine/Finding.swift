import ElementModel

/// One problem on one element (or one file): where, what, what VoiceOver says there, and how to fix it.
public struct Finding: Hashable, Sendable {
    /// The stored values, in one heap box that copies share until one of them changes: findings are
    /// gathered, filtered and sorted in arrays, which then move one pointer per finding, not ~370 bytes.
    @usableFromInline
    struct Fields: Hashable, Sendable {
        @usableFromInline var ruleId: String
        @usableFromInline var severity: Severity
        @usableFromInline var message: String
        @usableFromInline var fix: Fix
        @usableFromInline var location: SourceLocation
        @usableFromInline var elementId: String?
        @usableFromInline var screen: String?
        @usableFromInline var spoken: String?
        @usableFromInline var elementType: String?
        @usableFromInline var identifier: String?
        @usableFromInline var customClass: String?
        @usableFromInline var elementName: String?
        @usableFromInline var screenReader: String?
        @usableFromInline var acknowledgedBy: String?
    }

    @usableFromInline var fields: CopyOnWriteBox<Fields>

    @inlinable public var ruleId: String {
        _read { yield fields.value.ruleId }
        _modify { yield &fields.value.ruleId }
    }
    @inlinable public var severity: Severity {
        _read { yield fields.value.severity }
        _modify { yield &fields.value.severity }
    }
    @inlinable public var message: String {
        _read { yield fields.value.message }
        _modify { yield &fields.value.message }
    }
    @inlinable public var fix: Fix {
        _read { yield fields.value.fix }
        _modify { yield &fields.value.fix }
    }
    @inlinable public var location: SourceLocation {
        _read { yield fields.value.location }
        _modify { yield &fields.value.location }
    }
    @inlinable public var elementId: String? {
        _read { yield fields.value.elementId }
        _modify { yield &fields.value.elementId }
    }
    /// The screen's name, or nil for a file-level finding.
    @inlinable public var screen: String? {
        _read { yield fields.value.screen }
        _modify { yield &fields.value.screen }
    }
    /// What VoiceOver (or TalkBack) says for the element, or nil when it cannot reach it.
    @inlinable public var spoken: String? {
        _read { yield fields.value.spoken }
        _modify { yield &fields.value.spoken }
    }
    /// Whose speech `spoken` is: `TalkBack` for an Android screen; nil (VoiceOver) otherwise.
    @inlinable public var screenReader: String? {
        _read { yield fields.value.screenReader }
        _modify { yield &fields.value.screenReader }
    }
    /// `VoiceOver` or `TalkBack`, for reports to name.
    public var spokenBy: String { screenReader ?? "VoiceOver" }
    /// `TalkBack says: "…"` for reports, with `quoted` applied to the words (escaping); "says nothing" for an element
    /// reached in silence (a checkable view of no role with no words); nil where it is not reached.
    public func spokenSentence(_ quoted: (String) -> String = { $0 }) -> String? {
        spoken.map { $0.isEmpty ? "\(spokenBy) says nothing there" : "\(spokenBy) says: \"\(quoted($0))\"" }
    }
    /// The layout's acknowledgement of the finding (`tools:ignore="ContentDescription"`): such findings are counted,
    /// not reported (`AuditResult.setAsideAcknowledged`).
    @inlinable public var acknowledgedBy: String? {
        _read { yield fields.value.acknowledgedBy }
        _modify { yield &fields.value.acknowledgedBy }
    }
    /// The element's type and accessibility identifier, for baselines that survive line moves.
    @inlinable public var elementType: String? {
        _read { yield fields.value.elementType }
        _modify { yield &fields.value.elementType }
    }
    @inlinable public var identifier: String? {
        _read { yield fields.value.identifier }
        _modify { yield &fields.value.identifier }
    }
    @inlinable public var customClass: String? {
        _read { yield fields.value.customClass }
        _modify { yield &fields.value.customClass }
    }
    /// The element's spoken name (its label) when the finding is on an element: part of baseline fingerprints.
    @inlinable public var elementName: String? {
        _read { yield fields.value.elementName }
        _modify { yield &fields.value.elementName }
    }

    public init(
        ruleId: String, severity: Severity, message: String, fix: Fix, location: SourceLocation,
        elementId: String? = nil, screen: String? = nil, spoken: String? = nil, elementType: String? = nil,
        identifier: String? = nil, customClass: String? = nil
    ) {
        fields = CopyOnWriteBox(Fields(
            ruleId: ruleId,
            severity: severity,
            message: message,
            fix: fix,
            location: location,
            elementId: elementId,
            screen: screen,
            spoken: spoken,
            elementType: elementType,
            identifier: identifier,
            customClass: customClass,
            elementName: nil,
            screenReader: nil,
            acknowledgedBy: nil))
    }
}

/// How to fix a finding, in the file's own terms. A fix only ever changes what is spoken: label, value,
/// traits, hint, and the element, hidden, grouping and modal flags.
public struct Fix: Hashable, Sendable {
    /// What to do, in one sentence.
    public var summary: String
    /// The Interface Builder XML to add or change, when there is one.
    public var interfaceBuilder: String?
    /// The equivalent Swift line, when the value is better set in code.
    public var swift: String?
    /// The same change as a SwiftUI modifier, for findings in a page source, which does not say whether
    /// UIKit or SwiftUI drew the view (`.accessibilityLabel("Pay")`).
    public var swiftUI: String?
    /// For an Android screen: the change as a View call in Kotlin (`view.contentDescription = "Pay"`)…
    public var androidView: String?
    /// …and as a Jetpack Compose modifier, since a dump does not say which drew the node.
    public var compose: String?
    /// For an Android layout: the attribute to set in the layout's XML (`android:contentDescription="Pay"`).
    public var androidLayout: String?
    /// A label the layout suggests (from an image name, the userLabel, the identifier or a nearby label),
    /// for a person to confirm: never applied blindly.
    public var suggestedLabel: String?
    /// The change `--fix` writes into the layout, where the rule knows it (see `Correction`).
    public var correction: Correction?
    /// The correction as edits of the file's text, once `--fix`'s rewrite has worked them out and checked them (for SARIF).
    public var replacements: [TextReplacement] = []

    public init(summary: String, interfaceBuilder: String? = nil, swift: String? = nil, swiftUI: String? = nil,
                androidView: String? = nil, compose: String? = nil, androidLayout: String? = nil, suggestedLabel: String? = nil,
                correction: Correction? = nil) {
        self.summary = summary
        self.interfaceBuilder = interfaceBuilder
        self.swift = swift
        self.swiftUI = swiftUI
        self.androidView = androidView
        self.compose = compose
        self.androidLayout = androidLayout
        self.suggestedLabel = suggestedLabel
        self.correction = correction
    }

    /// One way to write the change: where it goes, the language it is in (a fenced block's info string) and the code.
    public struct Snippet: Hashable, Sendable {
        public let place: String
        public let language: String
        public let code: String
    }

    /// The fix's code and suggested label under the JSON report's keys, in its order (nil where there is none).
    public var keyed: [(key: String, value: String?)] {
        [("fixInterfaceBuilder", interfaceBuilder), ("fixSwift", swift), ("fixSwiftUI", swiftUI), ("fixAndroidView", androidView),
         ("fixCompose", compose), ("fixAndroidLayout", androidLayout), ("suggestedLabel", suggestedLabel)]
    }

    /// The fix's code, in the order reports print it.
    public var snippets: [Snippet] {
        [("Interface Builder", "xml", interfaceBuilder), ("Swift", "swift", swift), ("SwiftUI", "swift", swiftUI),
         ("Android View", "kotlin", androidView), ("Compose", "kotlin", compose), ("Android layout", "xml", androidLayout)]
            .compactMap { place, language, code in code.map { Snippet(place: place, language: language, code: $0) } }
    }
}
