// Imports the named layout files and prints how many screens and elements they hold: the importer alone,
// with no output formatting, for timing against `xmllint --stream` (Benchmarks/run.sh).
// `--transcript` also reads every screen like VoiceOver, to time what the reader adds. `--rules` then
// times each rule over every screen (and the per-screen context the rules share), slowest first.
import A11yAuditCLI
import BuiltInRules
import ElementModel
import Importers
import RuleEngine
import ScreenReaders
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The same allocator settings as the tool itself, so the importer is timed as it runs there.
AllocatorTuning.apply()

let arguments = CommandLine.arguments.dropFirst()
let timesRules = arguments.contains("--rules")
let readsScreens = arguments.contains("--transcript") || timesRules
let reader = ScreenReader(explains: !timesRules)
var ruleTimes: [String: Duration] = [:]
var screens = 0
var elements = 0
var utterances = 0
var failed = false
for path in arguments where !path.hasPrefix("--") {
    guard case .importer(let importer) = ImporterCatalog.standard.route(forPath: path) else { continue }
    do throws(ImportError) {
        let document = try importer.importDocument(atPath: path)
        screens += document.screens.count
        elements += document.screens.reduce(0) { $0 + $1.root.subtreeCount }
        if readsScreens {
            let transcripts = reader.read(document)
            utterances += transcripts.reduce(0) { $0 + $1.utterances.count }
            if timesRules { timeRules(on: document, transcripts: transcripts, into: &ruleTimes) }
        }
    } catch {
        print(error.diagnostic)
        failed = true
    }
}
print("\(screens) screens, \(elements) elements" + (readsScreens ? ", \(utterances) utterances" : ""))
for (name, time) in ruleTimes.sorted(by: { $0.value > $1.value }) {
    print("\(name): \(Double(time.components.attoseconds) / 1e15 + Double(time.components.seconds) * 1000) ms")
}

/// Adds each rule's time over every screen of `document` to `ruleTimes`, and the contexts' own.
func timeRules(on document: LayoutDocument, transcripts: [ScreenTranscript], into ruleTimes: inout [String: Duration]) {
    let clock = ContinuousClock()
    var contexts: [ScreenContext] = []
    ruleTimes["(screen contexts)", default: .zero] += clock.measure {
        contexts = transcripts.map { ScreenContext(document: document, screen: $0.screen, transcript: $0) }
    }
    for rule in RuleCatalog.all {
        var count = 0
        ruleTimes[rule.description.id, default: .zero] += clock.measure {
            for context in contexts { count += rule.check(context).count }
        }
    }
}
if failed { exit(2) }
