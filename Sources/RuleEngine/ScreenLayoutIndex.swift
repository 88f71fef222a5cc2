import ElementModel
import ScreenReaders

/// Facts about a whole screen that rules ask of one element at a time, worked out once per screen so that
/// each question costs a lookup instead of a pass over the screen (a screen of a million elements would
/// otherwise take a million passes).
public struct ScreenLayoutIndex: Sendable {
    /// How many positions of a row band a search reads at most. Real rows hold a handful of texts; a
    /// generated screen with every element in one place would otherwise make each search read them all.
    public static let bandLimit = 64

    /// Transcript indices of the utterances with a frame, sorted by the top of their frame (then by
    /// transcript index).
    private let byTop: [(top: Double, index: Int)]
    /// `earliestFrom[i]`: the smallest transcript index among `byTop[i...]`.
    private let earliestFrom: [Int]
    /// For each action selector, where the first element sending it stands (line and column: a screen is
    /// one file) and whether another element sends it too.
    private let senders: [String: (line: Int, column: Int, shared: Bool)]

    init(transcript: ScreenTranscript, visits: [Reachability.Visit]) {
        var byTop: [(top: Double, index: Int)] = []
        for (index, utterance) in transcript.utterances.enumerated() {
            if let frame = utterance.element.screenFrame { byTop.append((frame.y, index)) }
        }
        byTop.sort { ($0.top, $0.index) < ($1.top, $1.index) }
        var earliestFrom = [Int](repeating: Int.max, count: byTop.count + 1)
        for position in byTop.indices.reversed() {
            earliestFrom[position] = min(byTop[position].index, earliestFrom[position + 1])
        }
        var senders: [String: (line: Int, column: Int, shared: Bool)] = [:]
        for index in visits.indices {
            let location = visits[index].element.location
            for case .action(let selector, _) in visits[index].element.interactions {
                if let known = senders[selector] {
                    if !known.shared, (known.line, known.column) != (location.line, location.column) {
                        senders[selector]?.shared = true
                    }
                } else {
                    senders[selector] = (location.line, location.column, false)
                }
            }
        }
        self.byTop = byTop
        self.earliestFrom = earliestFrom
        self.senders = senders
    }

    /// Whether an element other than the one at `location` sends `selector`.
    public func isShared(_ selector: String, by location: SourceLocation) -> Bool {
        guard let known = senders[selector] else { return false }
        return known.shared || (known.line, known.column) != (location.line, location.column)
    }

    /// Transcript indices of the utterances whose frame's top lies between `lowest` and `highest`, in
    /// transcript order: of the `bandLimit` nearest `lowest` when there are more.
    public func utterances(withTopFrom lowest: Double, through highest: Double) -> [Int] {
        let start = firstPosition(withTopAtLeast: lowest)
        var end = start
        while end < byTop.count, end - start < Self.bandLimit, byTop[end].top <= highest { end += 1 }
        return byTop[start..<end].map(\.index).sorted()
    }

    /// The earliest transcript index among the utterances whose frame's top is at least `top`.
    public func earliestUtterance(withTopAtLeast top: Double) -> Int? {
        let value = earliestFrom[firstPosition(withTopAtLeast: top)]
        return value == Int.max ? nil : value
    }

    private func firstPosition(withTopAtLeast top: Double) -> Int {
        var low = 0
        var high = byTop.count
        while low < high {
            let middle = (low + high) / 2
            if byTop[middle].top < top { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
