/// Bytes appended to one growing heap block. The JSON writers append millions of short pieces (a comma,
/// an indent, a key), and an array spends several calls on each checking uniqueness and capacity.
///
/// A buffer has one owner, used from one thread at a time (`JSONWriter` copies it before a shared one is
/// written): the run-time exclusivity check is skipped on its fields.
final class ByteBuffer {
    @exclusivity(unchecked) private(set) var start: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// The bytes written so far; valid until the next change.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: start, count: count) }

    func copy() -> ByteBuffer {
        let copy = ByteBuffer(capacity: capacity)
        copy.append(bytes)
        return copy
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        start[count] = byte
        count += 1
    }

    func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        UnsafeMutableRawPointer(start + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    func append(_ text: StaticString) {
        append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    func append(_ text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    func append(repeating byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        if count + repeats > capacity { grow(toHold: count + repeats) }
        (start + count).initialize(repeating: byte, count: repeats)
        count += repeats
    }

    /// `value` in decimal.
    func append(decimal value: Int) {
        var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)  // an Int has at most 19 digits and a sign
        withUnsafeMutableBytes(of: &scratch) { digits in
            var magnitude = value.magnitude
            var index = digits.count
            repeat {
                index -= 1
                digits[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                index -= 1
                digits[index] = UInt8(ascii: "-")
            }
            append(UnsafeRawBufferPointer(rebasing: digits[index...]))
        }
    }

    func removeAll() {
        count = 0
    }

    private func grow(toHold needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.initialize(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }
}
