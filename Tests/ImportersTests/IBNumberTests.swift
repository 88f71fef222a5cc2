@testable import Importers
import Testing

/// Attribute numbers are read from their bytes when they are plain decimals: whatever the text, the
/// result must be exactly `Double(_:)`'s, bit for bit.
@Suite struct IBNumberTests {
    @Test(arguments: [
        "0", "-0", "0.0", "-0.0", "16", "343", "0.5", "-20.5", "375.33333333333", "0.1", "0.2", "0.3", "2.675",
        "123456789012345", "1234567890123456", "0.000000000000001", "9007199254740993", "1e5", "+3", " 3", "3 ",
        "5.", ".5", "-", "", "1.2.3", "--1", "nan", "inf", "0x10", "1_000", "٣",
    ])
    func readsLikeDouble(_ text: String) {
        #expect(IBNumber.parse(text)?.bitPattern == Double(text)?.bitPattern)
    }

    /// Random decimals of every length up to past the fast path's 15 digits, with the point anywhere.
    @Test func readsRandomDecimalsLikeDouble() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let length = Int.random(in: 1...18, using: &generator)
            var digits = String((0..<length).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            let point = Int.random(in: 0...length, using: &generator)
            if point < length { digits.insert(".", at: digits.index(digits.startIndex, offsetBy: point)) }
            let text = (Bool.random(using: &generator) ? "-" : "") + digits
            #expect(IBNumber.parse(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }
}
