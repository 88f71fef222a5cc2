import ReportFormats
import ElementModel
import Importers

/// `a11y-audit tree PATH...`: prints each file's resolved element tree.
struct TreeCommand {
    static let spec = CommandSpec(
        name: "tree", operands: "PATH...",
        summary: "Prints each layout's element tree with UIKit's accessibility resolved. PATH is a file, a directory "
            + "(searched for layouts) or - for standard input.",
        options: [.value("format", "FORMAT", allowed: ["text", "json"], default: "text", "how to print the trees"), .standardInputName])

    let catalog: ImporterCatalog
    let output: OutputSink
    let errors: OutputSink
    var invocation = Invocation()

    func run(_ arguments: [String]) -> ExitStatus {
        let parsed: CommandLineArguments
        do throws(CommandLineArguments.UsageError) {
            parsed = try CommandLineArguments(arguments, spec: Self.spec)
            guard !parsed.positional.isEmpty else { throw CommandLineArguments.UsageError(message: "no PATH given") }
        } catch {
            return error.report(usage: Self.spec.usage, to: errors)
        }
        let format = parsed.value("format", default: "text")
        let paths = parsed.positional
        let reader = DocumentReader(catalog: catalog, standardInputName: parsed.standardInputName, invocation: invocation)
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
