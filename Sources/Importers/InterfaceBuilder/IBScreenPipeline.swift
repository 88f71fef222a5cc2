import Dispatch
import ElementModel

/// Resolves finished scenes on a second thread while the parser reads on, so resolution overlaps
/// parsing instead of following it. A serial queue keeps screens in document order, so output is the
/// same whatever the thread count.
final class IBScreenPipeline: @unchecked Sendable {
    // `results` is touched only on `queue`: that is what makes the unchecked Sendable sound.
    private let queue = DispatchQueue(label: "a11y-audit.interface-builder.resolve")
    private var results: [[Screen]] = []

    /// A scope's raw objects, handed over for good: the reader never touches them again once the scene
    /// has ended, so reading them on another thread races with nothing.
    private struct HandedOver: @unchecked Sendable {
        let builder: IBScreenBuilder
    }

    func submit(_ builder: IBScreenBuilder) {
        let work = HandedOver(builder: builder)
        queue.async { self.results.append(work.builder.screens()) }
    }

    /// Waits for every submitted scope and returns their screens in submission order.
    func screens() -> [Screen] {
        queue.sync { results.flatMap { $0 } }
    }
}
