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
        // Only the places findings stand at are looked up: a large file has far more elements than findings.
        let originalPlaces = Set((originalFindings + applied).map { Place($0.location) })
        let fixedPlaces = Set(fixedFindings.map { Place($0.location) })
        var originalIndex = ElementIndex(), fixedIndex = ElementIndex()
        for (number, (before, after)) in zip(original.screens, fixed.screens).enumerated() {
            originalIndex.addScreen(before.name, number)
            fixedIndex.addScreen(after.name, number)
            guard let pairs = Self.pairs(before.root, after.root) else {
                problems.append(Problem(line: nil, column: nil, screen: number, text: "screen \(before.name) reads as another tree of elements"))
                continue
            }
            for (position, (old, new)) in pairs.enumerated() {
                let oldPlace = Place(old.location)
                if originalPlaces.contains(oldPlace) { originalIndex.add(old, at: oldPlace, screen: number, position: position) }
                let newPlace = Place(new.location)
                if fixedPlaces.contains(newPlace) { fixedIndex.add(new, at: newPlace, screen: number, position: position) }
                if !Self.isSame(old, new, apartFromWhatIsSpoken: corrected.contains(oldPlace)) {
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

    /// Whether the rewrite left the element as it was: everything but its place, and, unless it was corrected, what is
    /// spoken (label, identifier, traits, the Enabled box; an Android view's content description and labelFor).
    private static func isSame(_ old: Element, _ new: Element, apartFromWhatIsSpoken corrected: Bool) -> Bool {
        let before = old.accessibility, after = new.accessibility
        guard old.type == new.type, old.id == new.id, old.customClass == new.customClass, old.frame == new.frame,
              old.isHidden == new.isHidden, old.visibleText == new.visibleText, old.interactions == new.interactions,
              before.value.value == after.value.value, before.hint.value == after.hint.value,
              before.elementsHidden.value == after.elementsHidden.value, before.viewIsModal.value == after.viewIsModal.value,
              before.shouldGroupChildren.value == after.shouldGroupChildren.value else { return false }
        if !corrected {
            guard before.label.value == after.label.value, before.identifier.value == after.identifier.value,
                  before.traits.value == after.traits.value, before.isElement.value == after.isElement.value else { return false }
        }
        guard let node = old.android, let other = new.android else { return (old.android == nil) == (new.android == nil) }
        guard node.className == other.className, node.text == other.text, node.hint == other.hint, node.isClickable == other.isClickable,
              node.isFocusable == other.isFocusable, node.isCheckable == other.isCheckable, node.importance == other.importance
        else { return false }
        return corrected || node.contentDescription == other.contentDescription && node.labelFor == other.labelFor
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

/// Where the elements findings stand at are in their screen's tree, by their line and column.
private struct ElementIndex {
    private var positions: [Place: (screen: Int, position: Int, element: Element)] = [:]
    private var screens: [String: Int] = [:]

    mutating func addScreen(_ name: String, _ number: Int) {
        if screens[name] == nil { screens[name] = number }
    }

    mutating func add(_ element: Element, at place: Place, screen: Int, position: Int) {
        if positions[place] == nil { positions[place] = (screen, position, element) }
    }

    func key(_ finding: Finding) -> FindingKey {
        if let found = positions[Place(finding.location)], finding.screen != nil {
            return FindingKey(rule: finding.ruleId, screen: found.screen, position: found.position, message: nil)
        }
        return FindingKey(rule: finding.ruleId, screen: finding.screen.flatMap { screens[$0] }, position: nil, message: finding.message)
    }

    func element(at key: FindingKey) -> Element? {
        guard let position = key.position else { return nil }
        return positions.values.first { $0.screen == key.screen && $0.position == position }?.element
    }
}
