import AuditConfiguration
import ElementModel
import Importers
import LayoutFixing
import ReportFormats
import RuleEngine

/// `--fix`: writes the corrections of an audit's findings into the layouts. Each file is rewritten in memory, read
/// again and audited again before anything is written (`FixVerification`); an element whose rewrite fails the proof is
/// left as it was, and the others are checked again without it.
struct LayoutFixer {
    let reader: DocumentReader
    let auditor: Auditor
    let chains: [String: ConfigurationChain]
    let acceptsSuggestions: Bool

    /// What the fixing did, for the summary, the diff and the writing.
    struct Outcome {
        var rewrites: [LayoutRewrite] = []
        /// Corrections that were not written, with why.
        var skipped: [SkippedFix] = []
        /// Findings with a suggested label that only --accept-suggestions writes.
        var suggestionsLeft = 0
        /// Findings with no change the tool can write.
        var leftForAPerson = 0
        /// strings.xml files to write, by path, with what they hold now (nil: new).
        var strings: [String: StringResourceFile] = [:]

        var fixedCount: Int { rewrites.reduce(0) { $0 + $1.applied.count } }
    }

    /// The rewrites for `findings` (named as reports name them) of the files they are in (`files`: the file read, by the
    /// name reports give it).
    func fix(_ findings: [Finding], files: [String: String]) -> Outcome {
        var outcome = Outcome()
        var chosen: [String: [Finding]] = [:]
        for finding in findings {
            guard let correction = finding.fix.correction, let file = files[finding.location.path] else {
                outcome.leftForAPerson += 1
                continue
            }
            if correction.isSuggestion && !acceptsSuggestions {
                outcome.suggestionsLeft += 1
            } else {
                chosen[file, default: []].append(finding)
            }
        }
        let files = chosen.keys.sorted()
        if acceptsSuggestions {
            // One file after another: new Android texts of several layouts go into one strings.xml.
            for file in files {
                let (rewrite, skipped) = fix(file, chosen[file]!, strings: &outcome.strings)
                outcome.skipped += skipped
                if let rewrite, rewrite.changesFile { outcome.rewrites.append(rewrite) }
            }
        } else {
            // No suggested texts: the files are independent, and are fixed on every core. (A certain correction changes a
            // content description the layout holds; should one ever add a text, its strings.xml is kept all the same.)
            let findingsByFile = chosen
            for (rewrite, skipped) in ParallelMap.map(files, { file in
                var strings: [String: StringResourceFile] = [:]
                return fix(file, findingsByFile[file]!, strings: &strings)
            }) {
                outcome.skipped += skipped
                if let rewrite, rewrite.changesFile { outcome.rewrites.append(rewrite) }
                if let strings = rewrite?.strings { outcome.strings[strings.path] = strings }
            }
        }
        return outcome
    }

