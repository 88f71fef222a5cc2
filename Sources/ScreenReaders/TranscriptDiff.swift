/// What VoiceOver says on one screen, reduced to what two versions of a layout are compared by: each item's
/// words and the element that says them.
public struct SpokenScreen: Hashable, Sendable {
    public var path: String
    public var id: String
    public var name: String
    public var items: [SpokenItem]

    public init(path: String, id: String, name: String, items: [SpokenItem]) {
        self.path = path
        self.id = id
        self.name = name
        self.items = items
    }

    /// A screen as the reader read it now.
    public init(path: String, transcript: ScreenTranscript) {
        self.init(path: path, id: transcript.screen.id, name: transcript.screen.name, items: transcript.utterances.map { utterance in
            SpokenItem(elementId: utterance.element.id, identifier: utterance.element.accessibility.identifier.value,
                       text: utterance.text, hint: utterance.hint)
        })
    }
}

/// One thing VoiceOver says, with what identifies its element across versions.
public struct SpokenItem: Hashable, Sendable {
    public var elementId: String?
    /// The accessibility identifier, which survives an element being recreated with a new id.
    public var identifier: String?
    public var text: String
    public var hint: String?

    public init(elementId: String?, identifier: String?, text: String, hint: String?) {
        self.elementId = elementId
        self.identifier = identifier
        self.text = text
        self.hint = hint
    }
}

/// How what VoiceOver says on a screen changed between two versions.
public struct ScreenChanges: Hashable, Sendable {
    public enum Status: String, Hashable, Sendable {
        case added, removed, changed
    }

    public var path: String
    public var id: String
    public var name: String
    public var status: Status
    public var changes: [TranscriptChange]
}

/// One difference in what is said: an item added or removed, reworded (its words or hint changed), or moved
/// (said at another point in the order, relative to the items around it).
public struct TranscriptChange: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case added, removed, reworded, moved
    }

    /// An item as one version says it; `position` is 1-based, the transcript's numbering.
    public struct Side: Hashable, Sendable {
        public var position: Int
        public var text: String
        public var hint: String?
    }

    public var kind: Kind
    public var elementId: String?
    public var old: Side?
    public var new: Side?
}

/// Compares two versions of what VoiceOver says. Screens are matched by file and screen id. Items are matched
/// by element id first, then by accessibility identifier, then by their words, so an element that moves is a
/// move, not a removal and an addition. A matched item is moved when it left the longest run of matched items
/// that kept their order: inserting an item before others does not move them.
public enum TranscriptDiff {
    /// The screens whose items changed, in the new version's order, then the screens that are gone.
    public static func compare(old: [SpokenScreen], new: [SpokenScreen]) -> [ScreenChanges] {
        var oldByKey: [String: SpokenScreen] = [:]
        for screen in old { oldByKey[key(screen)] = screen }
        var result: [ScreenChanges] = []
        var seen: Set<String> = []
        for screen in new {
            seen.insert(key(screen))
            if let before = oldByKey[key(screen)] {
                let changes = compare(before.items, screen.items)
                if !changes.isEmpty {
                    result.append(ScreenChanges(path: screen.path, id: screen.id, name: screen.name, status: .changed, changes: changes))
                }
            } else {
                result.append(ScreenChanges(path: screen.path, id: screen.id, name: screen.name, status: .added,
                                            changes: compare([], screen.items)))
            }
        }
        for screen in old where !seen.contains(key(screen)) {
            result.append(ScreenChanges(path: screen.path, id: screen.id, name: screen.name, status: .removed,
                                        changes: compare(screen.items, [])))
        }
        return result
    }

    /// How many screens of `new` have a screen of `old` to compare with (same file and screen id).
    public static func matchedScreens(old: [SpokenScreen], new: [SpokenScreen]) -> Int {
        let oldKeys = Set(old.map(key))
        return new.filter { oldKeys.contains(key($0)) }.count
    }

    private static func key(_ screen: SpokenScreen) -> String {
        screen.path + "\u{0}" + screen.id
    }

