internal import CFileSystem
import ElementModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files whole: into a temporary file beside the target, renamed over it, so a reader (a CI step,
/// a later run reading a baseline) never sees half a file.
///
/// Where the system has them (Linux, on every local file system but a few), the temporary file has no name
/// while it is written (`O_TMPFILE`): a run killed even with SIGKILL leaves nothing. It is named only once
/// complete, an instant before it is renamed over the target. Elsewhere it gets a unique name that says whose
/// it is, `.NAME.a11y-audit-PID.XXXXXX` (`mkstemp`), and each write first removes those of runs that have
/// ended, so what a killed run left is cleared by the next.
///
/// Interrupting signals (SIGINT, SIGTERM, SIGHUP) are held back from the moment the file exists until it
/// is renamed or removed, so an interrupted run leaves the old file or the new one. a11y-audit's worker
/// threads block signals, so they reach the writing thread.
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
        try write(to: path, unnamedWhereSupported: true, body)
    }

    /// `unnamedWhereSupported: false` takes the named temporary file even where an unnamed one could be had, so
    /// that tests cover both ways on Linux.
    static func write(to path: String, unnamedWhereSupported: Bool, _ body: (OutputSink) -> Void) throws(WriteError) {
        var interrupting = sigset_t()
        sigemptyset(&interrupting)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&interrupting, signal) }
        var previousMask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &interrupting, &previousMask)
        defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }

        let target = TemporaryName(target: path)
        target.removeStaleFiles()
        var temporary: String?
        var descriptor = unnamedWhereSupported ? a11y_audit_open_unnamed_file(target.directory, 0o666) : -1
        if descriptor < 0 {
            var template = Array(target.template.utf8CString)
            descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { throw WriteError(path: path, code: errno) }
            temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // mkstemp makes the file readable by its owner only; a report is an ordinary file.
            let mask = umask(0)
            umask(mask)
            fchmod(descriptor, 0o666 & ~mask)
        }
        let sink = FileDescriptorSink(descriptor: descriptor)
        body(sink)
        sink.flush()
        var failure = sink.failure
        if failure == nil, temporary == nil {
            // Complete: the unnamed file takes a name of its own kind, to be renamed over the target at once.
            temporary = target.name(unnamedFile: descriptor)
            if temporary == nil { failure = errno }
        }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, let temporary, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            if let temporary { unlink(temporary) }
            throw WriteError(path: path, code: failure)
        }
    }
}

/// The names of one target's temporary files: `.NAME.a11y-audit-PID.XXXXXX` in the target's directory. The
/// process id says which run made one, so a later run can tell those of runs that have ended from those of runs
/// still writing (its own threads' among them).
struct TemporaryName {
    let directory: String
    let fileName: String

    init(target path: String) {
        if let slash = path.lastIndex(of: "/") {
            let directory = String(path[..<slash])
            self.directory = directory.isEmpty ? "/" : directory
            fileName = String(path[path.index(after: slash)...])
        } else {
            directory = "."
            fileName = path
        }
    }

    /// What every temporary file of this target's name starts with, whichever run made it.
    var prefix: String { "." + fileName + ".a11y-audit-" }

    /// This run's `mkstemp` template.
    var template: String { directory + "/" + prefix + "\(getpid())." + "XXXXXX" }

    /// Links the complete unnamed file to a fresh name of this run's; nil, with `errno` set, when it cannot.
    func name(unnamedFile descriptor: Int32) -> String? {
        for _ in 0..<16 {
            let suffix = String(UInt64.random(in: 0..<(1 << 36)), radix: 36)
            let name = directory + "/" + prefix + "\(getpid())." + suffix
            if a11y_audit_name_unnamed_file(descriptor, name) == 0 { return name }
            if errno != EEXIST { return nil }
        }
        return nil
    }

    /// Removes this target's temporary files whose run has ended: no process has their id any more. (A file
    /// whose id another process has taken since is left, harmlessly, for a later run.) Runs on other machines
    /// writing the same report into one shared directory at the same moment are not told apart.
    func removeStaleFiles() {
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = String(decoding: DirectoryEntryName.bytes(of: entry), as: UTF8.self)
            guard name.hasPrefix(prefix) else { continue }
            let rest = name.dropFirst(prefix.count)
            guard let dot = rest.firstIndex(of: "."), let pid = pid_t(rest[..<dot]), pid > 0, !rest[rest.index(after: dot)...].isEmpty
            else { continue }
            if kill(pid, 0) != 0, errno == ESRCH { unlink(directory + "/" + name) }
        }
    }
}
