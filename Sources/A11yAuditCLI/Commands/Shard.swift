#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Importers

/// `--shard I/N`: one of N shares of the files, for CI systems that split a job across machines (a GitHub
/// Actions matrix, GitLab's `parallel:`). Shares are balanced by bytes, not by count, since one large storyboard
/// can take as long as a hundred small xibs, and each file is in exactly one share whatever machine computes them.
struct Shard: Equatable {
    /// 1-based.
    let index: Int
    let count: Int

    /// Reads `I/N` with 1 ≤ I ≤ N.
    init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    /// This shard's files, in their given order. Largest first, each file goes to the share with the fewest bytes
    /// so far (the lowest-numbered on a tie); files of equal size are taken in path order, so the shares depend
    /// only on the files' names and sizes. Standard input goes to the first share.
    func files(_ files: [String]) -> [String] {
        let sized = files.map { (path: $0, size: $0 == StandardInput.path ? 0 : Self.size(of: $0)) }
        let order = sized.indices.sorted { (-sized[$0].size, sized[$0].path) < (-sized[$1].size, sized[$1].path) }
        var load = [Int](repeating: 0, count: count)
        var mine = Set<Int>()
        for position in order {
            let lightest = load.indices.min { (load[$0], $0) < (load[$1], $1) }!
            load[lightest] += sized[position].size
            if sized[position].path == StandardInput.path ? index == 1 : lightest == index - 1 { mine.insert(position) }
        }
        return files.indices.filter(mine.contains).map { files[$0] }
    }

    private static func size(of path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }
}
