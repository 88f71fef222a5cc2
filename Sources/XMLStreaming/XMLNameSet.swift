/// A fixed set of attribute or element names that can be tested against libxml2's C strings without
/// making a Swift `String` or hashing: names are bucketed by length and compared byte for byte.
public struct XMLNameSet: Sendable, ExpressibleByArrayLiteral {
    private var buckets: [[[UInt8]]]

    public init(_ names: [String]) {
        let longest = names.map(\.utf8.count).max() ?? 0
        buckets = Array(repeating: [], count: longest + 1)
        for name in names { buckets[name.utf8.count].append(Array(name.utf8)) }
    }

    public init(arrayLiteral names: String...) {
        self.init(names)
    }

    /// Whether the NUL-terminated `name` is in the set.
    func contains(_ name: UnsafePointer<UInt8>) -> Bool {
        var length = 0
        while name[length] != 0 {
            length += 1
            if length >= buckets.count { return false }
        }
        for candidate in buckets[length] where candidate.withUnsafeBufferPointer({ memoryEquals($0, name) }) {
            return true
        }
        return false
    }

    private func memoryEquals(_ candidate: UnsafeBufferPointer<UInt8>, _ name: UnsafePointer<UInt8>) -> Bool {
        for index in 0..<candidate.count where candidate[index] != name[index] {
            return false
        }
        return true
    }
}
