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
        case .tabBar?: return tabs()
        case .toolbar?: return barButtons(control.barItems, in: screenFrame)
        case .navigationBar?: return navigationBarParts()
        case .searchBar?: return [searchField()]
        default: return []
        }
    }

    // MARK: - Controls

    private func segments() -> [Element] {
        let selectedIndex = control.properties.number("selectedSegmentIndex").map(Int.init) ?? -1
        let frames = slices(count: control.segments.count)
        return control.segments.enumerated().map { index, segment in
            var traits: AccessibilityTraits = .button
            if index == selectedIndex { traits.insert(.selected) }
            let enabled = segment.flag("enabled") != false && control.properties.flag("enabled") != false
            if !enabled { traits.insert(.notEnabled) }
            let label = nonEmpty(segment["title"]) ?? nonEmpty(segment["label"]) ?? nonEmpty(segment["image"])
            return part(type: "UISegment", sourceName: "segment", id: control.id, bag: segment, frame: frames[index],
                        label: label, labelDetail: "title of segment \(index + 1)", traits: traits,
                        traitsDetail: "UISegmentedControl segment", isSelected: index == selectedIndex,
                        isEnabled: enabled)
        }
    }

    private func stepperButtons() -> [Element] {
        let frames = slices(count: 2)
        return zip(["Decrement", "Increment"], frames).map { name, frame in
            part(type: "UIButton", sourceName: "stepper", id: control.id, bag: control.properties, frame: frame,
                 label: name, labelDetail: "UIStepper \(name.lowercased()) button", traits: .button,
                 traitsDetail: "UIStepper button")
        }
    }

    private func searchField() -> Element {
        let bag = control.properties
        var field = part(type: "UISearchTextField", sourceName: "searchBar", id: control.id, bag: bag,
                         frame: screenFrame, label: nonEmpty(bag["placeholder"]) ?? "Search",
                         labelDetail: bag["placeholder"] == nil ? "UISearchBar default placeholder" : "placeholder of the UISearchBar",
                         traits: [.searchField, .textEntry], traitsDetail: "UISearchBar text field")
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
            if let header = nonEmpty(section.properties["headerTitle"]) {
                let frame = top.map { Rect(x: $0.x, y: $0.y - height, width: $0.width, height: height) }
                titles.append(part(type: "UITableViewHeaderFooterView", sourceName: "tableViewSection",
                                   id: section.properties["id"], bag: section.properties, frame: frame, label: header,
                                   labelDetail: "headerTitle of the table section", traits: [.staticText, .header],
                                   traitsDetail: "UITableView section header", interactions: []))
            }
            if let footer = nonEmpty(section.properties["footerTitle"]) {
                let bottom = cells.last ?? top
                let frame = bottom.map { Rect(x: $0.x, y: $0.y + $0.height, width: $0.width, height: height) }
                titles.append(part(type: "UITableViewHeaderFooterView", sourceName: "tableViewSection",
                                   id: section.properties["id"], bag: section.properties, frame: frame, label: footer,
                                   labelDetail: "footerTitle of the table section", traits: .staticText,
                                   traitsDetail: "UITableView section footer", interactions: []))
            }
        }
        return titles
    }

    // MARK: - Bars

    private func tabs() -> [Element] {
        let selected = control.properties["selectedItem"]
        let frames = slices(count: control.barItems.count)
        return control.barItems.enumerated().map { index, item in
            var traits: AccessibilityTraits = [.button, .tabBarItem]
            let isSelected = selected != nil && item.properties["id"] == selected
            if isSelected { traits.insert(.selected) }
            let enabled = item.properties.flag("enabled") != false
            if !enabled { traits.insert(.notEnabled) }
            return part(type: "UITabBarButton", sourceName: item.elementName, id: item.properties["id"],
                        bag: item.properties, frame: frames[index], label: barItemLabel(item),
                        labelDetail: "title of the UITabBarItem", traits: traits, traitsDetail: "UITabBar item",
                        isSelected: isSelected, isEnabled: enabled, interactions: item.interactions + [.control])
        }
    }

    /// Bar button items; spaces are layout only and say nothing.
    private func barButtons(_ items: [IBBarItem], in frame: Rect?) -> [Element] {
        let spoken = items.filter { !["flexibleSpace", "fixedSpace"].contains($0.properties["systemItem"] ?? "") }
        let frames = slices(of: frame, count: spoken.count)
        return spoken.enumerated().map { index, item in
            if let customView = item.customView {
                return resolver.resolve(customView, containerOrigin: frames[index] ?? .zero)
            }
            var traits: AccessibilityTraits = .button
            let enabled = item.properties.flag("enabled") != false
            if !enabled { traits.insert(.notEnabled) }
            return part(type: "UIBarButtonItem", sourceName: item.elementName, id: item.properties["id"],
                        bag: item.properties, frame: frames[index], label: barItemLabel(item),
                        labelDetail: "title, system item or image of the UIBarButtonItem", traits: traits,
                        traitsDetail: "UIBarButtonItem", isEnabled: enabled, interactions: item.interactions + [.control])
        }
    }

    /// The top item's title as a heading, a back button when an item lies below it (and no left item
    /// replaces it), and the top item's bar button items, left to right.
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
            let label = nonEmpty(backItem?.properties["title"]) ?? nonEmpty(previous.properties["title"]) ?? "Back"
            parts.append(part(type: "UIBarButtonItem", sourceName: "navigationItem", id: (backItem ?? previous).properties["id"],
                              bag: (backItem ?? previous).properties, frame: leftArea, label: label,
                              labelDetail: "title of the previous navigation item", traits: [.button, .backButton],
                              traitsDetail: "UINavigationBar back button", interactions: [.control]))
        }
        parts.append(contentsOf: barButtons(left, in: leftArea))
        if let title = nonEmpty(top.properties["title"]) {
            parts.append(part(type: "UINavigationItem", sourceName: "navigationItem", id: top.properties["id"],
                              bag: top.properties, frame: titleArea, label: title,
                              labelDetail: "title of the top navigation item", traits: [.header, .staticText],
                              traitsDetail: "UINavigationBar title", interactions: []))
        }
        parts.append(contentsOf: barButtons(right, in: rightArea))
        return parts
    }

    private func barItemLabel(_ item: IBBarItem) -> String? {
        nonEmpty(item.properties["title"]) ?? item.properties["systemItem"].map(IBNames.systemItemName)
            ?? nonEmpty(item.properties["image"])
    }

    // MARK: - Building parts

    private func slices(count: Int) -> [Rect?] {
        slices(of: screenFrame, count: count)
    }

    /// `count` equal side-by-side shares of `frame`.
    private func slices(of frame: Rect?, count: Int) -> [Rect?] {
        guard count > 0 else { return [] }
        guard let frame else { return Array(repeating: nil, count: count) }
        let width = frame.width / Double(count)
        return (0..<count).map { Rect(x: frame.x + width * Double($0), y: frame.y, width: width, height: frame.height) }
    }

    private func part(
        type: String, sourceName: String, id: String?, bag: IBPropertyBag, frame: Rect?, label: String?,
        labelDetail: String, traits: AccessibilityTraits, traitsDetail: String, isSelected: Bool = false,
        isEnabled: Bool = true, interactions: [Interaction] = [.control]
    ) -> Element {
        let classDefault = Provenance(.uikitDefault, traitsDetail)
        let labelSource = Provenance(label == nil ? .uikitDefault : .derivedProperty, labelDetail, line: bag.line,
                                     derivedFrom: label == nil ? nil : .title)
        var accessibility = AccessibilityProperties.defaults(isElement: true, traits: traits, provenance: classDefault)
        accessibility.label = Resolved(label, labelSource)
        return Element(
            id: id, type: type, sourceName: sourceName, location: SourceLocation(path: path, line: bag.line, column: bag.column),
            screenFrame: frame, isEnabled: isEnabled, isSelected: isSelected, accessibility: accessibility,
            interactions: interactions, isSynthesized: true)
    }
}
