// Imports the named layout files and prints how many screens and elements they hold: the importer alone,
// with no output formatting, for timing against `xmllint --stream` (Benchmarks/run.sh).
// `--transcript` also reads every screen like VoiceOver, to time what the reader adds.
import A11yAuditCLI
import ElementModel
import Importers
import VoiceOverReader
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The same allocator settings as the tool itself, so the importer is timed as it runs there.
AllocatorTuning.apply()

let arguments = CommandLine.arguments.dropFirst()
let readsScreens = arguments.contains("--transcript")
let reader = ScreenReader()
var screens = 0
var elements = 0
var utterances = 0
var failed = false
for path in arguments where path != "--transcript" {
    guard let importer = ImporterCatalog.standard.importer(forPath: path) else { continue }
    do {
        let document = try importer.importDocument(atPath: path)
        screens += document.screens.count
        elements += document.screens.reduce(0) { $0 + $1.root.subtreeCount }
        if readsScreens {
            utterances += reader.read(document).reduce(0) { $0 + $1.utterances.count }
        }
    } catch {
        print(error.diagnostic)
        failed = true
    }
}
print("\(screens) screens, \(elements) elements" + (readsScreens ? ", \(utterances) utterances" : ""))
if failed { exit(2) }
