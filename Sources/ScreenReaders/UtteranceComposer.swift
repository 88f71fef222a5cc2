import ElementModel

/// Where an element stands in a run VoiceOver counts: "2 of 3.", "Tab. 2 of 6.", "List Start.".
enum PositionContext: Hashable {
    case series(index: Int, count: Int)
    case tab(index: Int, count: Int)
    case listStart, listEnd, landmarkStart, landmarkEnd
}

/// Composes what VoiceOver says for one element (`voiceover-model.md` §2.1): label and value, the
/// "Selected" prefix, trait phrases in VoiceOver's fixed order, the position, and the hint apart.
struct UtteranceComposer {
    let phrases: Phrasebook
    /// Whether utterances keep their parts (`Utterance.parts`).
    let keepsParts: Bool

    func utterance(for element: Element, context: PositionContext?) -> Utterance {
        let accessibility = element.accessibility
        let traits = accessibility.traits.value
        // Parts are kept only when asked for; whether any is estimated is always told.
        var parts: [UtterancePart] = []
        var isEstimated = false
        func add(_ part: UtterancePart) {
            if part.isEstimated { isEstimated = true }
            if keepsParts { parts.append(part) }
        }
        var description = ""

        // A back button whose label is just "Back" (UIKit's, in the app's language) says only "Back Button."
        var label = accessibility.label.value ?? ""
        let isUIKitBack = label == "Back" && accessibility.label.provenance.derivedFrom == .uikitWords
        if traits.contains(.backButton), isUIKitBack || label.lowercased() == phrases.backDescriptor.lowercased() { label = "" }
        if !label.isEmpty {
            description = label
            add(UtterancePart(kind: .label, text: label, source: .property(accessibility.label.provenance)))
        }
        // A switch's value is its state, spoken as a trait phrase instead.
        let value = accessibility.value.value ?? ""
        if !value.isEmpty, !traits.contains(.switchButton) {
            description = description.isEmpty ? value : description + ": " + value
            add(UtterancePart(kind: .value, text: value, source: .property(accessibility.value.provenance)))
        }
        if traits.contains(.selected) {
            description = description.isEmpty ? phrases.selected : Phrasebook.format(phrases.selectedFormat, description)
        }

        let traitPhrases = self.traitPhrases(traits, value: value, context: context)
        var hint = accessibility.hint.value.flatMap { $0.isEmpty ? nil : $0 }
        var hintSource = UtterancePart.Source.property(accessibility.hint.provenance)
        let hintPromoted = description.isEmpty && hint != nil
        if hintPromoted, let promoted = hint {
            // With nothing else to say, VoiceOver says the hint in place of a description.
            description = promoted
            add(UtterancePart(kind: .hint, text: promoted, source: .promotedHint(accessibility.hint.provenance)))
            hint = nil
        }
        if !traitPhrases.isEmpty {
            let joined = traitPhrases.joined(separator: " ")
            description = description.isEmpty ? joined : Self.sentence(description) + " " + joined
            add(UtterancePart(kind: .traits, text: joined,
                                       source: .traits(traits, accessibility.traits.provenance)))
        }
        if let context {
            let (spoken, positioned) = position(context, after: description)
            description = positioned
            add(UtterancePart(kind: .position, text: spoken, source: .voiceOver("position in its container")))
        }
        if let (systemHint, source) = self.systemHint(for: element, appHint: hint, promoted: hintPromoted) {
            hint = systemHint
            hintSource = source
        }
        if let hint { add(UtterancePart(kind: .hint, text: hint, source: hintSource)) }
        return Utterance(text: description, hint: hint, element: element, parts: parts, isEstimated: isEstimated)
    }

    // MARK: - Traits

