@testable import XMLStreaming
import Testing

/// Attribute names are looked up as libxml2's C strings: a name is in the set only whole, whatever its
/// length, and the set hands back its own copy.
@Suite struct XMLNameSetTests {
    static let set: XMLNameSet = ["id", "key", "text", "title", "hidden", "placeholder", "userInteractionEnabled", "ü"]

    @Test(arguments: ["id", "key", "text", "title", "hidden", "placeholder", "userInteractionEnabled", "ü"])
    func findsEveryMember(_ name: String) {
        #expect(Self.member(name) == name)
    }

    @Test(arguments: ["", "i", "idx", "ke", "Text", "titles", "userInteractionEnable", "userInteractionEnabledX", "u",
                      "a-very-long-attribute-name-longer-than-any-member"])
    func findsNothingElse(_ name: String) {
        #expect(Self.member(name) == nil)
    }

    @Test func anEmptySetHoldsNothing() {
        let empty = XMLNameSet([])
        #expect(Array("id".utf8CString).withUnsafeBufferPointer { pointer in
            pointer.withMemoryRebound(to: UInt8.self) { empty.member($0.baseAddress!) }
        } == nil)
    }

    private static func member(_ name: String) -> String? {
        Array(name.utf8CString).withUnsafeBufferPointer { pointer in
            pointer.withMemoryRebound(to: UInt8.self) { set.member($0.baseAddress!) }
        }
    }
}
