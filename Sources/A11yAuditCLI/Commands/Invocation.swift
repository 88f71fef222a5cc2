/// What follows a command: the process's exit (the executable), or more work in the same process (tests, the
/// fuzzers, a program that embeds the tool), which must get back every byte the command used.
public enum CommandEnd: Sendable {
    case exitsProcess
    case returnsToCaller
}

/// What a command takes from the process it runs in, besides its arguments and sinks: where a layout named `-` is
/// read from (the process's standard input, or a descriptor a caller hands over, as the fuzzer does, without
/// touching the process's own), and what follows the command.
public struct Invocation: Sendable {
    public var standardInput: Int32
    public var end: CommandEnd

    public init(standardInput: Int32 = 0, end: CommandEnd = .returnsToCaller) {
        self.standardInput = standardInput
        self.end = end
    }
}