    /// Trait phrases in VoiceOver's order: Dimmed, Button, Back Button, Switch Button + state, Tab,
    /// Text Field / Secure Text Field / Is editing, Heading, Link, Adjustable, Image, Search Field.
    private func traitPhrases(_ traits: AccessibilityTraits, value: String, context: PositionContext?) -> [String] {
        var spoken: [String] = []
        var isTab = traits.contains(.tabBarItem)
        if case .tab = context { isTab = true }
        if traits.contains(.notEnabled) { spoken.append(phrases.dimmed) }
        let buttonSuppressors: AccessibilityTraits = [.keyboardKey, .switchButton, .tabBarItem, .backButton]
        if traits.contains(.button), traits.isDisjoint(with: buttonSuppressors), !isTab { spoken.append(phrases.button) }
        if traits.contains(.backButton) { spoken.append(phrases.backButton) }
        if traits.contains(.switchButton) {
            if traits.contains(.button) { spoken.append(phrases.switchButton) }
            switch value {
            case "1": spoken.append(phrases.switchOn)
            case "0": spoken.append(phrases.switchOff)
            case "2": spoken.append(phrases.switchMixed)
            case "": break
            default: spoken.append(value)  // iOS 17 speaks an unknown state as it is
            }
        }
        if isTab { spoken.append(phrases.tab) }
        if traits.contains(.textEntry) {
            spoken.append(traits.contains(.secureTextField) ? phrases.secureTextField : phrases.textField)
            if traits.contains(.isEditing) { spoken.append(phrases.isEditing) }
        }
        if traits.contains(.header) { spoken.append(phrases.heading) }
        if traits.contains(.link) { spoken.append(phrases.link) }
        if traits.contains(.adjustable) { spoken.append(phrases.adjustable) }
        if traits.contains(.image) { spoken.append(phrases.image) }
        if traits.contains(.searchField) { spoken.append(phrases.searchField) }
        return spoken
    }

    // MARK: - Position

    private func position(_ context: PositionContext, after description: String) -> (spoken: String, result: String) {
        switch context {
        case .series(let index, let count), .tab(let index, let count):
            // Digits ungrouped ("1 of 1000"): AccessibilitySnapshot's formatter sets only the locale, and its default style
            // groups none.
            let result = Phrasebook.format(phrases.seriesFormat, description, String(index), String(count))
            let spoken = String(result.dropFirst(description.count)).trimmingLeadingSpace
            return (spoken, description.isEmpty ? spoken : result)
        case .listStart: return marker(phrases.listStart, after: description)
        case .listEnd: return marker(phrases.listEnd, after: description)
        case .landmarkStart: return marker(phrases.landmarkStart, after: description)
        case .landmarkEnd: return marker(phrases.landmarkEnd, after: description)
        }
    }

    private func marker(_ phrase: String, after description: String) -> (spoken: String, result: String) {
        (phrase, description.isEmpty ? phrase : Self.sentence(description) + " " + phrase)
    }

    // MARK: - Hints

    /// The hints VoiceOver adds itself (§2.3), applied one after another as AccessibilitySnapshot does
    /// (`UIAccessibility+SnapshotAdditions`): a switch's extends the app's, text entry's replaces whatever came before
    /// (a text field that is also a switch says the text field's), and the adjustable one extends what is there (a text
    /// field that is also adjustable says both, in that order), but not for a switch nor where the app's hint is all the
    /// element has (no label, no value: a selected adjustable element keeps only the app's hint). None when dimmed.
    private func systemHint(for element: Element, appHint: String?, promoted: Bool) -> (String, UtterancePart.Source)? {
        let traits = element.accessibility.traits.value
        guard !traits.contains(.notEnabled) else { return nil }
        var result: (hint: String, source: UtterancePart.Source)?
        let current = { result?.hint ?? appHint }
        if traits.contains(.switchButton) {
            result = (extend(current(), phrases.switchHint, phrases.switchHintFormat), .voiceOver("its hint for switches"))
        }
        if traits.contains(.textEntry) {
            result = traits.contains(.isEditing) ? (phrases.textFieldEditingHint, .voiceOver("its hint while editing"))
                : traits.contains(.textArea) ? (phrases.textAreaHint, .voiceOver("its hint for text areas"))
                : (phrases.textFieldHint, .voiceOver("its hint for text fields (it replaces the app's)"))
        }
        let accessibility = element.accessibility
        let hasHintOnly = appHint != nil && (accessibility.label.value ?? "").isEmpty && (accessibility.value.value ?? "").isEmpty
        if traits.contains(.adjustable), !promoted, !traits.contains(.switchButton), !hasHintOnly {
            result = (extend(current(), phrases.adjustableHint, phrases.adjustableHintFormat), .voiceOver("its hint for adjustable elements"))
        }
        return result
    }

    private func extend(_ appHint: String?, _ systemHint: String, _ format: String) -> String {
        guard var appHint, !appHint.isEmpty else { return systemHint }
        if appHint.hasSuffix(".") { appHint.removeLast() }
        return Phrasebook.format(format, appHint)
    }

    /// Ends a description with a period unless it already has one.
    static func sentence(_ text: String) -> String {
        text.hasSuffix(".") ? text : text + "."
    }
}

private extension String {
    var trimmingLeadingSpace: String { hasPrefix(" ") ? String(dropFirst()) : self }
}
