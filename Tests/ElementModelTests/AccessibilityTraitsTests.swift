import ElementModel
import Testing

@Suite struct AccessibilityTraitsTests {
    @Test func namesRoundTripInBitOrder() {
        let traits: AccessibilityTraits = [.header, .button, .switchButton]
        #expect(traits.names == ["button", "header", "switchButton"])
        #expect(traits.names.compactMap(AccessibilityTraits.init(name:)).reduce([], { $0.union($1) }) == traits)
    }

    @Test func bitValuesAreApples() {
        #expect(AccessibilityTraits.button.rawValue == 1)
        #expect(AccessibilityTraits.header.rawValue == 1 << 16)
        #expect(AccessibilityTraits.switchButton.rawValue == 1 << 53)
        #expect(AccessibilityTraits(name: "none") == nil, "none is Interface Builder's empty set, not a trait")
    }

    @Test func everyNamedTraitIsADistinctBit() {
        let bits = AccessibilityTraits.named.map(\.trait.rawValue)
        #expect(Set(bits).count == bits.count)
        #expect(bits.allSatisfy { $0.nonzeroBitCount == 1 })
        #expect(bits == bits.sorted())
    }
}

@Suite struct ProvenanceTests {
    @Test func onlyInspectorAndRuntimeAttributesAreExplicit() {
        #expect(Provenance(.accessibilityInspector, "x").isExplicit)
        #expect(Provenance(.runtimeAttribute, "x").isExplicit)
        #expect(!Provenance(.uikitDefault, "x").isExplicit)
        #expect(!Provenance(.derivedProperty, "x").isExplicit)
    }
}
