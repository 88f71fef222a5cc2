#!/usr/bin/env bash
# Shows how time and memory grow with size, where a quadratic step would show at once:
#
#   Benchmarks/scaling.sh            # one screen of 10k, 100k and 1M elements; 1k, 10k and 100k config entries;
#                                    # a list of two rows of 2k, 8k and 32k controls each
#   SIZES="10000 100000" Benchmarks/scaling.sh    # skip the million (it takes about a minute per command)
#   ROWS="2000 8000" Benchmarks/scaling.sh        # a list of two rows of that many controls each (Benchmarks/generate-wide-rows-dump.py)
#
# The screens come from Benchmarks/generate-flat-screen.py (rows of a caption, an unnamed switch, an
# unnamed image button and a titled button: every label search and finding path runs). The configuration
# run audits the 10k screen with an `.a11y-audit.yml` of N `excluded` globs and N `ignore` entries, the
# kinds a generated configuration holds. Prints Markdown tables for docs/performance.md: wall time, peak
# memory, and each step's ratio to the one before (linear: the size ratio; quadratic: its square).
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=${SIZES:-"10000 100000 1000000"}
entries=${ENTRIES:-"1000 10000 100000"}
swift build -c release --product a11y-audit >/dev/null
bin=$(swift build -c release --show-bin-path)/a11y-audit
data=Benchmarks/data
mkdir -p "$data"

measure() {  # prints "seconds kilobytes" for the command
    local record
    record=$(mktemp)
    /usr/bin/time -o "$record" -f "%e %M" "$@" >/dev/null 2>&1 || true
    tail -1 "$record"
    rm -f "$record"
}

echo "| elements in one screen | file | command | wall time | peak memory | time ratio to the previous size |"
echo "|---|---|---|---|---|---|"
declare -A previous
for size in $sizes; do
    file="$data/flat-$size.xib"
    [[ -f $file ]] || python3 Benchmarks/generate-flat-screen.py "$size" "$file"
    megabytes=$(( $(stat -c %s "$file") / 1048576 ))
    for command in "audit --fail-on never --format json" "tree --format json" "transcript --format json"; do
        read -r seconds kilobytes <<< "$(measure "$bin" $command "$file")"
        name=${command%% *}
        ratio="–"
        if [[ -n ${previous[$name]:-} ]]; then ratio=$(python3 -c "print(f'{$seconds / ${previous[$name]}:.1f}×')"); fi
        previous[$name]=$seconds
        echo "| $size | ${megabytes} MB | \`$name\` | ${seconds} s | $((kilobytes / 1024)) MB | $ratio |"
    done
done

echo
echo "| configuration entries | wall time (audit of the 10k screen) | peak memory | time ratio to the previous size |"
echo "|---|---|---|---|"
screen="$data/flat-10000.xib"
[[ -f $screen ]] || python3 Benchmarks/generate-flat-screen.py 10000 "$screen"
last=""
for count in $entries; do
    config=$(mktemp --suffix=.yml)
    python3 - "$count" > "$config" <<'PY'
import sys
n = int(sys.argv[1])
print("excluded:")
for i in range(n):
    print(f"  - Generated/Module{i}/**" if i % 2 else f"  - Generated/File{i}.xib")
print("ignore:")
for i in range(n):
    print(f"  - {{rule: missing-label, id: gen-{i}}}" if i % 2 else f"  - {{path: \"Generated/Old{i}/*.xib\"}}")
PY
    read -r seconds kilobytes <<< "$(measure "$bin" audit --fail-on never --format json --config "$config" "$screen")"
    ratio="–"
    [[ -n $last ]] && ratio=$(python3 -c "print(f'{$seconds / $last:.1f}×')")
    last=$seconds
    echo "| $count + $count | ${seconds} s | $((kilobytes / 1024)) MB | $ratio |"
    rm -f "$config"
done

echo
echo "| controls in each of a list's two rows | file | wall time (audit) | peak memory | time ratio to the previous size |"
echo "|---|---|---|---|---|"
last=""
for count in ${ROWS:-"2000 8000 32000"}; do
    file="$data/wide-rows-$count.xml"
    [[ -f $file ]] || python3 Benchmarks/generate-wide-rows-dump.py "$count" "$file"
    megabytes=$(python3 -c "print(f'{$(stat -c %s "$file") / 1048576:.1f}')")
    read -r seconds kilobytes <<< "$(measure "$bin" audit --fail-on never --format json "$file")"
    ratio="–"
    [[ -n $last ]] && ratio=$(python3 -c "print(f'{$seconds / $last:.1f}×')")
    last=$seconds
    echo "| $count | ${megabytes} MB | ${seconds} s | $((kilobytes / 1024)) MB | $ratio |"
done
