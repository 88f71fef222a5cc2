import ElementModel

/// Reads Android layout XML (`res/layout/*.xml`, format `android-layout`): the views a screen or item is built from,
/// with the `android:` attributes TalkBack's model reads, texts from the `strings.xml` beside the layout, the layouts
/// it `<include>`s read in their place, and `tools:ignore` kept as the layout's acknowledgement of Lint checks. One
/// screen per file.
public struct AndroidLayoutImporter: LayoutImporter {
    public let formatName = InputFormat.androidLayout.name
    /// Layouts are `.xml` like many other files: they are recognised by their root element.
    public let fileExtensions: Set<String> = []

    /// The languages besides the default whose `values-<language>/strings.xml` are read: those a11y-audit speaks in
    /// (a test checks this against the phrasebooks).
    public static let translatedLanguages = ["de", "ru"]

    /// The namespace of an app's own attributes (`app:title`, `app:layout_constraintTop_toTopOf`).
    static let appNamespace = "http://schemas.android.com/apk/res-auto"

    /// Where the resources of the layouts' `res` directories are kept for the run; nil: each layout reads its own.
    private let resourceCache: ResourceCache?

    public init(resourceCache: ResourceCache? = nil) {
        self.resourceCache = resourceCache
    }

    /// A root that declares Android's namespace and is a view: a widget or layout class (`LinearLayout`,
    /// `androidx.constraintlayout.widget.ConstraintLayout`), `<view>`, `<merge>` or data binding's `<layout>`. Other
    /// resources that declare the namespace (manifests, drawables, menus, preferences, motion scenes) are not layouts.
    public func recognizes(_ root: XMLRoot) -> Bool {
        // Data binding's wrapper often declares only the app's namespace (`xmlns:app`), its inner view Android's: the
        // name `<layout>` with either is a layout.
        if root.name == "layout", !root.namespaceURIs.isDisjoint(with: [LayoutReader.androidNamespace, Self.appNamespace]) { return true }
        guard root.namespaceURIs.contains(LayoutReader.androidNamespace) else { return false }
        if ["merge", "view"].contains(root.name) { return true }
        let simpleName = AndroidNode.simpleName(of: root.name)
        guard let first = simpleName.first, first.isUppercase else { return false }
        return !simpleName.hasSuffix("PreferenceScreen") && !["MotionScene", "ConstraintSet"].contains(simpleName)
    }

    public func importDocument(atPath path: String) throws(ImportError) -> LayoutDocument {
        let reader = LayoutReader(path: path)
        try ImportError.parse(fileAtPath: path, handler: reader)
        let strings = resourceCache?.resources(besideLayoutAt: path, languages: Self.translatedLanguages)
            ?? .beside(layoutAt: path, languages: Self.translatedLanguages)
        return document(reader, path: path, strings: strings, included: Self.includes(of: reader, at: path))
    }

    /// A layout held in memory that stands at `path`, read with the resources and included layouts beside it, with
    /// `replacingResourceFiles`' bytes (by path) in place of those files': how `--fix` checks a layout and a strings.xml
    /// before writing either, read as the file on disk is.
    public func importDocument(bytes: [UInt8], path: String, replacingResourceFiles: [String: [UInt8]]) throws(ImportError) -> LayoutDocument {
        let reader = LayoutReader(path: path)
        try ImportError.parse(bytes: bytes, path: path, handler: reader)
        let strings = StringResources.beside(layoutAt: path, languages: Self.translatedLanguages, replacing: replacingResourceFiles)
        return document(reader, path: path, strings: strings, included: Self.includes(of: reader, at: path))
    }

    /// The `values` folder beside a layout's `layout` folder (`app/res/values`), whose files hold the default language's
    /// strings, or nil for a layout in no `layout` folder: where `--fix` puts a new text, found as the layout's strings are.
    public static func valuesDirectory(forLayoutAt path: String) -> String? {
        StringResources.resDirectoryPrefix(ofLayoutAt: path).map { $0 + "values" }
    }

