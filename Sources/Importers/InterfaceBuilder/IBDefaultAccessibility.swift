import ElementModel

/// UIKit's default accessibility for a view, from its class (`UIKitElementTable`) and what the file
/// shows in it: a button's title, a label's text, a text field's placeholder, a switch's state.
struct IBDefaultAccessibility {
    let view: IBRawView
    /// The view's children, already resolved: a table cell speaks their labels.
    let children: [Element]

    /// How a name taken from an SF Symbol is described: VoiceOver may speak the symbol's own description.
    static let symbolDetail = "its SF Symbol name (VoiceOver may speak the symbol's own description)"

    func properties() -> AccessibilityProperties {
        let uikitClass = view.uikitClass
        // Details are literals: an interpolated string per element would cost an allocation each.
        let classDefault = Provenance(.uikitDefault, uikitClass == nil ? "not a UIKit class" : "UIKit default for the class")
        var properties = AccessibilityProperties.defaults(
            isElement: uikitClass?.isAccessibilityElement ?? false, traits: uikitClass?.traits ?? [],
            provenance: classDefault)
        guard let uikitClass else {
            properties.label = appKitDescription() ?? properties.label
            return properties
        }
        applyRole(uikitClass, to: &properties)
        applyState(uikitClass, to: &properties)
        if !view.accessibility.runtimeAttributes.isEmpty, let keyPath = localizationKeyPath {
            markLocalized(&properties.label, keyPath: keyPath, role: uikitClass.role)
        }
        return properties
    }

    /// A text, title or placeholder the app sets from a localization key path at load: what the file shows (or
    /// leaves empty) is not what VoiceOver will read.
    private func markLocalized(_ label: inout Resolved<String?>, keyPath: String, role: UIKitClass.Role) {
        let derivedFrom = label.provenance.derivedFrom
        let setsText = derivedFrom == .text || derivedFrom == .title
            || label.value == nil && [.text, .titledControl, .textField, .textView].contains(role)
        guard setsText else { return }
        label.provenance.derivedFrom = .localizedText
        label.provenance.detail = (label.value == nil ? "nothing in the file" : label.provenance.detail)
            + ", which code replaces with the localized string of keyPath " + keyPath
    }

    /// A runtime attribute through which the app localizes the view's text at load (`localizableString`,
    /// `transKey`, `localizationKey`…): the text in the file is a placeholder.
    private var localizationKeyPath: String? {
        view.accessibility.runtimeAttributes.first { attribute in
            ["string", "localizedString"].contains(attribute.type) && IBNames.keyPath(attribute.keyPath, containsAnyOf: Self.localizationWords)
        }?.keyPath
    }

    private static let localizationWords = ["locali", "transkey", "i18n", "lockey"]

    // MARK: - Roles

    private func applyRole(_ uikitClass: UIKitClass, to properties: inout AccessibilityProperties) {
        let bag = view.properties
        switch uikitClass.role {
        case .text:
            properties.label = derived(text(), "its text", from: .text)
        case .titledControl:
            properties.label = buttonLabel() ?? properties.label
            if view.states["normal"]?.flag("selected") == true || bag.flag("selected") == true {
                properties.traits.value.insert(.selected)
            }
        case .image:
            let symbol = bag["catalog"] == "system"
            properties.label = derived(bag["image"], symbol ? Self.symbolDetail : "its image name",
                                       from: symbol ? .symbolName : .imageName)
        case .textField:
            // Material's fields (and UIKit's, from code) take the placeholder through a runtime attribute.
            let runtimePlaceholder = view.accessibility.runtimeAttributes.first { $0.keyPath == "placeholder" && $0.type == "string" }
            properties.label = bag["placeholder"] != nil ? derived(bag["placeholder"], "its placeholder", from: .placeholder)
                : derived(runtimePlaceholder?.value, "its placeholder, from the runtime attribute keyPath placeholder", from: .placeholder)
            properties.value = derived(nonEmpty(bag["text"]), "its text", from: .text)
            if bag.flag("secureTextEntry") == true { properties.traits.value.insert(.secureTextField) }
        case .textView:
            if bag.flag("editable") == false {
                properties.traits.value = .staticText
                properties.label = derived(text(), "its text (not editable)", from: .text)
            } else {
                properties.traits.value = [.textEntry, .textArea]
                properties.value = derived(text(), "its text", from: .text)
            }
        case .toggle:
            properties.value = derived(bag.flag("on") == true ? "1" : "0", "its on state", from: .state)
        case .slider:
            properties.value = derived(sliderPercentage(), "its value between its minimum and maximum", from: .state)
        case .pageControl:
            let pages = Int(bag.number("numberOfPages") ?? 0)
            let current = Int(bag.number("currentPage") ?? 0) + 1
            if pages > 0 {
                properties.value = derived("page \(current) of \(pages)", "its currentPage and numberOfPages", from: .uikitWords)
            }
        case .progress:
            let percent = Int(((bag.number("progress") ?? 0) * 100).rounded())
            properties.value = derived("\(percent)%", "its progress", from: .state)
        case .activityIndicator:
            if bag.flag("animating") == true {
                properties.label = Resolved("In progress", Provenance(.uikitDefault, "UIActivityIndicatorView while animating"))
            }
        case .tableCell:
            applyTableCell(to: &properties)
        case .container, .stepper, .segmentedControl, .searchBar, .navigationBar, .tabBar, .toolbar, .table:
            break
        }
    }

