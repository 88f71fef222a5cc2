import ReportFormats
import A11yAuditCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Under a sanitizer LeakSanitizer checks at exit that nothing was lost, so the tool then frees what it would
// otherwise leave for the system to take back at exit.
let allocator = AllocatorTuning.apply()
let output = FileDescriptorSink(descriptor: STDOUT_FILENO)
let errors = FileDescriptorSink(descriptor: STDERR_FILENO)
// Only what the tool reads of its environment: NO_COLOR (no-color.org) turns colours off.
var environment: [String: String] = [:]
if let noColor = getenv("NO_COLOR") { environment["NO_COLOR"] = String(cString: noColor) }
let invocation = Invocation(end: allocator == .sanitizerAllocator ? .returnsToCaller : .exitsProcess)
let status = A11yAudit.run(Array(CommandLine.arguments.dropFirst()), output: output, errors: errors, environment: environment,
                           invocation: invocation)
output.flush()
errors.flush()
exit(status.rawValue)
