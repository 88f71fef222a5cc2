import ElementModel
import Importers
import Testing

/// What standard controls say by default, derived from what they show (`voiceover-model.md` §5).
@Suite struct UIKitSemanticsTests {
    private func frame(_ width: Int = 100, _ height: Int = 40) -> String {
        #"<rect key="frame" x="0" y="0" width="\#(width)" height="\#(height)"/>"#
    }

    @Test func buttonTakesItsTitle() throws {
        let button = try IBFixture.view("""
            <button buttonType="system" id="b1">\(frame())<state key="normal" title="Sign In"/></button>
            """)
        #expect(button.accessibility.label.value == "Sign In")
        #expect(button.accessibility.label.provenance.source == .derivedProperty)
        #expect(button.accessibility.traits.value == .button)
    }

    @Test func buttonWithoutTitleTakesItsImageName() throws {
        let button = try IBFixture.view("""
            <button id="b1">\(frame())<state key="normal" image="icon_close"/></button>
            """)
        #expect(button.accessibility.label.value == "icon_close")
    }

    @Test func buttonConfigurationTitleAndSymbolImage() throws {
        let titled = try IBFixture.view("""
            <button id="b1">\(frame())<buttonConfiguration key="configuration" style="filled" title="Continue"/></button>
            """)
        #expect(titled.accessibility.label.value == "Continue")
        let symbol = try IBFixture.view("""
            <button id="b2">\(frame())<state key="normal"><imageReference key="image" image="gear" catalog="system"/></state></button>
            """)
        #expect(symbol.accessibility.label.value == "gear")
    }

    @Test func longTitleWrittenAsStringChild() throws {
        let button = try IBFixture.view("""
            <button id="b1">\(frame())<state key="normal"><string key="title">Read the terms
            and conditions</string></state></button>
            """)
        #expect(button.accessibility.label.value == "Read the terms\nand conditions")
    }

    @Test func disabledAndSelectedButton() throws {
        let button = try IBFixture.view("""
            <button enabled="NO" selected="YES" id="b1">\(frame())<state key="normal" title="Bold"/></button>
            """)
        #expect(button.accessibility.traits.value == [.button, .selected, .notEnabled])
        #expect(!button.isEnabled)
    }

