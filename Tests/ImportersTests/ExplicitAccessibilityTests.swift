import ElementModel
import Importers
import Testing

/// What the file sets on purpose overrides UIKit's defaults, and says where it came from.
@Suite struct ExplicitAccessibilityTests {
    @Test func inspectorLabelHintIdentifierAndTraits() throws {
        let view = try IBFixture.view("""
            <view customClass="RatingView" id="r1">
                <rect key="frame" x="0" y="0" width="200" height="40"/>
                <accessibility key="accessibilityConfiguration" hint="Swipe up or down to change" identifier="rating" label="Rating">
                    <accessibilityTraits key="traits" adjustable="YES"/>
                    <bool key="isElement" value="YES"/>
                </accessibility>
            </view>
            """)
        let accessibility = view.accessibility
        #expect(accessibility.isElement.value)
        #expect(accessibility.label.value == "Rating")
        #expect(accessibility.hint.value == "Swipe up or down to change")
        #expect(accessibility.identifier.value == "rating")
        #expect(accessibility.traits.value == .adjustable)
        for provenance in [accessibility.isElement.provenance, accessibility.label.provenance, accessibility.traits.provenance] {
            #expect(provenance.source == .accessibilityInspector)
            #expect(provenance.line == IBFixture.line(3))
            #expect(provenance.isExplicit)
        }
    }

    @Test func inspectorCanTurnAStandardControlOff() throws {
        let label = try IBFixture.view("""
            <label text="decoration" id="l1">
                <rect key="frame" x="0" y="0" width="200" height="40"/>
                <accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility>
            </label>
            """)
        #expect(!label.accessibility.isElement.value)
        #expect(label.accessibility.isElement.isExplicit)
        #expect(!label.accessibility.label.isExplicit, "the label is still derived from the text")
    }

    @Test func noneTraitIsTheExplicitEmptySet() throws {
        let button = try IBFixture.view("""
            <button id="b1"><rect key="frame" x="0" y="0" width="200" height="40"/>
                <state key="normal" title="Go"/>
                <accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" none="YES"/></accessibility>
            </button>
            """)
        #expect(button.accessibility.traits.value.isEmpty)
        #expect(button.accessibility.traits.isExplicit)
    }

    @Test func inspectorTraitsReplacePublicTraitsButKeepPrivateOnes() throws {
        let field = try IBFixture.view("""
            <textField placeholder="Find" id="t1"><rect key="frame" x="0" y="0" width="200" height="40"/>
                <accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" searchField="YES" unknownFutureTrait="YES"/></accessibility>
            </textField>
            """)
        #expect(field.accessibility.traits.value == [.searchField, .textEntry])
    }

    @Test func longLabelWrittenAsStringChild() throws {
        let view = try IBFixture.view("""
            <view id="v1"><rect key="frame" x="0" y="0" width="200" height="40"/>
                <accessibility key="accessibilityConfiguration">
                    <string key="label">Your exposure risk is low. You have had no encounters with people who later tested positive.</string>
                </accessibility>
            </view>
            """)
        #expect(view.accessibility.label.value?.hasPrefix("Your exposure risk is low.") == true)
        #expect(view.accessibility.label.provenance.source == .accessibilityInspector)
    }

    @Test(arguments: [
        ("accessibilityLabel", "Close"), ("accessibilityHint", "Closes the dialog"),
        ("accessibilityValue", "3 of 5"), ("accessibilityIdentifier", "close-button"),
    ])
    func runtimeStringAttributes(keyPath: String, value: String) throws {
        let view = try IBFixture.view("""
            <view id="v1"><rect key="frame" x="0" y="0" width="200" height="40"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="\(keyPath)" value="\(value)"/>
                </userDefinedRuntimeAttributes>
            </view>
            """)
        let accessibility = view.accessibility
        let properties = [
            "accessibilityLabel": accessibility.label, "accessibilityHint": accessibility.hint,
            "accessibilityValue": accessibility.value, "accessibilityIdentifier": accessibility.identifier,
        ]
        let property = try #require(properties[keyPath])
        #expect(property.value == value)
        #expect(property.provenance.source == .runtimeAttribute)
    }

    @Test func runtimeBooleanAttributes() throws {
        let view = try IBFixture.view("""
            <view id="v1"><rect key="frame" x="0" y="0" width="200" height="40"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="isAccessibilityElement" value="YES"/>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="accessibilityElementsHidden" value="YES"/>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="accessibilityViewIsModal" value="YES"/>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="shouldGroupAccessibilityChildren" value="YES"/>
                </userDefinedRuntimeAttributes>
            </view>
            """)
        let accessibility = view.accessibility
        #expect(accessibility.isElement.value && accessibility.elementsHidden.value)
        #expect(accessibility.viewIsModal.value && accessibility.shouldGroupChildren.value)
        #expect(accessibility.viewIsModal.provenance == Provenance(.runtimeAttribute, "keyPath accessibilityViewIsModal", line: IBFixture.line(5)))
    }

    @Test func runtimeNumberTraitsAndLongStringValue() throws {
        let view = try IBFixture.view("""
            <view id="v1"><rect key="frame" x="0" y="0" width="200" height="40"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="accessibilityTraits"><integer key="value" value="65537"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel"><string key="value">A label long enough that Interface Builder writes it as a child element of the attribute</string></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """)
        #expect(view.accessibility.traits.value == [.button, .header])
        #expect(view.accessibility.label.value?.hasPrefix("A label long enough") == true)
    }

    @Test func runtimeContainerType() throws {
        let view = try IBFixture.view("""
            <view id="v1"><rect key="frame" x="0" y="0" width="200" height="40"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="accessibilityContainerType"><integer key="value" value="2"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """)
        #expect(view.accessibility.containerType.value == .list)
        #expect(view.accessibility.containerType.isExplicit)
    }

    @Test func runtimeAttributeWinsOverInspector() throws {
        let button = try IBFixture.view("""
            <button id="b1"><rect key="frame" x="0" y="0" width="200" height="40"/>
                <accessibility key="accessibilityConfiguration" label="From inspector"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="From runtime"/>
                </userDefinedRuntimeAttributes>
            </button>
            """)
        #expect(button.accessibility.label.value == "From runtime")
        #expect(button.accessibility.label.provenance.source == .runtimeAttribute)
    }

    @Test func unrelatedRuntimeAttributesChangeNothing() throws {
        let label = try IBFixture.view("""
            <label text="Title" id="l1"><rect key="frame" x="0" y="0" width="200" height="40"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="title.key"/>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="textLabel.accessibilityElementsHidden" value="YES"/>
                </userDefinedRuntimeAttributes>
            </label>
            """)
        #expect(label.accessibility.label.value == "Title")
        #expect(!label.accessibility.elementsHidden.value)
    }
}
