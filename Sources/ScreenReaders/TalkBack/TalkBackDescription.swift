import ElementModel

/// How TalkBack describes a node and the nodes it speaks for (`TreeNodesDescription`, `RoleDescriptionExtractor`,
/// `EditTextDescription`, `SwitchDescription`, `NonTextViewsDescription`; docs/talkback-source.md §0–§8): its check
/// state, then its state, name and role with none said twice, then, when it has no description, each child it
/// does not leave to a focus of its own, described the same way, then its error and hint.
struct TalkBackDescription {
    let phrases: TalkBackPhrases

    func describe(_ element: Element, isFocused: Bool, into speech: inout TalkBackSpeech) {
        guard let node = element.android else { return }
        describe(element, node, role: AndroidRole.of(node), isFocused: isFocused, into: &speech)
    }

    /// `describe` with the element's node and role already at hand (a million-node dump asks for them once).
    func describe(_ element: Element, _ node: AndroidNode, role: AndroidRole, isFocused: Bool, into speech: inout TalkBackSpeech) {
        let symbols = TalkBackSymbols(languageCode: phrases.code)
        let isImage = TalkBackPart.isImage(node)
        // The check state goes before the rest, and only when there is a rest (`CompositorUtils.conditionalPrepend`).
        var described = TalkBackSpeech(explains: speech.explains)
        defer {
            if node.isCheckable, role != .toggle, !(Self.isCheckedTextView(node) && !node.isChecked), !described.words.isEmpty {
                speech.add(.value, node.isChecked ? phrases.checked : phrases.notChecked, .talkBack("its checked state"))
            }
            speech.append(described)
        }
        var said: [String] = []
        func say(_ kind: UtterancePart.Kind, _ text: String?, _ source: @autoclosure () -> UtterancePart.Source) {
            // `CompositorUtils.dedupJoin`: a part equal to one said before it, in any case, is left out ("Button").
            guard let text, !text.isEmpty,
                  !said.contains(where: { $0.utf8.count == text.utf8.count && $0.lowercased() == text.lowercased() }) else { return }
            said.append(text)
            described.add(kind, text, source())  // evaluated only when explaining (`TalkBackSpeech.add`)
        }
        // State.
        if role == .toggle {
            // A switch's text is its state where it has no state description, as in every dump.
            say(.value, node.text.map(symbols.spoken) ?? (node.isChecked ? phrases.on : phrases.off), .talkBack("the switch's state"))
        } else if let progress = node.progress {
            // `SeekBarDescription`: a slider's or progress bar's value (its RangeInfo, an int) is its state.
            say(.value, progress, .talkBack("its progress"))
        } else if isImage, node.text == nil, node.contentDescription == nil {
            say(.value, phrases.unlabelled, .talkBack("an image with no description"))
        }
        // Name. An empty field shows its hint, which Android 8 and later report as its text.
        let shownHint = role == .editBox && node.text == nil ? node.hint.flatMap { $0.isEmpty ? nil : $0 } : nil
        let name = self.name(node, role: role, shownHint: shownHint, symbols: symbols)
        if let name { say(.label, name.text, nameSource(name, element: element, isFocused: isFocused)) }
        if node.isPassword, let text = node.text, !text.isEmpty, text != AndroidNode.setAtRunTime {
            say(.value, phrases.passwordLength(text.count), .talkBack("the password's length"))
        } else if node.isPassword, let shownHint {
            // Part of the field's name in `EditTextDescription`, so not left out for equalling "password".
            described.add(.label, shownHint, .talkBack("the field's hint, as it is empty"))
        }
        // Role, then a spinner's value (its selected item: its own text, or a child's).
        // A role description (Material's "Tab") is said in place of the role; only its English word is known.
        if let described = node.roleDescription, phrases.code == "en" {
            say(.traits, described, .talkBack("the role description its library sets"))
        } else {
            say(.traits, phrases.roleWord(role), .talkBack("the role of \(node.simpleClassName)"))
        }
        if role == .dropDownList, node.contentDescription == nil, let value = node.text {
            say(.value, symbols.spoken(value), .talkBack("the spinner's selected item"))
        }
        // What it speaks for: children are read when it has no description (a list's always), each not focused itself; a
        // web view's page is read element by element, not as part of it.
        if role != .webView, node.contentDescription == nil || [.list, .grid, .pager].contains(role) {
            for child in TalkBackPart.inPlaceOrder(element.children) { describeChild(child, into: &described) }
        }
        if let error = node.error { described.add(.value, Phrasebook.format(phrases.errorFormat, error), .talkBack("the field's error")) }
        // A hint after all that, unless the field shows it (empty, or with the hint as its text). A hint and a text both
        // set at run time are two texts, not one said twice.
        if let hint = node.hint, !hint.isEmpty, shownHint == nil, hint != node.text || hint == AndroidNode.setAtRunTime {
            described.add(.label, hint, .talkBack(role == .editBox ? "the field's hint, after what is typed" : "its hint"))
        }
        // Its tooltip last, unless it repeats its text or description (`getUniqueTooltipText`).
        if let tooltip = node.tooltip, tooltip != node.text, tooltip != node.contentDescription {
            described.add(.label, tooltip, .talkBack("its tooltip (android:tooltipText)"))
        }
    }

