import ElementModel

/// The elements UIKit creates from a control's configuration rather than from views in the file:
/// segments, stepper buttons, tab bar buttons, bar button items, a navigation bar's title and back
/// button, a search bar's text field (`voiceover-model.md` §5), and a static table's section titles.
///
/// Their frames are estimates: UIKit lays these parts out at run time, so each gets an equal share of
/// its control's frame, in the order UIKit draws them.
struct IBSynthesizedParts {
    let control: IBRawView
    let screenFrame: Rect?
    let path: String
    let resolver: IBElementResolver
    /// The control's own children, already resolved: a table's section titles sit around its cells.
    let children: [Element]

    func elements() -> [Element] {
        switch control.uikitClass?.role {
        case .table?: return sectionTitles()
        case .segmentedControl?: return segments()
        case .stepper?: return stepperButtons()
        case .tabBar?:
            let selected = control.barItems.firstIndex { $0.properties["id"] != nil && $0.properties["id"] == control.properties["selectedItem"] }
            return Self.tabs(control.barItems, selectedIndex: selected, in: screenFrame, path: path, resolver: resolver)
        case .toolbar?: return barButtons(control.barItems, in: screenFrame)
        case .navigationBar?: return navigationBarParts()
        case .searchBar?: return [searchField()]
        default: return []
        }
    }

    // MARK: - Controls

    private func segments() -> [Element] {
        let selectedIndex = control.properties.number("selectedSegmentIndex").map(Int.init) ?? -1
        let frames = Self.slices(of: screenFrame, count: control.segments.count)
        return control.segments.enumerated().map { index, segment in
            var traits: AccessibilityTraits = .button
            if index == selectedIndex { traits.insert(.selected) }
            let enabled = segment.flag("enabled") != false && control.properties.flag("enabled") != false
            if !enabled { traits.insert(.notEnabled) }
            let label = nonEmpty(segment["title"]) ?? nonEmpty(segment["label"]) ?? nonEmpty(segment["image"])
            return Self.part(type: "UISegment", sourceName: "segment", id: control.id, bag: segment, frame: frames[index],
                             label: Self.derived(label, "title of segment \(index + 1)", bag: segment), traits: traits,
                             traitsDetail: "UISegmentedControl segment", path: path, isSelected: index == selectedIndex,
                             isEnabled: enabled)
        }
    }

    /// Decrement and Increment. At its minimum the Decrement button is dimmed, at its maximum the Increment
    /// button (iOS 17 and 18; iOS 26 no longer dims them), unless the stepper wraps around.
    private func stepperButtons() -> [Element] {
        let bag = control.properties
        let value = bag.number("value") ?? 0
        let atMinimum = value <= (bag.number("minimumValue") ?? 0)
        let atMaximum = value >= (bag.number("maximumValue") ?? 100)
        let wraps = bag.flag("wraps") == true
        let enabled = bag.flag("enabled") != false
        let frames = Self.slices(of: screenFrame, count: 2)
        return zip([("Decrement", atMinimum), ("Increment", atMaximum)], frames).map { button, frame in
            let (name, atLimit) = button
            let dimmed = !enabled || (atLimit && !wraps)
            let label = Resolved<String?>(name, Provenance(.uikitDefault, "UIStepper \(name.lowercased()) button", line: bag.line,
                                                           derivedFrom: .uikitWords))
            return Self.part(type: "UIButton", sourceName: "stepper", id: control.id, bag: bag, frame: frame, label: label,
                             traits: dimmed ? [.button, .notEnabled] : .button,
                             traitsDetail: dimmed && enabled ? "UIStepper button at its limit" : "UIStepper button",
                             path: path, isEnabled: !dimmed)
        }
    }

    private func searchField() -> Element {
        let bag = control.properties
        let placeholder = nonEmpty(bag["placeholder"])
        let label = Resolved<String?>(placeholder ?? "Search", placeholder == nil
            ? Provenance(.uikitDefault, "UISearchBar default placeholder", line: bag.line)
            : Provenance(.derivedProperty, "placeholder of the UISearchBar", line: bag.line, derivedFrom: .placeholder))
        var field = Self.part(type: "UISearchTextField", sourceName: "searchBar", id: control.id, bag: bag,
                              frame: screenFrame, label: label, traits: [.searchField, .textEntry],
                              traitsDetail: "UISearchBar text field", path: path)
        field.accessibility.value = Resolved(nonEmpty(bag["text"]),
                                             Provenance(.derivedProperty, "text of the UISearchBar", line: bag.line))
        return field
    }

    // MARK: - Tables

