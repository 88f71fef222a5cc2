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
        // `merge` reads reports back with the tool's own reader: it must agree.
        #expect(try JSONValue(parsing: Array(text.utf8)) == .string(original))
    }

    /// The reader `merge` uses: RFC 8259's escapes, surrogate pairs, nesting and numbers; errors say where.
    @Test func theReaderReadsJSONAndSaysWhereItIsNot() throws {
        let value = try JSONValue(parsing: Array(#" {"a": [1, -2.5e3, true, false, null], "b": "\u00e9\ud83d\udd0e\/\b\f"} "#.utf8))
        #expect(value["a"] == .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null]))
        #expect(value["b"]?.string == "é🔎/\u{08}\u{0C}")
        #expect(value["a"]?.array?.first?.int == 1)
        let broken: [(String, Int, Int)] = [("{\"a\": }", 1, 7), ("[1,\n 2", 2, 3), (#""\ud800""#, 1, 8), ("[1] x", 1, 5), ("{\"a\" 1}", 1, 6)]
        for (text, line, column) in broken {
            do {
                _ = try JSONValue(parsing: Array(text.utf8))
                Issue.record("\(text) is not JSON")
            } catch {
                #expect((error.line, error.column) == (line, column), "\(text): \(error.message)")
            }
        }
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(throws: JSONValue.ParseError.self) { try JSONValue(parsing: Array(deep.utf8)) }
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
