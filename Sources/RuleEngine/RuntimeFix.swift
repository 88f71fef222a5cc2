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

    /// "Find it in the app by its identifier "signIn.email" (frame 20, 280, 374×44): …"
    static func whereToFind(_ element: Element) -> String {
        var clues: [String] = []
        if let identifier = element.accessibility.identifier.value {
            clues.append("its identifier \"\(identifier)\"")
        } else if let label = element.accessibility.label.value {
            clues.append("its label \"\(label)\"")
        }
        if let frame = element.screenFrame {
            let numbers = [frame.x, frame.y].map(format).joined(separator: ", ") + ", " + format(frame.width) + "×" + format(frame.height)
            clues.append("its frame (\(numbers))")
        }
        let by = clues.isEmpty ? "its place in the page source" : clues.joined(separator: " and ")
        return "Find the \(element.sourceName) in the app by \(by): a page source points to no line of the app's source code."
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
