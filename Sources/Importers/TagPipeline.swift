import Dispatch
import ElementModel

/// Hands what the parsing thread reads of each tag to a builder on a second thread, in batches, while libxml2 reads
/// on: for formats that are one screen of many small elements (page sources, Android dumps), this is how building
/// the tree overlaps parsing, where a storyboard's overlaps by scene. Events keep document order, so the tree is the
/// same whatever the thread count. With one processor the builder takes each event in line.
final class TagPipeline<Builder: TagBuilder>: @unchecked Sendable where Builder.Event: Sendable {
    typealias Event = Builder.Event

    // The builder is touched by the queue while parsing, then by the reading thread once the queue is drained
    // (`finish`): one thread at a time, which is what makes the unchecked Sendable sound.
    private let builder: Builder
    /// Nil when the tree is built in line.
    private let queue: DispatchQueue?
    private var batch: [Event] = []
    /// Batches the builder is done with, handed back to be freed on the reading thread: memory goes back to the
    /// arena of the thread that made it, and two threads at one arena's lock slowed the IB pipeline by a third.
    private let spent = Locked<[[Event]]>([])
    private static var batchSize: Int { 1024 }

    init(builder: Builder, processors: Int, label: String) {
        self.builder = builder
        queue = processors < 2 ? nil : DispatchQueue(label: label)
    }

    func emit(_ event: Event) {
        guard let queue else {
            builder.apply(event)
            return
        }
        batch.append(event)
        guard batch.count >= Self.batchSize else { return }
        let work = batch
        batch = []
        let builder = self.builder, spent = self.spent
        queue.async {
            for event in work { builder.apply(event) }
            spent.withLock { $0.append(work) }
        }
        freeSpentBatches()
    }

    /// The builder, once it has had every event.
    func finish() -> Builder {
        guard let queue else { return builder }
        let last = batch
        batch = []
        let builder = self.builder
        queue.sync { for event in last { builder.apply(event) } }
        freeSpentBatches()
        return builder
    }

    private func freeSpentBatches() {
        let taken = spent.withLock { batches in
            defer { batches = [] }
            return batches
        }
        withExtendedLifetime(taken) {}
    }
}

/// What builds a tree from a pipeline's events, one at a time, in document order.
protocol TagBuilder: AnyObject, Sendable {
    associatedtype Event
    func apply(_ event: Event)
}
