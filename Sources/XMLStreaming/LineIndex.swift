#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns byte offsets into line and column numbers, fed the file's bytes as they are read.
///
/// Offsets are asked for in increasing order (start tags come in document order), so newline offsets
/// behind the last question are dropped: memory stays proportional to one read chunk, not to the file.
struct LineIndex {
    private var newlineOffsets: [Int] = []
    private var firstLive = 0
    private var linesBeforeLive = 0
    private var consumedBytes = 0

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        var searchFrom = base
        let end = base + bytes.count
        while searchFrom < end, let found = memchr(searchFrom, 0x0A, end - searchFrom) {
            newlineOffsets.append(consumedBytes + (UnsafeRawPointer(found) - base))
            searchFrom = UnsafeRawPointer(found) + 1
        }
        consumedBytes += bytes.count
    }

    /// Line and column of the byte at `offset`; `offset` must not be smaller than in the previous call.
    mutating func position(ofOffset offset: Int) -> XMLPosition {
        while firstLive < newlineOffsets.count, newlineOffsets[firstLive] < offset {
            firstLive += 1
            linesBeforeLive += 1
        }
        let lineStart = firstLive > 0 ? newlineOffsets[firstLive - 1] + 1 : 0
        compactIfWorthIt()
        return XMLPosition(line: linesBeforeLive + 1, column: offset - lineStart + 1)
    }

    private mutating func compactIfWorthIt() {
        // Keep the newline just before the live range: it marks where the current line starts.
        guard firstLive > 4096 else { return }
        let keep = firstLive - 1
        newlineOffsets.removeFirst(keep)
        firstLive -= keep
    }
}
