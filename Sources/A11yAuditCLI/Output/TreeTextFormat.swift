import ElementModel
import ReportFormats

/// The `tree` command's text output: one line per element, indented by depth, readable in a terminal
/// and diffable in a pull request.
///
///     Samples/Login.storyboard (interface-builder, phone)
///       screen "Sign In" (BYZ-38-t0r)
///         UIView BYZ-vw-001 [0 0 393 852] @14:17
///           UIButton (PayButton) ab1-cd-ef2 element label="Pay" traits=[button] [16 700 361 44] @20:21
struct TreeTextFormat {
    let output: OutputSink

    func write(_ document: LayoutDocument) {
        var text = "\(document.path) (\(document.format), \(document.idiom.rawValue))\n"
        if document.screens.isEmpty { text += "  (no screens)\n" }
        for screen in document.screens {
            text += "  screen \"\(screen.name)\" (\(screen.id))\n"
            append(screen.root, depth: 2, to: &text)
            output.write(text)
            text = ""
        }
        output.write(text)
    }

    private func append(_ element: Element, depth: Int, to text: inout String) {
        text += String(repeating: "  ", count: depth) + line(for: element) + "\n"
        for child in element.children {
            append(child, depth: depth + 1, to: &text)
        }
    }

    private func line(for element: Element) -> String {
        let accessibility = element.accessibility
        // A page source's element type first (what the dump says), then the UIKit class whose part it plays.
        var parts = element.sourceName.hasPrefix("XCUIElementType") ? [element.sourceName, "as", element.type] : [element.type]
        if let customClass = element.customClass { parts.append("(\(customClass))") }
        if let id = element.id { parts.append(id) }
        if accessibility.isElement.value { parts.append("element") }
        if let label = accessibility.label.value { parts.append("label=\(quoted(label))") }
        if let value = accessibility.value.value { parts.append("value=\(quoted(value))") }
        if let hint = accessibility.hint.value { parts.append("hint=\(quoted(hint))") }
        if let identifier = accessibility.identifier.value { parts.append("identifier=\(quoted(identifier))") }
        let traits = accessibility.traits.value.names
        if !traits.isEmpty { parts.append("traits=[\(traits.joined(separator: ","))]") }
        if element.isHidden { parts.append("hidden") }
        if accessibility.elementsHidden.value { parts.append("elementsHidden") }
        if accessibility.viewIsModal.value { parts.append("modal") }
        if element.isInteractive { parts.append("interactive") }
        if let frame = element.screenFrame {
            let numbers = [frame.x, frame.y, frame.width, frame.height].map(JSONWriter.formatCoordinate)
            parts.append("[\(numbers.joined(separator: " "))]")
        }
        parts.append("@\(element.location.line):\(element.location.column)")
        return parts.joined(separator: " ")
    }

    private func quoted(_ string: String) -> String {
        JSONWriter.quoted(string)
    }
}
