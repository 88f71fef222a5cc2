import CAllocatorTuning

/// Tunes glibc's allocator for how the tool uses memory: a large storyboard is read scene by scene, and
/// each finished scene's raw views are freed at once while the next is built. glibc's defaults hand such
/// memory back to the kernel and fault it in again moments later, and serve large arrays with fresh
/// `mmap`s; keeping it costs a few megabytes and saves time on large files (docs/performance.md). The
/// first 60 MB of the heap are marked for transparent huge pages, where the kernel allows them on request:
/// a large audit then takes a few thousand page faults instead of seventeen thousand.
/// Call once, first thing in `main`.
public enum AllocatorTuning {
    /// What became of the tuning.
    public enum Outcome: Equatable, Sendable {
        /// glibc took every setting (the huge-page advice is a wish and not counted).
        case tuned
        /// glibc refused a setting.
        case refused
        /// Another allocator is in use: the C library is not glibc, or a sanitizer's allocator stands in for it.
        case notGlibc, sanitizerAllocator
    }

    @discardableResult
    public static func apply() -> Outcome {
        switch a11y_audit_tune_allocator() {
        case A11Y_AUDIT_ALLOCATOR_TUNED: .tuned
        case A11Y_AUDIT_ALLOCATOR_NOT_GLIBC: .notGlibc
        case A11Y_AUDIT_ALLOCATOR_SANITIZER: .sanitizerAllocator
        default: .refused
        }
    }
}
