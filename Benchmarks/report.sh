#!/usr/bin/env bash
# Times `report` (the HTML page) against `audit --format json` over the same files, interleaved round by round
# (Benchmarks/interleave.py): the report must stay within 3x of the audit. Default input: the corpus's
# Interface Builder files. RUNS rounds (default 10). Prints a Markdown table for docs/performance.md.
#
#   Benchmarks/report.sh [BINARY] [PATH...]
set -euo pipefail
cd "$(dirname "$0")/.."
tool=${1:-.build/release/a11y-audit}
shift || true
runs=${RUNS:-10}
if (($#)); then
    inputs="$*"
else
    inputs="$(find ../shared/corpus/ios-* ../shared/corpus/macos-* ../shared/corpus/tvos-* ../shared/corpus/watchos-* \
        -type f \( -name '*.xib' -o -name '*.storyboard' \) ! -name '*legacy-archive*' | LC_ALL=C sort | tr '\n' ' ')"
fi
page=$(mktemp --suffix .html)
trap 'rm -f "$page"' EXIT
results=$(python3 Benchmarks/interleave.py "$runs" \
    "audit=$tool audit --fail-on never --format json $inputs" \
    "report=$tool report $inputs --output $page --quiet" \
    "report, 3 languages=$tool report $inputs --output $page --quiet --locale en --locale de --locale ru")
python3 - "$results" <<'PY'
import json, sys
rows = [json.loads(line) for line in sys.argv[1].splitlines()]
audit = next(row for row in rows if row["label"] == "audit")
print("| command | median | min | median / audit's | min / audit's |")
print("|---|---|---|---|---|")
for row in rows:
    print(f"| `{row['label']}` | {row['median'] * 1000:.0f} ms | {row['min'] * 1000:.0f} ms | "
          f"{row['median'] / audit['median']:.2f}x | {row['min'] / audit['min']:.2f}x |")
PY
