#if canImport(Glibc)
import A11yAuditCLI
import Testing

/// The allocator tuning is C that compiles to nothing where the C library is not glibc, and glibc refuses
/// settings out of its range without a word: on Linux every setting must be taken.
@Suite struct AllocatorTuningTests {
    @Test func glibcTakesEverySetting() {
        #expect(AllocatorTuning.apply())
    }
}
#endif
