import ElementModel
import XMLStreaming
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `<string>` resources a layout's `@string/…` names, read from every resource file of the `res` directory the
/// layout is in (`res/layout/x.xml` → `res/values/*.xml`, `res/values-de/*.xml`…; Android merges a directory's
/// files, so `strings.xml` is only the usual name): the default language's, and each other language's over it, as
/// Android looks them up.
struct StringResources: Sendable {
    /// One `<string>`: its text as written, and where it is defined.
    struct Definition: Sendable {
        var value: String
        var location: SourceLocation
    }

    /// The default resources (`values/`, under an API level's `values-v21/`), by name.
    var defaults: [String: Definition] = [:]
    /// Each language's resources (`values-de/`), by language code, then name.
    var byLanguage: [String: [String: Definition]] = [:]
    /// Files that could not be read, and aliases that never reach a text, in file order.
    var problems: [DocumentProblem] = []
    /// The app's styles, from the same files as the default resources.
    var styles = StyleResources()

    /// The longest chain of aliases followed (`a` → `@string/b` → `@string/c`…). Real resources alias once or
    /// twice; a longer chain is a mistake, and following a hostile one without end would never finish.
    static let maximumAliasDepth = 32

    /// The most aliases said one by one per file: a hostile file could hold a hundred thousand broken ones, which
    /// one more problem then counts.
    static let maximumAliasProblemsPerFile = 20

    /// The resources beside the layout at `layoutPath`, for the default language and each of `languages`. Only a
    /// layout in a `layout` directory (`res/layout`, `res/layout-land`) has a `res` directory to look in. A missing
    /// file leaves its strings unresolved (the texts then say `@string/…`); one that cannot be read, and every alias
    /// in them that never reaches a text, is a problem at its line, and the strings read before it are kept.
    /// `replacing` gives, by path, the bytes to read instead of a file's (a strings.xml `--fix` is about to write, which
    /// may not exist yet).
    static func beside(layoutAt layoutPath: String, languages: [String], replacing: [String: [UInt8]] = [:]) -> StringResources {
        reading(files(besideLayoutAt: layoutPath, languages: languages, replacing: replacing))
    }

    /// The resource files `beside(layoutAt:…)` reads, in the order it reads them.
    static func files(besideLayoutAt layoutPath: String, languages: [String], replacing: [String: [UInt8]] = [:]) -> [StringsFile] {
        guard let prefix = resDirectoryPrefix(ofLayoutAt: layoutPath) else { return [] }
        // A flavour's or build type's layout (`src/full/res/layout`) takes its module's `main` strings too, under its own.
        let prefixes = [prefix] + (mainSourceSetPrefix(of: prefix).map { [$0] } ?? [])
        // A device takes a `values-v11` resource over `values`' from API level 11 on, the highest level first: every
        // device an app supports today (OSMTracker's "To record a track, press", in `values-v11` only); a language's the
        // same (`values-de-v21` over `values-de`).
        let entries = prefixes.flatMap(directoryNames)
        return ([nil] + languages).flatMap { language in
            let base = language.map { "values-\($0)" } ?? "values"
            return (apiLevelDirectories(of: base, among: entries) + [base]).flatMap { name in
                prefixes.flatMap { prefix in
                    let directory = prefix + name
                    let added = replacing.keys.filter { $0.hasPrefix(directory + "/") && !$0.dropFirst(directory.count + 1).contains("/") }
                        .map { String($0.dropFirst(directory.count + 1)) }
                    return Set(resourceFileNames(in: directory) + added).sorted().map { file in
                        StringsFile(path: directory + "/" + file, language: language, bytes: replacing[directory + "/" + file])
                    }
                }
            }
        }
    }

    /// The names of the `BASE-vNN` directories (an API level's and nothing more: `values-v21`, `values-de-v21`) in the
    /// `res` directories at `prefixes`, the highest level first.
    static func apiLevelDirectories(of base: String, in prefixes: [String]) -> [String] {
        apiLevelDirectories(of: base, among: prefixes.flatMap(directoryNames))
    }

    private static func apiLevelDirectories(of base: String, among names: [String]) -> [String] {
        var levels: [String: Int] = [:]
        for name in names where name.hasPrefix(base + "-v") {
            let digits = name.dropFirst(base.count + 2)
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let level = Int(digits), level > 0 else { continue }
            levels[name] = level
        }
        return levels.keys.sorted { (levels[$0]!, $1) > (levels[$1]!, $0) }
    }

