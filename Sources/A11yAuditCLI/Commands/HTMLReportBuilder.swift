import AuditConfiguration
import ElementModel
import Importers
import ReportFormats
import RuleEngine
import VoiceOverReader

/// Renders the HTML report's files: each file is read, given its configured roles, read aloud in every
/// language asked for (keeping where each word came from) and drawn with its findings, on every core, in
/// path order.
struct HTMLReportBuilder {
    let reader: DocumentReader
    let configuration: AuditConfiguration?
    let locales: [Phrasebook]
    let projectRoot: ProjectRoot

    /// `findings` holds each file's findings by the name reports use for it (`ProjectRoot.name(of:)`).
    func files(_ paths: [String], unreadable: [ImportError], findings: [String: [Finding]]) -> [HTMLReport.File] {
        let readers = locales.map { ScreenReader(phrases: $0, explains: true) }
        let configuration = configuration
        let rendered = ParallelMap.map(Array(paths.enumerated())) { index, path -> HTMLReport.File in
            let name = projectRoot.name(of: path)
            switch reader.read(path) {
            case .success(let read):
                let document = configuration?.applyingRoles(to: read) ?? read
                let transcripts = zip(locales, readers).map { phrases, reader in (phrases.code, reader.read(document)) }
                return HTMLReport.file(document, path: name, index: index, transcripts: transcripts, findings: findings[name] ?? [])
            case .failure(let error):
                return HTMLReport.unreadable(path: name, index: index, message: error.message)
            }
        }
        let missing = unreadable.enumerated().map { offset, error in
            HTMLReport.unreadable(path: projectRoot.name(of: error.path), index: paths.count + offset, message: error.message)
        }
        return rendered + missing
    }
}
