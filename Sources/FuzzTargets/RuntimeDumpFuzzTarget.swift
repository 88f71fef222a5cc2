import Importers

extension FuzzTargets {
    /// Reads the bytes as a runtime dump: an XCUITest or Appium page source, a uiautomator or UiAutomator2 dump, as its
    /// root element says (a mutated root that says nothing still goes to the uiautomator reader, so that mutations
    /// reach a reader). When it reads, audits it and writes every report.
    @discardableResult
    public static func runtimeDump(_ bytes: [UInt8]) -> Outcome {
        var importer: any LayoutImporter = AndroidDumpImporter()
        if case .importer(let routed) = ImporterCatalog.standard.route(bytes: bytes, path: "dump.xml"),
           routed is XCUITestImporter || routed is AndroidDumpImporter {
            importer = routed
        }
        do {
            return auditAndReport(try importer.importDocument(bytes: bytes, path: "dump.xml"))
        } catch {
            return .refused(error.message)
        }
    }
}
