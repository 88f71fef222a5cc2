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

    /// The files behind `paths`, and the paths that name nothing readable.
    func discover(_ paths: [String]) -> (files: [String], errors: [ImportError]) {
        InputDiscovery(supportedExtensions: catalog.supportedExtensions, skippedDirectories: skippedDirectories).files(for: paths)
    }

    /// One file's document, or why it could not be read.
    func read(_ file: String) -> Result<LayoutDocument, ImportError> {
        if file == StandardInput.path { return readStandardInput() }
        guard let importer = catalog.importer(forPath: file) else {
            let known = catalog.supportedExtensions.sorted().map { "." + $0 }.joined(separator: ", ")
            return .failure(ImportError(path: file, line: 1, column: 1, message: "unsupported file type (supported: \(known))"))
        }
        return Result { () throws(ImportError) in try importer.importDocument(atPath: file) }
    }

    /// One file's document read with `handler` getting each screen as soon as it is built (see
    /// `ScreenHandler`), or why it could not be read.
    func read(_ file: String, streamingTo handler: @escaping ScreenHandler) -> Result<StreamedImport, ImportError> {
        guard file != StandardInput.path, let importer = catalog.importer(forPath: file) else {
            return read(file).map { StreamedImport(document: $0, unchanged: []) }
        }
        return Result { () throws(ImportError) in try importer.importDocument(atPath: file, streamingTo: handler) }
    }

    /// The layout on standard input, read whole, named `standardInputName`. Without an extension to go by,
    /// it is taken for Interface Builder's XML, the format most layouts piped in are.
    private func readStandardInput() -> Result<LayoutDocument, ImportError> {
        let name = standardInputName
        let hasExtension = InputDiscovery.fileExtension(of: String(name.split(separator: "/").last ?? "")) != ""
        guard let importer = hasExtension ? catalog.importer(forPath: name) : catalog.importers.first else {
            let known = catalog.supportedExtensions.sorted().map { "." + $0 }.joined(separator: ", ")
            return .failure(ImportError(path: name, line: 1, column: 1, message: "unsupported file type (supported: \(known))"))
        }
        return StandardInput.readAll(name: name).flatMap { bytes in
            Result { () throws(ImportError) in try importer.importDocument(bytes: bytes, path: name) }
        }
    }

    /// Like `readAll(_:_:)`, with a fresh `Work` for each file taking its screens as they are built (see
    /// `ScreenHandler`); `body` gets the document with which screens are unchanged, and that work.
    func readAll<Work: ScreenWork>(_ paths: [String], streaming makeWork: () -> Work,
                                   _ body: (StreamedImport, Work) -> Void) -> [ImportError] {
        forEachFile(paths, read: { file in
            let work = makeWork()
            return read(file, streamingTo: work.take).map { ($0, work) }
        }, body)
    }

    /// Calls `body` with each document in path order; returns the errors: paths that name nothing readable
    /// first, then the files that could not be read, in path order.
    func readAll(_ paths: [String], _ body: (LayoutDocument) -> Void) -> [ImportError] {
        forEachFile(paths, read: read, body)
    }

    /// Reads each file with `read` and hands what it gives to `body`; each document is freed on another
    /// thread once `body` is done with it (see `BackgroundRelease`), but the last, which the process's end frees.
    private func forEachFile<Imported>(_ paths: [String], read: (String) -> Result<Imported, ImportError>,
                                       _ body: (Imported) -> Void) -> [ImportError] {
        let (files, discoveryErrors) = discover(paths)
        var errors = discoveryErrors
        for (index, file) in files.enumerated() {
            let release = BackgroundRelease()
            switch release.keep(read(file)) {
            case .success(let imported): body(imported)
            case .failure(let error): errors.append(error)
            }
            if index == files.count - 1 { release.leaveForExit() } else { release.release() }
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
