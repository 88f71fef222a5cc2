import ElementModel

/// One problem on one element (or one file): where, what, what VoiceOver says there, and how to fix it.
public struct Finding: Hashable, Sendable {
    public var ruleId: String
    public var severity: Severity
    public var message: String
    public var fix: Fix
    public var location: SourceLocation
    public var elementId: String?
    /// The screen's name, or nil for a file-level finding.
    public var screen: String?
    /// What VoiceOver says for the element, or nil when it cannot reach it.
    public var spoken: String?
    /// The element's type and accessibility identifier, for baselines that survive line moves.
    public var elementType: String?
    public var identifier: String?
    public var customClass: String?
    /// The element's spoken name (its label) when the finding is on an element: part of baseline fingerprints.
    public var elementName: String?

    public init(
        ruleId: String, severity: Severity, message: String, fix: Fix, location: SourceLocation,
        elementId: String? = nil, screen: String? = nil, spoken: String? = nil, elementType: String? = nil,
        identifier: String? = nil, customClass: String? = nil
    ) {
        self.ruleId = ruleId
        self.severity = severity
        self.message = message
        self.fix = fix
        self.location = location
        self.elementId = elementId
        self.screen = screen
        self.spoken = spoken
        self.elementType = elementType
        self.identifier = identifier
        self.customClass = customClass
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
    /// A label the layout suggests (from an image name, the userLabel, the identifier or a nearby label),
    /// for a person to confirm: never applied blindly.
    public var suggestedLabel: String?

    public init(summary: String, interfaceBuilder: String? = nil, swift: String? = nil, suggestedLabel: String? = nil) {
        self.summary = summary
        self.interfaceBuilder = interfaceBuilder
        self.swift = swift
        self.suggestedLabel = suggestedLabel
    }
}
