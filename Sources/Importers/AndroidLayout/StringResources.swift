import ElementModel
import XMLStreaming
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `<string>` resources a layout's `@string/…` names, read from the `strings.xml` files of the `res` directory the
/// layout is in (`res/layout/x.xml` → `res/values/strings.xml`, `res/values-de/strings.xml`…): the default
/// language's, and each other language's over it, as Android looks them up.
struct StringResources: Sendable {
    /// The default resources (`values/`), by name.
    var defaults: [String: String] = [:]
    /// Each language's resources (`values-de/`), by language code, then name.
    var byLanguage: [String: [String: String]] = [:]

    /// The resources beside the layout at `layoutPath`, for the default language and each of `languages`. Only a
    /// layout in a `layout` directory (`res/layout`, `res/layout-land`) has a `res` directory to look in; files that
    /// are missing or cannot be read leave their strings unresolved (the texts then say `@string/…`).
    static func beside(layoutAt layoutPath: String, languages: [String]) -> StringResources {
        let parts = layoutPath.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[parts.count - 2] == "layout" || parts[parts.count - 2].hasPrefix("layout-") else {
            return StringResources()
        }
        let resDirectory = parts.dropLast(2).joined(separator: "/")
        let prefix = resDirectory.isEmpty ? (layoutPath.hasPrefix("/") ? "/" : "") : resDirectory + "/"
        var resources = StringResources()
        resources.defaults = read(prefix + "values/strings.xml")
        for language in languages {
            let table = read(prefix + "values-\(language)/strings.xml")
            if !table.isEmpty { resources.byLanguage[language] = table }
        }
        return resources
    }

    /// The languages with resources of their own.
    var languages: [String] { byLanguage.keys.sorted() }

    /// The text of `@string/name` in `language` (nil: the default language), following aliases
    /// (`<string name="a">@string/b</string>`) a few steps.
    func text(named name: String, language: String?) -> String? {
        var name = name
        for _ in 0..<8 {
            guard let value = language.flatMap({ byLanguage[$0]?[name] }) ?? defaults[name] else { return nil }
            guard value.hasPrefix("@string/") else { return value }
            name = String(value.dropFirst("@string/".count))
        }
        return nil
    }

    /// The values directory whose strings.xml defines `name` for `language` (`values-de`, `values`), nil when none does.
    func file(defining name: String, language: String?) -> String? {
        if let language, byLanguage[language]?[name] != nil { return "values-\(language)" }
        return defaults[name] != nil ? "values" : nil
    }

    private static func read(_ path: String) -> [String: String] {
        guard access(path, R_OK) == 0 else { return [:] }
        let reader = StringsFileReader()
        do {
            try XMLStreamParser.parse(fileAtPath: path, handler: reader)
        } catch {
            return [:]
        }
        return reader.strings
    }
}

/// Reads `<resources>`'s `<string name="…">` elements, with the text of their markup (`<xliff:g>`, `<b>`) included.
private final class StringsFileReader: XMLStreamHandler {
    private(set) var strings: [String: String] = [:]
    private var current: (name: String, bytes: [UInt8])?
    private var depthInString = 0
    private static let names = XMLNameSet(["name"])

    func startElement(_ tag: XMLStartTag) -> XMLStreamDecision {
        if current != nil {
            depthInString += 1
            return .proceed
        }
        guard tag.name == "string", let name = tag.attributes.values(named: Self.names, namespaceURI: nil).first?.value else {
            return tag.name == "resources" ? .proceed : .skipSubtree
        }
        current = (name, [])
        depthInString = 0
        return .proceed
    }

    func endElement() {
        guard let string = current else { return }
        if depthInString > 0 {
            depthInString -= 1
            return
        }
        strings[string.name] = strings[string.name] ?? AndroidText.unescaped(String(decoding: string.bytes, as: UTF8.self))
        current = nil
    }

    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        current?.bytes.append(contentsOf: bytes)
    }
}
