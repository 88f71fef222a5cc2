import ElementModel
import RuleEngine

extension ScreenContext {
    /// True for an Android dump's screen, which TalkBack reads: rules that know Android check it in its terms.
    var isAndroid: Bool { document.idiom == .android }

    /// Every node TalkBack focuses, in reading order, with what it says.
    var talkBackItems: [(element: Element, node: AndroidNode, says: String)] {
        transcript.utterances.compactMap { utterance in
            utterance.element.android.map { (utterance.element, $0, utterance.text) }
        }
    }
}

/// Fixes in Android's terms: the View call (Kotlin) and the Compose modifier, since a dump does not say which
/// drew the node.
enum AndroidFixText {
    static func contentDescription(_ value: String) -> (view: String, compose: String) {
        ("view.contentDescription = \(FixText.quoted(value))", "Modifier.semantics { contentDescription = \(FixText.quoted(value)) }")
    }

    /// A dump of `nodes` inside one frame layout, for rules' examples.
    static func example(_ nodes: String) -> String {
        """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
        <node class="android.widget.FrameLayout" package="com.example.shop" bounds="[0,0][1080,2400]">
        \(nodes)
        </node>
        </hierarchy>
        """
    }
}
