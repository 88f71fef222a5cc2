import ElementModel
import Importers

/// Finds the files behind the paths a user names and imports each with the right importer; a file that
/// cannot be read becomes an error and the others are still read.
struct DocumentReader {
    let catalog: ImporterCatalog
    /// The name a layout read from standard input (`-`) is reported under (`--stdin-path`); its extension
    /// picks the importer.
    var standardInputName = StandardInput.defaultName
    /// Directory names a walk does not enter (`skipped_directories` in the configuration).
    var skippedDirectories = InputDiscovery.defaultSkippedDirectories
    /// Where `-` is read from, and whether the last document read is left for the process's end.
    var invocation = Invocation()

    /// The files behind `paths`, the paths that name nothing readable, and how many `.xml` files found in
    /// directories were skipped as no view hierarchy (manifests, resources, property lists).
    func discover(_ paths: [String]) -> (files: [String], errors: [ImportError], skipped: Int) {
        let catalog = self.catalog
        return InputDiscovery(supportedExtensions: catalog.supportedExtensions, skippedDirectories: skippedDirectories,
                              isLayout: { catalog.isLayout($0) }).files(for: paths)
    }

    /// One file's document, or why it could not be read.
    func read(_ file: String) -> Result<LayoutDocument, ImportError> {
        if file == StandardInput.path { return readStandardInput() }
        return importer(for: file).flatMap { importer in
            Result { () throws(ImportError) in try importer.importDocument(atPath: file) }
        }
    }

    /// One file's document read with `handler` getting each screen as soon as it is built (see
    /// `ScreenHandler`), or why it could not be read.
    func read(_ file: String, streamingTo handler: @escaping ScreenHandler) -> Result<StreamedImport, ImportError> {
        guard file != StandardInput.path else { return read(file).map { StreamedImport(document: $0, unchanged: []) } }
        return importer(for: file).flatMap { importer in
            Result { () throws(ImportError) in try importer.importDocument(atPath: file, streamingTo: handler) }
        }
    }

    func importer(for file: String) -> Result<any LayoutImporter, ImportError> {
        switch catalog.route(forPath: file) {
        case .importer(let importer): return .success(importer)
        case .unsupported(let error), .unreadable(let error): return .failure(error)
        }
    }

    /// The layout on standard input, read whole, named `standardInputName`: its extension picks the importer
    /// when one format owns it, else what it holds does.
    private func readStandardInput() -> Result<LayoutDocument, ImportError> {
        let name = standardInputName
        return StandardInput.readAll(from: invocation.standardInput, name: name).flatMap { bytes in
            switch catalog.route(bytes: bytes, path: name) {
            case .importer(let importer):
                return Result { () throws(ImportError) in try importer.importDocument(bytes: bytes, path: name) }
            case .unsupported(let error), .unreadable(let error):
                return .failure(error)
            }
        }
    }

    /// Like `readAll(_:_:)`, with a fresh `Work` for each file taking its screens as they are built (see
    /// `ScreenHandler`); `body` gets the document with which screens are unchanged, and that work.
    func readAll<Work: ScreenWork>(_ paths: [String], streaming makeWork: () -> Work,
                                   _ body: (StreamedImport, Work) -> Void) -> [ImportError] {
        forEachFile(paths, read: { file in
            let work = makeWork()
            return read(file, streamingTo: work.take).map { ($0, work) }
        }, document: \.0.document, body)
    }

    /// Calls `body` with each document in path order; returns the errors: paths that name nothing readable
    /// first, then the files that could not be read, in path order.
    func readAll(_ paths: [String], _ body: (LayoutDocument) -> Void) -> [ImportError] {
        forEachFile(paths, read: read, document: { $0 }, body)
    }

    /// Reads each file with `read` and hands what it gives to `body`; each document is freed on another
    /// thread once `body` is done with it (see `BackgroundRelease`), but the last, which the process's end may free.
    /// The problems of the files read with a document (its strings.xml) are said once, however many documents
    /// share the file.
    private func forEachFile<Imported>(_ paths: [String], read: (String) -> Result<Imported, ImportError>,
                                       document: (Imported) -> LayoutDocument, _ body: (Imported) -> Void) -> [ImportError] {
        let (files, discoveryErrors, _) = discover(paths)
        var errors = discoveryErrors
        var problemsSaid: Set<DocumentProblem> = []
        for (index, file) in files.enumerated() {
            let release = BackgroundRelease()
            switch release.keep(read(file)) {
            case .success(let imported):
                for problem in document(imported).problems where problemsSaid.insert(problem).inserted { errors.append(ImportError(problem)) }
                body(imported)
            case .failure(let error): errors.append(error)
            }
            if index == files.count - 1 { release.finish(invocation.end) } else { release.release() }
        }
        return errors
    }
}

/// Work done on each screen of one file while the file is still being read. `take` is called on the
/// importer's pipeline thread, one screen after another; what it keeps is read once the import has
/// returned, which waits for that thread, so the writes happen before the reads: that is what makes the
/// conforming classes' unchecked Sendable sound.
protocol ScreenWork: AnyObject, Sendable {
    func take(_ index: Int, _ screen: Screen, _ document: LayoutDocument)
}
