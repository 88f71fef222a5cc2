import CLibXML2
import XMLStreaming
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// `parse-startup-race [THREADS]`: starts THREADS first parses at the same moment, in a process that has parsed
// nothing yet, each on a document in another declared encoding, and prints what each read. libxml2 builds
// its global tables (encoding handlers, the dictionary's lock) on first use: unless it was initialised
// before, threads racing there crash. The race exists only once per process, hence this program, which the
// test `ParseStartupRaceTests` runs many times.

/// The same small document in one encoding, with its declaration; the text holds a character every one of
/// these encodings has.
struct EncodedDocument {
    let encoding: String
    let bytes: [UInt8]

    static func make(_ encoding: String, text: [UInt8]) -> EncodedDocument {
        let head = Array("<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<screen><label text=\"".utf8)
        let tail = Array("\"/><label/></screen>\n".utf8)
        return EncodedDocument(encoding: encoding, bytes: head + text + tail)
    }

    /// ASCII-compatible encodings, each with "é" (or, where there is none, "A") in its own bytes.
    static let all: [EncodedDocument] = [
        make("UTF-8", text: [0xC3, 0xA9]),
        make("ISO-8859-1", text: [0xE9]),
        make("ISO-8859-15", text: [0xE9]),
        make("windows-1252", text: [0xE9]),
        make("US-ASCII", text: [0x41]),
        make("EUC-JP", text: [0xA4, 0xA2]),
        make("Shift_JIS", text: [0x82, 0xA0]),
        make("KOI8-R", text: [0xC1]),
        make("ISO-8859-2", text: [0xE9]),
        make("macintosh", text: [0x8E]),
        make("GB2312", text: [0xB0, 0xA1]),
        make("Big5", text: [0xA4, 0x40]),
    ]
}

/// Counts elements and keeps the first label's text.
final class Reader: XMLStreamHandler {
    var elements = 0
    var text: String?

    func startElement(_ tag: XMLStartTag) -> XMLStreamDecision {
        elements += 1
        if text == nil { text = tag.attributes["text"] }
        return .proceed
    }

    func endElement() {}
    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {}
}

/// Holds every thread until all are ready, then lets them go together: each polls a shared count, giving the
/// processor away between looks, rather than sleeping on a condition, which would wake them one at a time,
/// slowly enough for the first to finish libxml2's start-up before the next begins. (A mutex, not an atomic:
/// `Synchronization.Atomic` needs macOS 15.)
final class StartingGate: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var arrived = 0
    private let threads: Int

    init(threads: Int) {
        self.threads = threads
        pthread_mutex_init(&mutex, nil)
    }

    func wait() {
        pthread_mutex_lock(&mutex)
        arrived += 1
        pthread_mutex_unlock(&mutex)
        while true {
            pthread_mutex_lock(&mutex)
            let open = arrived == threads
            pthread_mutex_unlock(&mutex)
            if open { return }
            sched_yield()
        }
    }
}

/// Each thread writes only its own slot of `results`, and the main thread reads them after joining all.
final class Run: @unchecked Sendable {
    let gate: StartingGate
    let results: UnsafeMutableBufferPointer<String>

    init(threads: Int) {
        gate = StartingGate(threads: threads)
        results = .allocate(capacity: threads)
        results.initialize(repeating: "")
    }

    func parse(_ index: Int) {
        let document = EncodedDocument.all[index % EncodedDocument.all.count]
        let reader = Reader()
        gate.wait()
        do {
            try XMLStreamParser.parse(bytes: document.bytes, name: document.encoding + ".xml", handler: reader)
            results[index] = "\(document.encoding): \(reader.elements) elements, text \(reader.text ?? "none")"
        } catch {
            results[index] = "\(document.encoding): \(error.message)"
        }
    }
}

/// A thread's body, carried through pthread_create's pointer.
final class ThreadBody {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

extension Run {
    /// Starts one thread per slot, each parsing as soon as all are at the gate, and waits for them all.
    func parseOnEveryThread() {
        var handles: [pthread_t] = []
        for index in 0..<results.count {
            let body = Unmanaged.passRetained(ThreadBody { self.parse(index) }).toOpaque()
            #if canImport(Glibc)
            var handle = pthread_t()
            #else
            var handle: pthread_t?
            #endif
            let status = pthread_create(&handle, nil, { pointer in
                Unmanaged<ThreadBody>.fromOpaque(pointer!).takeRetainedValue().body()
                return nil
            }, body)
            precondition(status == 0, "cannot start a thread")
            #if canImport(Glibc)
            handles.append(handle)
            #else
            handles.append(handle!)
            #endif
        }
        for handle in handles { pthread_join(handle, nil) }
    }
}

/// libxml2's allocator, slowed down: each allocation first gives the processor away. libxml2's start-up makes a
/// few dozen, so a thread that arrives while another is inside it finds the tables half built nearly every time,
/// where at full speed the window is a few microseconds wide and a crash comes once in a thousand runs on two
/// cores. `xmlMemSetup` is libxml2's own hook for this, and must be called before it initialises.
func slowAllocator() {
    _ = xmlMemSetup({ pointer in free(pointer) },
                    { size in
                        sched_yield()
                        usleep(20)
                        return malloc(size)
                    },
                    { pointer, size in
                        sched_yield()
                        return realloc(pointer, size)
                    },
                    { text in text.flatMap { strdup($0) } })
}

let threads = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 16 : 16
slowAllocator()
let run = Run(threads: threads)
run.parseOnEveryThread()
for line in run.results { print(line) }
