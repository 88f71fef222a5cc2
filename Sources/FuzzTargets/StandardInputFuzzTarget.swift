import A11yAuditCLI
import Importers
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FuzzTargets {
    /// The names a layout on standard input can be given (`--stdin-path`): none, so its bytes pick the importer, and
    /// one of each extension's. The input's first byte picks one.
    static let standardInputNames: [String?] = [nil, "Fuzz.storyboard", "Fuzz.xib", "res/layout/fuzz.xml", "dump.xml"]

    /// Runs `a11y-audit audit -` and `a11y-audit transcript -` in this process with the bytes (after the first, which
    /// picks the `--stdin-path` name) as standard input, as `cat FILE | a11y-audit audit -` does: the whole path from
    /// reading it whole, through picking the importer, to the reports. The commands read a temporary file's
    /// descriptor in place of the process's standard input, which stays untouched (tests run side by side).
    @discardableResult
    public static func standardInput(_ bytes: [UInt8]) -> Outcome {
        guard let selector = bytes.first else { return .refused("") }
        let name = standardInputNames[Int(selector) % standardInputNames.count]
        let layout = Array(bytes.dropFirst())
        var template = Array("/tmp/a11y-audit-fuzz-stdin.XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return .refused("cannot make a temporary file") }
        unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        defer { close(descriptor) }
        let written = layout.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == layout.count else { return .refused("cannot write a temporary file") }
        let naming = name.map { ["--stdin-path", $0] } ?? []
        var statuses: [Int32] = []
        let output = CountingSink()
        for command in [["audit", "-", "--format", "json", "--fail-on", "never"], ["transcript", "-", "--explain"]] {
            lseek(descriptor, 0, SEEK_SET)
            statuses.append(A11yAudit.run(command + naming, output: output, errors: output,
                                          invocation: Invocation(standardInput: descriptor)).rawValue)
        }
        return .ran(statuses: statuses, outputBytes: output.bytes)
    }
}
