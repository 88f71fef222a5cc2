/// The change to a file as a unified diff (`diff -u`, which `patch -p1` and `git apply` take), with three lines of
/// context. The changes `--fix` makes are a few lines each, far apart, so the lines are matched again after a change by
/// the nearest pair of equal lines (within `window` lines on either side) rather than by a full longest-common-subsequence
/// search, which a 50 MB storyboard could not afford.
public enum UnifiedDiff {
    static let context = 3
    static let window = 200

    /// The diff of `old` (nil: the file is new) to `new`, naming the file `path` (relative, as `a/PATH` and `b/PATH`);
    /// empty when they are the same.
    public static func text(path: String, old: [UInt8]?, new: [UInt8]) -> String {
        let before = old.map(lines) ?? [], after = lines(new)
        let blocks = changes(before, after)
        guard !blocks.isEmpty else { return "" }
        var text = "--- " + (old == nil ? "/dev/null" : "a/" + path) + "\n+++ b/" + path + "\n"
        var index = 0
        while index < blocks.count {
            // Blocks closer than twice the context share a hunk.
            var last = index
            while last + 1 < blocks.count, blocks[last + 1].old.lowerBound - blocks[last].old.upperBound <= 2 * context { last += 1 }
            let oldStart = max(0, blocks[index].old.lowerBound - context)
            let newStart = blocks[index].new.lowerBound - (blocks[index].old.lowerBound - oldStart)
            let oldEnd = min(before.count, blocks[last].old.upperBound + context)
            let newEnd = blocks[last].new.upperBound + (oldEnd - blocks[last].old.upperBound)
            text += "@@ -\(range(oldStart, oldEnd)) +\(range(newStart, newEnd)) @@\n"
            var cursor = oldStart
            for block in blocks[index...last] {
                for line in before[cursor..<block.old.lowerBound] { text += " " + line }
                for line in before[block.old] { text += "-" + line }
                for line in after[block.new] { text += "+" + line }
                cursor = block.old.upperBound
            }
            for line in before[cursor..<oldEnd] { text += " " + line }
            index = last + 1
        }
        return text
    }

    /// `start,count` as a hunk header gives it (1-based; an empty range names the line before it).
    private static func range(_ start: Int, _ end: Int) -> String {
        end > start ? "\(start + 1),\(end - start)" : "\(start),0"
    }

    /// The file's lines, each with its line break; a last line without one says so as `diff` does.
    private static func lines(_ bytes: [UInt8]) -> [String] {
        var result: [String] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            result.append(String(decoding: bytes[start...index], as: UTF8.self))
            start = index + 1
        }
        if start < bytes.count { result.append(String(decoding: bytes[start...], as: UTF8.self) + "\n\\ No newline at end of file\n") }
        return result
    }

    /// The runs of lines that differ: `old` lines replaced by `new` lines.
    private static func changes(_ before: [String], _ after: [String]) -> [(old: Range<Int>, new: Range<Int>)] {
        var blocks: [(old: Range<Int>, new: Range<Int>)] = []
        var i = 0, j = 0
        while i < before.count || j < after.count {
            if i < before.count, j < after.count, before[i] == after[j] {
                i += 1
                j += 1
                continue
            }
            let (skipOld, skipNew) = resynchronize(before, i, after, j)
            blocks.append((i..<i + skipOld, j..<j + skipNew))
            i += skipOld
            j += skipNew
        }
        return blocks
    }

    /// The fewest lines to skip in each file from `i` and `j` to reach two equal lines followed by another equal pair
    /// (or the ends), within the window; else the rest of both.
    private static func resynchronize(_ before: [String], _ i: Int, _ after: [String], _ j: Int) -> (Int, Int) {
        func matches(_ a: Int, _ b: Int) -> Bool {
            guard a < before.count, b < after.count, before[a] == after[b] else { return a == before.count && b == after.count }
            return a + 1 == before.count && b + 1 == after.count || a + 1 < before.count && b + 1 < after.count && before[a + 1] == after[b + 1]
                || a + 1 == before.count || b + 1 == after.count
        }
        for total in 1...(2 * window) {
            for skipOld in 0...total {
                let skipNew = total - skipOld
                guard skipOld <= window, skipNew <= window, i + skipOld <= before.count, j + skipNew <= after.count else { continue }
                if matches(i + skipOld, j + skipNew) { return (skipOld, skipNew) }
            }
        }
        return (before.count - i, after.count - j)
    }
}
