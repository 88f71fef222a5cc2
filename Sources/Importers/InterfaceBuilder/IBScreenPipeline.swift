import Dispatch
import ElementModel

/// Resolves finished scenes on a second thread while the parser reads on, so resolution overlaps
/// parsing instead of following it. A serial queue keeps screens in document order, so output is the
/// same whatever the thread count.
final class IBScreenPipeline: @unchecked Sendable {
    // `results` is touched only on `queue` (or only on the reading thread, when scopes are built in line):
    // that is what makes the unchecked Sendable sound.
    private let queue = DispatchQueue(label: "a11y-audit.interface-builder.resolve")
    private var results: [Screen] = []
    /// For each screen built on the queue, the document it was handed to `handler` with, or nil when it
    /// was built after the parse ended and handed to no one.
    private var handedWith: [LayoutDocument?] = []
    /// Set when the parse ends: the handler's work on the screens still waiting is better done by the
    /// caller on every core than by this one thread while the caller waits.
    private let parseEnded = Locked(false)
    private let handler: ScreenHandler?
    /// Scopes waiting to be handed over, each with the document as known when it ended. Handing them over
    /// in batches, not one scene at a time, spares thousands of thread wake-ups on a large storyboard.
    private var batch: [(builder: IBScreenBuilder, document: LayoutDocument)] = []
    private let batchSize = 32
    /// Batches whose screens are built, handed back for the reading thread to free. The reading thread made
    /// their raw objects, and memory freed by another thread goes back to the allocator's arena of the thread
    /// that made it, under that arena's lock: with both threads at it all the time, the lock was contended
    /// thousands of times a second, and the two threads together took a third longer.
    private let spent = Locked<[HandedOver]>([])

    /// A batch of scopes' raw objects, handed over for good: the reader never touches them again once
    /// their scenes have ended, so reading them on another thread races with nothing.
    private struct HandedOver: @unchecked Sendable {
        let scopes: [(builder: IBScreenBuilder, document: LayoutDocument)]
    }

    /// With one processor the second thread only takes turns with the reader: scopes are built in line, as
    /// they end, while their raw objects are still in the cache (a tenth faster on one core).
    private let buildsInline: Bool

    /// `handler` gets each screen, on the queue (or in line), as soon as it is built.
    init(handler: ScreenHandler?, buildsInline: Bool) {
        self.handler = handler
        self.buildsInline = buildsInline
    }

    func submit(_ builder: IBScreenBuilder, document: LayoutDocument) {
        if buildsInline {
            // The queue is never used, so this thread is the only one to touch `results`.
            collect(builder.screens(), document: document)
            return
        }
        batch.append((builder, document))
        if batch.count >= batchSize {
            handOver()
            freeSpentBatches()
        }
    }

    /// Waits for every submitted scope and returns their screens in submission order, with the document
    /// each of the first `handedWith.count` was handed over with. The last batch is built here, on the
    /// reading thread, and handed to no one: the parse is over, and memory its raw objects free is reused
    /// by its elements (glibc gives each thread its own heap), which matters when one scene is the whole file.
    func screens() -> (screens: [Screen], handedWith: [LayoutDocument?]) {
        parseEnded.withLock { $0 = true }
        let last = batch
        batch = []
        let lastScreens = last.flatMap { $0.builder.screens() }
        let all = queue.sync { (results + lastScreens, handedWith) }
        freeSpentBatches()
        return all
    }

    private func handOver() {
        guard !batch.isEmpty else { return }
        let work = HandedOver(scopes: batch)
        batch = []
        queue.async {
            for (builder, document) in work.scopes {
                self.collect(builder.screens(freeingRawTree: false), document: document)
            }
            self.spent.withLock { $0.append(work) }
        }
    }

    /// Keeps built screens in order, handing each to the handler until the parse has ended.
    private func collect(_ screens: [Screen], document: LayoutDocument) {
        for screen in screens {
            let handing = handler != nil && !parseEnded.withLock { $0 }
            if handing { handler?(results.count, screen, document) }
            results.append(screen)
            handedWith.append(handing ? document : nil)
        }
    }

    /// Frees the built batches handed back so far (see `spent`), on the calling thread.
    private func freeSpentBatches() {
        let taken = spent.withLock { batches in
            defer { batches = [] }
            return batches
        }
        withExtendedLifetime(taken) {}
    }
}
