#!/usr/bin/env bash
# Runs the whole test suite under a sanitizer, in a build directory of its own:
#
#   Tests/Sanitizers/run.sh thread     # ThreadSanitizer: data races in the project's code
#   Tests/Sanitizers/run.sh address    # AddressSanitizer and LeakSanitizer: memory errors and leaks
#
# Every executable the tests start (the tool itself, parse-startup-race) is built with the same sanitizer, and
# a report in it fails the test that started it. A report in the test process fails the run: ThreadSanitizer
# exits with status 66, LeakSanitizer with 23. libxml2 and libyaml come from Debian uninstrumented, so their
# insides are not checked, only the project's use of them (docs/robustness.md). Leaks suppressed are inside the
# toolchain's own libraries, each with its reason, in Tests/Sanitizers/lsan.supp.
set -euo pipefail
cd "$(dirname "$0")/../.."
sanitizer=${1:?usage: Tests/Sanitizers/run.sh thread|address}
# Swift's crash reporter, started inside a sanitizer's report, can hang: the sanitizer reports itself.
export SWIFT_BACKTRACE=enable=no
case $sanitizer in
    thread) export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=0:second_deadlock_stack=1} ;;
    address) export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:detect_stack_use_after_return=1}
             export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/Tests/Sanitizers/lsan.supp:print_suppressions=0} ;;
    *) echo "unknown sanitizer $sanitizer (thread or address)" >&2; exit 2 ;;
esac
echo "== the test suite under the $sanitizer sanitizer"
# ToolchainBuilds (the plugin and Action tests) run `swift build` of fixture packages with the toolchain's own,
# uninstrumented compiler: under a sanitizer they check nothing more and cost minutes, so the plain run keeps them.
swift test --disable-xctest --sanitize="$sanitizer" --build-path ".build/sanitizer-$sanitizer" --skip ToolchainBuilds
