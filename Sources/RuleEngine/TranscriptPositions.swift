import ElementModel
import ScreenReaders

/// Where each spoken element stands in the transcript, told apart without object identity: parts of one
/// control share a location, so type and label count too. Most locations are spoken once, so they are
/// looked up by line and column alone, and only the parts that share a location with an earlier
/// utterance go into a table keyed by everything: a screen of a million elements keeps a million small
/// entries, not a million strings.
struct TranscriptPositions: Sendable {
    /// Transcript index of the utterance first spoken at each location (the last one with the same key).
    private var byLocation: [LineAndColumn: Int] = [:]
    /// The utterances whose location was taken by an utterance of another type or label.
    private var sharingALocation: [ElementKey: Int] = [:]

    init(_ utterances: [Utterance]) {
        // Sized once: growing a table of a million entries moves every entry, twenty times over.
        byLocation.reserveCapacity(utterances.count)
        for index in utterances.indices {
            let element = utterances[index].element
            let location = LineAndColumn(element.location)
            if let first = byLocation[location], !ElementKey.same(utterances[first].element, element) {
                sharingALocation[ElementKey(element)] = index
            } else {
                byLocation[location] = index
            }
        }
    }

    /// The index of `element`'s utterance, or nil when VoiceOver does not reach it. When several utterances
    /// have the same key, the last one.
    func index(of element: Element, in utterances: [Utterance]) -> Int? {
        if let first = byLocation[LineAndColumn(element.location)], ElementKey.same(utterances[first].element, element) {
            return first
        }
        return sharingALocation.isEmpty ? nil : sharingALocation[ElementKey(element)]
    }
}

/// A location within the screen's file (a screen is one file, so the path is the same throughout): hashed
/// without the path string.
public struct LineAndColumn: Hashable, Sendable {
    public let line: Int
    public let column: Int

    public init(_ location: SourceLocation) {
        line = location.line
        column = location.column
    }
}

/// The key that tells elements apart: where, what type, what label.
private struct ElementKey: Hashable {
    let line: Int
    let column: Int
    let type: String
    let label: String?

    init(_ element: Element) {
        line = element.location.line
        column = element.location.column
        type = element.type
        label = element.accessibility.label.value
    }

    static func same(_ lhs: Element, _ rhs: Element) -> Bool {
        lhs.location.line == rhs.location.line && lhs.location.column == rhs.location.column && lhs.type == rhs.type
            && lhs.accessibility.label.value == rhs.accessibility.label.value
    }
}
