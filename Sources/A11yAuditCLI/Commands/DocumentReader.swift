import ElementModel
import Importers

/// Finds the files behind the paths a user names and imports each with the right importer; a file that
/// cannot be read becomes an error and the others are still read.
struct DocumentReader {
    let catalog: ImporterCatalog

    /// Calls `body` for each file in path order with its document or why it could not be read; paths that
    /// name nothing readable come first, as errors with no document.
    func forEach(_ paths: [String], _ body: (String, Result<LayoutDocument, ImportError>) -> Void) {
        let (files, discoveryErrors) = discover(paths)
        for error in discoveryErrors { body(error.path, .failure(error)) }
        for file in files { body(file, read(file)) }
    }

    /// The files behind `paths`, and the paths that name nothing readable.
    func discover(_ paths: [String]) -> (files: [String], errors: [ImportError]) {
        InputDiscovery(supportedExtensions: catalog.supportedExtensions).files(for: paths)
    }

    /// One file's document, or why it could not be read.
    func read(_ file: String) -> Result<LayoutDocument, ImportError> {
        guard let importer = catalog.importer(forPath: file) else {
            let known = catalog.supportedExtensions.sorted().map { "." + $0 }.joined(separator: ", ")
            return .failure(ImportError(path: file, line: 1, column: 1, message: "unsupported file type (supported: \(known))"))
        }
        return Result { () throws(ImportError) in try importer.importDocument(atPath: file) }
    }

    /// One file's document read with `handler` getting each screen as soon as it is built (see
    /// `ScreenHandler`), or why it could not be read.
    func read(_ file: String, streamingTo handler: @escaping ScreenHandler) -> Result<StreamedImport, ImportError> {
        guard let importer = catalog.importer(forPath: file) else { return read(file).map { StreamedImport(document: $0, unchanged: []) } }
        return Result { () throws(ImportError) in try importer.importDocument(atPath: file, streamingTo: handler) }
    }

    /// Calls `body` with each document in path order; returns the errors, in the same order.
    func readAll(_ paths: [String], _ body: (LayoutDocument) -> Void) -> [ImportError] {
        var errors: [ImportError] = []
        forEach(paths) { _, result in
            switch result {
            case .success(let document): body(document)
            case .failure(let error): errors.append(error)
            }
        }
        return errors
    }
}
