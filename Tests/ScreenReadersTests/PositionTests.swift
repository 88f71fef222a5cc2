import ElementModel
import Testing
import ScreenReaders

/// "i of n", tabs, lists and landmarks (`voiceover-model.md` §1.3 and §2.3).
@Suite struct PositionTests {
    private static func segmentedControl() -> Element {
        let segments = ["Segment A", "Segment B", "Segment C"].enumerated().map { index, title in
            Fixture.element(title, traits: index == 1 ? [.button, .selected] : .button, type: "UISegment",
                            frame: Rect(x: Double(index) * 100, y: 0, width: 100, height: 30))
        }
        return Fixture.container(segments, type: "UISegmentedControl") { $0.vendsAccessibilityElements = true }
    }

    @Test(arguments: zip(Fixture.locales, [
        ["Segment A. Button. 1 of 3.", "Selected: Segment B. Button. 2 of 3.", "Segment C. Button. 3 of 3."],
        ["Segment A. Taste. 1 von 3.", "Auswahl: Segment B. Taste. 2 von 3.", "Segment C. Taste. 3 von 3."],
        ["Segment A. Кнопка. 1 из 3.", "Выбрано: Segment B. Кнопка. 2 из 3.", "Segment C. Кнопка. 3 из 3."],
    ]))
    func segmentedControl(phrases: Phrasebook, expected: [String]) {
        #expect(Fixture.texts(Fixture.container([Self.segmentedControl()]), phrases: phrases) == expected)
    }

