#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes: standard output and error, a report file, buffers in tests. Writers hand over
/// text or blocks of UTF-8 bytes as they go, so no output is ever held whole in memory.
public protocol OutputSink: AnyObject {
    func write(_ text: String)
    func write(_ bytes: UnsafeRawBufferPointer)
    /// Whether a person is likely reading as it is written: the sink is a terminal.
    var isTerminal: Bool { get }
    /// Hands what is buffered to its destination now (a progress line must show at once).
    func flush()
}

extension OutputSink {
    public var isTerminal: Bool { false }
    public func flush() {}
}

/// A buffered writer to a file descriptor: output goes out in blocks of 64 KB, not line by line.
public final class FileDescriptorSink: OutputSink {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private let capacity = 1 << 16
    /// The `errno` of the first write that failed (a full disk, a closed pipe): the rest is dropped, and the
    /// caller asks.
    public private(set) var failure: Int32?

    public init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(capacity)
    }

    public var isTerminal: Bool { isatty(descriptor) == 1 }

    deinit { flush() }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { flush() }
    }

    public func write(_ bytes: UnsafeRawBufferPointer) {
        if buffer.count + bytes.count < capacity {
            buffer.append(contentsOf: bytes)
            return
        }
        flush()
        writeAll(bytes)
    }

    public func flush() {
        buffer.withUnsafeBytes { writeAll($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while failure == nil, offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            if written <= 0 {
                // A write that writes nothing without an error is a full device.
                failure = written < 0 ? errno : ENOSPC
                break
            }
            offset += written
        }
    }
}

/// `write(2)`, under a name no method here shadows.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// Collects everything written, for tests and for small texts rendered whole.
public final class StringSink: OutputSink {
    private var bytes: [UInt8] = []

    public init() {}

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    public func write(_ bytes: UnsafeRawBufferPointer) {
        self.bytes.append(contentsOf: bytes)
    }
}
