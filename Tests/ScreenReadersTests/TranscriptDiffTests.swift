import Testing
import ScreenReaders

/// How items are matched across versions, and what counts as a move.
@Suite struct TranscriptDiffTests {
    private func item(_ text: String, id: String? = nil, identifier: String? = nil, hint: String? = nil) -> SpokenItem {
        SpokenItem(elementId: id, identifier: identifier, text: text, hint: hint)
    }

    private func changes(_ old: [SpokenItem], _ new: [SpokenItem]) -> [String] {
        let screens = TranscriptDiff.compare(old: [SpokenScreen(path: "A.xib", id: "s", name: "S", items: old)],
                                             new: [SpokenScreen(path: "A.xib", id: "s", name: "S", items: new)])
        return screens.flatMap(\.changes).map { change in
            "\(change.kind.rawValue) \(change.old.map { String($0.position) } ?? "-")>\(change.new.map { String($0.position) } ?? "-")"
        }
    }

    @Test func anInsertionMovesNothing() {
        let old = [item("A", id: "a"), item("B", id: "b"), item("C", id: "c")]
        #expect(changes(old, [item("New", id: "n")] + old) == ["added ->1"])
    }

    @Test func aSwapIsOneMove() {
        let a = item("A", id: "a"), b = item("B", id: "b"), c = item("C", id: "c")
        #expect(changes([a, b, c], [c, a, b]) == ["moved 3>1"])
    }

    @Test func identifiersThenWordsMatchWhenIdsChanged() {
        let old = [item("Pay", id: "x1", identifier: "pay"), item("Close", id: "x2")]
        let new = [item("Pay now", id: "y1", identifier: "pay"), item("Close", id: "y2")]
        #expect(changes(old, new) == ["reworded 1>1"], "same identifier: reworded; same words: unchanged")
    }

    @Test func repeatedIdsMatchInOrder() {
        let old = [item("One", id: "seg"), item("Two", id: "seg")]
        let new = [item("One", id: "seg"), item("Two", id: "seg"), item("Three", id: "seg")]
        #expect(changes(old, new) == ["added ->3"])
    }

    @Test func aHintChangeIsARewording() {
        #expect(changes([item("Pay", id: "p", hint: "Pays.")], [item("Pay", id: "p", hint: "Pays now.")]) == ["reworded 1>1"])
    }

    @Test func screensAreAddedAndRemovedWhole() {
        let kept = SpokenScreen(path: "A.xib", id: "s", name: "S", items: [item("A", id: "a")])
        let gone = SpokenScreen(path: "B.xib", id: "s", name: "Gone", items: [item("B", id: "b"), item("C", id: "c")])
        let new = SpokenScreen(path: "A.xib", id: "t", name: "New", items: [item("D", id: "d")])
        let screens = TranscriptDiff.compare(old: [kept, gone], new: [kept, new])
        #expect(screens.map(\.status) == [.added, .removed])
        #expect(screens.map(\.changes.count) == [1, 2])
    }
}
