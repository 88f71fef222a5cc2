import ElementModel
import Importers
import ScreenReaders

extension FuzzTargets {
    /// The languages of the strings.xml files after the layout in an input: `values/`, `values-de/`, `values-ru/`.
    static let stringsLanguages: [String?] = [nil, "de", "ru"]

    /// Reads the bytes as an Android layout with the strings.xml files beside it: the input is the layout, then up to
    /// three strings files (`values/`, `values-de/`, `values-ru/`), separated by NUL bytes, which XML cannot hold.
    /// When it reads, reads each screen in every language as TalkBack would, runs every rule and writes every report.
    @discardableResult
    public static func androidLayout(_ bytes: [UInt8]) -> Outcome {
        let parts = bytes.split(separator: 0, maxSplits: stringsLanguages.count, omittingEmptySubsequences: false).map(Array.init)
        let strings = zip(stringsLanguages, parts.dropFirst()).map { (language: $0, bytes: $1) }
        let document: LayoutDocument
        do {
            document = try AndroidLayoutImporter().importDocument(bytes: parts[0], path: "res/layout/fuzz.xml", strings: strings)
        } catch {
            return .refused(error.message)
        }
        for phrases in Phrasebook.all {
            let reader = ScreenReader(phrases: phrases, explains: true)
            for screen in document.screens {
                _ = reader.read(Screen(id: screen.id, name: screen.name, root: screen.root(inLanguage: phrases.code)), idiom: .android)
            }
        }
        return auditAndReport(document)
    }
}
