#!/usr/bin/env bash
# Times two builds of a11y-audit side by side in one hyperfine run per input and core count, with
# `xmllint --stream --noout` as the baseline: each command's mean and its ratio to xmllint.
#
#   Benchmarks/compare.sh OLD_BINARY NEW_BINARY [FILE...]
#
# Default inputs: the 50 MB generated storyboard and the corpus's Interface Builder files. Each input is
# timed on both cores, then on one (`taskset -c 0`). Prints a Markdown table for docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
old=${1:?usage: Benchmarks/compare.sh OLD_BINARY NEW_BINARY [FILE...]}
new=${2:?usage: Benchmarks/compare.sh OLD_BINARY NEW_BINARY [FILE...]}
shift 2
runs=${RUNS:-10}
inputs=()
if (($#)); then
    inputs=("$*")
else
    [[ -f Benchmarks/data/Large-50MB.storyboard ]] || python3 Benchmarks/generate-storyboard.py 50 Benchmarks/data/Large-50MB.storyboard
    inputs+=("Benchmarks/data/Large-50MB.storyboard")
    if [[ -d ../shared/corpus ]]; then
        inputs+=("$(find ../shared/corpus/ios-* ../shared/corpus/macos-* ../shared/corpus/tvos-* ../shared/corpus/watchos-* \
            -type f \( -name '*.xib' -o -name '*.storyboard' \) ! -name '*legacy-archive*' | LC_ALL=C sort | tr '\n' ' ')")
    fi
fi
results=$(mktemp -d)
echo "| input | cores | command | xmllint | old | old / xmllint | new | new / xmllint |"
echo "|---|---|---|---|---|---|---|---|"
for input in "${inputs[@]}"; do
    label=$([[ $input == *Large-50MB* ]] && echo "50 MB storyboard" || echo "corpus")
    for cores in 2 1; do
        pin=""
        [[ $cores == 1 ]] && pin="taskset -c 0"
        hyperfine --style none --warmup 2 --runs "$runs" -N --export-json "$results/r.json" \
            -n xmllint "$pin xmllint --stream --noout $input" \
            -n "old audit" "$pin $old audit --fail-on never --format json $input" \
            -n "new audit" "$pin $new audit --fail-on never --format json $input" \
            -n "old tree" "$pin $old tree --format json $input" \
            -n "new tree" "$pin $new tree --format json $input" \
            -n "old transcript" "$pin $old transcript --format json $input" \
            -n "new transcript" "$pin $new transcript --format json $input" >/dev/null
        python3 - "$results/r.json" "$label" "$cores" <<'PY'
import json, sys
runs = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
base = runs["xmllint"]["mean"]
cell = lambda name: f'{runs[name]["mean"] * 1000:.0f} ms ± {runs[name]["stddev"] * 1000:.0f}'
for command in ["audit", "tree", "transcript"]:
    old, new = runs["old " + command]["mean"], runs["new " + command]["mean"]
    print(f"| {sys.argv[2]} | {sys.argv[3]} | `{command} --format json` | {base * 1000:.0f} ms | {cell('old ' + command)} | "
          f"{old / base:.2f}× | {cell('new ' + command)} | **{new / base:.2f}×** |")
PY
    done
done