    /// The changes from `old` to `new` items of one screen, in the order a reader meets them.
    static func compare(_ old: [SpokenItem], _ new: [SpokenItem]) -> [TranscriptChange] {
        let pairs = match(old, new)
        var changes: [TranscriptChange] = []
        let matchedOld = Set(pairs.map(\.old))
        let matchedNew = Set(pairs.map(\.new))
        func side(_ items: [SpokenItem], _ index: Int) -> TranscriptChange.Side {
            TranscriptChange.Side(position: index + 1, text: items[index].text, hint: items[index].hint)
        }
        for index in old.indices where !matchedOld.contains(index) {
            changes.append(TranscriptChange(kind: .removed, elementId: old[index].elementId, old: side(old, index), new: nil))
        }
        for index in new.indices where !matchedNew.contains(index) {
            changes.append(TranscriptChange(kind: .added, elementId: new[index].elementId, old: nil, new: side(new, index)))
        }
        let kept = keptInOrder(pairs)
        for (offset, pair) in pairs.enumerated() {
            let before = old[pair.old], after = new[pair.new]
            let elementId = after.elementId ?? before.elementId
            if before.text != after.text || before.hint != after.hint {
                changes.append(TranscriptChange(kind: .reworded, elementId: elementId, old: side(old, pair.old), new: side(new, pair.new)))
            }
            if !kept.contains(offset) {
                changes.append(TranscriptChange(kind: .moved, elementId: elementId, old: side(old, pair.old), new: side(new, pair.new)))
            }
        }
        let rank: [TranscriptChange.Kind: Int] = [.removed: 0, .added: 1, .reworded: 2, .moved: 3]
        return changes.sorted { lhs, rhs in
            let left = (lhs.new ?? lhs.old)!.position, right = (rhs.new ?? rhs.old)!.position
            return (left, rank[lhs.kind]!) < (right, rank[rhs.kind]!)
        }
    }

    /// Matched items as (old index, new index), sorted by old index: by element id, then identifier, then words;
    /// each item is matched at most once, repeats in order (a segmented control's segments share its id).
    private static func match(_ old: [SpokenItem], _ new: [SpokenItem]) -> [(old: Int, new: Int)] {
        var pairs: [(old: Int, new: Int)] = []
        var freeOld = Set(old.indices)
        var freeNew = Set(new.indices)
        let properties: [(SpokenItem) -> String?] = [{ $0.elementId }, { $0.identifier }, { $0.text }]
        for property in properties {
            var waiting: [String: [Int]] = [:]
            for index in old.indices where freeOld.contains(index) {
                if let value = property(old[index]) { waiting[value, default: []].append(index) }
            }
            for index in new.indices where freeNew.contains(index) {
                guard let value = property(new[index]), var candidates = waiting[value], !candidates.isEmpty else { continue }
                let match = candidates.removeFirst()
                waiting[value] = candidates
                pairs.append((match, index))
                freeOld.remove(match)
                freeNew.remove(index)
            }
        }
        return pairs.sorted { $0.old < $1.old }
    }

    /// The offsets, into `pairs` (sorted by old index), of a longest run whose new indices rise too: the items
    /// that kept their order. The rest moved.
    private static func keptInOrder(_ pairs: [(old: Int, new: Int)]) -> Set<Int> {
        // Patience sorting: `tails[k]` is the offset of the smallest last new index of a rising run of length k + 1.
        var tails: [Int] = []
        var previous = [Int?](repeating: nil, count: pairs.count)
        for offset in pairs.indices {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].new < pairs[offset].new { low = middle + 1 } else { high = middle }
            }
            previous[offset] = low > 0 ? tails[low - 1] : nil
            if low == tails.count { tails.append(offset) } else { tails[low] = offset }
        }
        var kept: Set<Int> = []
        var offset = tails.last
        while let current = offset {
            kept.insert(current)
            offset = previous[current]
        }
        return kept
    }
}
