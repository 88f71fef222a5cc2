import ElementModel
import Importers
import Testing

/// Which parts of a document become screens, and what they are called.
@Suite struct ScreenTests {
    @Test func eachTopLevelViewOfAXibIsAScreen() throws {
        let document = try IBFixture.load("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
                <device id="ipad10_9rounded" orientation="portrait"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view id="v1" userLabel="Header"><rect key="frame" x="0" y="0" width="320" height="60"/></view>
                    <tableViewCell id="c1" customClass="ProfileCell"><rect key="frame" x="0" y="0" width="320" height="44"/></tableViewCell>
                    <tapGestureRecognizer id="g1"/>
                    <customObject id="o1" customClass="Helper"/>
                </objects>
            </document>
            """)
        #expect(document.screens.map(\.name) == ["Header", "ProfileCell"])
        #expect(document.screens.map(\.id) == ["v1", "c1"])
        #expect(document.format == "interface-builder")
        #expect(document.device == "ipad10_9rounded")
        #expect(document.idiom == .pad)
    }

    @Test func storyboardScenesAreNamedByTitleStoryboardIdOrClass() throws {
        func scene(_ id: String, _ attributes: String, navigationTitle: String? = nil) -> String {
            let navigationItem = navigationTitle.map { #"<navigationItem key="navigationItem" title="\#($0)" id="\#(id)-n"/>"# } ?? ""
            return """
                <scene sceneID="\(id)-s"><objects>
                    <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
                        <view key="view" id="\(id)-v"><rect key="frame" x="0" y="0" width="414" height="896"/></view>
                        \(navigationItem)
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-f" sceneMemberID="firstResponder"/>
                </objects></scene>
                """
        }
        let document = try IBFixture.load(IBFixture.storyboard(scenes: [
            scene("vc1", #"title="Sign In" storyboardIdentifier="login" customClass="LoginViewController""#),
            scene("vc2", #"storyboardIdentifier="settings" customClass="SettingsViewController""#, navigationTitle: "Settings"),
            scene("vc3", #"storyboardIdentifier="profile" customClass="ProfileViewController""#),
            scene("vc4", #"customClass="AboutViewController""#),
            scene("vc5", ""),
        ].joined(separator: "\n")), path: "Main.storyboard")
        #expect(document.screens.map(\.name) == ["Sign In", "Settings", "profile", "AboutViewController", "UIViewController"])
        #expect(document.screens.map(\.id) == ["vc1", "vc2", "vc3", "vc4", "vc5"])
        #expect(document.screens.allSatisfy { $0.root.type == "UIView" })
    }

    @Test func storyboardReferencesAndPlaceholdersAreNotScreens() throws {
        let document = try IBFixture.load(IBFixture.storyboard(scenes: """
            <scene sceneID="s1"><objects>
                <viewControllerPlaceholder storyboardName="Settings" id="p1" sceneMemberID="viewController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="f1" sceneMemberID="firstResponder"/>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <navigationController id="nc1" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb1">
                        <rect key="frame" x="0" y="48" width="414" height="44"/>
                    </navigationBar>
                    <connections><segue destination="vc1" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
                <exit id="e1" userLabel="Exit" sceneMemberID="exit"/>
            </objects></scene>
            """), path: "Main.storyboard")
        #expect(document.screens.map(\.id) == ["nc1"])
        #expect(document.screens.first?.root.type == "UINavigationBar")
    }

    @Test func extraViewsOfASceneAreScreensNamedAfterIt() throws {
        let document = try IBFixture.load(IBFixture.storyboard(scenes: """
            <scene sceneID="s1"><objects>
                <viewController title="Postcode" id="vc1" sceneMemberID="viewController">
                    <view key="view" id="v1"><rect key="frame" x="0" y="0" width="414" height="896"/></view>
                </viewController>
                <view contentMode="scaleToFill" id="acc" userLabel="Continue Accessory">
                    <rect key="frame" x="0" y="0" width="320" height="94"/>
                </view>
            </objects></scene>
            """), path: "Main.storyboard")
        #expect(document.screens.map(\.name) == ["Postcode", "Postcode › Continue Accessory"])
    }

    @Test func hiddenAndModalStateIsKept() throws {
        let root = try IBFixture.root("""
            <view hidden="YES" alpha="0.5" userInteractionEnabled="NO" clipsSubviews="YES" id="v1">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
            </view>
            """)
        let view = try #require(root.children.first)
        #expect(view.isHidden && !view.isUserInteractionEnabled && view.clipsToBounds)
        #expect(view.alpha == 0.5)
    }
}

/// What makes an element interactive: actions, gesture recognizers, segues, being a UIControl.
@Suite struct InteractionTests {
    @Test func actionsGesturesAndSegues() throws {
        let document = try IBFixture.load(IBFixture.storyboard(scenes: """
            <scene sceneID="s1"><objects>
                <viewController id="vc1" sceneMemberID="viewController">
                    <view key="view" id="root"><rect key="frame" x="0" y="0" width="414" height="896"/>
                        <subviews>
                            <view customClass="RatingView" id="rating"><rect key="frame" x="0" y="0" width="100" height="20"/>
                                <connections>
                                    <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="o1"/>
                                </connections>
                            </view>
                            <button id="pay"><rect key="frame" x="0" y="40" width="100" height="44"/>
                                <connections>
                                    <action selector="payTapped:" destination="vc1" eventType="touchUpInside" id="a1"/>
                                </connections>
                            </button>
                            <view customClass="CardView" id="card"><rect key="frame" x="0" y="100" width="100" height="100"/>
                                <connections><segue destination="vc2" kind="show" id="sg1"/></connections>
                            </view>
                            <view customClass="Container" id="embed"><rect key="frame" x="0" y="200" width="100" height="100"/>
                                <connections><segue destination="vc2" kind="embed" id="sg2"/></connections>
                            </view>
                        </subviews>
                    </view>
                </viewController>
                <tapGestureRecognizer id="tap"><connections><action selector="rate:" destination="vc1" id="a2"/></connections></tapGestureRecognizer>
            </objects></scene>
            """), path: "Main.storyboard")
        let children = try #require(document.screens.first).root.children
        #expect(children[0].interactions == [.gestureRecognizer(type: "UITapGestureRecognizer"), .action(selector: "rate:", event: nil)],
                "a recognizer's action is sent by the view it is attached to")
        #expect(children[1].interactions == [.action(selector: "payTapped:", event: "touchUpInside"), .control])
        #expect(children[2].interactions == [.segue(kind: "show")])
        #expect(children[3].interactions.isEmpty, "an embed segue is wiring, not a touch")
    }
}
