import RuleEngine

/// Every built-in rule, sorted by id. A new rule is one file plus one line here; a test checks the list
/// is sorted and that every rule file is in it.
public enum RuleCatalog {
    public static let all: [any Rule] = [
        ContainerSwallowsInteractiveRule(),
        HiddenInteractiveRule(),
        LabelContainsTraitWordRule(),
        LabelIsFileNameRule(),
        MissingHintRule(),
        MissingLabelRule(),
        MissingTraitsRule(),
    ]
}