    /// One file's rewrite that passes the proof (nil when none does), and the corrections left out with why.
    private func fix(_ file: String, _ findings: [Finding], strings: inout [String: StringResourceFile]) -> (LayoutRewrite?, [SkippedFix]) {
        let bytes: [UInt8]
        let original: LayoutDocument
        do {
            bytes = try WholeFile.bytes(of: file, kind: "layout", maximumSize: 1 << 30)
            original = try document(reader.read(file).get())
        } catch {
            return (nil, findings.map { SkippedFix(finding: $0, reason: "the file could not be read again: \(error)") })
        }
        let originalFindings = auditor.audit(original)
        let stringsPath = StringsLocation.path(forLayoutAt: file)
        var remaining = findings, failedProof: [SkippedFix] = []
        // Each round leaves out the elements the proof failed on; three rounds settle every case seen in the corpus.
        for _ in 0..<3 {
            let rewrite = LayoutRewriter.rewrite(path: file, bytes: bytes, format: original.format, findings: remaining,
                                                 strings: stringsPath.map { strings[$0] ?? StringsLocation.file(at: $0) })
            guard rewrite.changesFile else { return (nil, rewrite.skipped + failedProof) }
            let verification: FixVerification
            do {
                let fixed = try document(read(rewrite, at: file, stringsPath: stringsPath))
                verification = FixVerification(original: original, originalFindings: originalFindings, fixed: fixed,
                                               fixedFindings: auditor.audit(fixed), applied: rewrite.applied)
            } catch {
                let reason = "the rewritten file does not read: \(error)"
                return (nil, rewrite.skipped + failedProof + rewrite.applied.map { SkippedFix(finding: $0, reason: reason) })
            }
            if verification.passes {
                if let path = stringsPath, let file = rewrite.strings { strings[path] = file }
                return (rewrite, rewrite.skipped + failedProof)
            }
            // The corrections on the elements the proof names (all of them, for a problem of a screen or the file) are left
            // for a person.
            func place(_ line: Int?, _ column: Int?) -> String { "\(line ?? 0):\(column ?? 0)" }
            let onElements = Dictionary(verification.problems.map { (place($0.line, $0.column), $0.text) }) { first, _ in first }
            var failed = verification.problems.contains { $0.line == nil } ? rewrite.applied
                : rewrite.applied.filter { onElements[place($0.location.line, $0.location.column)] != nil }
            // A new finding on an element nothing changed (two controls given one suggested name): the suggestions go first.
            if failed.isEmpty { failed = rewrite.applied.filter { $0.fix.correction?.isSuggestion == true } }
            if failed.isEmpty { failed = rewrite.applied }
            failedProof += failed.map { finding in
                SkippedFix(finding: finding, reason: "the rewrite did not pass the check: "
                    + (onElements[place(finding.location.line, finding.location.column)] ?? verification.problems[0].text))
            }
            let leftOut = Set(failed.map { place($0.location.line, $0.location.column) })
            remaining = remaining.filter { !leftOut.contains(place($0.location.line, $0.location.column)) }
            if remaining.isEmpty { break }
        }
        return (nil, findings.filter { finding in !failedProof.contains { $0.finding == finding } }
            .map { SkippedFix(finding: $0, reason: "the file's rewrite did not pass the check") } + failedProof)
    }

    /// The rewritten layout read as the file it will be, with the strings.xml it will have.
    private func read(_ rewrite: LayoutRewrite, at file: String, stringsPath: String?) throws -> LayoutDocument {
        let importer = try reader.importer(for: file).get()
        if let android = importer as? AndroidLayoutImporter {
            var replacing: [String: [UInt8]] = [:]
            if let path = stringsPath, let bytes = rewrite.strings?.rewritten { replacing[path] = bytes }
            return try android.importDocument(bytes: rewrite.rewritten, path: file, replacingResourceFiles: replacing)
        }
        return try importer.importDocument(bytes: rewrite.rewritten, path: file)
    }

    private func document(_ document: LayoutDocument) -> LayoutDocument {
        chains[document.path]?.applyingRoles(to: document) ?? document
    }
}

/// Where an Android layout's new texts go: `strings.xml` in the `values` folder the importer reads its strings from.
enum StringsLocation {
    static func path(forLayoutAt layout: String) -> String? {
        AndroidLayoutImporter.valuesDirectory(forLayoutAt: layout).map { $0 + "/strings.xml" }
    }

    /// The strings.xml at `path` as it is on disk (or nil bytes when there is none), with the folder's other resource
    /// files, by name (so that a text two files define is always referred to by the same one), and those of the API
    /// levels' folders that override it.
    static func file(at path: String) -> StringResourceFile {
        let original = try? WholeFile.bytes(of: path, kind: "strings file", maximumSize: 1 << 28)
        let directory = String(path[..<path.lastIndex(of: "/")!])
        let others = resourceFiles(in: directory, except: path)
        // A name an API level's folder defines again says that folder's text on a current device: never reused, never made.
        let overriding = AndroidLayoutImporter.apiLevelDirectories(overriding: directory).flatMap { resourceFiles(in: $0) }
        return StringResourceFile(path: path, original: original, others: others, overriding: overriding)
    }

    /// The bytes of the `.xml` resource files of the folder `directory`, by name, but the file at `except`.
    private static func resourceFiles(in directory: String, except: String? = nil) -> [[UInt8]] {
        AndroidLayoutImporter.resourceFileNames(in: directory).filter { directory + "/" + $0 != except }
            .compactMap { try? WholeFile.bytes(of: directory + "/" + $0, kind: "resource file", maximumSize: 1 << 28) }
    }
}
