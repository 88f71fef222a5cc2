import ElementModel
import Testing

@Suite struct ParallelMapTests {
    @Test func resultsKeepInputOrder() {
        let inputs = Array(0..<2_000)
        #expect(ParallelMap.map(inputs) { $0 * 3 } == inputs.map { $0 * 3 })
        #expect(ParallelMap.map([7]) { $0 + 1 } == [8])
        #expect(ParallelMap.map([Int]()) { $0 }.isEmpty)
    }
}
