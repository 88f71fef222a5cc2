import ElementModel
import Importers
import Testing

/// Which cells are templates code fills in, and which screens are not screens one navigates to.
@Suite struct TemplateAndScreenKindTests {
    private let cell = #"<rect key="frame" x="0" y="0" width="375" height="44"/>"#

    @Test func prototypeAndCollectionCellsAreTemplatesStaticCellsAreNot() throws {
        let root = try IBFixture.root("""
            <tableView dataMode="prototypes" id="t1"><rect key="frame" x="0" y="0" width="375" height="300"/>
                <prototypes><tableViewCell id="p1">\(cell)</tableViewCell></prototypes>
            </tableView>
            <tableView dataMode="static" id="t2"><rect key="frame" x="0" y="300" width="375" height="300"/>
                <sections><tableViewSection id="s1"><cells><tableViewCell id="c1">\(cell)</tableViewCell></cells></tableViewSection></sections>
            </tableView>
            <collectionView id="cv"><rect key="frame" x="0" y="600" width="375" height="60"/>
                <cells><collectionViewCell id="cc1">\(cell)</collectionViewCell></cells>
                <collectionReusableView key="sectionHeaderView" id="h1">\(cell)</collectionReusableView>
            </collectionView>
            """)
        let flags = Dictionary(uniqueKeysWithValues: root.allElements.compactMap { element in element.id.map { ($0, element.isPrototype) } })
        #expect(flags["p1"] == true)
        #expect(flags["c1"] == false)
        #expect(flags["cc1"] == true)
        #expect(flags["h1"] == true)
        #expect(flags["t1"] == false)
    }

