import CAllocatorTuning

/// Tunes glibc's allocator for how the tool uses memory: a large storyboard is read scene by scene, and
/// each finished scene's raw views are freed at once while the next is built. glibc's defaults hand such
/// memory back to the kernel and fault it in again moments later, and serve large arrays with fresh
/// `mmap`s; keeping it costs a few megabytes and saves time on large files (docs/performance.md).
/// Call once, first thing in `main`.
public enum AllocatorTuning {
    public static func apply() {
        a11y_audit_tune_allocator()
    }
}
