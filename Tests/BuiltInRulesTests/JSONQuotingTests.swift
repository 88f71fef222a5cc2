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
}