    /// A static table's section header titles, which VoiceOver reads as headings (unverified on a device),
    /// and footer titles, read as text: placed just above the section's first cell and below its last.
    private func sectionTitles() -> [Element] {
        let height = 38.0
        var titles: [Element] = []
        for section in control.sections {
            let cells = children[section.firstChild..<min(section.endChild, children.count)].compactMap(\.screenFrame)
            let top = cells.first ?? screenFrame.map { Rect(x: $0.x, y: $0.y + height, width: $0.width, height: 0) }
            let bag = section.properties
            if let header = nonEmpty(bag["headerTitle"]) {
                let frame = top.map { Rect(x: $0.x, y: $0.y - height, width: $0.width, height: height) }
                titles.append(Self.part(type: "UITableViewHeaderFooterView", sourceName: "tableViewSection",
                                        id: bag["id"], bag: bag, frame: frame,
                                        label: Self.derived(header, "headerTitle of the table section", bag: bag),
                                        traits: [.staticText, .header], traitsDetail: "UITableView section header",
                                        path: path, interactions: []))
            }
            if let footer = nonEmpty(bag["footerTitle"]) {
                let bottom = cells.last ?? top
                let frame = bottom.map { Rect(x: $0.x, y: $0.y + $0.height, width: $0.width, height: height) }
                titles.append(Self.part(type: "UITableViewHeaderFooterView", sourceName: "tableViewSection",
                                        id: bag["id"], bag: bag, frame: frame,
                                        label: Self.derived(footer, "footerTitle of the table section", bag: bag),
                                        traits: .staticText, traitsDetail: "UITableView section footer", path: path,
                                        interactions: []))
            }
        }
        return titles
    }

    // MARK: - Bars

    /// One tab per item. A disabled tab is not announced as dimmed (unlike a disabled button in a view with
    /// the tab bar trait); a badge is read as the tab's value, as iOS 18 does ("3 items"; iOS 26 omits it).
    static func tabs(
        _ items: [IBBarItem], selectedIndex: Int?, in frame: Rect?, path: String, resolver: IBElementResolver
    ) -> [Element] {
        let frames = slices(of: frame, count: items.count)
        return items.enumerated().map { index, item in
            var traits: AccessibilityTraits = [.button, .tabBarItem]
            let isSelected = index == selectedIndex
            if isSelected { traits.insert(.selected) }
            var tab = part(type: "UITabBarButton", sourceName: item.elementName, id: item.properties["id"],
                           bag: item.properties, frame: frames[index], label: barItemLabel(item, isTab: true),
                           traits: traits, traitsDetail: "UITabBar item", path: path, isSelected: isSelected,
                           isEnabled: item.properties.flag("enabled") != false, interactions: item.interactions + [.control],
                           settings: item.accessibility)
            if let badge = nonEmpty(item.properties["badgeValue"]), tab.accessibility.value.value == nil {
                // iOS 18 reads a badge of 3 as "3 items"; other counts follow the pattern, a badge of 1 or text is a guess.
                let count = Int(badge)
                let spoken = count.map { $0 == 1 ? "1 item" : "\(badge) items" } ?? badge
                tab.accessibility.value = Resolved(spoken, Provenance(.derivedProperty, "badgeValue of the UITabBarItem, as iOS 18 reads it",
                                                                      line: item.properties.line, derivedFrom: count == nil ? nil : .uikitWords,
                                                                      isEstimated: (count ?? 1) < 2))
            }
            return tab
        }
    }

    /// Bar button items; spaces are layout only and say nothing.
    private func barButtons(_ items: [IBBarItem], in frame: Rect?) -> [Element] {
        let spoken = items.filter { !["flexibleSpace", "fixedSpace"].contains($0.properties["systemItem"] ?? "") }
        let frames = Self.slices(of: frame, count: spoken.count)
        return spoken.enumerated().map { index, item in
            if let customView = item.customView {
                return resolver.resolve(customView, containerOrigin: frames[index] ?? .zero)
            }
            var traits: AccessibilityTraits = .button
            let enabled = item.properties.flag("enabled") != false
            if !enabled { traits.insert(.notEnabled) }
            return Self.part(type: "UIBarButtonItem", sourceName: item.elementName, id: item.properties["id"],
                             bag: item.properties, frame: frames[index], label: Self.barItemLabel(item, isTab: false),
                             traits: traits, traitsDetail: "UIBarButtonItem", path: path, isEnabled: enabled,
                             interactions: item.interactions + [.control], settings: item.accessibility)
        }
    }

