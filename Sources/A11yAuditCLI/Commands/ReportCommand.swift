import Importers
import ReportFormats
import ScreenReaders

/// `a11y-audit report PATH... --output FILE.html`: the visual report for designers (see `HTMLReport`), the same
/// audit as `audit` with its configuration and baseline, drawn screen by screen.
struct ReportCommand {
    static let spec = CommandSpec(
        name: "report", operands: "PATH...",
        summary: "Writes one self-contained HTML page: per screen, a wireframe with VoiceOver's focus order, what VoiceOver "
            + "says (in each --locale), and the findings, with a summary of every file. Exit status 0 once it is written, "
            + "2 when an input could not be read (it is shown as such) or the page could not be written.",
        options: [
            .value("output", "FILE.html", "where to write the page (required)"),
            .value("locale", "LOCALE", allowed: Phrasebook.all.map(\.code), default: "en", repeats: true,
                   "a language VoiceOver reads in; give several to switch between them in the page"),
            .value("config", "FILE", default: ".a11y-audit.yml in the working directory or above", "the configuration"),
            .value("baseline", "FILE", "show only findings not in this baseline"),
            .value("rule", "ID", repeats: true, "check only these rules (ID,ID or repeated)"),
            .flag("audio", "add a player per screen that reads its transcript aloud (needs espeak-ng; a larger page)"),
            .flag("quiet", "print no summary line and no progress on standard error"),
        ])

    let catalog: ImporterCatalog
    let output: OutputSink
    let errors: OutputSink
    let environment: [String: String]
    var invocation = Invocation()

    func run(_ arguments: [String]) -> ExitStatus {
        let workingDirectory = WorkingDirectory.current()
        guard let request = AuditRequest.checked(usage: Self.spec.usage, errors: errors, {
            let parsed = try CommandLineArguments(arguments, spec: Self.spec)
            guard let path = parsed.value("output") else { throw CommandLineArguments.UsageError(message: "--output FILE.html is required") }
            guard !parsed.positional.contains(StandardInput.path) else {
                throw CommandLineArguments.UsageError(message: "report reads each layout twice, and standard input cannot be read twice")
            }
            var request = try AuditRequest(parsed, workingDirectory: workingDirectory)
            let codes = parsed.values("locale")
            request.reporting.html = HTMLTarget(path: path, locales: (codes.isEmpty ? ["en"] : codes).compactMap(Phrasebook.forCode),
                                                withSound: parsed.isSet("audio"))
            request.reporting.writesMainFormat = false
            // The page shows findings; it does not pass or fail them.
            request.reporting.failOn = nil
            return request
        }) else { return .failure }
        return AuditCommand(catalog: catalog, output: output, errors: errors, environment: environment, invocation: invocation)
            .run(request, workingDirectory: workingDirectory)
    }
}
