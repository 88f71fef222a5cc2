internal import CLibXML2

/// A read-only view of one start tag's attributes, straight over libxml2's SAX2 attribute array.
///
/// Nothing is copied until a value is asked for, so elements with many attributes of no interest
/// (colours, fonts, constraints) cost almost nothing.
public struct XMLAttributes {
    // libxml2 lays each attribute out as five pointers: localname, prefix, URI, value start, value end.
    private let base: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
    public let count: Int

    init(base: UnsafeMutablePointer<UnsafePointer<UInt8>?>?, count: Int) {
        self.base = base
        self.count = count
    }

    /// The value of the attribute with this local name, if present.
    public subscript(name: String) -> String? {
        guard let base, count > 0 else { return nil }
        var name = name
        return name.withUTF8 { wanted -> String? in
            for index in 0..<count {
                let slot = base + index * 5
                guard let localName = slot[0], Self.equals(localName, wanted) else { continue }
                return Self.value(start: slot[3], end: slot[4])
            }
            return nil
        }
    }

    /// Every attribute as (local name, value), in document order.
    public var all: [(name: String, value: String)] {
        guard let base, count > 0 else { return [] }
        return (0..<count).map { index in
            let slot = base + index * 5
            let name = slot[0].map { String(cString: $0) } ?? ""
            return (name, Self.value(start: slot[3], end: slot[4]))
        }
    }

    /// The attributes whose names are in `names`, in document order: only those are copied.
    public func values(named names: XMLNameSet) -> [(name: String, value: String)] {
        guard let base, count > 0 else { return [] }
        // Grown one by one, not reserved: a raw view keeps this array until it is resolved, and a reserve sized
        // to all of a tag's attributes, most of them dropped, cost a million-element screen 45 MB.
        var result: [(name: String, value: String)] = []
        for index in 0..<count {
            let slot = base + index * 5
            guard let localName = slot[0], let name = names.member(localName) else { continue }
            result.append((name, Self.value(start: slot[3], end: slot[4])))
        }
        return result
    }

    /// The attributes whose names are in `names` and whose namespace is `namespaceURI` (nil: no namespace), in
    /// document order: an Android layout's `android:text` and `tools:text` share their local name and mean different
    /// things (what is shown, and what only the editor's preview shows).
    public func values(named names: XMLNameSet, namespaceURI: String?) -> [(name: String, value: String)] {
        guard let base, count > 0 else { return [] }
        var wantedURI = namespaceURI
        return (0..<count).compactMap { index -> (name: String, value: String)? in
            let slot = base + index * 5
            guard let localName = slot[0], let name = names.member(localName) else { return nil }
            let inNamespace: Bool
            if let uri = slot[2] {
                inNamespace = wantedURI?.withUTF8 { Self.equals(uri, $0) } ?? false
            } else {
                inNamespace = wantedURI == nil
            }
            return inNamespace ? (name, Self.value(start: slot[3], end: slot[4])) : nil
        }
    }

    /// Every attribute in the namespace `namespaceURI`, in document order: an Android app's own attributes
    /// (`app:title`, `app:headline`) have names no list can know beforehand.
    public func values(inNamespace namespaceURI: String) -> [(name: String, value: String)] {
        guard let base, count > 0 else { return [] }
        var wantedURI = namespaceURI
        return (0..<count).compactMap { index -> (name: String, value: String)? in
            let slot = base + index * 5
            guard let localName = slot[0], let uri = slot[2], wantedURI.withUTF8({ Self.equals(uri, $0) }) else { return nil }
            return (String(cString: localName), Self.value(start: slot[3], end: slot[4]))
        }
    }

    /// Calls `body` with each attribute whose name is in `names`, in document order, with where the name stands
    /// in the list `names` was made from (a handler can switch on a number instead of comparing strings) and the
    /// value's bytes as libxml2 holds them, valid during the call only: numbers and flags need no string, and
    /// `string(_:)` makes one of the others.
    public func forEachRaw(in names: XMLNameSet, _ body: (_ position: Int, _ value: UnsafeBufferPointer<UInt8>) -> Void) {
        guard let base, count > 0 else { return }
        for index in 0..<count {
            let slot = base + index * 5
            guard let localName = slot[0], let position = names.position(localName) else { continue }
            guard let start = slot[3], let end = slot[4], end > start else {
                body(position, UnsafeBufferPointer(start: nil, count: 0))
                continue
            }
            body(position, UnsafeBufferPointer(start: start, count: end - start))
        }
    }

    /// The text of a value handed to `forEachRaw`.
    public static func string(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        value(start: raw.baseAddress, end: raw.baseAddress.map { $0 + raw.count })
    }

    private static func equals(_ cName: UnsafePointer<UInt8>, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in 0..<wanted.count where cName[index] != wanted[index] {
            return false
        }
        return cName[wanted.count] == 0
    }

    private static func value(start: UnsafePointer<UInt8>?, end: UnsafePointer<UInt8>?) -> String {
        guard let start, let end, end > start else { return "" }
        let bytes = UnsafeBufferPointer(start: start, count: end - start)
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: unescapingAmpersands(bytes), as: UTF8.self)
    }

    /// Without entity substitution libxml2 hands every `&` of an attribute value over as `&#38;` (its way
    /// of keeping `&amp;` escaped); no other `&` can occur in the value, so each `&#38;` is one `&`.
    static func unescapingAmpersands(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let escaped = Array("&#38;".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == escaped[0], index + escaped.count <= bytes.count,
               bytes[index..<index + escaped.count].elementsEqual(escaped) {
                result.append(UInt8(ascii: "&"))
                index += escaped.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }
}
