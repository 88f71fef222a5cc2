#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes: standard output and error in the tool, buffers in tests.
public protocol OutputSink: AnyObject {
    func write(_ text: String)
}

/// A buffered writer to a file descriptor: large trees are written in big blocks, not line by line.
public final class FileDescriptorSink: OutputSink {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private let capacity = 1 << 16

    public init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(capacity)
    }

    deinit { flush() }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { flush() }
    }

    public func flush() {
        var offset = 0
        while offset < buffer.count {
            let written = buffer[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { break }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Collects everything written, for tests.
public final class StringSink: OutputSink {
    public private(set) var text = ""

    public init() {}

    public func write(_ text: String) {
        self.text += text
    }
}
