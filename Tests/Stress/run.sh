#!/usr/bin/env bash
# Repeats what must never fail, to catch what fails one time in a hundred (docs/robustness.md):
#
#   Tests/Stress/run.sh suite RUNS       # `swift test` RUNS times in a row
#   Tests/Stress/run.sh one-core RUNS    # the test binary RUNS times on one processor (taskset -c 0), without
#                                        # ToolchainBuilds: whole `swift build`s of fixture packages (82 s of the
#                                        # suite's 83 s on two processors), which the suite mode runs every time
#   Tests/Stress/run.sh corpus RUNS      # the release binary audits ../shared/corpus RUNS times, two at a time
#
# Stops at the first failure and says which run it was; the corpus runs must also all print the same bytes.
# Swift's crash reporter stays on: a crash is what these runs look for, and its backtrace is what to read.
set -euo pipefail
cd "$(dirname "$0")/../.."
mode=${1:?usage: Tests/Stress/run.sh suite|one-core|corpus RUNS}
runs=${2:?usage: Tests/Stress/run.sh suite|one-core|corpus RUNS}
logs=.build/stress
mkdir -p "$logs"
start=$(date +%s)

case $mode in
    suite)
        swift build --build-tests >/dev/null
        for run in $(seq "$runs"); do
            if ! swift test --disable-xctest --skip-build > "$logs/suite-$run.log" 2>&1; then
                echo "run $run of $runs FAILED: $logs/suite-$run.log" >&2; exit 1
            fi
            grep -q "Test run with .* passed" "$logs/suite-$run.log" || { echo "run $run: no passing summary" >&2; exit 1; }
            rm "$logs/suite-$run.log"
        done ;;
    one-core)
        swift build --build-tests >/dev/null
        bundle="$(swift build --show-bin-path)/a11y-auditPackageTests.xctest"
        for run in $(seq "$runs"); do
            if ! taskset -c 0 "$bundle" --testing-library swift-testing --skip ToolchainBuilds > "$logs/one-core-$run.log" 2>&1; then
                echo "run $run of $runs FAILED: $logs/one-core-$run.log" >&2; exit 1
            fi
            rm "$logs/one-core-$run.log"
        done ;;
    corpus)
        swift build -c release --product a11y-audit >/dev/null
        bin="$(swift build -c release --show-bin-path)/a11y-audit"
        [[ -d ../shared/corpus ]] || { echo "../shared/corpus is not there" >&2; exit 2; }
        # The corpus holds files the tool refuses by design (a pre-Xcode 5 archive): every run must end with the
        # reference run's status, and print its bytes.
        audit() { local status=0; "$bin" audit ../shared/corpus --format json --fail-on never > "$logs/corpus-$1.json" 2> "$logs/corpus-$1.err" || status=$?; echo "$status" > "$logs/corpus-$1.status"; }
        audit reference
        (( $(cat "$logs/corpus-reference.status") < 128 )) || { echo "the reference run crashed" >&2; exit 1; }
        for ((run = 1; run <= runs; run += 2)); do
            audit a &
            audit b &
            wait
            for copy in a b; do
                for kind in json err status; do
                    cmp -s "$logs/corpus-$copy.$kind" "$logs/corpus-reference.$kind" \
                        || { echo "run $run ($copy): its $kind differs from the reference run's" >&2; exit 1; }
                done
            done
        done ;;
    *) echo "unknown mode $mode" >&2; exit 2 ;;
esac
echo "$mode: $runs runs passed in $(( $(date +%s) - start )) s"
