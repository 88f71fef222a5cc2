import Foundation

/// Runs `body` with file descriptor 2 redirected to a temporary file and returns what was written.
/// Other tests run meanwhile and the test runner reports on the same stderr: look for specific words.
func capturingStandardError(_ body: () throws -> Void) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)").path
    let file = open(path, O_CREAT | O_RDWR | O_TRUNC, 0o600)
    defer { unlink(path) }
    let saved = dup(2)
    dup2(file, 2)
    defer {
        dup2(saved, 2)
        close(saved)
        close(file)
    }
    try body()
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}
