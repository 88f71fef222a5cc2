#!/usr/bin/env bash
# Times a11y-audit against libxml2's own streaming parse (`xmllint --stream --noout`) on the same files,
# side by side in one run, and prints Markdown tables for docs/performance.md: the importer against
# xmllint, and what the VoiceOver reader adds to the importer.
#
#   Benchmarks/run.sh            # 5 MB and 50 MB generated storyboards, a 50 MB page source, a 50 MB uiautomator
#                                # dump, plus ../shared/corpus
#   RUNS=20 Benchmarks/run.sh    # more runs per command (default 10)
#
# Needs hyperfine and xmllint (Debian: apt-get install hyperfine libxml2-utils) and python3.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-10}

for tool in hyperfine xmllint python3; do
    command -v "$tool" >/dev/null || { echo "missing $tool: apt-get install hyperfine libxml2-utils python3" >&2; exit 2; }
done

swift build -c release --product a11y-audit >/dev/null
swift build -c release --product import-benchmark >/dev/null
bin=$(swift build -c release --show-bin-path)

mkdir -p Benchmarks/data
for size in 5 50; do
    file="Benchmarks/data/Large-${size}MB.storyboard"
    [[ -f $file ]] || python3 Benchmarks/generate-storyboard.py "$size" "$file"
done
[[ -f Benchmarks/data/PageSource-50MB.xml ]] || python3 Benchmarks/generate-page-source.py 50 Benchmarks/data/PageSource-50MB.xml
[[ -f Benchmarks/data/Uiautomator-50MB.xml ]] || python3 Benchmarks/generate-uiautomator-dump.py 50 Benchmarks/data/Uiautomator-50MB.xml

# The corpus's Interface Builder files, less the one pre-Xcode 5 archive the tool refuses by design.
corpus=()
if [[ -d ../shared/corpus ]]; then
    while IFS= read -r file; do corpus+=("$file"); done < <(
        find ../shared/corpus/ios-* ../shared/corpus/macos-* ../shared/corpus/tvos-* ../shared/corpus/watchos-* \
            -type f \( -name '*.xib' -o -name '*.storyboard' \) ! -name '*legacy-archive*' | LC_ALL=C sort)
fi

results=$(mktemp -d)
measure() {  # name, files...
    local name=$1; shift
    local files="$*"
    hyperfine --style none --warmup 2 --runs "$runs" -N --export-json "$results/$name.json" \
        -n xmllint "xmllint --stream --noout $files" \
        -n importer "$bin/import-benchmark $files" \
        -n "tree-text" "$bin/a11y-audit tree $files" \
        -n "tree-json" "$bin/a11y-audit tree --format json $files" \
        -n "reader" "$bin/import-benchmark --transcript $files" \
        -n "transcript-text" "$bin/a11y-audit transcript $files" \
        -n "transcript-json" "$bin/a11y-audit transcript --format json $files" \
        -n "audit" "$bin/a11y-audit audit --fail-on never --format json $files" >/dev/null
    local bytes memory_import memory_tree
    bytes=$(cat "$@" | wc -c)
    memory_import=$( { /usr/bin/time -f %M "$bin/import-benchmark" "$@" >/dev/null; } 2>&1 )
    memory_tree=$( { /usr/bin/time -f %M "$bin/a11y-audit" tree --format json "$@" >/dev/null; } 2>&1 )
    echo "$name $bytes $memory_import $memory_tree" >> "$results/memory.txt"
}

measure "Large-5MB" Benchmarks/data/Large-5MB.storyboard
measure "Large-50MB" Benchmarks/data/Large-50MB.storyboard
measure "PageSource-50MB" Benchmarks/data/PageSource-50MB.xml
measure "Uiautomator-50MB" Benchmarks/data/Uiautomator-50MB.xml
((${#corpus[@]})) && measure "corpus" "${corpus[@]}"

python3 - "$results" <<'PY'
import json, os, sys
results = sys.argv[1]
memory = {line.split()[0]: line.split()[1:] for line in open(os.path.join(results, "memory.txt"))}
names = [n for n in ["Large-5MB", "Large-50MB", "PageSource-50MB", "Uiautomator-50MB", "corpus"] if os.path.exists(os.path.join(results, n + ".json"))]
runs = {n: {r["command"]: r for r in json.load(open(os.path.join(results, n + ".json")))["results"]} for n in names}
cell = lambda n, key: f'{runs[n][key]["mean"] * 1000:.0f} ms ± {runs[n][key]["stddev"] * 1000:.0f}'
ratio = lambda n, key, base: runs[n][key]["mean"] / runs[n][base]["mean"]
cpu = lambda n, key: (runs[n][key]["user"] + runs[n][key]["system"]) * 1000
print("| input | size | xmllint --stream | importer | ratio | importer CPU (user+sys) | tree (text) | tree (json) | peak RSS importer | peak RSS tree json |")
print("|---|---|---|---|---|---|---|---|---|---|")
for n in names:
    size, rss_import, rss_tree = memory[n]
    print(f"| {n} | {int(size) / 1048576:.1f} MB | {cell(n, 'xmllint')} | {cell(n, 'importer')} | "
          f"**{ratio(n, 'importer', 'xmllint'):.2f}×** | {cpu(n, 'importer'):.0f} ms (xmllint {cpu(n, 'xmllint'):.0f}) | "
          f"{cell(n, 'tree-text')} ({ratio(n, 'tree-text', 'xmllint'):.2f}×) | "
          f"{cell(n, 'tree-json')} ({ratio(n, 'tree-json', 'xmllint'):.2f}×) | {int(rss_import) / 1024:.0f} MB | {int(rss_tree) / 1024:.0f} MB |")
print()
print("| input | importer | importer + reader | reader adds | transcript (text) | transcript (json) | audit (json) | audit / xmllint |")
print("|---|---|---|---|---|---|---|---|")
for n in names:
    print(f"| {n} | {cell(n, 'importer')} | {cell(n, 'reader')} | **{(ratio(n, 'reader', 'importer') - 1) * 100:.0f} %** | "
          f"{cell(n, 'transcript-text')} | {cell(n, 'transcript-json')} | {cell(n, 'audit')} | "
          f"**{ratio(n, 'audit', 'xmllint'):.2f}×** |")
PY
rm -rf "$results"
