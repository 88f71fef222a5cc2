import ReportFormats
import ElementModel
import Importers

/// `a11y-audit tree PATH... [--format text|json]`: prints each file's resolved element tree.
struct TreeCommand {
    static let usage = "usage: a11y-audit tree PATH... [--format text|json]"

    let catalog: ImporterCatalog
    let output: OutputSink
    let errors: OutputSink

    func run(_ arguments: [String]) -> ExitStatus {
        let format: String
        let paths: [String]
        do {
            let parsed = try CommandLineArguments(arguments, valueOptions: ["format"])
            format = try parsed.value("format", allowed: ["text", "json"], default: "text")
            paths = parsed.positional
        } catch {
            return error.report(usage: Self.usage, to: errors)
        }
        guard !paths.isEmpty else {
            return CommandLineArguments.UsageError(message: "no PATH given").report(usage: Self.usage, to: errors)
        }

        let reader = DocumentReader(catalog: catalog)
        var failures: [ImportError] = []
        if format == "json" {
            // Each screen's JSON is made on the importer's thread as soon as the screen is built, while the
            // parser reads on; the few that the end of the file changes are made again.
            var json = TreeJSONFormat(output: output)
            json.begin()
            failures = reader.readAll(paths, streaming: { RenderedScreens() }) { streamed, rendered in
                json.write(streamed.document, rendered: rendered.screens.filter { streamed.unchanged.contains($0.key) })
            }
            json.end()
        } else {
            failures = reader.readAll(paths) { TreeTextFormat(output: output).write($0) }
        }
        for failure in failures { errors.write(failure.diagnostic + "\n") }
        return failures.isEmpty ? .success : .failure
    }
}
