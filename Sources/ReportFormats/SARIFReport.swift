import RuleEngine

/// SARIF 2.1.0, as GitHub code scanning reads it: the rules that ran in `tool.driver.rules` with their
/// metadata and a link to their page, and one result per finding. Files inside the project root are URIs
/// relative to `%SRCROOT%`, which `originalUriBaseIds` resolves to the root; files outside it are absolute
/// `file://` URIs. Each result's `partialFingerprints` is its baseline fingerprint, so code scanning follows
/// an alert across commits that move it.
struct SARIFReport: AuditReport {
    let id = "sarif"

    /// The name SARIF gives the project root (the name GitHub's documentation and most tools use).
    static let rootId = "%SRCROOT%"

    func write(_ result: AuditResult, options: ReportOptions, to output: OutputSink) {
        var writer = JSONWriter(pretty: true, output: output)
        writer.beginObject()
        writer.string("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
        writer.string("version", "2.1.0")
        writer.beginArray(key: "runs")
        writer.beginObject()
        writer.beginObject(key: "tool")
        writer.beginObject(key: "driver")
        writer.string("name", "a11y-audit")
        writer.string("version", ToolVersion.current)
        writer.string("informationUri", RuleDocumentation.repository)
        writer.beginArray(key: "rules")
        for rule in result.rules { writeRule(rule, to: &writer) }
        writer.endArray()
        writer.endObject()
        writer.endObject()
        writer.beginObject(key: "originalUriBaseIds")
        writer.beginObject(key: Self.rootId)
        writer.string("uri", "file://" + uri(options.projectRoot.hasSuffix("/") ? options.projectRoot : options.projectRoot + "/"))
        writer.endObject()
        writer.endObject()
        writer.beginArray(key: "results")
        for finding in result.findings { writeResult(finding, rules: result.rules, options: options, to: &writer) }
        writer.endArray()
        writer.endObject()
        writer.endArray()
        writer.endObject()
        writer.raw("\n")
        writer.flush()
    }

    private func writeRule(_ rule: RuleDescription, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.string("id", rule.id)
        writer.string("name", rule.name.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
        writer.beginObject(key: "shortDescription")
        writer.string("text", rule.summary)
        writer.endObject()
        writer.beginObject(key: "fullDescription")
        writer.string("text", rule.rationale)
        writer.endObject()
        writer.beginObject(key: "help")
        writer.string("text", "See docs/rules/\(rule.id).md")
        writer.endObject()
        writer.string("helpUri", RuleDocumentation.pageURL(rule.id))
        writer.beginObject(key: "defaultConfiguration")
        writer.string("level", level(rule.defaultSeverity))
        writer.endObject()
        writer.beginObject(key: "properties")
        writer.inlineStrings("tags", ["accessibility"] + rule.wcag.map(\.tag))
        writer.endObject()
        writer.endObject()
    }

    private func writeResult(_ finding: Finding, rules: [RuleDescription], options: ReportOptions, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.string("ruleId", finding.ruleId)
        if let index = rules.firstIndex(where: { $0.id == finding.ruleId }) { writer.integer("ruleIndex", index) }
        writer.string("level", level(finding.severity))
        writer.beginObject(key: "message")
        writer.string("text", finding.message + (finding.spokenSentence().map { " \($0)." } ?? "")
            + " Fix: " + finding.fix.summary)
        writer.endObject()
        writer.beginArray(key: "locations")
        writer.beginObject()
        writer.beginObject(key: "physicalLocation")
        writeArtifactLocation(finding.location.path, to: &writer)
        writer.beginObject(key: "region")
        writer.integer("startLine", max(1, finding.location.line))
        writer.integer("startColumn", max(1, finding.location.column))
        writer.endObject()
        writer.endObject()
        writer.endObject()
        writer.endArray()
        writer.beginObject(key: "partialFingerprints")
        writer.string("a11yAudit/v1", Fingerprint(finding, projectRoot: options.projectRoot).hash)
        writer.endObject()
        // The change `--fix` writes, as the text it replaces: only for corrections certain enough to write unasked.
        if !finding.fix.replacements.isEmpty { writeFix(finding.fix, to: &writer) }
        // The fix's code, under the JSON report's keys.
        writer.beginObject(key: "properties")
        writer.string("fix", finding.fix.summary)
        for (key, value) in finding.fix.keyed { if let value { writer.string(key, value) } }
        writer.endObject()
        writer.endObject()
    }

    /// `fixes`: one fix, its edits grouped by file (an Android layout's and its strings.xml's would be two).
    private func writeFix(_ fix: Fix, to writer: inout JSONWriter) {
        writer.beginArray(key: "fixes")
        writer.beginObject()
        writer.beginObject(key: "description")
        writer.string("text", fix.summary)
        writer.endObject()
        writer.beginArray(key: "artifactChanges")
        var paths: [String] = []
        for replacement in fix.replacements where !paths.contains(replacement.path) { paths.append(replacement.path) }
        for path in paths {
            writer.beginObject()
            writeArtifactLocation(path, to: &writer)
            writer.beginArray(key: "replacements")
            for replacement in fix.replacements where replacement.path == path {
                writer.beginObject()
                writer.beginObject(key: "deletedRegion")
                writer.integer("startLine", replacement.startLine)
                writer.integer("startColumn", replacement.startColumn)
                writer.integer("endLine", replacement.endLine)
                writer.integer("endColumn", replacement.endColumn)
                writer.endObject()
                if !replacement.text.isEmpty {
                    writer.beginObject(key: "insertedContent")
                    writer.string("text", replacement.text)
                    writer.endObject()
                }
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        writer.endArray()
    }

    private func writeArtifactLocation(_ path: String, to writer: inout JSONWriter) {
        writer.beginObject(key: "artifactLocation")
        if path.hasPrefix("/") {
            writer.string("uri", "file://" + uri(path))
        } else {
            writer.string("uri", uri(path))
            writer.string("uriBaseId", Self.rootId)
        }
        writer.endObject()
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// A URI reference: path characters kept, everything else percent-encoded.
    private func uri(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if character.isASCII, character.isLetter || character.isNumber || "-._~/".contains(character) {
                result.append(character)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
