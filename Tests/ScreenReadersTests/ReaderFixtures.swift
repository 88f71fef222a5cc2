import ElementModel
import Importers
import ScreenReaders

/// Builds elements in code, for the cases no Interface Builder file can express (explicit element
/// orders, private traits, lists), and reads them.
enum Fixture {
    static let locales: [Phrasebook] = [.english, .german, .russian]

    /// An accessibility element at `frame` (screen coordinates) with the given properties.
    static func element(
        _ label: String? = nil, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [],
        type: String = "UIView", frame: Rect = Rect(x: 0, y: 0, width: 10, height: 10)
    ) -> Element {
        var accessibility = AccessibilityProperties.defaults(
            isElement: true, traits: traits, provenance: Provenance(.accessibilityInspector, "fixture"))
        accessibility.label.value = label
        accessibility.value.value = value
        accessibility.hint.value = hint
        return Element(id: label, type: type, sourceName: "view", location: SourceLocation(path: "fixture", line: 1, column: 1),
                       frame: frame, screenFrame: frame, accessibility: accessibility)
    }

    /// A plain container (not an element) holding `children`.
    static func container(
        _ children: [Element], type: String = "UIView", frame: Rect = Rect(x: 0, y: 0, width: 400, height: 800),
        configure: (inout Element) -> Void = { _ in }
    ) -> Element {
        var element = Element(
            id: nil, type: type, sourceName: "view", location: SourceLocation(path: "fixture", line: 1, column: 1),
            frame: frame, screenFrame: frame,
            accessibility: .defaults(isElement: false, traits: [], provenance: Provenance(.uikitDefault, "fixture")),
            children: children)
        configure(&element)
        return element
    }

    static func read(_ root: Element, idiom: DeviceIdiom = .phone, rightToLeft: Bool = false,
                     phrases: Phrasebook = .english) -> ScreenTranscript {
        ScreenReader(phrases: phrases).read(Screen(id: "s", name: "s", root: root, isRightToLeft: rightToLeft), idiom: idiom)
    }

    static func texts(_ root: Element, idiom: DeviceIdiom = .phone, rightToLeft: Bool = false,
                      phrases: Phrasebook = .english) -> [String] {
        read(root, idiom: idiom, rightToLeft: rightToLeft, phrases: phrases).utterances.map(\.text)
    }

    /// What VoiceOver says for one element on its own: (text, hint).
    static func say(_ element: Element, _ phrases: Phrasebook = .english) -> (String, String?) {
        let utterance = read(container([element]), phrases: phrases).utterances.first
        return (utterance?.text ?? "", utterance?.hint)
    }

    /// Reads the first screen of an Interface Builder document.
    static func readLayout(_ xml: String, phrases: Phrasebook = .english) throws -> ScreenTranscript {
        let document = try InterfaceBuilderImporter().importDocument(bytes: Array(xml.utf8), path: "Fixture.xib")
        return ScreenReader(phrases: phrases).read(document.screens[0], idiom: document.idiom)
    }

    /// A xib whose root view (375×667, phone) holds `subviews`.
    static func xib(_ subviews: String, device: String = "retina4_7") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <device id="\(device)" orientation="portrait"/>
            <objects>
                <view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
        \(subviews)
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }
}

extension Phrasebook: CustomStringConvertible {
    public var description: String { code }
}
