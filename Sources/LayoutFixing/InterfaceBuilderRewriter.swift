/// Writes corrections into a `.xib` or `.storyboard` the way Xcode's Identity inspector would: in the element's
/// `<accessibility key="accessibilityConfiguration">`, added where Xcode puts it when there is none.
enum InterfaceBuilderRewriter {
    /// The edits that make `changes` on the element whose tag starts at `offset`, or why it cannot be done.
    static func edits(_ changes: ElementChanges, at offset: Int, in source: XMLSourceText) -> Result<[ByteEdit], RewriteRefusal> {
        guard let element = source.element(at: offset) else { return .failure(.notAnElement) }
        if let property = runtimeAttribute(touchedBy: changes, in: element, source) {
            return .failure(.other("its \(property) is set in a user-defined runtime attribute, which would override the inspector"))
        }
        if let index = element.children.firstIndex(where: isConfiguration) {
            guard let configuration = source.element(at: element.children[index].range.lowerBound) else { return .failure(.notAnElement) }
            return editing(configuration, changes, source)
        }
        if changes.label == .remove { return .failure(.other("its label is not set in the Accessibility inspector")) }
        return adding(changes, to: element, source)
    }

    // MARK: - Changing an existing <accessibility>

    private static func editing(_ configuration: XMLSourceText.ElementExtent, _ changes: ElementChanges,
                                _ source: XMLSourceText) -> Result<[ByteEdit], RewriteRefusal> {
        var edits: [ByteEdit] = []
        let tag = configuration.start
        var removesLabel = false
        switch changes.label {
        case .set(let text): edits += AttributeEdits.set("label", to: XMLEscaping.attribute(text), in: tag, source, order: inspectorOrder)
        case .remove:
            guard let label = tag.attribute("label") else { return .failure(.other("its label is not set in the Accessibility inspector")) }
            if let identifier = changes.identifier, tag.attribute("identifier") == nil {
                // The identifier takes the label's place: it sorts just before it, after the hint.
                edits.append(ByteEdit(label.range, "identifier=\"\(XMLEscaping.attribute(identifier))\""))
            } else {
                edits.append(AttributeEdits.remove(label, source))
            }
            removesLabel = true
        case nil: break
        }
        if let identifier = changes.identifier, tag.attribute("identifier") == nil, !removesLabel {
            edits += AttributeEdits.set("identifier", to: XMLEscaping.attribute(identifier), in: tag, source, order: inspectorOrder)
        }
        var newChildren: [String] = []
        if !changes.traits.isEmpty {
            if let index = configuration.children.firstIndex(where: { $0.name == "accessibilityTraits" && key($0, source) == "traits" }) {
                let traitsTag = configuration.children[index]
                for trait in changes.traits {
                    edits += AttributeEdits.set(trait, to: "YES", in: traitsTag, source, order: inspectorOrder)
                }
            } else {
                newChildren.append(traitsElement(changes.traits))
            }
        }
        var isElementChild: String?
        if let isElement = changes.isElement {
            let value = isElement ? "YES" : "NO"
            if let child = configuration.children.first(where: { $0.name == "bool" && key($0, source) == "isElement" }) {
                if let attribute = child.attribute("value") { edits.append(ByteEdit(attribute.valueRange, value)) }
            } else {
                isElementChild = "<bool key=\"isElement\" value=\"\(value)\"/>"
            }
        }
        // Traits come first among its children, the Enabled box last, as Xcode writes them.
        let indent = source.indentation(of: tag.range.lowerBound)
        let unit = indentUnit(configuration, source)
        if configuration.endTag == nil {
            let children = newChildren + (isElementChild.map { [$0] } ?? [])
            if !children.isEmpty {
                // One to a line where the tag has a line of its own, else on the tag's line, as its neighbours stand.
                let close = tag.range.upperBound - 2
                let lines = source.startsItsLine(tag.range.lowerBound)
                    ? children.map { source.lineEnding + indent + unit + $0 }.joined() + source.lineEnding + indent : children.joined()
                edits.append(ByteEdit(close..<tag.range.upperBound, ">" + lines + "</accessibility>"))
            } else if removesLabel, changes.identifier == nil, tag.attributes.allSatisfy({ $0.name == "key" || $0.name == "label" }) {
                // Nothing left in it: Xcode writes no empty <accessibility>.
                return .success([wholeLines(tag.range, source)])
            }
            return .success(edits)
        }
        guard let endTag = configuration.endTag else { return .success(edits) }
        if !newChildren.isEmpty {
            let first = configuration.children.first?.range.lowerBound ?? endTag.lowerBound
            if source.startsItsLine(first) {
                let childIndent = configuration.children.isEmpty ? indent + unit : source.indentation(of: first)
                edits.append(.insert(newChildren.map { childIndent + $0 + source.lineEnding }.joined(), at: source.lineStart(of: first)))
            } else {
                edits.append(.insert(newChildren.joined(), at: first))
            }
        }
        if let isElementChild {
            if source.startsItsLine(endTag.lowerBound) {
                edits.append(.insert(indent + unit + isElementChild + source.lineEnding, at: source.lineStart(of: endTag.lowerBound)))
            } else {
                edits.append(.insert(isElementChild, at: endTag.lowerBound))
            }
        }
        return .success(edits)
    }

