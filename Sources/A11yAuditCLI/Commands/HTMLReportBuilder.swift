#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AuditConfiguration
import ElementModel
import Importers
import ReportFormats
import RuleEngine
import ScreenReaders

/// Renders the HTML report's files: each file is read, given its configured roles, read in every language
/// asked for (keeping where each word came from), spoken when sound is asked for, and drawn with its findings,
/// on every core, in path order.
struct HTMLReportBuilder {
    let reader: DocumentReader
    /// The configurations that apply to each file, which give custom classes their roles.
    let configurations: [String: ConfigurationChain]
    let locales: [Phrasebook]
    let projectRoot: ProjectRoot
    /// Where WAV files are made (and removed once inlined) when the page has sound; nil for none.
    let soundDirectory: String?
    /// Whether screens start closed (a report of more than `HTMLReport.openScreensLimit` screens).
    let collapsesScreens: Bool

    /// `findings` holds each file's findings by the name reports use for it (`ProjectRoot.name(of:)`).
    func files(_ paths: [String], unreadable: [ImportError], findings: [String: [Finding]]) throws(ScreenAudio.Failure) -> [HTMLReport.File] {
        let readers = locales.map { ScreenReader(phrases: $0, explains: true) }
        let configurations = configurations
        let collapsesScreens = collapsesScreens
        if let soundDirectory {
            guard mkdir(soundDirectory, 0o700) == 0 || errno == EEXIST else {
                throw ScreenAudio.Failure(message: "cannot write \(soundDirectory): \(String(cString: strerror(errno)))")
            }
        }
        defer { if let soundDirectory { rmdir(soundDirectory) } }
        let rendered = ParallelMap.map(Array(paths.enumerated())) { index, path -> Result<HTMLReport.File, ScreenAudio.Failure> in
            let name = projectRoot.name(of: path)
            switch reader.read(path) {
            case .success(let read):
                let document = configurations[path]?.applyingRoles(to: read) ?? read
                do throws(ScreenAudio.Failure) {
                    let readings = try zip(locales, readers).map { phrases, reader throws(ScreenAudio.Failure) in
                        let screens = reader.read(document)
                        return HTMLReport.Reading(locale: phrases.code, screens: screens,
                                                  audio: try sound(screens, locale: phrases.code, file: index))
                    }
                    return .success(HTMLReport.file(document, path: name, index: index, readings: readings, findings: findings[name] ?? [],
                                                    collapsed: collapsesScreens))
                } catch {
                    return .failure(error)
                }
            case .failure(let error):
                return .success(HTMLReport.unreadable(path: name, index: index, message: error.message))
            }
        }
        let missing = unreadable.enumerated().map { offset, error in
            HTMLReport.unreadable(path: projectRoot.name(of: error.path), index: paths.count + offset, message: error.message)
        }
        return try rendered.map { result throws(ScreenAudio.Failure) in try result.get() } + missing
    }

    /// Each screen's WAV file, made with espeak-ng and read back; nil for a screen with nothing to say, and for
    /// every screen when the page has no sound.
    private func sound(_ screens: [ScreenTranscript], locale: String, file: Int) throws(ScreenAudio.Failure) -> [[UInt8]?] {
        guard let soundDirectory else { return screens.map { _ in nil } }
        let audio = ScreenAudio(locale: locale, rate: ScreenAudio.defaultRate)
        return try screens.enumerated().map { index, transcript throws(ScreenAudio.Failure) -> [UInt8]? in
            guard !transcript.utterances.isEmpty else { return nil }
            let path = soundDirectory + "/\(file)-\(index)-\(locale).wav"
            try audio.write(transcript.utterances, to: path)
            defer { unlink(path) }
            do throws(WholeFile.ReadError) {
                return try WholeFile.bytes(of: path, kind: "sound file", maximumSize: 256 << 20)
            } catch {
                throw ScreenAudio.Failure(message: "\(path): \(error.message)")
            }
        }
    }
}
