import ElementModel
import ScreenReaders

/// Captions on one line and their values on the line below, column by column ("Week", "Adherence", "Sessions" over
/// "1 / 1", "0%", "2"; or the values on top), each text a stop of its own: TalkBack reads the whole first line, then the
/// second, so each value is heard several stops from what it is. Found in a dump's reading order, where frames are
/// the screen's: a layout has none.
struct CaptionColumns {
    let captions: [Element]
    let values: [Element]
    /// Whether the captions are read before the values.
    let captionsFirst: Bool

    /// Every such pair of lines among `stops`, what the screen reader says in reading order.
    static func find(in stops: [Utterance]) -> [CaptionColumns] {
        var found: [CaptionColumns] = []
        var start = 0
        while start < stops.count {
            let first = line(of: stops, from: start)
            guard first.count >= 2 else {
                start += 1
                continue
            }
            let second = line(of: stops, from: start + first.count)
            if second.count == first.count, let columns = pair(stops[first].map(\.element), stops[second].map(\.element)) {
                found.append(columns)
                start = second.upperBound
            } else {
                start = first.upperBound
            }
        }
        return found
    }

    /// The stops from `start` on that are plain texts on one line, left to right.
    private static func line(of stops: [Utterance], from start: Int) -> Range<Int> {
        guard start < stops.count, CaptionNotGroupedRule.isPlainText(stops[start].element), let head = stops[start].element.screenFrame else {
            return start..<start
        }
        var end = start + 1
        while end < stops.count, CaptionNotGroupedRule.isPlainText(stops[end].element), let frame = stops[end].element.screenFrame,
              let previous = stops[end - 1].element.screenFrame, abs(frame.y - head.y) <= 6, abs(frame.height - head.height) <= 6,
              frame.x >= previous.x + previous.width {
            end += 1
        }
        return start..<end
    }

    /// The two lines as captions and values: one line all words, the other all values, the second just under the first,
    /// each value under its caption.
    private static func pair(_ upper: [Element], _ lower: [Element]) -> CaptionColumns? {
        guard let top = upper[0].screenFrame, let bottom = lower[0].screenFrame,
              bottom.y >= top.y + top.height / 2, bottom.y - (top.y + top.height) <= 2 * top.height,
              zip(upper, lower).allSatisfy({ overlapHorizontally($0.screenFrame, $1.screenFrame) }) else { return nil }
        let upperTexts = upper.map { $0.accessibility.label.value ?? "" }, lowerTexts = lower.map { $0.accessibility.label.value ?? "" }
        if upperTexts.allSatisfy(CaptionNotGroupedRule.isCountedWord), lowerTexts.allSatisfy(isShownValue) {
            return CaptionColumns(captions: upper, values: lower, captionsFirst: true)
        }
        if upperTexts.allSatisfy(isShownValue), lowerTexts.allSatisfy(CaptionNotGroupedRule.isCountedWord) {
            return CaptionColumns(captions: lower, values: upper, captionsFirst: false)
        }
        return nil
    }

    private static func overlapHorizontally(_ one: Rect?, _ other: Rect?) -> Bool {
        guard let one, let other else { return false }
        return min(one.x + one.width, other.x + other.width) > max(one.x, other.x)
    }

    /// A number as a statistic shows it: "2", "31.9K", "0%", "1 / 1".
    private static func isShownValue(_ text: String) -> Bool {
        let compact = text.filter { $0 != " " }
        if compact.hasSuffix("%") { return CaptionNotGroupedRule.isNumber(String(compact.dropLast())) }
        let parts = compact.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count <= 2 && parts.allSatisfy { CaptionNotGroupedRule.isNumber(String($0)) }
    }
}
