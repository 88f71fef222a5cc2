import ElementModel
import RuleEngine

/// The proof a rewrite must pass before it is written: the rewritten layout reads as the same element tree apart
/// from the corrected properties of the corrected elements, the corrected findings are gone, and no finding is new.
/// Elements are matched by their place in the tree (screen, then depth-first order), since lines move when one is
/// added.
public struct FixVerification: Sendable {
    /// An element that differs, or a finding that should be gone or is new: where, in the original file.
    public struct Problem: Sendable, Hashable {
        /// The element's line and column in the original, when the problem is on one element (nil: the screen's or file's).
        public let line: Int?
        public let column: Int?
        /// The index of its screen, when it has one.
        public let screen: Int?
        public let text: String
    }

    public let problems: [Problem]
    public var passes: Bool { problems.isEmpty }

    /// Checks `fixed` (read from the rewritten bytes, with its findings) against `original` (with its findings), for the
    /// findings in `applied`.
    public init(original: LayoutDocument, originalFindings: [Finding], fixed: LayoutDocument, fixedFindings: [Finding],
                applied: [Finding]) {
        var problems: [Problem] = []
        guard original.screens.count == fixed.screens.count else {
            self.problems = [Problem(line: nil, column: nil, screen: nil, text: "it reads as \(fixed.screens.count) screens, not "
                + "\(original.screens.count)")]
            return
        }
        let corrected = Set(applied.map { Place($0.location) })
        var originalIndex = ElementIndex(), fixedIndex = ElementIndex()
        for (number, (before, after)) in zip(original.screens, fixed.screens).enumerated() {
            let pairs = Self.pairs(before.root, after.root)
            guard let pairs else {
                problems.append(Problem(line: nil, column: nil, screen: number, text: "screen \(before.name) reads as another tree of elements"))
                continue
            }
            for (position, (old, new)) in pairs.enumerated() {
                originalIndex.add(old, screen: number, name: before.name, position: position)
                fixedIndex.add(new, screen: number, name: after.name, position: position)
                let isCorrected = corrected.contains(Place(old.location))
                if Self.shape(old, withAccessibility: !isCorrected) != Self.shape(new, withAccessibility: !isCorrected) {
                    problems.append(Problem(line: old.location.line, column: old.location.column, screen: number,
                                            text: "\(old.type) reads differently apart from what was corrected"))
                }
            }
        }
        // Findings counted by rule and element: each applied one must be gone, and none may be new.
        var counts: [FindingKey: Int] = [:]
        for finding in originalFindings { counts[originalIndex.key(finding), default: 0] += 1 }
        for finding in applied { counts[originalIndex.key(finding), default: 0] -= 1 }
        var places: [FindingKey: Finding] = [:]
        for finding in fixedFindings {
            let key = fixedIndex.key(finding)
            counts[key, default: 0] -= 1
            places[key] = finding
        }
        for (key, count) in counts where count < 0 {
            let element = originalIndex.element(at: key)
            let appliedHere = applied.contains { originalIndex.key($0) == key }
            problems.append(Problem(line: element?.location.line, column: element?.location.column, screen: key.screen,
                                    text: appliedHere ? "its \(key.rule) finding is still there"
                                        : "a new \(key.rule) finding: \(places[key]?.message ?? "")"))
        }
        self.problems = problems.sorted { ($0.screen ?? -1, $0.line ?? 0, $0.column ?? 0, $0.text) < ($1.screen ?? -1, $1.line ?? 0, $1.column ?? 0, $1.text) }
    }

    /// The elements of two trees side by side in depth-first order, or nil when their shapes differ.
    private static func pairs(_ lhs: Element, _ rhs: Element) -> [(Element, Element)]? {
        var result: [(Element, Element)] = []
        func walk(_ lhs: Element, _ rhs: Element) -> Bool {
            guard lhs.children.count == rhs.children.count, lhs.type == rhs.type else { return false }
            result.append((lhs, rhs))
            for index in lhs.children.indices where !walk(lhs.children[index], rhs.children[index]) { return false }
            return true
        }
        return walk(lhs, rhs) ? result : nil
    }

    /// What the rewrite must leave as it was: everything but the places, and, unless it was corrected, what is spoken.
    private static func shape(_ element: Element, withAccessibility: Bool) -> String {
        var parts: [String] = [element.type, element.id ?? "", element.customClass ?? "", element.frame.map { "\($0)" } ?? "",
                               "\(element.isHidden)", element.visibleText ?? "", "\(element.interactions)"]
        let accessibility = element.accessibility
        parts += [accessibility.value.value ?? "", accessibility.hint.value ?? "", "\(accessibility.elementsHidden.value)",
                  "\(accessibility.viewIsModal.value)", "\(accessibility.shouldGroupChildren.value)"]
        if withAccessibility {
            parts += [accessibility.label.value ?? "", accessibility.identifier.value ?? "", "\(accessibility.traits.value)",
                      "\(accessibility.isElement.value)"]
        }
        if let node = element.android {
            parts += [node.className, node.text ?? "", node.hint ?? "", "\(node.isClickable)", "\(node.isFocusable)",
                      "\(node.isCheckable)", "\(node.importance)"]
            if withAccessibility { parts += [node.contentDescription ?? "", node.labelFor ?? ""] }
        }
        return parts.joined(separator: "\u{1F}")
    }
}

/// A finding's rule and element, by the element's place in its screen's tree.
private struct FindingKey: Hashable {
    let rule: String
    let screen: Int?
    let position: Int?
    /// For a finding on no element: its message.
    let message: String?
}

/// Where each element stands in its screen's tree, by its line and column.
private struct ElementIndex {
    private var positions: [Place: (screen: Int, position: Int)] = [:]
    private var elements: [Int: [Int: Element]] = [:]
    private var screens: [String: Int] = [:]

    mutating func add(_ element: Element, screen: Int, name: String, position: Int) {
        let place = Place(element.location)
        if positions[place] == nil { positions[place] = (screen, position) }
        elements[screen, default: [:]][position] = element
        if screens[name] == nil { screens[name] = screen }
    }

    func key(_ finding: Finding) -> FindingKey {
        if let found = positions[Place(finding.location)], finding.screen != nil {
            return FindingKey(rule: finding.ruleId, screen: found.screen, position: found.position, message: nil)
        }
        return FindingKey(rule: finding.ruleId, screen: finding.screen.flatMap { screens[$0] }, position: nil, message: finding.message)
    }

    func element(at key: FindingKey) -> Element? {
        guard let screen = key.screen, let position = key.position else { return nil }
        return elements[screen]?[position]
    }
}