    /// The folders whose strings a current device takes over those of the `values` folder at `directory`: its API levels'
    /// beside it (`values-v21`), the highest first.
    public static func apiLevelDirectories(overriding directory: String) -> [String] {
        let parent = directory.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let prefix = parent.isEmpty ? (directory.hasPrefix("/") ? "/" : "") : parent + "/"
        let base = String(directory.split(separator: "/").last ?? "values")
        return StringResources.apiLevelDirectories(of: base, in: [prefix]).map { prefix + $0 }
    }

    /// The `.xml` resource files of a values folder, by name (none where it does not exist).
    public static func resourceFileNames(in directory: String) -> [String] {
        StringResources.resourceFileNames(in: directory)
    }

    /// A layout from standard input has no resources beside it: its `@string/…` texts stay unresolved.
    public func importDocument(bytes: [UInt8], path: String) throws(ImportError) -> LayoutDocument {
        let reader = LayoutReader(path: path)
        try ImportError.parse(bytes: bytes, path: path, handler: reader)
        return document(reader, path: path, strings: StringResources())
    }

    /// A layout and its strings.xml files held in memory (the fuzzer's), by language (nil: `values/`), as if they were
    /// `res/layout/NAME` and `res/values…/strings.xml`.
    public func importDocument(bytes: [UInt8], path: String, strings: [(language: String?, bytes: [UInt8])]) throws(ImportError) -> LayoutDocument {
        let reader = LayoutReader(path: path)
        try ImportError.parse(bytes: bytes, path: path, handler: reader)
        let files = strings.map { language, bytes in
            StringResources.StringsFile(path: "res/" + (language.map { "values-\($0)" } ?? "values") + "/strings.xml", language: language, bytes: bytes)
        }
        return document(reader, path: path, strings: .reading(files))
    }

    /// The layouts a layout read from `path` includes, from the folders beside it (none for one held in memory alone).
    private static func includes(of reader: LayoutReader, at path: String) -> IncludedLayouts {
        reader.root.map { IncludedLayouts.reading(includedBy: $0, layoutAt: path) } ?? IncludedLayouts()
    }

    private func document(_ reader: LayoutReader, path: String, strings: StringResources, included: IncludedLayouts = IncludedLayouts()) -> LayoutDocument {
        // A view's style's items are its attributes as much as those it writes: applied once, for every language.
        let included = included.styled(by: strings.styles)
        let screens = reader.root.map { root -> [Screen] in
            let root = strings.styles.applied(to: root)
            let name = Self.layoutName(path)
            let isListRow = Self.namesAListRow(name)
            var screen = Screen(id: name, name: name, root: LayoutElementBuilder(strings: strings, language: nil, included: included)
                .build(root, isListRow: isListRow, layoutName: name))
            for language in strings.languages {
                screen.translations[language] = LayoutElementBuilder(strings: strings, language: language, included: included)
                    .build(root, isListRow: isListRow, layoutName: name)
            }
            return [screen]
        } ?? []
        var document = LayoutDocument(format: formatName, path: path, device: nil, idiom: .android, screens: screens)
        document.problems = strings.problems
        return document
    }

    /// Whether a layout's name says it is a row of a list (`item_song`, `track_list_item`, `list_location_row`), as Android's
    /// naming convention has it; a screen's or a dialog's layout (`activity_todo_item`, `dialog_new_checklist_item`) is
    /// not, whatever it shows.
    static func namesAListRow(_ name: String) -> Bool {
        let words = name.split(separator: "_")
        guard let first = words.first, !["activity", "fragment", "dialog"].contains(first) else { return false }
        return words.contains { $0 == "item" || $0 == "row" }
    }

    /// `activity_sign_in` for `res/layout/activity_sign_in.xml`.
    private static func layoutName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".xml") ? String(file.dropLast(4)) : file
    }
}