    // MARK: - Adding an <accessibility>

    /// The children Xcode writes before `<accessibility>`: the frame, the autoresizing mask, the subviews, the layout
    /// guides, the content view and the background colour (and the tint colour, except in a button, where it follows the
    /// font). Counted on the 403 `<accessibility>` elements of the corpus's iOS files, all of which stand so.
    private static func comesBeforeConfiguration(_ child: XMLSourceText.StartTag, in parent: String, _ source: XMLSourceText) -> Bool {
        switch child.name {
        case "rect", "autoresizingMask", "subviews", "viewLayoutGuide", "tableViewCellContentView", "collectionViewCellContentView":
            return true
        case "color":
            let key = key(child, source)
            return key == "backgroundColor" || key == "tintColor" && parent != "button"
        default:
            return false
        }
    }

    private static func adding(_ changes: ElementChanges, to element: XMLSourceText.ElementExtent,
                               _ source: XMLSourceText) -> Result<[ByteEdit], RewriteRefusal> {
        let start = element.start
        let indent = source.indentation(of: start.range.lowerBound)
        let unit = indentUnit(element, source)
        var attributes: [(String, String)] = []
        if case .set(let text) = changes.label { attributes.append(("label", text)) }
        if let identifier = changes.identifier { attributes.append(("identifier", identifier)) }
        let open = "<accessibility key=\"accessibilityConfiguration\""
            + attributes.sorted { $0.0 < $1.0 }.map { " \($0.0)=\"\(XMLEscaping.attribute($0.1))\"" }.joined()
        let inner = (changes.traits.isEmpty ? [] : [traitsElement(changes.traits)])
            + (changes.isElement.map { ["<bool key=\"isElement\" value=\"\($0 ? "YES" : "NO")\"/>"] } ?? [])
        // On lines of its own, indented as its neighbours, where they stand one to a line (as Xcode writes); else on their line.
        func configuration(indentedBy childIndent: String?) -> String {
            guard !inner.isEmpty else { return open + "/>" }
            guard let childIndent else { return open + ">" + inner.joined() + "</accessibility>" }
            return open + ">" + inner.map { source.lineEnding + childIndent + unit + $0 }.joined() + source.lineEnding + childIndent + "</accessibility>"
        }
        if element.endTag == nil {
            let close = start.range.upperBound - 2
            guard source.startsItsLine(start.range.lowerBound) else {
                return .success([ByteEdit(close..<start.range.upperBound, ">" + configuration(indentedBy: nil) + "</\(start.name)>")])
            }
            return .success([ByteEdit(close..<start.range.upperBound, ">" + source.lineEnding + indent + unit
                + configuration(indentedBy: indent + unit) + source.lineEnding + indent + "</\(start.name)>")])
        }
        let before = element.children.prefix { comesBeforeConfiguration($0, in: start.name, source) }.count
        if before > 0 {
            let previous = element.children[before - 1]
            guard source.startsItsLine(previous.range.lowerBound) else {
                return .success([.insert(configuration(indentedBy: nil), at: element.childEnds[before - 1])])
            }
            let childIndent = source.indentation(of: previous.range.lowerBound)
            return .success([.insert(source.lineEnding + childIndent + configuration(indentedBy: childIndent), at: element.childEnds[before - 1])])
        }
        let anchor = element.children.first?.range.lowerBound ?? element.endTag!.lowerBound
        guard source.startsItsLine(anchor) else { return .success([.insert(configuration(indentedBy: nil), at: anchor)]) }
        let childIndent = element.children.isEmpty ? indent + unit : source.indentation(of: anchor)
        return .success([.insert(childIndent + configuration(indentedBy: childIndent) + source.lineEnding, at: source.lineStart(of: anchor))])
    }

