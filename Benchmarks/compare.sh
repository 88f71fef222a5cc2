#!/usr/bin/env bash
# Times two builds of a11y-audit side by side, interleaved run by run (Benchmarks/interleave.py), per input
# and core count, with `xmllint --stream --noout` as the baseline: each command's median and minimum wall
# time and their ratios to xmllint's.
#
#   Benchmarks/compare.sh OLD_BINARY NEW_BINARY [FILE...]
#
# Default inputs: the 50 MB generated storyboard and the corpus's Interface Builder files. Each input is
# timed on both cores, then on one (`taskset -c 0`). RUNS rounds (default 20). Prints a Markdown table for
# docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
old=${1:?usage: Benchmarks/compare.sh OLD_BINARY NEW_BINARY [FILE...]}
new=${2:?usage: Benchmarks/compare.sh OLD_BINARY NEW_BINARY [FILE...]}
shift 2
runs=${RUNS:-20}
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
results=$(mktemp)
echo "| input | cores | command | xmllint | old | old / xmllint | new | new / xmllint |"
echo "|---|---|---|---|---|---|---|---|"
for input in "${inputs[@]}"; do
    label=$(basename "${input%% *}")
    [[ $input == *Large-50MB* ]] && label="50 MB storyboard"
    [[ $input == *../shared/corpus* ]] && label="corpus"
    for cores in 2 1; do
        pin=""
        [[ $cores == 1 ]] && pin="taskset -c 0"
        python3 Benchmarks/interleave.py "$runs" \
            "xmllint=$pin xmllint --stream --noout $input" \
            "old audit=$pin $old audit --fail-on never --format json $input" \
            "new audit=$pin $new audit --fail-on never --format json $input" \
            "old tree=$pin $old tree --format json $input" \
            "new tree=$pin $new tree --format json $input" \
            "old transcript=$pin $old transcript --format json $input" \
            "new transcript=$pin $new transcript --format json $input" > "$results"
        python3 - "$results" "$label" "$cores" <<'PY'
import json, sys
runs = {r["label"]: r for r in map(json.loads, open(sys.argv[1]))}
base = runs["xmllint"]
cell = lambda r: f'{r["median"] * 1000:.0f} ms (min {r["min"] * 1000:.0f})'
ratio = lambda r: f'{r["median"] / base["median"]:.2f}× (min {r["min"] / base["min"]:.2f}×)'
for command in ["audit", "tree", "transcript"]:
    old, new = runs["old " + command], runs["new " + command]
    print(f"| {sys.argv[2]} | {sys.argv[3]} | `{command} --format json` | {cell(base)} | {cell(old)} | {ratio(old)} | "
          f"{cell(new)} | **{ratio(new)}** |")
PY
    done
done
rm -f "$results"