    /// The top item's title as a heading (or the view it shows in its place), a back button when an item
    /// lies below it (and no left item replaces it), and the top item's bar button items, left to right.
    private func navigationBarParts() -> [Element] {
        let items = control.barItems.filter { $0.elementName == "navigationItem" }
        guard let top = items.last else { return [] }
        let frame = screenFrame ?? .zero
        let quarter = frame.width / 4
        let leftArea = Rect(x: frame.x, y: frame.y, width: quarter, height: frame.height)
        let titleArea = Rect(x: frame.x + quarter, y: frame.y, width: quarter * 2, height: frame.height)
        let rightArea = Rect(x: frame.x + quarter * 3, y: frame.y, width: quarter, height: frame.height)
        let left = top.barButtonItems.filter { $0.key.hasPrefix("left") }.map(\.item)
        let right = top.barButtonItems.filter { $0.key.hasPrefix("right") }.map(\.item)
        // Left items replace the back button unless the item says they supplement it.
        let showsBackButton = left.isEmpty || top.properties.flag("leftItemsSupplementBackButton") == true
        var parts: [Element] = []
        if items.count >= 2, showsBackButton {
            let previous = items[items.count - 2]
            let backItem = previous.barButtonItems.first { $0.key == "backBarButtonItem" }?.item
            let bag = (backItem ?? previous).properties
            let title = nonEmpty(backItem?.properties["title"]) ?? nonEmpty(previous.properties["title"])
            let label = title.map { Self.derived($0, "title of the previous navigation item", bag: bag) }
                ?? Resolved("Back", Provenance(.uikitDefault, "UIKit's back button, its previous screen untitled", line: bag.line,
                                               derivedFrom: .uikitWords))
            parts.append(Self.part(type: "UIBarButtonItem", sourceName: "navigationItem", id: bag["id"], bag: bag,
                                   frame: leftArea, label: label,
                                   traits: [.button, .backButton], traitsDetail: "UINavigationBar back button", path: path,
                                   interactions: [.control]))
        }
        parts.append(contentsOf: barButtons(left, in: leftArea))
        if let titleView = top.customView {
            parts.append(resolver.resolve(titleView, containerOrigin: titleArea))
        } else if let title = nonEmpty(top.properties["title"]) {
            parts.append(Self.part(type: "UINavigationItem", sourceName: "navigationItem", id: top.properties["id"],
                                   bag: top.properties, frame: titleArea,
                                   label: Self.derived(title, "title of the top navigation item", bag: top.properties),
                                   traits: [.header, .staticText], traitsDetail: "UINavigationBar title", path: path,
                                   interactions: []))
        }
        parts.append(contentsOf: barButtons(right, in: rightArea))
        return parts
    }

    /// A bar item's name: its title, else UIKit's word for its system item, else its image's name. An image
    /// Interface Builder stores inline (`tabBarItem:ID:image`) has no name anyone chose.
    private static func barItemLabel(_ item: IBBarItem, isTab: Bool) -> Resolved<String?> {
        let bag = item.properties
        if let title = nonEmpty(bag["title"]) {
            return derived(title, isTab ? "title of the UITabBarItem" : "title of the UIBarButtonItem", bag: bag)
        }
        if let systemItem = bag["systemItem"],
           let system = isTab ? IBSystemLabels.tabBarItem(systemItem) : IBSystemLabels.barButtonItem(systemItem) {
            return Resolved(system.text, Provenance(.uikitDefault, "UIKit's label for the \(systemItem) system item",
                                                    line: bag.line, derivedFrom: .uikitWords, isEstimated: system.isEstimated))
        }
        if let image = nonEmpty(bag["image"]), !image.contains(":") {
            let symbol = bag["catalog"] == "system"
            return Resolved(image, Provenance(.derivedProperty, symbol ? IBDefaultAccessibility.symbolDetail : "its image name (it has no title)",
                                              line: bag.line, derivedFrom: symbol ? .symbolName : .imageName))
        }
        return Resolved(nil, Provenance(.uikitDefault, "no title, system item or image name", line: bag.line))
    }

    // MARK: - Building parts

    /// `count` equal side-by-side shares of `frame`.
    private static func slices(of frame: Rect?, count: Int) -> [Rect?] {
        guard count > 0 else { return [] }
        guard let frame else { return Array(repeating: nil, count: count) }
        let width = frame.width / Double(count)
        return (0..<count).map { Rect(x: frame.x + width * Double($0), y: frame.y, width: width, height: frame.height) }
    }

    /// A label taken from what the file shows (`title`), or none.
    private static func derived(_ label: String?, _ detail: String, bag: IBPropertyBag) -> Resolved<String?> {
        Resolved(label, Provenance(label == nil ? .uikitDefault : .derivedProperty, detail, line: bag.line,
                                   derivedFrom: label == nil ? nil : .title))
    }

    private static func part(
        type: String, sourceName: String, id: String?, bag: IBPropertyBag, frame: Rect?, label: Resolved<String?>,
        traits: AccessibilityTraits, traitsDetail: String, path: String, isSelected: Bool = false, isEnabled: Bool = true,
        interactions: [Interaction] = [.control], settings: IBAccessibilitySettings? = nil
    ) -> Element {
        var accessibility = AccessibilityProperties.defaults(isElement: true, traits: traits,
                                                             provenance: Provenance(.uikitDefault, traitsDetail))
        accessibility.label = label
        // Bar items take an Accessibility inspector and runtime attributes like views.
        if let settings { IBAccessibilityOverrides(settings: settings).apply(to: &accessibility) }
        return Element(
            id: id, type: type, sourceName: sourceName, location: SourceLocation(path: path, line: bag.line, column: bag.column),
            screenFrame: frame, isEnabled: isEnabled, isSelected: isSelected, accessibility: accessibility,
            interactions: interactions, isSynthesized: true)
    }
}
