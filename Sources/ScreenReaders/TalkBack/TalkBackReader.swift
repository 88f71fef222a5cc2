import ElementModel

/// Reads an Android screen like TalkBack (`talkback-model.md`, corrected by `docs/talkback-source.md`): the nodes it
/// focuses (decided on import, see the importers' `TalkBackFocus`), in the view hierarchy's order, each described as
/// TalkBack's default order has it ("selected", then the node and what it speaks for, then "disabled" and "Heading"),
/// and its usage hint apart, in TalkBack's own words for the language (English, German, Russian).
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
        if isLayout {
            utterances = TalkBackTraversal.reorder(utterances, root: root)
        } else {
            // Compose's order for its regions, then the windows in TalkBack's order.
            utterances = WindowOrder.reorder(ComposeTraversal.reorder(utterances, root: root), root: root)
        }
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
        for child in TalkBackPart.inPlaceOrder(element.children) { visit(child, into: &utterances) }
    }

    /// `EventTypeViewAccessibilityFocusedFeedbackRule`'s order for a focused node (docs/talkback-source.md §0).
    private func utterance(for element: Element) -> Utterance {
        let node = element.android ?? AndroidNode(className: element.type)
        let role = AndroidRole.of(node)
        var speech = TalkBackSpeech(explains: explains)
        if element.isSelected { speech.add(.value, phrases.selected, .talkBack("its selected state")) }
        var described = TalkBackSpeech(explains: explains)
        TalkBackDescription(phrases: phrases).describe(element, node, role: role, isFocused: true, into: &described)
        if let label = node.labeledBy {
            // A view named by another's `labelFor` says its description "for" the label, or the label alone.
            described.words = described.words.isEmpty ? [label]
                : [Phrasebook.format(phrases.labeledItemFormat, described.words.joined(separator: TalkBackPhrases.separator), label)]
            if explains { described.parts.append(UtterancePart(kind: .label, text: label, source: .talkBack("the text that names it (android:labelFor)"))) }
        }
        speech.append(described)
        // "disabled" is always last (Android 12 and later say it for any disabled node but a heading), then "Heading".
        if !element.isEnabled, !node.isHeading { speech.add(.value, phrases.disabled, .talkBack("its enabled state")) }
        if node.isHeading { speech.add(.traits, phrases.heading, .talkBack("a heading")) }
        if speech.words.isEmpty, needsLabel(node, role: role, isEnabled: element.isEnabled,
                                            hasResourceID: element.accessibility.identifier.value != nil) {
            if node.isInCutOffRow {
                speech.add(.label, AndroidNode.cutOff, .talkBack("a row the list's edge cuts off: the dump leaves out what names it"))
            } else {
                speech.add(.label, phrases.unlabelled, .talkBack("an actionable node with nothing to say"))
            }
        }
        let hint = usageHint(node, role: role, isEnabled: element.isEnabled)
        if let hint { speech.add(.hint, hint, .talkBack("its usage hint"), spoken: false) }
        return Utterance(text: speech.words.joined(separator: TalkBackPhrases.separator), hint: hint, element: element,
                         parts: explains ? speech.parts : [])
    }

    /// `getUnlabelledNodeDescription`: an enabled node that can be acted on, with no role, no check state and not a slider
    /// or a progress bar, that says nothing, is "Unlabelled" (a disabled one just "disabled"; a check box "not checked,
    /// Check box").
    private func needsLabel(_ node: AndroidNode, role: AndroidRole, isEnabled: Bool, hasResourceID: Bool) -> Bool {
        // A view that is only focusable needs a label when TalkBack could let the user add one: it has a resource id
        // (`CustomLabelManager.canAddLabel`); with none it is a silent stop.
        isEnabled && node.labeledBy == nil && (node.isClickable || node.isLongClickable || node.isFocusable && hasResourceID)
            && !node.isCheckable && phrases.roleWord(role) == nil
    }

    /// What double-tapping does, as TalkBack says it; none for a disabled node.
    private func usageHint(_ node: AndroidNode, role: AndroidRole, isEnabled: Bool) -> String? {
        guard isEnabled else { return nil }
        var hints: [String] = []
        if role == .editBox {
            hints.append(phrases.hint(phrases.editTextFormat))
        } else if (role == .toggle || node.isCheckable) && (node.isClickable || node.isFocusable) {
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

/// Words said so far, with where each came from when the transcript explains.
struct TalkBackSpeech {
    let explains: Bool
    var words: [String] = []
    var parts: [UtterancePart] = []

    /// `source` is worked out only when explaining: a million-node dump's transcript makes no string it does not show.
    mutating func add(_ kind: UtterancePart.Kind, _ text: String, _ source: @autoclosure () -> UtterancePart.Source, spoken: Bool = true) {
        if spoken { words.append(text) }
        if explains { parts.append(UtterancePart(kind: kind, text: text, source: source())) }
    }

    mutating func append(_ other: TalkBackSpeech) {
        words += other.words
        parts += other.parts
    }
}
