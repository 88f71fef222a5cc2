import ElementModel
import Importers
import Testing

/// Every class of the UIKit table, read from its Interface Builder element with nothing else set,
/// gets the table's defaults.
@Suite struct UIKitClassTests {
    @Test(arguments: UIKitElementTable.uikit.classes)
    func classDefaults(_ uikitClass: UIKitClass) throws {
        let name = uikitClass.interfaceBuilderName
        let element = try IBFixture.view("""
            <\(name) id="v1"><rect key="frame" x="10" y="20" width="100" height="40"/></\(name)>
            """)
        #expect(element.type == uikitClass.name)
        #expect(element.sourceName == name)
        #expect(element.accessibility.isElement.value == uikitClass.isAccessibilityElement)
        #expect(element.accessibility.traits.value == uikitClass.traits)
        #expect(element.accessibility.isElement.provenance.source == .uikitDefault)
        #expect(element.isInteractive == uikitClass.isControl)
    }

    @Test func tableCoversAtLeastTwentyFiveClasses() {
        let names = Set(UIKitElementTable.uikit.classes.map(\.name))
        #expect(names.count >= 25)
        let elementNames = UIKitElementTable.uikit.classes.map(\.interfaceBuilderName)
        #expect(Set(elementNames).count == elementNames.count, "each Interface Builder name maps to one class")
    }

    @Test func customSubclassKeepsItsBaseClassDefaults() throws {
        let element = try IBFixture.view("""
            <button customClass="PayButton" customModule="Shop" id="b1">
                <rect key="frame" x="0" y="0" width="100" height="44"/>
                <state key="normal" title="Pay"/>
            </button>
            """)
        #expect(element.type == "UIButton")
        #expect(element.customClass == "PayButton")
        #expect(element.customModule == "Shop")
        #expect(element.accessibility.isElement.value)
        #expect(element.accessibility.label.value == "Pay")
    }

    @Test func customViewIsNotAnElement() throws {
        let element = try IBFixture.view("""
            <view customClass="RatingView" id="r1"><rect key="frame" x="0" y="0" width="100" height="20"/></view>
            """)
        #expect(element.type == "UIView")
        #expect(!element.accessibility.isElement.value)
        #expect(element.accessibility.traits.value.isEmpty)
    }
}

extension UIKitClass: CustomTestStringConvertible {
    public var testDescription: String { "\(interfaceBuilderName) → \(name)" }
}