    /// A child TalkBack leaves to no focus of its own (`TalkBackPart`), described with its parent.
    private func describeChild(_ child: Element, into speech: inout TalkBackSpeech) {
        switch TalkBackPart.of(child) {
        case .none: return
        case .skipped: for grandchild in TalkBackPart.inPlaceOrder(child.children) { describeChild(grandchild, into: &speech) }
        case .read: describe(child, child.android!, role: AndroidRole.of(child.android!), isFocused: false, into: &speech)
        }
    }

    private struct Name {
        let text: String
        let attribute: Attribute
        enum Attribute { case contentDescription, text, hint, password }
    }

    /// The name slot: a field's text (or the hint it shows) replaces its description, a password says its description or "password", a switch
    /// says only its description (its text is its state), any other node its description or its text.
    private func name(_ node: AndroidNode, role: AndroidRole, shownHint: String?, symbols: TalkBackSymbols) -> Name? {
        let description = node.contentDescription.map { Name(text: symbols.spoken($0), attribute: .contentDescription) }
        let text = node.text.map { Name(text: symbols.spoken($0), attribute: .text) }
        if node.isPassword { return node.contentDescription.map { Name(text: $0, attribute: .contentDescription) } ?? Name(text: phrases.password, attribute: .password) }
        switch role {
        case .editBox: return text ?? shownHint.map { Name(text: symbols.spoken($0), attribute: .hint) } ?? description
        case .toggle, .dropDownList: return description
        default: return description ?? text
        }
    }

    private func nameSource(_ name: Name, element: Element, isFocused: Bool) -> UtterancePart.Source {
        let node = element.android
        switch name.attribute {
        case .hint: return .talkBack("the field's hint, as it is empty")
        case .password: return .talkBack("a password field with no description")
        case .contentDescription where isFocused && element.accessibility.label.value == node?.contentDescription,
             .text where isFocused && element.accessibility.label.value == node?.text:
            return .property(element.accessibility.label.provenance)
        case .contentDescription: return .talkBack("the content description of \(node?.simpleClassName ?? "a view")\(isFocused ? "" : " inside it")")
        case .text: return .talkBack("the text of \(node?.simpleClassName ?? "a view")\(isFocused ? "" : " inside it")")
        }
    }

    /// An image or image button, floating action buttons included (they extend `ImageButton`): with no description its
    /// state is "Unlabelled".
    /// A checked text view says "checked" only when it is (`nodeStatusDescription`).
    private static func isCheckedTextView(_ node: AndroidNode) -> Bool {
        node.simpleClassName.hasSuffix("CheckedTextView")
    }
}
