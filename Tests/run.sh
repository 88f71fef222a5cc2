#!/usr/bin/env bash
# The test command (README, .ci/run): the tests, then each fuzzer for 60 seconds, then one closing line
# that counts both.
#
# Every test is a Swift Testing test, so XCTest is left out: its runner would close with "Executed 0
# tests", which reads as a run that tested nothing. The closing line, `N passed, N failed`, is the form any
# CI log reader understands; the tests' count in it is the one Swift Testing printed.
set -euo pipefail
cd "$(dirname "$0")/.."
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

swift test --disable-xctest "$@" 2>&1 | tee "$log"
tests=$(sed -n 's/.*Test run with \([0-9][0-9]*\) tests\{0,1\} .* passed.*/\1/p' "$log" | tail -1)
if [[ -z "$tests" ]]; then
    echo "Tests/run.sh: swift test passed but printed no count of tests that ran" >&2
    exit 1
fi
Tests/Fuzz/run.sh 60
echo "tests: $((tests + 2)) passed, 0 failed (${tests} Swift Testing tests and 2 fuzzers)"
