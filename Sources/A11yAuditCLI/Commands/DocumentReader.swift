import ElementModel
import Importers

/// Finds the files behind the paths a user names and imports each with the right importer; a file that
/// cannot be read becomes an error and the others are still read.
struct DocumentReader {
    let catalog: ImporterCatalog

    /// Calls `body` with each document in path order; returns the errors, in the same order.
    func readAll(_ paths: [String], _ body: (LayoutDocument) -> Void) -> [ImportError] {
        let discovery = InputDiscovery(supportedExtensions: catalog.supportedExtensions)
        let (files, discoveryErrors) = discovery.files(for: paths)
        var errors = discoveryErrors
        for file in files {
            guard let importer = catalog.importer(forPath: file) else {
                let known = catalog.supportedExtensions.sorted().map { "." + $0 }.joined(separator: ", ")
                errors.append(ImportError(path: file, line: 1, column: 1,
                                          message: "unsupported file type (supported: \(known))"))
                continue
            }
            do {
                body(try importer.importDocument(atPath: file))
            } catch {
                errors.append(error)
            }
        }
        return errors
    }
}
