import ElementModel
import Importers
import Testing
import ScreenReaders

/// What TalkBack says for each focused node of a uiautomator dump of `nodes` (inside a full-screen frame), as
/// "text | usage hint".
func talkBackSays(_ nodes: String, locale: String = "en") throws -> [String] {
    let xml = """
        <hierarchy rotation="0">
        <node class="android.widget.FrameLayout" package="com.example" bounds="[0,0][1080,2400]">
        \(nodes)
        </node>
        </hierarchy>
        """
    let document = try AndroidDumpImporter().importDocument(bytes: Array(xml.utf8), path: "dump.xml")
    let phrases = try #require(Phrasebook.forCode(locale))
    let transcript = ScreenReader(phrases: phrases).read(try #require(document.screens.first), idiom: document.idiom)
    #expect(transcript.notes == [.talkBackReading])
    return transcript.utterances.map { $0.text + ($0.hint.map { " | " + $0 } ?? "") }
}
