import ElementModel
import Importers
import Testing

/// Buttons as Xcode 13 and later write them, and UIKit's own labels for system buttons.
@Suite struct ModernButtonTests {
    private let frame = #"<rect key="frame" x="0" y="0" width="100" height="44"/>"#

    @Test func configurationTitleWinsOverTheNormalStateIBAlsoWrites() throws {
        let button = try IBFixture.view("""
            <button buttonType="system" id="b1">\(frame)
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="filled" title="Edit profile"/>
            </button>
            """)
        #expect(button.accessibility.label.value == "Edit profile")
        #expect(button.accessibility.label.provenance.derivedFrom == .title)
        #expect(button.visibleText == "Edit profile")
    }

    @Test func configurationAttributedTitle() throws {
        let button = try IBFixture.view("""
            <button id="b1">\(frame)
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="plain">
                    <attributedString key="attributedTitle"><fragment content="Sign "/><fragment content="in"/></attributedString>
                </buttonConfiguration>
            </button>
            """)
        #expect(button.accessibility.label.value == "Sign in")
    }

    @Test func configurationWithOnlyAnImageIsNotCalledButton() throws {
        let symbol = try IBFixture.view("""
            <button id="b1">\(frame)
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="plain">
                    <imageReference key="image" image="chevron.down" catalog="system"/>
                </buttonConfiguration>
            </button>
            """)
        #expect(symbol.accessibility.label.value == "chevron.down")
        #expect(symbol.accessibility.label.provenance.derivedFrom == .symbolName)
        let empty = try IBFixture.view("""
            <button id="b2">\(frame)<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="gray"/></button>
            """)
        #expect(empty.accessibility.label.value == nil, "a configuration that shows nothing names nothing")
    }

    @Test func configurationSubtitleJoinsTheTitleAsAnEstimate() throws {
        let button = try IBFixture.view("""
            <button id="b1">\(frame)<buttonConfiguration key="configuration" style="tinted" title="Share" subtitle="Send a link"/></button>
            """)
        #expect(button.accessibility.label.value == "Share, Send a link")
        #expect(button.accessibility.label.provenance.isEstimated)
    }

    @Test(arguments: [
        ("infoLight", "More Info", false), ("infoDark", "More Info", false), ("detailDisclosure", "More Info", false),
        ("contactAdd", "Add", true), ("close", "Close", true),
    ])
    func systemButtonTypesCarryUIKitsLabel(type: String, label: String, estimated: Bool) throws {
        let button = try IBFixture.view(#"<button buttonType="\#(type)" id="b1">\#(frame)</button>"#)
        #expect(button.accessibility.label.value == label)
        #expect(button.accessibility.label.provenance.source == .uikitDefault)
        #expect(button.accessibility.label.provenance.isEstimated == estimated)
    }

    @Test func aTitleStillWinsOverTheSystemLabel() throws {
        let button = try IBFixture.view("""
            <button buttonType="detailDisclosure" id="b1">\(frame)<state key="normal" title="Details"/></button>
            """)
        #expect(button.accessibility.label.value == "Details")
    }

    @Test func withNothingElseABackgroundImageNamesTheButtonAsAnEstimate() throws {
        let button = try IBFixture.view("""
            <button id="b1">\(frame)<state key="normal" backgroundImage="gear_white"/></button>
            """)
        #expect(button.accessibility.label.value == "gear_white")
        #expect(button.accessibility.label.provenance.derivedFrom == .imageName)
        #expect(button.accessibility.label.provenance.isEstimated)
    }

    @Test func aGestureRecognizerAttachedTwiceBelongsToTheOuterView() throws {
        let xib = IBFixture.xib(subviews: """
            <view id="outer"><rect key="frame" x="0" y="0" width="100" height="100"/>
                <subviews>
                    <imageView id="inner"><rect key="frame" x="5" y="5" width="90" height="90"/>
                        <connections><outletCollection property="gestureRecognizers" destination="g1" appends="YES" id="o1"/></connections>
                    </imageView>
                </subviews>
                <connections><outletCollection property="gestureRecognizers" destination="g1" appends="YES" id="o2"/></connections>
            </view>
            """).replacingOccurrences(of: "</objects>", with: #"<tapGestureRecognizer id="g1"/></objects>"#)
        let outer = try IBFixture.load(xib).screens[0].root.children[0]
        #expect(outer.interactions == [.gestureRecognizer(type: "UITapGestureRecognizer")])
        #expect(outer.children[0].interactions.isEmpty)
    }

    @Test func interfaceBuildersLongPressSpellingIsALongPress() throws {
        let xib = IBFixture.xib(subviews: """
            <button id="b1">\(frame)<state key="normal" title="Back"/>
                <connections><outletCollection property="gestureRecognizers" destination="g1" appends="YES" id="o1"/></connections>
            </button>
            """).replacingOccurrences(of: "</objects>", with: #"<pongPressGestureRecognizer id="g1"/></objects>"#)
        let button = try IBFixture.load(xib).screens[0].root.children[0]
        #expect(button.interactions.contains(.gestureRecognizer(type: "UILongPressGestureRecognizer")))
    }

    @Test func aSwitchSaysItsStateWhateverAccessibilityValueIsSet() throws {
        let toggle = try IBFixture.view("""
            <switch on="YES" id="s1">\(frame)
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="accessibilityValue" value="visible to everyone"/>
                </userDefinedRuntimeAttributes>
            </switch>
            """)
        #expect(toggle.accessibility.value.value == "1")
        let view = try IBFixture.view("""
            <view id="v1">\(frame)
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="isAccessibilityElement" value="YES"/>
                    <userDefinedRuntimeAttribute type="string" keyPath="accessibilityValue" value="Sometimes"/>
                </userDefinedRuntimeAttributes>
            </view>
            """)
        #expect(view.accessibility.value.value == "Sometimes", "a plain view keeps the value it is given")
    }

    @Test func stepperHalvesAreDimmedAtTheirLimits() throws {
        func traits(_ attributes: String) throws -> [AccessibilityTraits] {
            try IBFixture.view(#"<stepper \#(attributes) id="st1">\#(frame)</stepper>"#).children.map(\.accessibility.traits.value)
        }
        #expect(try traits(#"value="0" minimumValue="0" maximumValue="10""#) == [[.button, .notEnabled], .button])
        #expect(try traits(#"value="10" minimumValue="0" maximumValue="10""#) == [.button, [.button, .notEnabled]])
        #expect(try traits(#"value="5" minimumValue="0" maximumValue="10""#) == [.button, .button])
        #expect(try traits(#"value="0" minimumValue="0" maximumValue="10" wraps="YES""#) == [.button, .button])
        #expect(try traits(#"value="5" enabled="NO""#) == [[.button, .notEnabled], [.button, .notEnabled]])
    }
}
