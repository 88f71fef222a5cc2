/// A value kept in one heap box that copies share until one of them changes it: copying costs one
/// reference count whatever the value's size, and a change copies the box first unless this copy holds
/// the only reference (the way the standard library's arrays work). `Element` and `Finding` keep their
/// fields in one, since elements and findings are copied into transcripts, visits, arrays and sorts all
/// the time.
@frozen
public struct CopyOnWriteBox<Value> {
    @usableFromInline
    final class Storage {
        @usableFromInline @exclusivity(unchecked) var value: Value

        @usableFromInline
        init(_ value: Value) {
            self.value = value
        }
    }

    @usableFromInline var storage: Storage

    @inlinable
    public init(_ value: Value) {
        storage = Storage(value)
    }

    @inlinable
    public var value: Value {
        _read { yield storage.value }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.value) }
            yield &storage.value
        }
    }
}

// The box is shared only while nobody changes it, and a change replaces a shared box first: no two threads
// ever write one box, so it is as Sendable as its value.
extension CopyOnWriteBox: @unchecked Sendable where Value: Sendable {}

extension CopyOnWriteBox: Equatable where Value: Equatable {
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
    }
}

extension CopyOnWriteBox: Hashable where Value: Hashable {
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.value)
    }
}
