/// How many more bytes a UTF-16 file's text takes in UTF-8 than its 16-bit units count, up to any offset: columns
/// are UTF-8 bytes, as clang counts them, whatever the file's encoding, so that a finding's column is the same in
/// the UTF-16 file and in the same text saved as UTF-8.
///
/// A unit below U+0080 is one UTF-8 byte, one below U+0800 two, the rest of the Basic Multilingual Plane three,
/// and a surrogate pair four: 0, 1, 2 and 1 + 1 bytes more than its units. Runs of units with the same surplus
/// are kept as one entry, so an ASCII-only file keeps none; entries behind the line asked about last are dropped.
struct UTF16Widths {
    /// Units from `start` (a byte offset) on, `count` of them, each `surplus` bytes wider in UTF-8; `before` is the
    /// surplus of every unit before `start`.
    private struct Run {
        var start: Int
        var count: Int
        var surplus: Int
        var before: Int
    }

    var bigEndian = false
    private var runs: [Run] = []
    private var firstLive = 0
    private var total = 0
    private var consumedBytes = 0
    /// The first byte of a unit that the previous chunk cut in two.
    private var pendingByte: UInt8?

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        var index = 0
        if let pending = pendingByte, bytes.count > 0 {
            add(unit: combine(pending, bytes[0]), at: consumedBytes - 1)
            pendingByte = nil
            index = 1
        }
        while index + 1 < bytes.count {
            add(unit: combine(bytes[index], bytes[index + 1]), at: consumedBytes + index)
            index += 2
        }
        if index < bytes.count { pendingByte = bytes[index] }
        consumedBytes += bytes.count
    }

    /// The surplus of every unit before the byte at `offset`.
    func surplus(before offset: Int) -> Int {
        // The last run starting before `offset`: offsets asked for are near the end, so search from there.
        var index = runs.count - 1
        while index >= firstLive, runs[index].start >= offset { index -= 1 }
        guard index >= firstLive else {
            // Every run left starts at or after `offset`; the ones forgotten are all before it.
            guard firstLive > 0 else { return 0 }
            let forgotten = runs[firstLive - 1]
            return forgotten.before + forgotten.surplus * forgotten.count
        }
        let run = runs[index]
        return run.before + run.surplus * min(run.count, (offset - run.start + 1) / 2)
    }

    /// Forgets the runs that end before `offset`: no offset before it will be asked about again.
    mutating func discard(before offset: Int) {
        while firstLive < runs.count, runs[firstLive].start + 2 * runs[firstLive].count <= offset { firstLive += 1 }
        guard firstLive > 4096 else { return }
        runs.removeFirst(firstLive - 1)
        firstLive = 1
    }

    private func combine(_ first: UInt8, _ second: UInt8) -> UInt16 {
        bigEndian ? UInt16(first) << 8 | UInt16(second) : UInt16(second) << 8 | UInt16(first)
    }

    private mutating func add(unit: UInt16, at offset: Int) {
        let surplus: Int
        switch unit {
        case ..<0x80: return
        case ..<0x800: surplus = 1
        case 0xD800...0xDFFF: surplus = 1
        default: surplus = 2
        }
        if let last = runs.last, last.surplus == surplus, last.start + 2 * last.count == offset {
            runs[runs.count - 1].count += 1
        } else {
            runs.append(Run(start: offset, count: 1, surplus: surplus, before: total))
        }
        total += surplus
    }
}
