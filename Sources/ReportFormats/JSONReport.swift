import ElementModel
import RuleEngine

/// The JSON contract: `{"findings":[{"ruleId","severity","message","fix","path","line","column","elementId",
/// "screen","spoken"}],"summary":{"files","screens","elements","errors","warnings","infos"}}`. Keys may be
/// added, none renamed or dropped (README, "audit"). Added: per finding what baselines need
/// (`customClass`, `elementName`), `summary.unreadableFiles`, and the run's `files` and `rules`, so that
/// `merge` can rebuild any report from shards' JSON (`JSONReportReader`); then `fixSwiftUI` (page sources'
/// findings), `fixAndroidView`, `fixCompose` and `screenReader` (`TalkBack`: Android dumps') and `summary.skippedFiles` (`.xml` files in
/// directories that hold no view hierarchy); then `fixAndroidLayout` (Android layouts' findings) and `summary.acknowledged`
/// (findings a layout's `tools:ignore` acknowledges, which are not listed); then `shard` (`index`, `count`) in an
/// `audit --shard I/N` run's report, by which `merge` tells a complete set of shards.
struct JSONReport: AuditReport {
    let id = "json"

    func write(_ result: AuditResult, options: ReportOptions, to output: OutputSink) {
        var writer = JSONWriter(pretty: true, output: output)
        writer.beginObject()
        writer.beginArray(key: "findings")
        // A large audit's findings are written a few thousand at a time on every core, each slice apart, then
        // copied in, in order: the bytes are those of writing them one by one here.
        let findings = result.findings
        let nesting = writer.nesting
        let slices = stride(from: 0, to: findings.count, by: Self.sliceSize).map { $0..<min($0 + Self.sliceSize, findings.count) }
        for group in stride(from: 0, to: slices.count, by: 16) {
            let rendered = ParallelMap.map(Array(slices[group..<min(group + 16, slices.count)])) { slice in
                var fragment = JSONWriter(pretty: true, nesting: nesting)
                for finding in findings[slice] { Self.write(finding, to: &fragment) }
                return fragment.bytes
            }
            for bytes in rendered { writer.element(rendered: bytes) }
        }
        writer.endArray()
        writer.beginObject(key: "summary")
        writer.integer("files", result.files)
        writer.integer("screens", result.screens)
        writer.integer("elements", result.elements)
        writer.integer("errors", result.count(.error))
        writer.integer("warnings", result.count(.warning))
        writer.integer("infos", result.count(.info))
        writer.integer("unreadableFiles", result.unreadableFiles)
        writer.integer("skippedFiles", result.skippedFiles)
        writer.integer("acknowledged", result.acknowledgedFindings)
        writer.endObject()
        writer.beginArray(key: "files")
        for path in result.paths { writer.string(nil, path) }
        writer.endArray()
        writer.inlineStrings("rules", result.rules.map(\.id))
        if let shard = result.shard {
            writer.beginObject(key: "shard")
            writer.integer("index", shard.index)
            writer.integer("count", shard.count)
            writer.endObject()
        }
        writer.endObject()
        writer.raw("\n")
        writer.flush()
    }

    private static let sliceSize = 256

    private static func write(_ finding: Finding, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.string("ruleId", finding.ruleId)
        writer.string("severity", finding.severity.rawValue)
        writer.string("message", finding.message)
        writer.string("fix", finding.fix.summary)
        writer.string("path", finding.location.path)
        writer.integer("line", finding.location.line)
        writer.integer("column", finding.location.column)
        writer.string("elementId", finding.elementId)
        writer.string("screen", finding.screen)
        writer.string("spoken", finding.spoken)
        for (key, value) in finding.fix.keyed { writer.string(key, value) }
        writer.string("elementType", finding.elementType)
        writer.string("identifier", finding.identifier)
        writer.string("customClass", finding.customClass)
        writer.string("elementName", finding.elementName)
        if let screenReader = finding.screenReader { writer.string("screenReader", screenReader) }
        // The edits `--fix` would write, where they were worked out (a shard's report, for a merged SARIF's `fixes`).
        if !finding.fix.replacements.isEmpty {
            writer.beginArray(key: "fixEdits")
            for edit in finding.fix.replacements {
                writer.beginObject()
                writer.string("path", edit.path)
                writer.integer("startLine", edit.startLine)
                writer.integer("startColumn", edit.startColumn)
                writer.integer("endLine", edit.endLine)
                writer.integer("endColumn", edit.endColumn)
                writer.string("text", edit.text)
                writer.endObject()
            }
            writer.endArray()
        }
        writer.endObject()
    }
}
