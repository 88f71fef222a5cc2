import ReportFormats
import A11yAuditCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

AllocatorTuning.apply()
let output = FileDescriptorSink(descriptor: STDOUT_FILENO)
let errors = FileDescriptorSink(descriptor: STDERR_FILENO)
let status = A11yAudit.run(Array(CommandLine.arguments.dropFirst()), output: output, errors: errors)
output.flush()
errors.flush()
exit(status.rawValue)
