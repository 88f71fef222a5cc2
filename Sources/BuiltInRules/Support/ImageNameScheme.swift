import ElementModel
import RuleEngine

/// The words a screen's image names share as a naming scheme, not as words: `now_playing_stop`, `now_playing_pause` …
/// share "now playing"; `remote_button_music_up`, `remote_button_home_up` … share "remote button" before and the state
/// "up" after; `tabbar_home`, `tabbar_settings` … share "tabbar". A prefix or suffix three or more image names share
/// (each keeping a word of its own) is the scheme's, and a name proposed from an image leaves it out ("Stop", "Music").
struct ImageNameScheme: Sendable {
    let prefixes: [[String]]
    let suffixes: Set<String>

    static func of(_ screen: ScreenContext) -> ImageNameScheme {
        screen.memoized(ImageNameScheme.self) {
            var names: Set<String> = []
            for visit in screen.visits where visit.element.accessibility.label.provenance.derivedFrom == .imageName {
                if let name = visit.element.accessibility.label.value { names.insert(name) }
            }
            return ImageNameScheme(names: names.map(AssetNames.nameWords))
        }
    }

    init(names: [[String]]) {
        // Prefixes: the longest run of first words three or more names share, each name keeping a word after it.
        var prefixes: [[String]] = []
        let byFirst = Dictionary(grouping: names.filter { $0.count >= 2 }, by: { $0[0] })
        for group in byFirst.values where group.count >= 3 {
            var shared = 1
            while group.allSatisfy({ $0.count > shared + 1 }), Set(group.map { $0[shared] }).count == 1 { shared += 1 }
            prefixes.append(Array(group[0].prefix(shared)))
        }
        self.prefixes = prefixes
        // Suffixes: a last word three or more names share after words of their own (a state: "up", "normal").
        let counts = Dictionary(grouping: names.filter { $0.count >= 2 }, by: { $0[$0.count - 1] }).mapValues(\.count)
        suffixes = Set(counts.filter { $0.value >= 3 && Self.isStateLike($0.key) }.keys)
    }

    /// Words of a name's tail that say a state or variant, which a scheme may end every name with.
    private static func isStateLike(_ word: String) -> Bool {
        ["up", "down", "normal", "pressed", "on", "off", "active", "inactive", "selected", "highlighted", "default", "nor", "sel"]
            .contains(word)
    }

    /// The name's words without the scheme's prefix and suffix.
    func strip(_ words: [String]) -> [String] {
        var words = words
        if let prefix = prefixes.first(where: { words.count > $0.count && Array(words.prefix($0.count)) == $0 }) {
            words.removeFirst(prefix.count)
        }
        if words.count > 1, let last = words.last, suffixes.contains(last) { words.removeLast() }
        return words
    }
}
