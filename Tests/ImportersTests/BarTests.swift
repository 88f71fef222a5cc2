import ElementModel
import Importers
import Testing

/// The bars UIKit builds around a controller's view from its navigation item, toolbar items and tab bar item.
@Suite struct BarTests {
    private func screens(_ scenes: String) throws -> [Screen] {
        try IBFixture.load(IBFixture.storyboard(scenes: scenes), path: "Bars.storyboard").screens
    }

    private func scene(_ id: String, _ content: String) -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <viewController id="\(id)" sceneMemberID="viewController">
                <view key="view" id="\(id)-view"><rect key="frame" x="0" y="0" width="390" height="844"/>
                    <subviews>
                        <label text="Body" id="\(id)-l1"><rect key="frame" x="20" y="10" width="350" height="21"/></label>
                    </subviews>
                </view>
                \(content)
            </viewController>
        </objects></scene>
        """
    }

    @Test func navigationItemBecomesABarAboveTheView() throws {
        let screen = try #require(try screens(scene("vc1", """
            <navigationItem key="navigationItem" title="Inbox" id="ni1">
                <barButtonItem key="leftBarButtonItem" systemItem="edit" id="bb1"/>
                <rightBarButtonItems>
                    <barButtonItem image="scan_qr" id="bb2"/>
                    <barButtonItem systemItem="add" id="bb3"/>
                </rightBarButtonItems>
            </navigationItem>
            """)).first)
        let bar = try #require(screen.root.children.last)
        #expect(bar.type == "UINavigationBar" && bar.isSynthesized)
        #expect(bar.screenFrame.map { $0.y + $0.height } == 0, "the bar lies just above the view")
        #expect(bar.children.map(\.accessibility.label.value) == ["Edit", "Inbox", "scan_qr", "Add"])
        #expect(bar.children[1].accessibility.traits.value.contains(.header))
        #expect(bar.children[2].accessibility.label.provenance.derivedFrom == .imageName)
        #expect(!bar.children[0].accessibility.label.provenance.isEstimated, "Edit is the text the item shows")
        #expect(bar.children[3].accessibility.label.provenance.isEstimated, "Add is UIKit's word for an icon")
        #expect(screen.navigationTitle == "Inbox")
    }

    @Test func titleViewTakesTheTitlesPlace() throws {
        let screen = try #require(try screens(scene("vc1", """
            <navigationItem key="navigationItem" id="ni1">
                <nil key="title"/>
                <segmentedControl key="titleView" selectedSegmentIndex="0" id="sc1">
                    <rect key="frame" x="98" y="5" width="200" height="33"/>
                    <segments><segment title="Mail"/><segment title="Chats"/></segments>
                </segmentedControl>
            </navigationItem>
            """)).first)
        let bar = try #require(screen.root.children.last)
        #expect(bar.children.map(\.type) == ["UISegmentedControl"])
        #expect(bar.children[0].children.map(\.accessibility.label.value) == ["Mail", "Chats"])
    }

    @Test func anEmptyNavigationItemAddsNoBar() throws {
        let screen = try #require(try screens(scene("vc1", #"<navigationItem key="navigationItem" id="ni1"/>"#)).first)
        #expect(screen.root.children.map(\.type) == ["UILabel"])
    }

    @Test func toolbarItemsBecomeAToolbarBelowTheView() throws {
        let screen = try #require(try screens(scene("vc1", """
            <toolbarItems>
                <barButtonItem systemItem="refresh" id="bb1"/>
                <barButtonItem style="plain" systemItem="flexibleSpace" id="bb2"/>
                <barButtonItem systemItem="trash" id="bb3"/>
            </toolbarItems>
            """)).first)
        let bar = try #require(screen.root.children.last)
        #expect(bar.type == "UIToolbar" && bar.isSynthesized)
        #expect(bar.screenFrame?.y == 844)
        #expect(bar.children.map(\.accessibility.label.value) == ["Refresh", "Delete"])
    }

    @Test func barItemsTakeTheirOwnAccessibility() throws {
        let screen = try #require(try screens(scene("vc1", """
            <navigationItem key="navigationItem" title="Inbox" id="ni1">
                <barButtonItem key="rightBarButtonItem" image="scan_qr" id="bb1">
                    <accessibility key="accessibilityConfiguration" hint="Opens the camera." label="Scan code"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="scan"/>
                    </userDefinedRuntimeAttributes>
                </barButtonItem>
            </navigationItem>
            """)).first)
        let item = try #require(screen.root.children.last?.children.last)
        #expect(item.accessibility.label.value == "Scan code")
        #expect(item.accessibility.label.provenance.source == .accessibilityInspector)
        #expect(item.accessibility.hint.value == "Opens the camera.")
        #expect(item.accessibility.identifier.value == "scan")
    }

    @Test func tabBarControllerTabsComeFromItsControllersItems() throws {
        let tabController = """
            <scene sceneID="s-tbc"><objects>
                <tabBarController id="tbc" sceneMemberID="viewController">
                    <tabBar key="tabBar" id="tb"><rect key="frame" x="0" y="0" width="1000" height="1000"/></tabBar>
                    <connections>
                        <segue destination="vc1" kind="relationship" relationship="viewControllers" id="r1"/>
                        <segue destination="vc2" kind="relationship" relationship="viewControllers" id="r2"/>
                        <segue destination="vc3" kind="relationship" relationship="viewControllers" id="r3"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            """
        let all = try screens(tabController
            + scene("vc1", #"<tabBarItem key="tabBarItem" title="Inbox" badgeValue="3" id="t1"/>"#)
            + scene("vc2", """
                <tabBarItem key="tabBarItem" title="Item E" id="t2">
                    <accessibility key="accessibilityConfiguration" hint="Hint" label="Label"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="accessibilityValue" value="Value"/>
                    </userDefinedRuntimeAttributes>
                </tabBarItem>
                """)
            + scene("vc3", #"<tabBarItem key="tabBarItem" title="Archive" enabled="NO" id="t3"/>"#))
        let tabBar = try #require(all.first { $0.id == "tbc" })
        #expect(tabBar.kind == .view, "a tab bar is shown over its tabs' screens")
        let tabs = tabBar.root.children
        #expect(tabs.map(\.accessibility.label.value) == ["Inbox", "Label", "Archive"])
        #expect(tabs.map(\.id) == ["t1", "t2", "t3"])
        #expect(tabs[0].accessibility.traits.value.contains(.selected), "UIKit shows the first tab")
        #expect(tabs[0].accessibility.value.value == "3 items")
        #expect(tabs[1].accessibility.value.value == "Value" && tabs[1].accessibility.hint.value == "Hint")
        #expect(!tabs[2].accessibility.traits.value.contains(.notEnabled) && !tabs[2].isEnabled)
    }

    @Test func inlineImageNamesAreNoNames() throws {
        let bar = try IBFixture.view("""
            <tabBar id="tb1"><rect key="frame" x="0" y="618" width="375" height="49"/>
                <items><tabBarItem image="tabBarItem:t1:image" id="t1"/></items>
            </tabBar>
            """)
        #expect(bar.children[0].accessibility.label.value == nil)
    }
}