    /// The names in the directory at `prefix` that start with `values` (none where it cannot be listed).
    private static func directoryNames(_ prefix: String) -> [String] {
        guard let stream = opendir(prefix.isEmpty ? "." : prefix) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = String(decoding: DirectoryEntryName.bytes(of: entry), as: UTF8.self)
            if name.hasPrefix("values-") { names.append(name) }
        }
        return names
    }

    /// `app/src/main/res/` for `app/src/full/res/`: the source set Android merges under every other; nil for `main`'s own.
    static func mainSourceSetPrefix(of resPrefix: String) -> String? {
        let parts = resPrefix.split(separator: "/", omittingEmptySubsequences: false)
        // "…/src/<set>/res/" splits into […, "src", set, "res", ""].
        guard parts.count >= 4, parts[parts.count - 1].isEmpty, parts[parts.count - 2] == "res", parts[parts.count - 4] == "src",
              parts[parts.count - 3] != "main" else { return nil }
        return (parts.dropLast(3) + ["main", "res", ""]).joined(separator: "/")
    }

    /// The `res` directory of a layout in a `layout` directory, as a prefix to join names to ("app/res/", "../"), or nil.
    /// A layout named from inside its directory (`x.xml`, `./x.xml`) is in the working directory, whose own name tells.
    static func resDirectoryPrefix(ofLayoutAt layoutPath: String) -> String? {
        func isLayoutDirectory(_ name: Substring) -> Bool { name == "layout" || name.hasPrefix("layout-") }
        let parts = layoutPath.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count >= 2, isLayoutDirectory(parts[parts.count - 2]) {
            let resDirectory = parts.dropLast(2).joined(separator: "/")
            return resDirectory.isEmpty ? (layoutPath.hasPrefix("/") ? "/" : "") : resDirectory + "/"
        }
        // `x.xml`, `./x.xml`, `../layout/./x.xml`: the directory is named by no plain component, so by its real path.
        let directory = parts.dropLast().joined(separator: "/")
        guard parts.count == 1 || [".", ".."].contains(parts[parts.count - 2]),
              let real = realpath(directory.isEmpty ? "." : directory, nil) else { return nil }
        defer { free(real) }
        guard isLayoutDirectory(String(cString: real).split(separator: "/").last ?? "") else { return nil }
        return (directory.isEmpty ? "" : directory + "/") + "../"
    }

    /// The `.xml` files of a values directory, by name (`strings.xml` before `strings_extra.xml`): none where it does not
    /// exist or cannot be listed.
    static func resourceFileNames(in directory: String) -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = String(decoding: DirectoryEntryName.bytes(of: entry), as: UTF8.self)
            if name.hasSuffix(".xml"), !name.hasPrefix(".") { names.append(name) }
        }
        return names.sorted()
    }

    /// One strings.xml: where it is (named in problems), its language (nil: `values/`), and its bytes when they are
    /// held in memory rather than read from `path`.
    struct StringsFile {
        var path: String
        var language: String?
        var bytes: [UInt8]?
    }

    /// The resources of `files`, the default language's first.
    static func reading(_ files: [StringsFile]) -> StringResources {
        var resources = StringResources()
        for file in files {
            let reader = read(file, problems: &resources.problems)
            let table = reader.strings
            // A name defined twice is an error Android's build reports; the first file's definition is kept.
            if let language = file.language {
                if !table.isEmpty { resources.byLanguage[language, default: [:]].merge(table) { first, _ in first } }
            } else {
                resources.defaults.merge(table) { first, _ in first }
                resources.styles.styles.merge(reader.styles) { first, _ in first }
            }
        }
        resources.problems += resources.unresolvedAliases()
        return resources
    }

    /// The languages with resources of their own.
    var languages: [String] { byLanguage.keys.sorted() }

    /// How `@string/name` resolves in `language` (nil: the default language), following aliases.
    enum Lookup: Equatable {
        case text(String)
        /// The files read do not define the name the chain reaches (another module or a library may).
        case undefined
        /// The chain comes back to a name it passed: the names in order, the repeated one last.
        case loop([String])
        case tooDeep
    }

    func lookup(_ name: String, language: String?) -> Lookup {
        var name = name
        var passed: [String] = []
        var seen: Set<String> = []
        while passed.count <= Self.maximumAliasDepth {
            if seen.contains(name) { return .loop(passed + [name]) }
            guard let value = definition(of: name, language: language)?.value else { return .undefined }
            guard value.hasPrefix("@string/") else { return .text(value) }
            passed.append(name)
            seen.insert(name)
            name = String(value.dropFirst("@string/".count))
        }
        return .tooDeep
    }

    /// The text of `@string/name` in `language`, nil when it never reaches one.
    func text(named name: String, language: String?) -> String? {
        if case .text(let text) = lookup(name, language: language) { return text }
        return nil
    }

    /// The file that defines `name` for `language`, by its directory and name (`values-de/strings.xml`,
    /// `values-v11/strings.xml`), nil when none does.
    func file(defining name: String, language: String?) -> String? {
        guard let path = definition(of: name, language: language)?.location.path else { return nil }
        return path.split(separator: "/").suffix(2).joined(separator: "/")
    }

    private func definition(of name: String, language: String?) -> Definition? {
        language.flatMap { byLanguage[$0]?[name] } ?? defaults[name]
    }

    /// Every alias defined in the files that can never reach a text, at its definition, in file order (past
    /// `maximumAliasProblemsPerFile` in one file, one problem counts the rest).
    private func unresolvedAliases() -> [DocumentProblem] {
        let tables = [(nil as String?, defaults)] + languages.map { ($0 as String?, byLanguage[$0]!) }
        var problems: [DocumentProblem] = []
        for (language, table) in tables {
            for (name, definition) in table where definition.value.hasPrefix("@string/") {
                let reason: String
                switch lookup(name, language: language) {
                // A name the files beside the layout do not define is no mistake: Android merges the strings of the
                // app's other modules and libraries, which the tool does not read (5 such aliases, all defined in a
                // library module, were errors in one real app). Texts that use it read as @string/name.
                case .text, .undefined: continue
                case .loop(let names):
                    reason = "it goes round in a loop (" + names.map { "@string/" + $0 }.joined(separator: " → ") + "), which Android's build refuses"
                case .tooDeep:
                    reason = "it leads through more than \(Self.maximumAliasDepth) aliases"
                }
                problems.append(DocumentProblem(.unresolvedAlias, at: definition.location,
                                                "the string \(name) is an alias that never reaches a text: \(reason); texts that use it read as @string/\(name)"))
            }
        }
        var kept: [DocumentProblem] = []
        for problemsOfFile in Dictionary(grouping: problems, by: \.location.path).values {
            let sorted = problemsOfFile.sorted { $0.location < $1.location }
            kept += sorted.prefix(Self.maximumAliasProblemsPerFile)
            if sorted.count > Self.maximumAliasProblemsPerFile {
                let rest = sorted.count - Self.maximumAliasProblemsPerFile
                kept.append(DocumentProblem(.unresolvedAlias, at: sorted[Self.maximumAliasProblemsPerFile].location,
                                            "and \(rest) more aliases from here on never reach a text"))
            }
        }
        return kept.sorted { $0.location < $1.location }
    }

    private static func read(_ file: StringsFile, problems: inout [DocumentProblem]) -> ValuesFileReader {
        let path = file.path
        var reader = ValuesFileReader(path: path, readsStyles: file.language == nil)
        do throws(XMLParseError) {
            do {
                if let bytes = file.bytes {
                    try XMLStreamParser.parse(bytes: bytes, name: path, handler: reader)
                } else {
                    try XMLStreamParser.parse(fileAtPath: path, handler: reader)
                }
            } catch where error.refusedDocumentType {
                // A file that declares plain-text entities for its strings is read with them expanded, as Android does.
                guard let expanded = (file.bytes ?? wholeFile(at: path)).flatMap(ResourceEntities.expanded) else { throw error }
                reader = ValuesFileReader(path: path, readsStyles: file.language == nil)
                try XMLStreamParser.parse(bytes: expanded, name: path, handler: reader)
            }
        } catch {
            problems.append(DocumentProblem(.unreadableFile, at: SourceLocation(path: path, line: error.position.line, column: error.position.column),
                                            error.message + " (the strings from here on are unknown, and texts that use them read as @string/…)"))
        }
        return reader
    }

    /// A resource file's bytes, read whole (they are small), or nil when it cannot be read.
    private static func wholeFile(at path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return try? StandardInput.readAll(from: descriptor, name: path).get()
    }
}
