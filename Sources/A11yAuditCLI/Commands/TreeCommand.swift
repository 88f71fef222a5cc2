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
        var json = TreeJSONFormat(output: output)
        if format == "json" { json.begin() }
        let failures = reader.readAll(paths) { document in
            if format == "json" {
                json.write(document)
            } else {
                TreeTextFormat(output: output).write(document)
            }
        }
        if format == "json" { json.end() }
        for failure in failures { errors.write(failure.diagnostic + "\n") }
        return failures.isEmpty ? .success : .failure
    }
}
