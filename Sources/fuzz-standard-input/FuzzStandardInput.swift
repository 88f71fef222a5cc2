import FuzzTargets

// libFuzzer's entry point; built only by Tests/Fuzz/run.sh, with `--sanitize=fuzzer` (libFuzzer brings
// its own `main`). A plain `swift build` makes a binary that does nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStandardInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzTargets.standardInput(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
