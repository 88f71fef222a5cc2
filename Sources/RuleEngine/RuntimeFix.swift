import ElementModel

/// Fixes for findings in a page source, which shows what the running app exposed but not which framework drew
/// it nor which line of the app's source made it. The fix then gives the UIKit property and the SwiftUI
/// modifier for the same change, no Interface Builder XML, and says how to find the element in the app.
enum RuntimeFix {
    static func adapt(_ fix: Fix, for element: Element) -> Fix {
        var adapted = fix
        adapted.interfaceBuilder = nil
        adapted.swiftUI = fix.swift.flatMap(swiftUI)
        adapted.summary = fix.summary + " " + whereToFind(element)
        return adapted
    }

    /// `fix` with where to find the element in the app added to its summary (Android dumps: the fix is already in
    /// Android's terms, as code; a dump has no layout attribute to change).
    static func locating(_ fix: Fix, _ element: Element) -> Fix {
        var located = fix
        located.summary = fix.summary + " " + whereToFind(element)
        located.androidLayout = nil
        return located
    }

    /// `fix` for a view of an Android layout: the finding points at the view's line, and the fix is the layout's
    /// attribute, not code.
    static func inLayout(_ fix: Fix) -> Fix {
        guard fix.androidLayout != nil else { return fix }
        var adapted = fix
        adapted.androidView = nil
        adapted.compose = nil
        return adapted
    }

    /// "Find the XCUIElementTypeTextField in the app by its identifier "signIn.email" and its frame (20, 280, 374×44): …";
    /// on Android by resource id and bounds (pixels).
    static func whereToFind(_ element: Element) -> String {
        let isAndroid = element.android != nil
        var clues: [String] = []
        if let identifier = element.accessibility.identifier.value {
            clues.append((isAndroid ? "its resource id" : "its identifier") + " \"\(identifier)\"")
        } else if let label = element.accessibility.label.value {
            clues.append("its label \"\(label)\"")
        }
        if let frame = element.screenFrame {
            let numbers = [frame.x, frame.y].map(format).joined(separator: ", ") + ", " + format(frame.width) + "×" + format(frame.height)
            clues.append((isAndroid ? "its bounds" : "its frame") + " (\(numbers))")
        }
        let source = isAndroid ? "dump" : "page source"
        let by = clues.isEmpty ? "its place in the \(source)" : clues.joined(separator: " and ")
        // A page source names the element by its type; a dump by its class.
        let kind = element.android?.className ?? element.sourceName
        return "Find the \(kind) in the app by \(by): a \(source) points to no line of the app's source code."
    }

    /// The SwiftUI modifier for each UIKit assignment of the Swift fix (`a.accessibilityLabel = "Pay"` →
    /// `.accessibilityLabel("Pay")`); nil when one has no SwiftUI counterpart.
    static func swiftUI(_ swift: String) -> String? {
        let modifiers = swift.split(separator: ";").map { statement -> String? in
            let parts = statement.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let dot = parts[0].lastIndex(of: ".") else { return nil }
            let property = parts[0][parts[0].index(after: dot)...].trimmingSpaces
            let value = String(parts[1].trimmingSpaces)
            switch property {
            case "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier":
                return value == "nil" ? nil : ".\(property)(\(value))"
            case "accessibilityTraits":
                let traits = value.trimmingCharacters(in: "[]").split(separator: ",").map { trait -> String in
                    let name = trait.trimmingSpaces.drop { $0 == "." }
                    return ".is" + name.prefix(1).uppercased() + name.dropFirst()
                }
                return traits.isEmpty ? nil : ".accessibilityAddTraits(\(traits.count == 1 ? traits[0] : "[" + traits.joined(separator: ", ") + "]"))"
            case "isAccessibilityElement":
                return value == "false" ? ".accessibilityHidden(true)" : ".accessibilityElement(children: .combine)"
            case "accessibilityElementsHidden":
                return ".accessibilityHidden(\(value))"
            default:
                return nil
            }
        }
        guard modifiers.allSatisfy({ $0 != nil }) else { return nil }
        return modifiers.compactMap { $0 }.joined(separator: "; ")
    }

    private static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}

private extension Substring {
    var trimmingSpaces: Substring {
        var result = self
        while result.first == " " { result.removeFirst() }
        while result.last == " " { result.removeLast() }
        return result
    }
}

private extension String {
    func trimmingCharacters(in characters: String) -> Substring {
        var result = Substring(self)
        while let first = result.first, characters.contains(first) { result.removeFirst() }
        while let last = result.last, characters.contains(last) { result.removeLast() }
        return result
    }
}
