import Foundation
import Testing

/// Validates SARIF against the official 2.1.0 schema (`../shared/reference`) with Python's `jsonschema`.
enum SARIFSchema {
    static let path = PackagePaths.root + "/../shared/reference/sarif-schema-2.1.0.json"

    /// Records an issue when `sarif` does not validate. Without the schema or `jsonschema` the check cannot run:
    /// on a developer's machine that is a known issue (a skip with a note), but with `CI=true` it fails, so CI
    /// can never pass having validated nothing.
    static func validate(_ sarif: String) throws {
        guard FileManager.default.fileExists(atPath: path), try run(["-c", "import jsonschema"]).status == 0 else {
            let reason = "python3 with jsonschema and ../shared/reference are needed to validate SARIF"
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                Issue.record("\(reason): CI=true, so the check may not be skipped")
            } else {
                withKnownIssue(Comment(rawValue: reason)) { Issue.record("SARIF schema validation skipped") }
            }
            return
        }
        let file = try PackagePaths.temporaryFile(named: "audit.sarif", contents: sarif)
        defer { PackagePaths.removeTemporaryFile(file) }
        let check = try run(["-c", """
            import json, sys, jsonschema
            jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))
            """, path, file])
        #expect(check.status == 0, "\(check.errors)")
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, message)
    }
}
