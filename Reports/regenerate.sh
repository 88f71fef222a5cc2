#!/usr/bin/env bash
# Regenerates Reports/ from Samples/: the tool's own output for every sample layout (tree and transcript
# per file, text and JSON) and the audit of all of them in every report format.
# A test (ReportsTests) fails when what is checked in differs from what the tool prints now.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --product a11y-audit >/dev/null
tool="$(swift build -c release --show-bin-path)/a11y-audit"

rm -rf Reports/tree Reports/transcript Reports/audit
# (Not the strings.xml beside the Android layouts: resources, no view hierarchy.)
find Samples -type f \( -name '*.xib' -o -name '*.storyboard' -o -name '*.xml' \) -not -path '*/res/values*' | LC_ALL=C sort | while read -r sample; do
    for command in tree transcript; do
        target="Reports/$command/${sample#Samples/}"
        mkdir -p "$(dirname "$target")"
        "$tool" "$command" "$sample" > "$target.txt"
        "$tool" "$command" "$sample" --format json > "$target.json"
    done
done
# The audit of all samples in one run, in every report format. JUnit fails test cases where the exit status
# fails the run, so it is written with the default `--fail-on error` (exit status 1: the samples have errors).
mkdir -p Reports/audit
for format in xcode json sarif github checkstyle codeclimate markdown; do
    "$tool" audit Samples --fail-on never --format "$format" > "Reports/audit/audit.$format"
done
# The Xcode format names files by absolute path, and SARIF names the project root once (originalUriBaseIds):
# the checked-in copies leave out where the checkout lives, as ReportsTests does before comparing.
root="$(pwd -P)"
for report in Reports/audit/*; do
    sed "s|\"file://$root/\"|\"file:///path/to/a11y-audit/\"|; s|$root/||g" "$report" > "$report.tmp"
    mv "$report.tmp" "$report"
done
"$tool" audit Samples --fail-on error --format junit > Reports/audit/audit.junit || [[ $? == 1 ]]
# The visual report of all samples, in English and German.
"$tool" report Samples --output Reports/report.html --locale en --locale de --quiet
echo "Reports/ regenerated from Samples/"
