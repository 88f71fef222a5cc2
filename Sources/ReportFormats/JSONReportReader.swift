import ElementModel
import RuleEngine

/// Reads back the JSON that `JSONReport` writes, for `merge`.
public enum JSONReportReader {
    /// Why a JSON report cannot be read back.
    public struct ReadError: Error, Sendable {
        public var line: Int
        public var column: Int
        public var message: String
    }

    /// An audit read back from the JSON this report writes, with the ids of the rules that ran (the caller
    /// knows their descriptions). Reports from before `files` and `rules` were added cannot be merged.
    public static func read(_ bytes: [UInt8]) throws(ReadError) -> (result: AuditResult, ruleIds: [String]) {
        let root: JSONValue
        do {
            root = try JSONValue(parsing: bytes)
        } catch {
            throw ReadError(line: error.line, column: error.column, message: "not JSON: \(error.message)")
        }
        func missing(_ what: String) -> ReadError {
            ReadError(line: 1, column: 1, message: "not an a11y-audit JSON report of this version (no \(what))")
        }
        guard let findings = root["findings"]?.array, let summary = root["summary"], let files = root["files"]?.array,
              let rules = root["rules"]?.array else { throw missing("findings, summary, files and rules") }
        var result = AuditResult(rules: [])
        result.paths = files.compactMap(\.string)
        result.screens = summary["screens"]?.int ?? 0
        result.elements = summary["elements"]?.int ?? 0
        result.unreadableFiles = summary["unreadableFiles"]?.int ?? 0
        result.skippedFiles = summary["skippedFiles"]?.int ?? 0
        result.acknowledgedFindings = summary["acknowledged"]?.int ?? 0
        if let shard = root["shard"] {
            guard let index = shard["index"]?.int, let count = shard["count"]?.int, count >= 1, (1...count).contains(index) else {
                throw missing("valid shard: index and count")
            }
            result.shard = ShardPosition(index: index, count: count)
        }
        result.findings.reserveCapacity(findings.count)
        for item in findings {
            guard let ruleId = item["ruleId"]?.string, let severity = item["severity"]?.string.flatMap(Severity.init(rawValue:)),
                  let message = item["message"]?.string, let fix = item["fix"]?.string, let path = item["path"]?.string,
                  let line = item["line"]?.int, let column = item["column"]?.int else { throw missing("complete finding") }
            var finding = Finding(
                ruleId: ruleId, severity: severity, message: message,
                fix: Fix(summary: fix, interfaceBuilder: item["fixInterfaceBuilder"]?.string, swift: item["fixSwift"]?.string,
                         swiftUI: item["fixSwiftUI"]?.string, androidView: item["fixAndroidView"]?.string,
                         compose: item["fixCompose"]?.string, androidLayout: item["fixAndroidLayout"]?.string,
                         suggestedLabel: item["suggestedLabel"]?.string),
                location: SourceLocation(path: path, line: line, column: column), elementId: item["elementId"]?.string,
                screen: item["screen"]?.string, spoken: item["spoken"]?.string, elementType: item["elementType"]?.string,
                identifier: item["identifier"]?.string, customClass: item["customClass"]?.string)
            finding.elementName = item["elementName"]?.string
            finding.screenReader = item["screenReader"]?.string
            for edit in item["fixEdits"]?.array ?? [] {
                guard let path = edit["path"]?.string, let startLine = edit["startLine"]?.int, let startColumn = edit["startColumn"]?.int,
                      let endLine = edit["endLine"]?.int, let endColumn = edit["endColumn"]?.int, let text = edit["text"]?.string
                else { throw missing("complete fix edit") }
                finding.fix.replacements.append(TextReplacement(path: path, startLine: startLine, startColumn: startColumn,
                                                                endLine: endLine, endColumn: endColumn, text: text))
            }
            result.findings.append(finding)
        }
        return (result, rules.compactMap(\.string))
    }
}
