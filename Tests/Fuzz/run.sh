#!/usr/bin/env bash
# Builds the libFuzzer targets with AddressSanitizer and runs each for a given time:
#
#   Tests/Fuzz/run.sh SECONDS [TARGET...]     # TARGET: interface-builder, configuration (default: both)
#
# Seeds: the samples, ../shared/corpus when it is there, and every input that ever crashed or hung
# (Tests/Fuzz/regressions/TARGET/, which `swift test` also replays). What the fuzzer learns is kept in
# .build/fuzz/corpus/TARGET between runs. A crash, hang, leak or sanitizer report stops the run with a
# non-zero status and leaves the input in .build/fuzz/artifacts/TARGET/: add it to the regressions,
# fix the cause, and `swift test` replays it from then on.
#
# The recipe (SwiftPM 6.3): `--sanitize=fuzzer` links libFuzzer's own `main` and builds executables as
# libraries; the instrumentation comes from `-sanitize=fuzzer,address` handed to swiftc (SwiftPM keeps
# only one `--sanitize`), `-fsanitize=address` to the C targets. Only the fuzz products are built this
# way, in their own build directory: any other executable would get two `main`s.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:?usage: Tests/Fuzz/run.sh SECONDS [TARGET...]}
shift
targets=("$@")
((${#targets[@]})) || targets=(interface-builder configuration)

build=.build/fuzz
for target in "${targets[@]}"; do
    swift build -c release --product "fuzz-$target" --build-path "$build/build" --sanitize=fuzzer \
        -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=address 2>&1 | grep -v "Cannot export local symbol" | tail -1
done
bin="$build/build/release"

# Swift's crash reporter would start inside the sanitizer and can hang: libFuzzer reports crashes itself.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}

status=0
for target in "${targets[@]}"; do
    corpus="$build/corpus/$target"
    seeds="$build/seeds/$target"
    artifacts="$build/artifacts/$target"
    mkdir -p "$corpus" "$artifacts"
    rm -rf "$seeds" && mkdir -p "$seeds"
    case $target in
        interface-builder)
            find Samples -type f \( -name '*.xib' -o -name '*.storyboard' -o -name '*.xml' \) -exec cp {} "$seeds/" \;
            if [[ -d ../shared/corpus ]]; then
                # Files over 256 KB would only slow every mutation down; the small ones cover the same syntax.
                find ../shared/corpus -type f \( -name '*.xib' -o -name '*.storyboard' -o -path '*/appium-xcuitest/*.xml' -o -path '*/android-layout/*.xml' \) -size -256k \
                    -exec sh -c 'name=${1#../shared/corpus/}; cp "$1" "$2/$(echo "$name" | tr / _)"' _ {} "$seeds" \;
            fi
            # Longer inputs fuzz several times slower for little more coverage (measured in docs/robustness.md).
            max_len=16384 ;;
        configuration)
            find Tests/AuditConfigurationTests Samples Reports -name '*.yml' -exec cp {} "$seeds/" \; 2>/dev/null || true
            printf 'disabled_rules: [label-ends-with-period]\nonly_rules: [missing-label, missing-traits]\nseverity: {missing-hint: error}\nincluded: [App]\nexcluded: ["App/Legacy/**"]\nignore:\n  - {rule: missing-label, id: chk-bt-001}\n  - {class: LegacyBadgeView}\n  - {path: "**/Gen*.xib"}\nroles: {RatingView: adjustable, CardView: [button]}\n' > "$seeds/full.yml"
            [[ -f Reports/baseline.json ]] && cp Reports/baseline.json "$seeds/"
            max_len=65536 ;;
        *) echo "unknown target $target" >&2; exit 2 ;;
    esac
    cp Tests/Fuzz/regressions/"$target"/* "$seeds/" 2>/dev/null || true
    echo "== fuzz-$target: $seconds s, $(ls "$seeds" | wc -l) seeds, $(ls "$corpus" | wc -l) inputs learnt so far"
    if ! "$bin/fuzz-$target" "$corpus" "$seeds" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 \
        -rss_limit_mb=4096 -dict="Tests/Fuzz/$target.dict" -artifact_prefix="$artifacts/" -print_final_stats=1 \
        2> "$build/$target.log"; then
        status=1
        tail -40 "$build/$target.log" >&2
        echo "fuzz-$target FAILED: the input is in $artifacts/ (log: $build/$target.log)" >&2
    fi
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs" "$build/$target.log" || true
done
exit $status