    @Test func aXibsTopLevelCellIsATemplate() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects><tableViewCell id="cell1">\(cell)</tableViewCell></objects>
            </document>
            """
        #expect(try IBFixture.load(xib).screens[0].root.isPrototype)
    }

    /// A spare copy of a key beside the view File's Owner's outlet loads: no outlet reaches it, so it is never on screen.
    /// A second view in a xib that loads nothing by outlet may be taken by index or by class, and stays a view.
    @Test func aXibsTopLevelViewNoOutletReachesIsUnused() throws {
        func xib(ownerOutlet: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">\(ownerOutlet)</placeholder>
                    <view id="keys">\(cell)</view>
                    <button id="spare">\(cell)<state key="normal" title="⌃"/></button>
                    <tableViewCell id="cell1">\(cell)</tableViewCell>
                </objects>
            </document>
            """
        }
        let loaded = try IBFixture.load(xib(ownerOutlet: #"<connections><outlet property="view" destination="keys" id="o1"/></connections>"#))
        #expect(loaded.screens.map(\.kind) == [.view, .unused, .view])
        #expect(try IBFixture.load(xib(ownerOutlet: "")).screens.map(\.kind) == [.view, .view, .view])
    }

    @Test func keyboardsAndTheirBarsAreInputViews() throws {
        let document = try IBFixture.load(IBFixture.storyboard(scenes: """
            <scene sceneID="s1"><objects>
                <viewController id="kb" sceneMemberID="viewController">
                    <inputView key="view" inputViewStyle="keyboard" id="iv"><rect key="frame" x="0" y="0" width="390" height="216"/></inputView>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController title="Compose" storyboardIdentifier="Compose" id="vc" sceneMemberID="viewController">
                    <view key="view" id="v"><rect key="frame" x="0" y="0" width="390" height="844"/></view>
                    <connections><outlet property="inputAccessoryView" destination="bar" id="o1"/></connections>
                </viewController>
                <view id="bar"><rect key="frame" x="0" y="0" width="390" height="44"/></view>
            </objects></scene>
            """), path: "Keyboard.storyboard")
        #expect(document.screens.map(\.kind) == [.inputView, .viewController, .inputView])
        #expect(document.screens[0].root.type == "UIInputView")
    }

    @Test func filesOwnerOutletsNameInputViewsInAXib() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                        <connections><outlet property="inputView" destination="keys" id="o1"/></connections>
                    </placeholder>
                    <view id="keys"><rect key="frame" x="0" y="0" width="390" height="216"/></view>
                    <view id="other"><rect key="frame" x="0" y="0" width="390" height="216"/></view>
                </objects>
            </document>
            """
        // The other view, which no outlet reaches, is never on screen.
        #expect(try IBFixture.load(xib).screens.map(\.kind) == [.inputView, .unused])
    }

    @Test func containerViewsRecordTheScenesTheyEmbed() throws {
        let document = try IBFixture.load(IBFixture.storyboard(scenes: """
            <scene sceneID="s1"><objects>
                <viewController id="vc1" sceneMemberID="viewController">
                    <view key="view" id="v"><rect key="frame" x="0" y="0" width="390" height="844"/>
                        <subviews>
                            <containerView id="c"><rect key="frame" x="0" y="0" width="390" height="844"/>
                                <connections><segue destination="child" kind="embed" id="e1"/></connections>
                            </containerView>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController id="child" sceneMemberID="viewController">
                    <view key="view" id="cv"><rect key="frame" x="0" y="0" width="390" height="844"/></view>
                </viewController>
            </objects></scene>
            """), path: "Embed.storyboard")
        #expect(document.screens.map(\.embeddedScreenIDs) == [["child"], []])
        #expect(document.screens.map(\.kind) == [.viewController, .view])
    }
}

/// How a storyboard shows a scene decides whether it is a screen one navigates to.
@Suite struct ScenePresentationTests {
    private func kinds(_ scenes: String) throws -> [Screen.Kind] {
        try IBFixture.load(IBFixture.storyboard(scenes: scenes), path: "Scenes.storyboard").screens.map(\.kind)
    }

    private func scene(_ id: String, _ attributes: String = "", connections: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
                <view key="view" id="\(id)-v"><rect key="frame" x="0" y="0" width="390" height="844"/></view>
                <connections>\(connections)</connections>
            </viewController>
        </objects></scene>
        """
    }

    @Test func popoversAndScenesNothingLeadsTo() throws {
        let found = try kinds(
            scene("vc1", connections: """
                <segue destination="pop" kind="popoverPresentation" popoverAnchorView="vc1-v" id="s1"/>
                <segue destination="shown" kind="show" id="s2"/>
                """)
            + scene("pop") + scene("shown") + scene("byIdentifier", #"storyboardIdentifier="Details""#) + scene("note"))
        #expect(found == [.viewController, .popover, .viewController, .viewController, .unreachable])
    }

    @Test func outletsAndLocalizationKeysMarkTextsCodeSets() throws {
        let document = try IBFixture.load(IBFixture.storyboard(scenes: """
            <scene sceneID="s1"><objects>
                <viewController id="vc1" sceneMemberID="viewController">
                    <view key="view" id="v"><rect key="frame" x="0" y="0" width="390" height="844"/>
                        <subviews>
                            <label text="Label" id="country"><rect key="frame" x="0" y="0" width="100" height="21"/></label>
                            <button id="b"><rect key="frame" x="0" y="40" width="100" height="44"/><state key="normal" title="start_button"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="transKeyNormal" value="start_button"/>
                                </userDefinedRuntimeAttributes>
                            </button>
                            <button id="mark"><rect key="frame" x="0" y="100" width="100" height="44"/><state key="normal" title="Item"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="accLabelText" value="Mark All as Read"/>
                                </userDefinedRuntimeAttributes>
                            </button>
                        </subviews>
                    </view>
                    <connections><outlet property="countryCodeLabel" destination="country" id="o1"/></connections>
                </viewController>
            </objects></scene>
            """), path: "Outlets.storyboard")
        let children = document.screens[0].root.children
        #expect(children[0].outletName == "countryCodeLabel")
        #expect(children[1].accessibility.label.provenance.derivedFrom == .localizedText)
        #expect(children[1].visibleText == "start_button")
        #expect(children[2].accessibility.label.value == "Mark All as Read", "an app's own accessibility label property")
        #expect(children[2].accessibility.label.provenance.isEstimated)
    }

    @Test func gesturesThatCannotFireOrAreForDebuggingDoNotCount() throws {
        let document = try IBFixture.load(IBFixture.storyboard(scenes: """
            <scene sceneID="s1"><objects>
                <viewController id="vc1" sceneMemberID="viewController">
                    <view key="view" id="v"><rect key="frame" x="0" y="0" width="390" height="844"/>
                        <subviews>
                            <imageView userInteractionEnabled="NO" id="avatar"><rect key="frame" x="0" y="0" width="40" height="40"/>
                                <connections><outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="o1"/></connections>
                            </imageView>
                            <view id="debug"><rect key="frame" x="0" y="60" width="40" height="40"/>
                                <connections><outletCollection property="gestureRecognizers" destination="press" appends="YES" id="o2"/></connections>
                            </view>
                        </subviews>
                    </view>
                </viewController>
                <tapGestureRecognizer id="tap"><connections><action selector="showProfile:" destination="vc1" id="a1"/></connections></tapGestureRecognizer>
                <pongPressGestureRecognizer id="press"><connections><action selector="handleDebugGesture:" destination="vc1" id="a2"/></connections></pongPressGestureRecognizer>
            </objects></scene>
            """), path: "Gestures.storyboard")
        #expect(document.screens[0].root.children.allSatisfy { $0.interactions.isEmpty })
    }
}
