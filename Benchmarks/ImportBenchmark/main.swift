// Imports the named layout files and prints how many screens and elements they hold: the importer alone,
// with no output formatting, for timing against `xmllint --stream` (Benchmarks/run.sh).
import ElementModel
#if canImport(Glibc)
import Glibc
#endif
import Importers
import A11yAuditCLI

func count(_ element: Element) -> Int {
    element.children.reduce(1) { $0 + count($1) }
}

// The same allocator settings as the tool itself, so the importer is timed as it runs there.
AllocatorTuning.apply()

var screens = 0
var elements = 0
var failed = false
for path in CommandLine.arguments.dropFirst() {
    guard let importer = ImporterCatalog.standard.importer(forPath: path) else { continue }
    do {
        let document = try importer.importDocument(atPath: path)
        screens += document.screens.count
        elements += document.screens.reduce(0) { $0 + count($1.root) }
    } catch {
        print(error.diagnostic)
        failed = true
    }
}
print("\(screens) screens, \(elements) elements")
if failed { exit(2) }
