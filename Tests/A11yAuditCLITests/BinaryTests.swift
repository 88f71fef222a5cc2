import Foundation
import Testing

/// The built executable itself: exit status, stdout and stderr as a shell or CI script sees them.
@Suite struct BinaryTests {
    static let binary = BinaryRun.binary

    private func run(_ arguments: [String]) throws -> BinaryRun {
        try BinaryRun(arguments)
    }

    @Test(.enabled(if: binary != nil, "the a11y-audit executable is not built")) func exitStatuses() throws {
        let good = try run(["tree", PackagePaths.samples])
        #expect(good.status == 0 && good.errors.isEmpty && good.output.contains("screen \"Checkout\""))
        let usage = try run(["tree"])
        #expect(usage.status == 2 && usage.output.isEmpty && usage.errors.contains("usage: a11y-audit tree"))
        let missing = try run(["tree", "/nonexistent.xib", PackagePaths.samples])
        #expect(missing.status == 2)
        #expect(missing.errors == "/nonexistent.xib:1:1: error: no such file or directory\n")
        #expect(missing.output == good.output)
    }
}