    /// A standard cell is one element that speaks its labels, unless it holds controls of its own: then
    /// UIKit lets VoiceOver reach each control, so it stays a container.
    private func applyTableCell(to properties: inout AccessibilityProperties) {
        let descendants = children.flatMap(\.allElements)
        if descendants.contains(where: \.isInteractive) {
            properties.isElement = Resolved(false, Provenance(.uikitDefault,
                "UITableViewCell holding controls: a container, so each control stays reachable"))
            return
        }
        let texts = descendants.filter { $0.accessibility.isElement.value && !$0.isHidden }
            .compactMap { nonEmpty($0.accessibility.label.value) }
        if !texts.isEmpty {
            properties.label = derived(texts.joined(separator: ", "), "texts of the labels inside the UITableViewCell", from: .cellTexts)
        }
        switch view.properties["accessoryType"] {
        case "disclosureIndicator", "detailDisclosureButton", "detailButton":
            properties.traits = Resolved([.button], Provenance(.derivedProperty, "accessoryType of the UITableViewCell",
                                                                  line: view.properties.line))
        case "checkmark":
            properties.traits = Resolved([.selected], Provenance(.derivedProperty, "checkmark accessory of the UITableViewCell",
                                                                    line: view.properties.line))
        default:
            break
        }
    }

    /// Disabled controls and labels are dimmed; a selected control is selected.
    private func applyState(_ uikitClass: UIKitClass, to properties: inout AccessibilityProperties) {
        guard uikitClass.isControl || uikitClass.role == .text else { return }
        if view.properties.flag("enabled") == false { properties.traits.value.insert(.notEnabled) }
        if uikitClass.isControl, view.properties.flag("selected") == true { properties.traits.value.insert(.selected) }
    }

    // MARK: - What the view shows

    private func text() -> String? {
        nonEmpty(view.properties["text"]) ?? nonEmpty(view.properties["attributedText"])
    }

    /// What a button shows. With an iOS 15 configuration only the configuration counts: Interface Builder
    /// also writes `<state key="normal" title="Button"/>`, which the configured button never shows. Then a
    /// system button type's own label (an info button's "More Info"), then the image's name.
    private func buttonLabel() -> Resolved<String?>? {
        let sources = view.states["configuration"].map { [$0] }
            ?? [view.states["normal"], view.properties].compactMap { $0 }
        if let (title, source) = first(["title", "attributedTitle"], in: sources) {
            guard let subtitle = nonEmpty(source["subtitle"]) else {
                return derived(title, "its title", from: .title, line: source.line)
            }
            return Resolved(title + ", " + subtitle, Provenance(.derivedProperty, "its configuration's title and subtitle",
                                                                 line: source.line, derivedFrom: .title, isEstimated: true))
        }
        if let type = view.properties["buttonType"], let system = IBSystemLabels.button(type: type) {
            return Resolved(system.text, Provenance(.uikitDefault, "UIKit's own label for a button of type \(type)",
                                                    line: view.properties.line, derivedFrom: .uikitWords, isEstimated: system.isEstimated))
        }
        if let (image, source) = first(["image"], in: sources) {
            // An SF Symbol comes with its own spoken description, which the file does not hold.
            let symbol = source["catalog"] == "system"
            return derived(image, symbol ? Self.symbolDetail : "its image name (it has no title)",
                           from: symbol ? .symbolName : .imageName, line: source.line)
        }
        // With nothing else, UIKit names the button after its background image, as far as known.
        guard let (background, source) = first(["backgroundImage"], in: sources) else { return nil }
        return Resolved(background, Provenance(.derivedProperty, "its background image's name (it has no title or image)",
                                               line: source.line, derivedFrom: .imageName, isEstimated: true))
    }

    /// The first non-empty value of `keys` in `sources`, with the element that holds it.
    private func first(_ keys: [String], in sources: [IBPropertyBag]) -> (String, IBPropertyBag)? {
        for source in sources {
            for key in keys {
                if let value = nonEmpty(source[key]) { return (value, source) }
            }
        }
        return nil
    }

    private func sliderPercentage() -> String {
        let bag = view.properties
        let minimum = bag.number("minValue") ?? 0
        let maximum = bag.number("maxValue") ?? 1
        let value = bag.number("value") ?? 0.5
        let fraction = maximum > minimum ? (value - minimum) / (maximum - minimum) : 0
        return "\(Int((min(max(fraction, 0), 1) * 100).rounded()))%"
    }

    /// AppKit and WatchKit views: only the title an AppKit cell shows is taken as a label.
    private func appKitDescription() -> Resolved<String?>? {
        guard let title = nonEmpty(view.properties["title"]) else { return nil }
        return derived(title, "its title", from: .title)
    }

    private func derived(
        _ value: String?, _ detail: String, from property: Provenance.DerivedProperty, line: Int? = nil
    ) -> Resolved<String?> {
        Resolved(value, Provenance(value == nil ? .uikitDefault : .derivedProperty, detail,
                                   line: line ?? view.properties.line, derivedFrom: value == nil ? nil : property))
    }
}

func nonEmpty(_ string: String?) -> String? {
    guard let string, !string.isEmpty else { return nil }
    return string
}
