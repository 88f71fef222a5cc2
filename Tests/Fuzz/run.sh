#!/usr/bin/env bash
# Builds the libFuzzer targets with AddressSanitizer and runs each for a given time:
#
#   Tests/Fuzz/run.sh SECONDS [TARGET...]
#
# TARGET: interface-builder, configuration, android-layout, runtime-dump, json, standard-input (default: all).
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
((${#targets[@]})) || targets=(interface-builder configuration android-layout runtime-dump json standard-input)

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
        android-layout)
            # A layout, then NUL and each strings.xml beside it (values/, values-de/, values-ru/), as the target reads them.
            for layout in Samples/Android/res/layout/*.xml; do
                { cat "$layout"; for values in values values-de values-ru; do printf '\0'; cat "Samples/Android/res/$values/strings.xml"; done; } \
                    > "$seeds/$(basename "$layout")"
            done
            if [[ -d ../shared/corpus ]]; then
                # The corpus's layouts have no strings beside them: with the samples', and alone.
                for layout in ../shared/corpus/android-layout/*/*.xml ../shared/corpus/android-layout/*.xml; do
                    [[ -f $layout ]] || continue
                    name=$(echo "${layout#../shared/corpus/}" | tr / _)
                    cp "$layout" "$seeds/$name"
                    { cat "$layout"; printf '\0'; cat Samples/Android/res/values/strings.xml; } > "$seeds/strings_$name"
                done
            fi
            max_len=65536 ;;
        runtime-dump)
            find Samples/PageSources -name '*.xml' -exec cp {} "$seeds/" \;
            cp Samples/Android/SignIn.xml "$seeds/android-SignIn.xml"
            cp Samples/Android/Checkout.xml "$seeds/android-Checkout.xml"
            if [[ -d ../shared/corpus ]]; then
                find ../shared/corpus/appium-xcuitest ../shared/corpus/android-uiautomator-dump ../shared/corpus/appium-uiautomator1-legacy \
                    ../shared/corpus/appium-uiautomator2 -type f -name '*.xml' -size -256k \
                    -exec sh -c 'name=${1#../shared/corpus/}; cp "$1" "$2/$(echo "$name" | tr / _)"' _ {} "$seeds" \;
            fi
            max_len=65536 ;;
        json)
            # A report (what merge reads), transcripts (what --compare reads) and a baseline. The report is the
            # samples' cut to five findings with their files and rules: the whole one (39 KB) filled the learnt
            # corpus with inputs that long, and the rate fell from 1,365 inputs a second to 300.
            python3 - Reports/audit/audit.json > "$seeds/report.json" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
report["findings"] = report["findings"][:5]
report["files"] = sorted({finding["path"] for finding in report["findings"]})
report["rules"] = [rule for rule in report["rules"] if rule in {finding["ruleId"] for finding in report["findings"]}]
json.dump(report, sys.stdout, indent=2)
PY
            find Reports/transcript -name '*.json' -size -256k | head -20 | while read -r transcript; do
                cp "$transcript" "$seeds/transcript_$(echo "${transcript#Reports/transcript/}" | tr / _)"
            done
            printf '{\n  "version": 1,\n  "findings": [\n    {"ruleId": "missing-label", "path": "App/Main.storyboard", "element": "ab-cd-ef", "name": ""},\n    {"ruleId": "label-is-file-name", "path": "res/layout/a.xml", "element": "close", "name": "icon_close"}\n  ]\n}\n' \
                > "$seeds/baseline.json"
            max_len=16384 ;;
        standard-input)
            # The first byte picks the --stdin-path name (0: none, 1: .storyboard, 2: .xib, 3: a layout, 4: a dump).
            for sample in Samples/InterfaceBuilder/SignIn.storyboard:1 Samples/InterfaceBuilder/AllControls.xib:2 \
                          Samples/Android/res/layout/activity_sign_in.xml:3 Samples/Android/SignIn.xml:4 \
                          Samples/PageSources/SignIn.xml:0 Samples/InterfaceBuilder/Checkout.storyboard:0; do
                { printf "\\$(printf '%03o' "${sample##*:}")"; cat "${sample%:*}"; } > "$seeds/$(echo "${sample%:*}" | tr / _)"
            done
            # Its dictionary is the three layout dictionaries' together.
            cat Tests/Fuzz/interface-builder.dict Tests/Fuzz/android-layout.dict Tests/Fuzz/runtime-dump.dict \
                | grep -v '^#' | grep -v '^"\\x00"$' | awk '!seen[$0]++' > "$build/standard-input.dict"
            max_len=65536 ;;
        configuration)
            find Tests/AuditConfigurationTests Samples Reports -name '*.yml' -exec cp {} "$seeds/" \; 2>/dev/null || true
            printf 'disabled_rules: [label-ends-with-period]\nonly_rules: [missing-label, missing-traits]\nseverity: {missing-hint: error}\nincluded: [App]\nexcluded: ["App/Legacy/**"]\nignore:\n  - {rule: missing-label, id: chk-bt-001}\n  - {class: LegacyBadgeView}\n  - {path: "**/Gen*.xib"}\nroles: {RatingView: adjustable, CardView: [button]}\n' > "$seeds/full.yml"
            [[ -f Reports/baseline.json ]] && cp Reports/baseline.json "$seeds/"
            max_len=65536 ;;
        *) echo "unknown target $target" >&2; exit 2 ;;
    esac
    cp Tests/Fuzz/regressions/"$target"/* "$seeds/" 2>/dev/null || true
    dictionary="Tests/Fuzz/$target.dict"
    [[ $target == standard-input ]] && dictionary="$build/standard-input.dict"
    echo "== fuzz-$target: $seconds s, $(ls "$seeds" | wc -l) seeds, $(ls "$corpus" | wc -l) inputs learnt so far"
    if ! "$bin/fuzz-$target" "$corpus" "$seeds" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 \
        -rss_limit_mb=4096 -dict="$dictionary" -artifact_prefix="$artifacts/" -print_final_stats=1 \
        2> "$build/$target.log"; then
        status=1
        tail -40 "$build/$target.log" >&2
        echo "fuzz-$target FAILED: the input is in $artifacts/ (log: $build/$target.log)" >&2
    fi
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs" "$build/$target.log" || true
done
exit $status
