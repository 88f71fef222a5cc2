import RuleEngine

/// The JSON contract: `{"findings":[{"ruleId","severity","message","fix","path","line","column","elementId",
/// "screen","spoken"}],"summary":{"files","screens","elements","errors","warnings","infos"}}`. Keys may be
/// added, none renamed or dropped (README, "audit").
struct JSONReport: AuditReport {
    let id = "json"

    func write(_ result: AuditResult, options: ReportOptions, to output: OutputSink) {
        var writer = JSONWriter(pretty: true, output: output)
        writer.beginObject()
        writer.beginArray(key: "findings")
        for finding in result.findings {
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
            writer.string("fixInterfaceBuilder", finding.fix.interfaceBuilder)
            writer.string("fixSwift", finding.fix.swift)
            writer.string("suggestedLabel", finding.fix.suggestedLabel)
            writer.string("elementType", finding.elementType)
            writer.string("identifier", finding.identifier)
            writer.endObject()
        }
        writer.endArray()
        writer.beginObject(key: "summary")
        writer.integer("files", result.files)
        writer.integer("screens", result.screens)
        writer.integer("elements", result.elements)
        writer.integer("errors", result.count(.error))
        writer.integer("warnings", result.count(.warning))
        writer.integer("infos", result.count(.info))
        writer.endObject()
        writer.endObject()
        writer.raw("\n")
        writer.flush()
    }
}