    @Test func segmentedControlFromInterfaceBuilder() throws {
        let transcript = try Fixture.readLayout(Fixture.xib("""
            <segmentedControl selectedSegmentIndex="1" id="sc"><rect key="frame" x="10" y="10" width="300" height="32"/>
                <segments><segment title="Segment A"/><segment title="Segment B"/><segment title="Segment C"/></segments>
            </segmentedControl>
            """))
        #expect(transcript.utterances.map(\.text)
                == ["Segment A. Button. 1 of 3.", "Selected: Segment B. Button. 2 of 3.", "Segment C. Button. 3 of 3."])
        #expect(transcript.utterances.allSatisfy { $0.element.id == "sc" }, "segments speak with their control's id")
    }

    private static func tabBar() -> Element {
        var overridden = Fixture.element("Label", value: "Value", hint: "Hint", traits: [.button, .tabBarItem],
                                         type: "UITabBarButton", frame: Rect(x: 240, y: 0, width: 60, height: 49))
        overridden.id = "e"
        let tabs = [
            Fixture.element("Item A", traits: [.button, .tabBarItem], type: "UITabBarButton",
                            frame: Rect(x: 0, y: 0, width: 60, height: 49)),
            Fixture.element("Item B", traits: [.button, .tabBarItem, .selected], type: "UITabBarButton",
                            frame: Rect(x: 60, y: 0, width: 60, height: 49)),
            Fixture.element("Item C", traits: [.button, .tabBarItem, .notEnabled], type: "UITabBarButton",
                            frame: Rect(x: 120, y: 0, width: 60, height: 49)),
            Fixture.element(traits: [.button, .tabBarItem], type: "UITabBarButton",
                            frame: Rect(x: 180, y: 0, width: 60, height: 49)),
            overridden,
            Fixture.element("Item F", traits: [.button, .tabBarItem], type: "UITabBarButton",
                            frame: Rect(x: 300, y: 0, width: 60, height: 49)),
        ]
        return Fixture.container(tabs, type: "UITabBar", frame: Rect(x: 0, y: 0, width: 360, height: 49)) {
            $0.accessibility.traits.value = .tabBar
        }
    }

    @Test(arguments: zip(Fixture.locales, [
        ["Item A. Tab. 1 of 6.", "Selected: Item B. Tab. 2 of 6.", "Item C. Dimmed. Tab. 3 of 6.", "Tab. 4 of 6.",
         "Label: Value. Tab. 5 of 6.", "Item F. Tab. 6 of 6."],
        ["Item A. Tabulator. 1 von 6.", "Auswahl: Item B. Tabulator. 2 von 6.",
         "Item C. Grau dargestellt. Tabulator. 3 von 6.", "Tabulator. 4 von 6.", "Label: Value. Tabulator. 5 von 6.",
         "Item F. Tabulator. 6 von 6."],
        ["Item A. Вкладка. 1 из 6.", "Выбрано: Item B. Вкладка. 2 из 6.", "Item C. Недоступно. Вкладка. 3 из 6.",
         "Вкладка. 4 из 6.", "Label: Value. Вкладка. 5 из 6.", "Item F. Вкладка. 6 из 6."],
    ]))
    func tabBar(phrases: Phrasebook, expected: [String]) {
        let transcript = Fixture.read(Fixture.container([Self.tabBar()]), phrases: phrases)
        #expect(transcript.utterances.map(\.text) == expected)
        #expect(transcript.utterances[4].hint == "Hint")
        #expect(transcript.notes == [.tabBar], "the Tab Bar prefix real VoiceOver may add is noted, not faked")
    }

    @Test func tabBarFromInterfaceBuilder() throws {
        let transcript = try Fixture.readLayout(Fixture.xib("""
            <tabBar selectedItem="t2" id="bar"><rect key="frame" x="0" y="618" width="375" height="49"/>
                <items><tabBarItem title="Home" id="t1"/><tabBarItem title="Search" id="t2"/></items>
            </tabBar>
            """))
        #expect(transcript.utterances.map(\.text) == ["Home. Tab. 1 of 2.", "Selected: Search. Tab. 2 of 2."])
    }

    @Test func everyElementUnderATabBarTraitViewIsATab() {
        let bar = Fixture.container([
            Fixture.element("One", traits: .button, frame: Rect(x: 0, y: 0, width: 50, height: 40)),
            Fixture.element("Two", traits: .button, frame: Rect(x: 50, y: 0, width: 50, height: 40)),
        ]) { $0.accessibility.traits.value = .tabBar }
        #expect(Fixture.texts(Fixture.container([bar])) == ["One. Tab. 1 of 2.", "Two. Tab. 2 of 2."],
                "Button. is suppressed in a tab context")
    }

    private static func run(_ type: AccessibilityContainerType, count: Int) -> Element {
        let items = (1...count).map { Fixture.element("Label \($0)", frame: Rect(x: 0, y: Double($0) * 50, width: 100, height: 40)) }
        return Fixture.container(items) {
            $0.vendsAccessibilityElements = true
            $0.accessibility.containerType.value = type
        }
    }

    @Test(arguments: zip(Fixture.locales, [
        ["Label 1. List Start.", "Label 2", "Label 3", "Label 4. List End."],
        ["Label 1. Anfang der Liste.", "Label 2", "Label 3", "Label 4. Ende der Liste."],
        ["Label 1. Начало списка.", "Label 2", "Label 3", "Label 4. Конец списка."],
    ]))
    func list(phrases: Phrasebook, expected: [String]) {
        #expect(Fixture.texts(Fixture.container([Self.run(.list, count: 4)]), phrases: phrases) == expected)
    }

    @Test(arguments: zip(Fixture.locales, [
        ["Label 1. Landmark.", "Label 2", "Label 3", "Label 4. End."],
        ["Label 1. Orientierungspunkt.", "Label 2", "Label 3", "Label 4. Ende."],
        ["Label 1. Ориентир.", "Label 2", "Label 3", "Label 4. Конец строки."],
    ]))
    func landmark(phrases: Phrasebook, expected: [String]) {
        #expect(Fixture.texts(Fixture.container([Self.run(.landmark, count: 4)]), phrases: phrases) == expected)
    }

    @Test func singleElementListOnlyStarts() {
        #expect(Fixture.texts(Fixture.container([Self.run(.list, count: 1)])) == ["Label 1. List Start."])
    }

    @Test func listOfPlainSubviewsGetsNoPhrases() {
        let list = Fixture.container([Fixture.element("A"), Fixture.element("B", frame: Rect(x: 0, y: 50, width: 10, height: 10))]) {
            $0.accessibility.containerType.value = .list
        }
        #expect(Fixture.texts(Fixture.container([list])) == ["A", "B"], "only containers that vend elements get list phrases")
    }

    @Test func outermostRunWins() {
        var inner = Self.segmentedControl()
        inner.accessibility.containerType.value = .list
        let bar = Fixture.container([inner]) { $0.accessibility.traits.value = .tabBar }
        #expect(Fixture.texts(Fixture.container([bar])).first == "Segment A. Tab. 1 of 3.")
    }

    @Test func dataTablesAreNotedAsAKnownGap() {
        let table = Fixture.container([Fixture.element("A1")]) { $0.accessibility.containerType.value = .dataTable }
        #expect(Fixture.read(Fixture.container([table])).notes == [.dataTable])
    }
}