    @Test func labelTakesItsText() throws {
        let label = try IBFixture.view(#"<label text="Welcome" id="l1">\#(frame())</label>"#)
        #expect(label.accessibility.label.value == "Welcome")
        #expect(label.accessibility.traits.value == .staticText)
    }

    @Test func labelWithAttributedTextJoinsFragments() throws {
        let label = try IBFixture.view("""
            <label id="l1">\(frame())
                <attributedString key="attributedText">
                    <fragment content="Terms "><attributes/></fragment>
                    <fragment><string key="content">and conditions</string><attributes/></fragment>
                </attributedString>
            </label>
            """)
        #expect(label.accessibility.label.value == "Terms and conditions")
    }

    @Test func labelTextWithEntities() throws {
        let label = try IBFixture.view(#"<label text="Fish &amp; Chips &#8211; &lt;3" id="l1">\#(frame())</label>"#)
        #expect(label.accessibility.label.value == "Fish & Chips – <3")
    }

    @Test func textFieldPlaceholderIsLabelAndTextIsValue() throws {
        let field = try IBFixture.view("""
            <textField placeholder="Email" text="ann@example.com" id="t1">\(frame())<textInputTraits key="textInputTraits"/></textField>
            """)
        #expect(field.accessibility.label.value == "Email")
        #expect(field.accessibility.value.value == "ann@example.com")
        #expect(field.accessibility.traits.value == .textEntry)
    }

    @Test func secureTextField() throws {
        let field = try IBFixture.view("""
            <textField placeholder="Password" id="t1">\(frame())<textInputTraits key="textInputTraits" secureTextEntry="YES"/></textField>
            """)
        #expect(field.accessibility.traits.value == [.textEntry, .secureTextField])
    }

    @Test func textViewEditableAndNot() throws {
        let editable = try IBFixture.view(#"<textView text="Notes" id="t1">\#(frame())</textView>"#)
        #expect(editable.accessibility.traits.value == [.textEntry, .textArea])
        #expect(editable.accessibility.value.value == "Notes")
        let readOnly = try IBFixture.view(#"<textView editable="NO" text="About us" id="t2">\#(frame())</textView>"#)
        #expect(readOnly.accessibility.traits.value == .staticText)
        #expect(readOnly.accessibility.label.value == "About us")
    }

    @Test func switchValueIsOneOrZero() throws {
        let on = try IBFixture.view(#"<switch on="YES" id="s1">\#(frame(49, 31))</switch>"#)
        #expect(on.accessibility.value.value == "1")
        #expect(on.accessibility.traits.value == [.button, .switchButton])
        let off = try IBFixture.view(#"<switch id="s2">\#(frame(49, 31))</switch>"#)
        #expect(off.accessibility.value.value == "0")
    }

    @Test func sliderValueIsAPercentageOfItsRange() throws {
        let slider = try IBFixture.view(#"<slider value="75" minValue="50" maxValue="100" id="s1">\#(frame())</slider>"#)
        #expect(slider.accessibility.value.value == "50%")
        #expect(slider.accessibility.traits.value == .adjustable)
        let defaults = try IBFixture.view(#"<slider id="s2">\#(frame())</slider>"#)
        #expect(defaults.accessibility.value.value == "50%")
    }

    @Test func pageControlSaysPageXOfN() throws {
        let control = try IBFixture.view(#"<pageControl numberOfPages="5" currentPage="1" id="p1">\#(frame())</pageControl>"#)
        #expect(control.accessibility.value.value == "page 2 of 5")
        #expect(control.accessibility.traits.value == .adjustable)
    }

    @Test func progressAndActivityIndicator() throws {
        let progress = try IBFixture.view(#"<progressView progress="0.25" id="p1">\#(frame())</progressView>"#)
        #expect(progress.accessibility.value.value == "25%")
        let spinner = try IBFixture.view(#"<activityIndicatorView animating="YES" style="medium" id="a1">\#(frame())</activityIndicatorView>"#)
        #expect(spinner.accessibility.label.value == "In progress")
    }

    @Test func imageViewIsNotAnElementButKnowsItsImage() throws {
        let image = try IBFixture.view(#"<imageView image="logo" id="i1">\#(frame())</imageView>"#)
        #expect(!image.accessibility.isElement.value)
        #expect(image.accessibility.traits.value == .image)
        #expect(image.accessibility.label.value == "logo")
    }

    @Test func segmentedControlExposesOneButtonPerSegment() throws {
        let control = try IBFixture.view("""
            <segmentedControl selectedSegmentIndex="1" id="sc1">
                <rect key="frame" x="10" y="10" width="300" height="32"/>
                <segments>
                    <segment title="Day"/>
                    <segment title="Week"/>
                    <segment title="Month" enabled="NO"/>
                </segments>
            </segmentedControl>
            """)
        #expect(!control.accessibility.isElement.value)
        #expect(control.children.map(\.accessibility.label.value) == ["Day", "Week", "Month"])
        #expect(control.children.map(\.accessibility.traits.value) == [.button, [.button, .selected], [.button, .notEnabled]])
        #expect(control.children.allSatisfy { $0.isSynthesized && $0.id == "sc1" && $0.type == "UISegment" })
        #expect(control.children.map(\.screenFrame?.x) == [10, 110, 210])
    }

    @Test func stepperExposesDecrementAndIncrement() throws {
        let stepper = try IBFixture.view(#"<stepper value="2" id="st1">\#(frame(94, 32))</stepper>"#)
        #expect(!stepper.accessibility.isElement.value)
        #expect(stepper.children.map(\.accessibility.label.value) == ["Decrement", "Increment"])
        #expect(stepper.children.allSatisfy { $0.accessibility.traits.value == .button })
    }

    @Test func tabBarExposesOneTabPerItem() throws {
        let bar = try IBFixture.view("""
            <tabBar selectedItem="t2" id="tb1">
                <rect key="frame" x="0" y="618" width="375" height="49"/>
                <items>
                    <tabBarItem title="Home" id="t1"/>
                    <tabBarItem title="Search" id="t2"/>
                    <tabBarItem systemItem="mostRecent" id="t3"/>
                    <tabBarItem title="Inbox" enabled="NO" id="t4"/>
                </items>
            </tabBar>
            """)
        #expect(bar.children.map(\.accessibility.label.value) == ["Home", "Search", "Most Recent", "Inbox"])
        #expect(bar.children.map(\.id) == ["t1", "t2", "t3", "t4"])
        #expect(bar.children[1].accessibility.traits.value == [.button, .selected, .tabBarItem])
        // A disabled tab is not announced as dimmed (unlike a disabled button in a tab-bar-trait view).
        #expect(bar.children[3].accessibility.traits.value == [.button, .tabBarItem])
        #expect(!bar.children[3].isEnabled)
        #expect(bar.children.allSatisfy { $0.type == "UITabBarButton" })
    }

    @Test func navigationBarHasHeadingTitleBackButtonAndItems() throws {
        let bar = try IBFixture.view("""
            <navigationBar id="nb1">
                <rect key="frame" x="0" y="20" width="375" height="44"/>
                <items>
                    <navigationItem title="Settings" id="n1"/>
                    <navigationItem title="Wi-Fi" id="n2">
                        <barButtonItem key="rightBarButtonItem" systemItem="edit" id="e1"/>
                    </navigationItem>
                </items>
            </navigationBar>
            """)
        let parts = bar.children.map { ($0.accessibility.label.value ?? "", $0.accessibility.traits.value) }
        #expect(parts.map(\.0) == ["Settings", "Wi-Fi", "Edit"])
        #expect(parts.map(\.1) == [[.button, .backButton], [.staticText, .header], .button])
    }

    @Test func backButtonUsesBackBarButtonItemTitle() throws {
        let bar = try IBFixture.view("""
            <navigationBar id="nb1">\(frame(375, 44))
                <items>
                    <navigationItem title="Inbox" id="n1">
                        <barButtonItem key="backBarButtonItem" title="Mail" id="bb1"/>
                    </navigationItem>
                    <navigationItem title="Message" id="n2"/>
                </items>
            </navigationBar>
            """)
        #expect(bar.children.first?.accessibility.label.value == "Mail")
        #expect(bar.children.first?.id == "bb1")
    }

    @Test func toolbarSkipsSpacesAndReadsItems() throws {
        let toolbar = try IBFixture.view("""
            <toolbar id="tb1">\(frame(375, 44))
                <items>
                    <barButtonItem title="Reply" id="i1"/>
                    <barButtonItem style="plain" systemItem="flexibleSpace" id="i2"/>
                    <barButtonItem image="trash_icon" id="i3"/>
                    <barButtonItem systemItem="compose" id="i4"/>
                </items>
            </toolbar>
            """)
        #expect(toolbar.children.map(\.accessibility.label.value) == ["Reply", "trash_icon", "Compose"])
        #expect(toolbar.children.allSatisfy { $0.isInteractive && $0.type == "UIBarButtonItem" })
    }

    @Test func searchBarExposesASearchField() throws {
        let bar = try IBFixture.view(#"<searchBar placeholder="Search recipes" text="soup" id="sb1">\#(frame(375, 56))</searchBar>"#)
        let field = try #require(bar.children.first)
        #expect(field.type == "UISearchTextField")
        #expect(field.accessibility.label.value == "Search recipes")
        #expect(field.accessibility.value.value == "soup")
        #expect(field.accessibility.traits.value == [.searchField, .textEntry])
    }

    @Test func tableCellCombinesItsLabels() throws {
        let table = try IBFixture.view("""
            <tableView id="tv1">\(frame(375, 600))
                <prototypes>
                    <tableViewCell accessoryType="disclosureIndicator" id="c1">
                        <rect key="frame" x="0" y="28" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" id="cv1">
                            <rect key="frame" x="0" y="0" width="340" height="44"/>
                            <subviews>
                                <label text="Wi-Fi" id="l1"><rect key="frame" x="16" y="0" width="100" height="44"/></label>
                                <label text="Home" id="l2"><rect key="frame" x="200" y="0" width="100" height="44"/></label>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """)
        let cell = try #require(table.children.first)
        #expect(cell.accessibility.isElement.value)
        #expect(cell.accessibility.label.value == "Wi-Fi, Home")
        #expect(cell.accessibility.traits.value == .button)
        #expect(cell.children.first?.children.count == 2, "prototype cells keep their subviews in the tree")
    }

    @Test func tableCellHoldingAControlStaysAContainer() throws {
        let table = try IBFixture.view("""
            <tableView id="tv1">\(frame(375, 600))
                <sections><tableViewSection headerTitle="Network" id="s1"><cells>
                    <tableViewCell id="c1">
                        <rect key="frame" x="0" y="0" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" id="cv1">
                            <rect key="frame" x="0" y="0" width="375" height="44"/>
                            <subviews>
                                <label text="Wi-Fi" id="l1"><rect key="frame" x="16" y="0" width="100" height="44"/></label>
                                <switch on="YES" id="s1"><rect key="frame" x="300" y="6" width="49" height="31"/></switch>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                </cells></tableViewSection></sections>
            </tableView>
            """)
        let cell = try #require(table.children.first)
        #expect(!cell.accessibility.isElement.value)
        #expect(cell.accessibility.isElement.provenance.detail.contains("controls"))
    }

    @Test func staticTableSectionTitlesAreHeadingsAndText() throws {
        let table = try IBFixture.view("""
            <tableView style="grouped" id="tv1"><rect key="frame" x="0" y="0" width="375" height="600"/>
                <sections>
                    <tableViewSection headerTitle="Network" footerTitle="Changes apply at once." id="s1"><cells>
                        <tableViewCell id="c1"><rect key="frame" x="0" y="55" width="375" height="44"/>
                            <tableViewCellContentView key="contentView" id="cv1"><rect key="frame" x="0" y="0" width="375" height="44"/>
                                <subviews><label text="Wi-Fi" id="l1"><rect key="frame" x="16" y="0" width="100" height="44"/></label></subviews>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </cells></tableViewSection>
                    <tableViewSection id="s2"><cells/></tableViewSection>
                </sections>
            </tableView>
            """)
        let titles = table.children.filter { $0.type == "UITableViewHeaderFooterView" }
        #expect(titles.map(\.accessibility.label.value) == ["Network", "Changes apply at once."])
        #expect(titles.map(\.accessibility.traits.value) == [[.staticText, .header], .staticText])
        #expect(titles.map(\.id) == ["s1", "s1"] && titles.allSatisfy(\.isSynthesized))
        #expect(titles[0].screenFrame == Rect(x: 0, y: 17, width: 375, height: 38), "just above the first cell")
        #expect(titles[1].screenFrame == Rect(x: 0, y: 99, width: 375, height: 38), "just below the last cell")
    }
}
