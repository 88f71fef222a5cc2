import Dispatch

/// `map` over all cores, results in input order: each result is written once, into its own slot, so
/// output never depends on the thread count. Shared by every layer that works on independent items
/// (screens, files); it lives here, at the bottom, because everything depends on this module.
public enum ParallelMap {
    public static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], _ transform: @Sendable (Input) -> Output) -> [Output] {
        guard inputs.count > 1, Processors.available() > 1 else { return inputs.map(transform) }
        return [Output](unsafeUninitializedCapacity: inputs.count) { buffer, count in
            let slots = Slots(base: buffer.baseAddress!)
            // A few interleaved slices rather than one task per item: thousands of tiny tasks cost more in
            // scheduling than they gain, and interleaving keeps the slices' work even.
            let slices = min(inputs.count, 16)
            DispatchQueue.concurrentPerform(iterations: slices) { slice in
                for index in stride(from: slice, to: inputs.count, by: slices) {
                    slots.store(transform(inputs[index]), at: index)
                }
            }
            count = inputs.count
        }
    }

    /// The output's storage while workers fill it; every index is written exactly once, by one worker.
    private struct Slots<Output>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Output>

        func store(_ output: Output, at index: Int) {
            (base + index).initialize(to: output)
        }
    }
}
