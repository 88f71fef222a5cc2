/// A fixed set of attribute or element names that can be tested against libxml2's C strings without
/// making a Swift `String` or hashing: names are grouped by length, their bytes kept in one array and
/// compared in place.
public struct XMLNameSet: Sendable, ExpressibleByArrayLiteral {
    /// Every name's bytes, one after another, shortest names first.
    private let bytes: [UInt8]
    /// The names in the same order, with where their bytes start and their place in the list the set was made from.
    private let names: [(name: String, start: Int, position: Int)]
    /// For each length, the range of `names` that long.
    private let namesByLength: [Range<Int>]

    public init(_ names: [String]) {
        let sorted = Set(names).sorted { ($0.utf8.count, $0) < ($1.utf8.count, $1) }
        var bytes: [UInt8] = []
        var entries: [(name: String, start: Int, position: Int)] = []
        let longest = sorted.last?.utf8.count ?? 0
        var ranges = [Range<Int>](repeating: 0..<0, count: longest + 1)
        for name in sorted {
            let length = name.utf8.count
            if ranges[length].isEmpty { ranges[length] = entries.count..<entries.count }
            entries.append((name, bytes.count, names.firstIndex(of: name)!))
            bytes += name.utf8
            ranges[length] = ranges[length].lowerBound..<entries.count
        }
        self.bytes = bytes
        self.names = entries
        namesByLength = ranges
    }

    public init(arrayLiteral names: String...) {
        self.init(names)
    }

    /// The set's own copy of the NUL-terminated `name` (no new string is made), or nil when it is not in the set.
    func member(_ name: UnsafePointer<UInt8>) -> String? {
        entry(name).map { names[$0].name }
    }

    /// Where the NUL-terminated `name` stood in the list the set was made from, or nil when it is not in the set.
    func position(_ name: UnsafePointer<UInt8>) -> Int? {
        entry(name).map { names[$0].position }
    }

    private func entry(_ name: UnsafePointer<UInt8>) -> Int? {
        var length = 0
        while name[length] != 0 {
            length += 1
            if length >= namesByLength.count { return nil }
        }
        let candidates = namesByLength[length]
        guard !candidates.isEmpty else { return nil }
        return bytes.withUnsafeBufferPointer { stored -> Int? in
            for index in candidates where Self.equal(stored.baseAddress! + names[index].start, name, length: length) {
                return index
            }
            return nil
        }
    }

    private static func equal(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, length: Int) -> Bool {
        for offset in 0..<length where lhs[offset] != rhs[offset] {
            return false
        }
        return true
    }
}
