#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files whole: into a temporary file beside the target, renamed over it, so a reader (a CI step,
/// a later run reading a baseline) never sees half a file.
///
/// The temporary file gets a unique name from `mkstemp`, so two runs writing the same report never share
/// one. Interrupting signals (SIGINT, SIGTERM, SIGHUP) are held back from the moment it exists until it
/// is renamed or removed, so an interrupted run leaves the old file or the new one, never a temporary
/// one (only SIGKILL, which nothing can hold back, can). a11y-audit's worker threads block signals, so
/// they reach the writing thread.
public enum AtomicFile {
    /// Why a file could not be written, in the system's words ("No such file or directory").
    public struct WriteError: Error {
        public let path: String
        public let reason: String

        init(path: String, code: Int32) {
            self.path = path
            reason = String(cString: strerror(code))
        }
    }

    public static func write(_ text: String, to path: String) throws(WriteError) {
        try write(to: path) { $0.write(text) }
    }

    /// Writes whatever `body` writes to the sink it is given.
    public static func write(to path: String, _ body: (OutputSink) -> Void) throws(WriteError) {
        var interrupting = sigset_t()
        sigemptyset(&interrupting)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&interrupting, signal) }
        var previousMask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &interrupting, &previousMask)
        defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }

        var template = Array((path + ".tmp.XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw WriteError(path: path, code: errno) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // mkstemp makes the file readable by its owner only; a report is an ordinary file.
        let mask = umask(0)
        umask(mask)
        fchmod(descriptor, 0o666 & ~mask)
        let sink = FileDescriptorSink(descriptor: descriptor)
        body(sink)
        sink.flush()
        var failure = sink.failure
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, code: failure)
        }
    }
}
