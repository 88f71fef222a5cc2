import ElementModel
import Importers
import Testing
import ScreenReaders

/// What VoiceOver says for parts the importer builds from real files' bars, buttons and cells
/// (issue 7's fidelity list, checked against AccessibilitySnapshot's iOS 17.5/18.5 reference images).
@Suite struct FidelityTests {
    private func read(_ scenes: String) throws -> [ScreenTranscript] {
        let document = try InterfaceBuilderImporter().importDocument(
            bytes: Array(Self.storyboard(scenes).utf8), path: "Fixture.storyboard")
        return ScreenReader().read(document)
    }

    private static func storyboard(_ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <device id="retina6_1" orientation="portrait"/>
            <scenes>\(scenes)</scenes>
        </document>
        """
    }

    private func controller(_ id: String, subviews: String = "", _ extra: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects><viewController id="\(id)" sceneMemberID="viewController">
            <view key="view" id="\(id)-v"><rect key="frame" x="0" y="0" width="414" height="896"/><subviews>\(subviews)</subviews></view>
            \(extra)
        </viewController></objects></scene>
        """
    }

    @Test func tabItemsSayTheirOwnAccessibilityBadgesAndNoDimmed() throws {
        let transcripts = try read("""
            <scene sceneID="s0"><objects><tabBarController id="tbc" sceneMemberID="viewController">
                <tabBar key="tabBar" id="tb"><rect key="frame" x="0" y="0" width="414" height="49"/></tabBar>
                <connections>
                    <segue destination="a" kind="relationship" relationship="viewControllers" id="r1"/>
                    <segue destination="b" kind="relationship" relationship="viewControllers" id="r2"/>
                    <segue destination="c" kind="relationship" relationship="viewControllers" id="r3"/>
                </connections>
            </tabBarController></objects></scene>
            """ + controller("a", #"<tabBarItem key="tabBarItem" title="Item A" id="ta"/>"#)
            + controller("b", #"<tabBarItem key="tabBarItem" title="Item B" badgeValue="3" id="tb2"/>"#)
            + controller("c", """
                <tabBarItem key="tabBarItem" title="Item E" enabled="NO" id="te">
                    <accessibility key="accessibilityConfiguration" hint="Hint" label="Label"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="accessibilityValue" value="Value"/>
                    </userDefinedRuntimeAttributes>
                </tabBarItem>
                """))
        let tabs = transcripts[0].utterances
        #expect(tabs.map(\.text) == ["Selected: Item A. Tab. 1 of 3.", "Item B: 3 items. Tab. 2 of 3.", "Label: Value. Tab. 3 of 3."])
        #expect(tabs[2].hint == "Hint")
    }

    @Test func aDisabledButtonInATabBarTraitViewIsStillDimmed() throws {
        let transcript = try Fixture.readLayout(Fixture.xib("""
            <view id="bar"><rect key="frame" x="0" y="600" width="375" height="49"/>
                <subviews>
                    <button id="b1"><rect key="frame" x="0" y="0" width="180" height="49"/><state key="normal" title="Item B"/></button>
                    <button enabled="NO" id="b2"><rect key="frame" x="180" y="0" width="180" height="49"/><state key="normal" title="Item C"/></button>
                </subviews>
                <accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" tabBar="YES"/></accessibility>
            </view>
            """))
        #expect(transcript.utterances.map(\.text) == ["Item B. Tab. 1 of 2.", "Item C. Dimmed. Tab. 2 of 2."])
    }

    @Test func stepperAtItsLimitsAndSwitchState() throws {
        let transcript = try Fixture.readLayout(Fixture.xib("""
            <stepper value="1" minimumValue="1" maximumValue="10" id="st1"><rect key="frame" x="0" y="0" width="94" height="32"/></stepper>
            <stepper value="10" minimumValue="1" maximumValue="10" id="st2"><rect key="frame" x="0" y="50" width="94" height="32"/></stepper>
            <switch on="NO" id="sw"><rect key="frame" x="0" y="100" width="51" height="31"/>
                <accessibility key="accessibilityConfiguration" label="Show my email"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="accessibilityValue" value="hidden"/>
                </userDefinedRuntimeAttributes>
            </switch>
            """))
        #expect(transcript.utterances.map(\.text) == [
            "Decrement. Dimmed. Button.", "Increment. Button.", "Decrement. Button.", "Increment. Dimmed. Button.",
            "Show my email. Switch Button. Off.",
        ])
    }

    @Test func barsAreReadFirstAndLast() throws {
        let transcripts = try read(controller("vc", subviews: """
            <label text="First line" id="l1"><rect key="frame" x="20" y="0" width="300" height="21"/></label>
            <label text="Last line" id="l2"><rect key="frame" x="20" y="870" width="300" height="21"/></label>
            """, """
            <navigationItem key="navigationItem" title="Inbox" id="ni"><barButtonItem key="rightBarButtonItem" systemItem="add" id="add"/></navigationItem>
            <toolbarItems><barButtonItem title="Filter" id="f"/></toolbarItems>
            """))
        #expect(transcripts[0].utterances.map(\.text)
                == ["Inbox. Heading.", "Add. Button.", "First line", "Last line", "Filter. Button."])
        #expect(transcripts[0].notes == [.estimatedWording], "UIKit's word for the add icon is an estimate")
    }

    /// VoiceOver lands on an element with nothing to say (AccessibilitySnapshot's reference images show it as an empty
    /// item): the transcript keeps it as a silent stop (issue 22, item 8).
    @Test func anElementWithNothingToSayIsASilentStop() throws {
        let transcript = try Fixture.readLayout(Fixture.xib("""
            <view id="v1"><rect key="frame" x="0" y="0" width="100" height="40"/>
                <accessibility key="accessibilityConfiguration"><bool key="isElement" value="YES"/></accessibility>
            </view>
            <label text="After" id="l1"><rect key="frame" x="0" y="60" width="100" height="21"/></label>
            """))
        #expect(transcript.utterances.map(\.text) == ["", "After"])
        #expect(transcript.utterances.map(\.isSilent) == [true, false])
    }

    @Test func cellTemplatesAreNoted() throws {
        let transcript = try Fixture.readLayout(Fixture.xib("""
            <tableView dataMode="prototypes" id="t1"><rect key="frame" x="0" y="0" width="375" height="300"/>
                <prototypes><tableViewCell id="p1"><rect key="frame" x="0" y="28" width="375" height="44"/>
                    <tableViewCellContentView key="contentView" id="cv"><rect key="frame" x="0" y="0" width="375" height="44"/>
                        <subviews><label text="Title" id="l1"><rect key="frame" x="16" y="0" width="200" height="44"/></label></subviews>
                    </tableViewCellContentView>
                </tableViewCell></prototypes>
            </tableView>
            """))
        #expect(transcript.utterances.map(\.text) == ["Title"])
        #expect(transcript.notes == [.cellTemplates])
    }
}
