import RuleEngine

/// Every built-in rule, sorted by id. A new rule is one file plus one line here; a test checks the list
/// is sorted and that every rule file is in it.
public enum RuleCatalog {
    public static let all: [any Rule] = [
        AdjustableMissingValueRule(),
        CaptionNotGroupedRule(),
        ChoiceMissingStateRule(),
        ConflictingTraitsRule(),
        ContainerSwallowsInteractiveRule(),
        DuplicateClickableBoundsRule(),
        DuplicateLabelRule(),
        EditableContentDescriptionRule(),
        EmptyHeaderRule(),
        HeadingNotMarkedRule(),
        HiddenInteractiveRule(),
        HintReferencesSensoryRule(),
        HintRepeatsLabelRule(),
        HintSentenceFormRule(),
        HintStartsWithGestureRule(),
        HintWithoutLabelRule(),
        IBDefaultTitleRule(),
        InvalidInputRule(),
        LabelContainsGlyphRule(),
        LabelContainsStateWordRule(),
        LabelContainsTraitWordRule(),
        LabelEndsWithPeriodRule(),
        LabelForMissingIDRule(),
        LabelIsFileNameRule(),
        LabelNotInNameRule(),
        LabelNotMeaningfulRule(),
        MissingHintRule(),
        MissingLabelRule(),
        MissingTraitsRule(),
        PlaceholderAsLabelRule(),
        ScreenMissingHeaderRule(),
        SystemWindowRule(),
        TraversalOrderInvalidRule(),
        UndiscoverableGestureRule(),
        UnsupportedFormatRule(),
        UnsupportedPlatformRule(),
    ]
}