    // MARK: - Helpers

    /// Xcode's order of the inspector's attributes: `key` first, then by name.
    private static func inspectorOrder(_ lhs: String, _ rhs: String) -> Bool {
        (lhs == "key" ? 0 : 1, lhs) < (rhs == "key" ? 0 : 1, rhs)
    }

    private static func traitsElement(_ traits: [String]) -> String {
        "<accessibilityTraits key=\"traits\"" + traits.sorted().map { " \($0)=\"YES\"" }.joined() + "/>"
    }

    private static func isConfiguration(_ tag: XMLSourceText.StartTag) -> Bool {
        tag.name == "accessibility"
    }

    private static func key(_ tag: XMLSourceText.StartTag, _ source: XMLSourceText) -> String? {
        tag.attribute("key").map(source.value)
    }

    /// One level of indentation: what the element's first child adds to its own, else four spaces (Xcode's).
    private static func indentUnit(_ element: XMLSourceText.ElementExtent, _ source: XMLSourceText) -> String {
        let own = source.indentation(of: element.start.range.lowerBound)
        if let first = element.children.first, source.startsItsLine(first.range.lowerBound) {
            let inner = source.indentation(of: first.range.lowerBound)
            if inner.count > own.count, inner.hasPrefix(own) { return String(inner.dropFirst(own.count)) }
        }
        return "    "
    }

    /// `range` with the rest of its line(s) when it stands alone on them: what deleting a whole element removes.
    private static func wholeLines(_ range: Range<Int>, _ source: XMLSourceText) -> ByteEdit {
        let end = source.nextLineStart(after: range.upperBound - 1)
        let rest = source.bytes[range.upperBound..<end].allSatisfy { [0x20, 0x09, 0x0D, 0x0A].contains($0) }
        guard source.startsItsLine(range.lowerBound), rest else { return ByteEdit(range, "") }
        return ByteEdit(source.lineStart(of: range.lowerBound)..<end, "")
    }

    /// The accessibility property `changes` touches that a user-defined runtime attribute of the element sets.
    private static func runtimeAttribute(touchedBy changes: ElementChanges, in element: XMLSourceText.ElementExtent,
                                         _ source: XMLSourceText) -> String? {
        guard let container = element.children.first(where: { $0.name == "userDefinedRuntimeAttributes" }),
              let attributes = source.element(at: container.range.lowerBound) else { return nil }
        let keyPaths = Set(attributes.children.compactMap { $0.attribute("keyPath").map(source.value) })
        let touched = [(changes.label != nil, "accessibilityLabel"), (changes.identifier != nil, "accessibilityIdentifier"),
                       (!changes.traits.isEmpty, "accessibilityTraits"), (changes.isElement != nil, "isAccessibilityElement")]
        return touched.first { $0.0 && keyPaths.contains($0.1) }?.1
    }
}
