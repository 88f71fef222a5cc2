import ElementModel
import Testing
import ScreenReaders

/// Reading order and pruning (`voiceover-model.md` §1.1 and §1.2), from equivalent layouts.
@Suite struct OrderingTests {
    private func at(_ label: String, _ x: Double, _ y: Double, width: Double = 40, height: Double = 40) -> Element {
        Fixture.element(label, frame: Rect(x: x, y: y, width: width, height: height))
    }

    @Test func gridReadsRowByRowLeftToRight() {
        let grid = Fixture.container([at("D", 50, 50), at("B", 50, 0), at("C", 0, 50), at("A", 0, 0)])
        #expect(Fixture.texts(grid) == ["A", "B", "C", "D"])
    }

    @Test func gridReadsRightToLeftInRightToLeftLayouts() {
        let grid = Fixture.container([at("A", 0, 0), at("B", 50, 0), at("C", 0, 50), at("D", 50, 50)])
        #expect(Fixture.texts(grid, rightToLeft: true) == ["B", "A", "D", "C"])
    }

    @Test func rightToLeftComesFromInterfaceBuilder() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view semanticContentAttribute="forceRightToLeft" id="root"><rect key="frame" x="0" y="0" width="375" height="100"/>
                        <subviews>
                            <label text="Right" id="r"><rect key="frame" x="200" y="0" width="100" height="40"/></label>
                            <label text="Left" id="l"><rect key="frame" x="0" y="0" width="100" height="40"/></label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        #expect(try Fixture.readLayout(document).utterances.map(\.text) == ["Right", "Left"])
    }

    @Test func eightPointsMakeANewRowOnPhoneButNotOnPad() {
        let stack = Fixture.container([at("Right, higher", 100, 0), at("Left, 8 pt lower", 0, 8)])
        #expect(Fixture.texts(stack, idiom: .phone) == ["Right, higher", "Left, 8 pt lower"])
        #expect(Fixture.texts(stack, idiom: .pad) == ["Left, 8 pt lower", "Right, higher"])
    }

    @Test func sevenPointsAreTheSameRowOnPhone() {
        let stack = Fixture.container([at("Right, higher", 100, 0), at("Left, 7 pt lower", 0, 7)])
        #expect(Fixture.texts(stack, idiom: .phone) == ["Left, 7 pt lower", "Right, higher"])
    }

    @Test func thirteenPointsMakeANewRowOnPad() {
        let stack = Fixture.container([at("Right, higher", 100, 0), at("Left, 13 pt lower", 0, 13)])
        #expect(Fixture.texts(stack, idiom: .pad) == ["Right, higher", "Left, 13 pt lower"])
    }

    @Test func padIdiomComesFromTheDocumentsDevice() throws {
        let xml = Fixture.xib("""
            <label text="Right, higher" id="a"><rect key="frame" x="100" y="0" width="50" height="40"/></label>
            <label text="Left, 10 pt lower" id="b"><rect key="frame" x="0" y="10" width="50" height="40"/></label>
            """, device: "ipad12_9rounded")
        #expect(try Fixture.readLayout(xml).utterances.map(\.text) == ["Left, 10 pt lower", "Right, higher"])
    }

    /// A column of elements with a container whose children sit beside the column.
    private func stack(grouped: Bool) -> Element {
        let container = Fixture.container([at("Group 1", 0, 100), at("Group 2", 0, 300)],
                                          frame: Rect(x: 0, y: 100, width: 40, height: 240)) {
            $0.accessibility.shouldGroupChildren.value = grouped
        }
        return Fixture.container([at("Element 1", 100, 0), container, at("Element 2", 100, 200), at("Element 3", 100, 400)])
    }

    @Test func groupedViewsAreReadAsOneRunWhereTheirFirstChildFalls() {
        #expect(Fixture.texts(stack(grouped: true)) == ["Element 1", "Group 1", "Group 2", "Element 2", "Element 3"])
    }

    @Test func ungroupedViewsInterleaveWithTheirSiblings() {
        #expect(Fixture.texts(stack(grouped: false)) == ["Element 1", "Group 1", "Element 2", "Group 2", "Element 3"])
    }

    @Test func semanticContainersAreReadAsOneRun() {
        for configure: (inout Element) -> Void in [
            { $0.accessibility.containerType.value = .list },
            { $0.accessibility.containerType.value = .landmark },
            { $0.accessibility.containerType.value = .semanticGroup; $0.accessibility.label.value = "Filters" },
        ] {
            let container = Fixture.container([at("Group 1", 0, 100), at("Group 2", 0, 300)], configure: configure)
            let root = Fixture.container([at("Element 1", 100, 0), container, at("Element 2", 100, 200)])
            #expect(Fixture.texts(root) == ["Element 1", "Group 1", "Group 2", "Element 2"])
        }
        let unlabelled = Fixture.container([at("Group 1", 0, 100), at("Group 2", 0, 300)]) {
            $0.accessibility.containerType.value = .semanticGroup
        }
        #expect(Fixture.texts(Fixture.container([at("Element 1", 100, 0), unlabelled, at("Element 2", 100, 200)]))
                == ["Element 1", "Group 1", "Element 2", "Group 2"], "an unlabelled semantic group is flattened")
    }

    @Test func labelledSemanticGroupIsNotedAsAKnownGap() {
        let group = Fixture.container([at("A", 0, 0)]) {
            $0.accessibility.containerType.value = .semanticGroup
            $0.accessibility.label.value = "Filters"
        }
        #expect(Fixture.read(Fixture.container([group])).notes == [.containerLabel])
    }

    @Test func explicitOrderWins() {
        let container = Fixture.container([at("Second on screen, first in order", 0, 100), at("First on screen", 0, 0)]) {
            $0.vendsAccessibilityElements = true
        }
        #expect(Fixture.texts(Fixture.container([container])) == ["Second on screen, first in order", "First on screen"])
    }

    @Test func anElementHidesItsDescendants() {
        var parent = Fixture.element("Parent", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        parent.children = [at("Child", 10, 10)]
        #expect(Fixture.texts(Fixture.container([parent])) == ["Parent"])
    }

    @Test func hiddenTransparentAndElementsHiddenSubtreesAreSkipped() {
        var hidden = at("Hidden", 0, 0)
        hidden.isHidden = true
        var transparent = at("Transparent", 0, 50)
        transparent.alpha = 0
        var elementsHidden = at("Elements hidden, itself too", 0, 100)
        elementsHidden.accessibility.elementsHidden.value = true
        let hiddenContainer = Fixture.container([at("Inside a hidden view", 0, 150)]) { $0.isHidden = true }
        let elementsHiddenContainer = Fixture.container([at("Inside an elements-hidden view", 0, 200)]) {
            $0.accessibility.elementsHidden.value = true
        }
        let root = Fixture.container([hidden, transparent, elementsHidden, hiddenContainer, elementsHiddenContainer,
                                      at("Visible", 0, 250)])
        #expect(Fixture.texts(root) == ["Visible"])
    }

    @Test func zeroSizeViewsAreDroppedOnlyWhenTheyClipOrAreElements() {
        let zero = Rect(x: 0, y: 0, width: 0, height: 0)
        let wrapper = Fixture.container([at("Overflowing child of a zero-size wrapper", 0, 0)], frame: zero)
        let clipping = Fixture.container([at("Child of a clipping zero-size view", 0, 50)], frame: zero) {
            $0.clipsToBounds = true
        }
        let zeroElement = Fixture.element("Zero-size element", frame: zero)
        #expect(Fixture.texts(Fixture.container([wrapper, clipping, zeroElement]))
                == ["Overflowing child of a zero-size wrapper"])
    }

    @Test func onlyTheLastModalSiblingIsRead() {
        let first = Fixture.container([at("First modal", 0, 0)]) { $0.accessibility.viewIsModal.value = true }
        let second = Fixture.container([at("Second modal", 0, 100)]) { $0.accessibility.viewIsModal.value = true }
        let root = Fixture.container([at("Behind", 0, 200), first, second, at("In front", 0, 300)])
        #expect(Fixture.texts(root) == ["Second modal"])
    }

    @Test func modalRuleAppliesAtEveryLevel() {
        let dialog = Fixture.container([at("Dialog title", 0, 200), at("Dialog button", 0, 250)]) {
            $0.accessibility.viewIsModal.value = true
        }
        let card = Fixture.container([at("Card text", 0, 100), dialog])
        let root = Fixture.container([at("Sibling of the card", 0, 0), card])
        #expect(Fixture.texts(root) == ["Sibling of the card", "Dialog title", "Dialog button"],
                "the modal view confines its own siblings, not its parent's")
    }

    @Test func modalAlertInInterfaceBuilder() throws {
        let transcript = try Fixture.readLayout(Fixture.xib("""
            <button id="behind"><rect key="frame" x="0" y="0" width="100" height="44"/><state key="normal" title="Pay"/></button>
            <view id="alert"><rect key="frame" x="20" y="200" width="300" height="200"/>
                <subviews>
                    <label text="Payment failed" id="t"><rect key="frame" x="10" y="10" width="200" height="30"/></label>
                    <button id="retry"><rect key="frame" x="10" y="100" width="200" height="44"/><state key="normal" title="Try Again"/></button>
                </subviews>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="accessibilityViewIsModal" value="YES"/>
                </userDefinedRuntimeAttributes>
            </view>
            """))
        #expect(transcript.utterances.map(\.text) == ["Payment failed", "Try Again. Button."])
    }

    @Test func navigationBarReadsBackButtonThenTitle() throws {
        let transcript = try Fixture.readLayout(Fixture.xib("""
            <navigationBar id="nb"><rect key="frame" x="0" y="20" width="375" height="44"/>
                <items><navigationItem title="First" id="n1"/><navigationItem title="Second" id="n2"/></items>
            </navigationBar>
            """))
        #expect(transcript.utterances.map(\.text) == ["First. Back Button.", "Second. Heading."])
    }

    @Test func staticTableReadsSectionHeadingsBeforeTheirCells() throws {
        let transcript = try Fixture.readLayout(Fixture.xib("""
            <tableView style="grouped" id="tv1"><rect key="frame" x="0" y="0" width="375" height="600"/>
                <sections>
                    <tableViewSection headerTitle="Network" id="s1"><cells>
                        <tableViewCell id="c1"><rect key="frame" x="0" y="55" width="375" height="44"/>
                            <tableViewCellContentView key="contentView" id="cv1"><rect key="frame" x="0" y="0" width="375" height="44"/>
                                <subviews><label text="Wi-Fi" id="l1"><rect key="frame" x="16" y="0" width="100" height="44"/></label></subviews>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </cells></tableViewSection>
                    <tableViewSection headerTitle="Privacy" id="s2"><cells>
                        <tableViewCell id="c2"><rect key="frame" x="0" y="155" width="375" height="44"/>
                            <tableViewCellContentView key="contentView" id="cv2"><rect key="frame" x="0" y="0" width="375" height="44"/>
                                <subviews><label text="Location" id="l2"><rect key="frame" x="16" y="0" width="100" height="44"/></label></subviews>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </cells></tableViewSection>
                </sections>
            </tableView>
            """))
        #expect(transcript.utterances.map(\.text) == ["Network. Heading.", "Wi-Fi", "Privacy. Heading.", "Location"])
    }

    @Test func standardControlsFromInterfaceBuilder() throws {
        let transcript = try Fixture.readLayout(Fixture.xib("""
            <switch on="YES" id="s"><rect key="frame" x="0" y="0" width="51" height="31"/></switch>
            <slider value="0.75" id="sl"><rect key="frame" x="0" y="50" width="200" height="31"/></slider>
            <stepper id="st"><rect key="frame" x="0" y="100" width="94" height="32"/></stepper>
            <textField id="tf"><rect key="frame" x="0" y="150" width="200" height="34"/></textField>
            <textField placeholder="Some placeholder text" id="tf2"><rect key="frame" x="0" y="200" width="200" height="34"/></textField>
            <pageControl numberOfPages="3" currentPage="1" id="pc"><rect key="frame" x="0" y="250" width="100" height="26"/></pageControl>
            """))
        #expect(transcript.utterances.map(\.text) == [
            "Switch Button. On.", "75%. Adjustable.", "Decrement. Dimmed. Button.", "Increment. Button.", "Text Field.",
            "Some placeholder text. Text Field.", "page 2 of 3. Adjustable.",
        ])
    }
}

@Suite struct DocumentReadingTests {
    @Test func manyScreensReadInParallelKeepTheirOrder() {
        let screens = (0..<40).map { index in
            Screen(id: "s\(index)", name: "Screen \(index)",
                   root: Fixture.container([Fixture.element("Screen \(index) title", traits: .header)]))
        }
        let document = LayoutDocument(format: "test", path: "many", device: nil, idiom: .phone, screens: screens)
        let reader = ScreenReader()
        let parallel = reader.read(document)
        let sequential = screens.map { reader.read($0, idiom: .phone) }
        #expect(parallel == sequential)
        #expect(parallel.map { $0.utterances.first?.text } == (0..<40).map { "Screen \($0) title. Heading." })
    }
}
