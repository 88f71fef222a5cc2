import Foundation
import ReportFormats
import Testing

/// Strings go into every JSON report through `JSONWriter.appendQuoted`: whatever they hold, a JSON parser must read
/// back the same string.
@Suite struct JSONQuotingTests {
    @Test(arguments: [
        "Sign In",
        #"UIButton says "Sign In. Button.", like item 2"#,
        "back\\slash, tab\there, line\nbreak, return\r, bell\u{7}, nul\u{0}",
        "\"Überschrift\" — 見出し 🔎 \"\"",
        "",
        "\"",
    ])
    func readsBackTheSameString(_ original: String) throws {
        let text = JSONWriter.quoted(original)
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) as? String
        #expect(parsed == original)
        #expect(!text.dropFirst().dropLast().contains("\n"), "a newline inside a JSON string must be escaped")
    }

    /// The writer checks eight bytes at a time for one that needs escaping: put each such byte at every
    /// position of a word, and around the words' edges, beside plain ASCII and multi-byte characters.
    @Test func escapesEveryByteAtEveryPosition() throws {
        let special = (0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) } + ["\"", "\\"]
        for byte in special {
            for position in 0..<20 {
                for filler in ["abcdefghijklmnopqrst", "äöü€abcdefghijklmnop"] {
                    var characters = Array(filler)
                    characters.insert(byte, at: min(position, characters.count))
                    let original = String(characters)
                    let text = JSONWriter.quoted(original)
                    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) as? String
                    #expect(parsed == original, "byte \(byte.unicodeScalars.first!.value) at \(position)")
                }
            }
        }
    }

    /// Integers and whole numbers are written digit by digit; everything else as `String(Double)` does,
    /// and what is not finite as null.
    @Test func writesNumbersDigitByDigit() throws {
        var writer = JSONWriter(pretty: false)
        writer.beginArray()
        for value in [0, 7, -7, 1_000_000, Int.max, Int.min] { writer.integer(nil, value) }
        for value in [0.0, -0.0, 2.5, -1e15, 1e15, 123_456.0, .nan, .infinity] { writer.number(nil, value) }
        writer.inlineCoordinates(nil, [0.0004, 0.0006, -12.3456, 1e300])
        writer.endArray()
        #expect(writer.text == "[0,7,-7,1000000,9223372036854775807,-9223372036854775808,0,0,2.5,-1000000000000000.0,1000000000000000.0,123456,"
            + "null,null,[0,0.001,-12.346,1e+300]]")
    }
}
