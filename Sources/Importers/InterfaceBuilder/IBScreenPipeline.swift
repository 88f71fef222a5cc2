import Dispatch
import ElementModel

/// Resolves finished scenes on a second thread while the parser reads on, so resolution overlaps
/// parsing instead of following it. A serial queue keeps screens in document order, so output is the
/// same whatever the thread count.
final class IBScreenPipeline: @unchecked Sendable {
    // `results` is touched only on `queue`: that is what makes the unchecked Sendable sound.
    private let queue = DispatchQueue(label: "a11y-audit.interface-builder.resolve")
    private var results: [[Screen]] = []
    /// Scopes waiting to be handed over. Handing them over in batches, not one scene at a time, spares
    /// thousands of thread wake-ups on a large storyboard.
    private var batch: [IBScreenBuilder] = []
    private let batchSize = 32

    /// A batch of scopes' raw objects, handed over for good: the reader never touches them again once
    /// their scenes have ended, so reading them on another thread races with nothing.
    private struct HandedOver: @unchecked Sendable {
        let builders: [IBScreenBuilder]
    }

    func submit(_ builder: IBScreenBuilder) {
        batch.append(builder)
        if batch.count >= batchSize { handOver() }
    }

    /// Waits for every submitted scope and returns their screens in submission order. The last batch is
    /// built here, on the reading thread: the parse is over, and memory its raw objects free is reused
    /// by its elements (glibc gives each thread its own heap), which matters when one scene is the whole file.
    func screens() -> [Screen] {
        let last = batch
        batch = []
        let lastScreens = last.flatMap { $0.screens() }
        return queue.sync { results.flatMap { $0 } } + lastScreens
    }

    private func handOver() {
        guard !batch.isEmpty else { return }
        let work = HandedOver(builders: batch)
        batch = []
        queue.async { self.results.append(contentsOf: work.builders.map { $0.screens() }) }
    }
}
