import ElementModel

/// Reads an Android screen like TalkBack (`talkback-model.md`): the nodes it focuses (decided on import, see
/// the importers' `TalkBackFocus`), in the view hierarchy's order, each described as state, name, type (TalkBack's
/// default order), then heading, and its usage hint apart, in TalkBack's own words for the
/// language (English, German, Russian).
struct TalkBackReader: Sendable {
    /// Whether utterances keep where their words came from (`--explain`).
    let explains: Bool
    /// TalkBack's words in the transcript's language.
    let phrases: TalkBackPhrases

    /// A layout's screen is read in the transcript's language where the layout's resources have it.
    func read(_ screen: Screen) -> ScreenTranscript {
        let root = screen.root(inLanguage: phrases.code)
        var utterances: [Utterance] = []
        visit(root, into: &utterances)
        let isLayout = root.accessibility.isElement.provenance.source == .layoutAttribute
        if isLayout { utterances = TalkBackTraversal.reorder(utterances, root: root) }
        return ScreenTranscript(screen: screen, utterances: utterances, notes: [isLayout ? .talkBackLayoutReading : .talkBackReading])
    }

    /// Pre-order: a focused node speaks, and what is inside it is its own to speak; other nodes are walked through.
    /// No place in a list is said ("1 of 2", "In list"): TalkBack takes it from the list's collection information, which
    /// neither a dump nor a layout carries (the adapter's count is not the rows on the screen), so it would be invented.
    private func visit(_ element: Element, into utterances: inout [Utterance]) {
        guard !element.isHidden, !element.accessibility.elementsHidden.value else { return }
        if element.accessibility.isElement.value {
            utterances.append(utterance(for: element))
        }
        for child in element.children { visit(child, into: &utterances) }
    }

    private func utterance(for element: Element) -> Utterance {
        let node = element.android ?? AndroidNode(className: element.type)
        let role = AndroidRole.of(node)
        var words: [String] = []
        var parts: [UtterancePart] = []
        func add(_ kind: UtterancePart.Kind, _ text: String, _ source: UtterancePart.Source) {
            words.append(text)
            if explains { parts.append(UtterancePart(kind: kind, text: text, source: source)) }
        }
        // State first.
        if role == .toggle {
            add(.value, node.isChecked ? phrases.on : phrases.off, .talkBack("the switch's state"))
        } else if node.isCheckable {
            add(.value, node.isChecked ? phrases.checked : phrases.notChecked, .talkBack("its checked state"))
        }
        if element.isSelected { add(.value, phrases.selected, .talkBack("its selected state")) }
        // Then the name: an empty field says its hint; an actionable node with nothing to say is "Unlabelled".
        if let label = element.accessibility.label.value, !label.isEmpty {
            add(.label, label, .property(element.accessibility.label.provenance))
        } else if role == .editBox, let hint = node.hint, !hint.isEmpty {
            add(.label, hint, .talkBack("the field's hint, as it is empty"))
        } else if node.isActionable, node.labeledBy == nil {
            add(.label, phrases.unlabelled, .talkBack("an actionable node with nothing to say"))
        }
        // Then the type, and what follows it.
        if let word = phrases.roleWord(role) { add(.traits, word, .talkBack("the role of \(node.simpleClassName)")) }
        if let error = node.error { add(.value, Phrasebook.format(phrases.errorFormat, error), .talkBack("the field's error")) }
        // A field with text says its hint after it (Android 8 and later report it; TalkBack's getHintDescription).
        if role == .editBox, node.text != nil, let hint = node.hint, !hint.isEmpty {
            add(.label, hint, .talkBack("the field's hint, after what is typed"))
        }
        if let label = node.labeledBy {
            // A view named by another's `labelFor` says all of the above "for" the label.
            words = [Phrasebook.format(phrases.labeledItemFormat, words.joined(separator: TalkBackPhrases.separator), label)]
            if explains { parts.append(UtterancePart(kind: .label, text: label, source: .talkBack("the text that names it (android:labelFor)"))) }
        }
        // "disabled" after all that, then "Heading" (`TreeNodesDescription`, docs/talkback-source.md §0).
        if !element.isEnabled, node.isActionable { add(.value, phrases.disabled, .talkBack("its enabled state")) }
        if node.isHeading { add(.traits, phrases.heading, .talkBack("a heading")) }
        let text = words.joined(separator: TalkBackPhrases.separator)
        let hint = usageHint(node, role: role, isEnabled: element.isEnabled)
        if let hint, explains { parts.append(UtterancePart(kind: .hint, text: hint, source: .talkBack("its usage hint"))) }
        return Utterance(text: text, hint: hint, element: element, parts: parts)
    }

    /// What double-tapping does, as TalkBack says it; none for a disabled node.
    private func usageHint(_ node: AndroidNode, role: AndroidRole, isEnabled: Bool) -> String? {
        guard isEnabled else { return nil }
        var hints: [String] = []
        if role == .editBox {
            hints.append(phrases.hint(phrases.editTextFormat))
        } else if role == .toggle || node.isCheckable {
            hints.append(phrases.hint(phrases.toggleFormat))
        } else if role == .dropDownList {
            hints.append(phrases.hint(phrases.changeFormat))
        } else if node.isClickable {
            hints.append(phrases.hint(phrases.activateFormat))
        }
        if node.isLongClickable { hints.append(phrases.hint(phrases.longPressFormat)) }
        return hints.isEmpty ? nil : hints.joined(separator: TalkBackPhrases.separator)
    }
}
