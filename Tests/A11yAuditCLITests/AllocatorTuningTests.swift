#if canImport(Glibc)
import A11yAuditCLI
import Testing

/// The allocator tuning is C that compiles to nothing where the C library is not glibc, and glibc refuses
/// settings out of its range without a word: on Linux every setting must be taken, unless a sanitizer's allocator
/// stands in for glibc's (the suite's AddressSanitizer and ThreadSanitizer runs, `docs/robustness.md`), which the
/// C side knows from how it was compiled.
@Suite struct AllocatorTuningTests {
    @Test func glibcTakesEverySetting() {
        let outcome = AllocatorTuning.apply()
        #expect(outcome == .tuned || outcome == .sanitizerAllocator, "\(outcome)")
    }
}
#endif
