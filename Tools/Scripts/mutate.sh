#!/usr/bin/env bash
# Applies each mutant of a list (Tools/Scripts/mutants.txt by default) one at a time, builds
# the tests, runs the unit tests its `filter` names and reports whether they caught it (a
# failing test, a crash or a build error) or missed it. The file is put back after each
# mutant, also when interrupted.
#
#   Tools/Scripts/mutate.sh [mutants.txt] [name-substring]
#
# A mutant whose file is under Examples/ is built and tested in the Examples package
# (its own build folder); the others in the library package.
#
# Output: one line per mutant ("caught" or "MISSED"), then "score: caught/total".
set -uo pipefail
cd "$(dirname "$0")/../.."
list="${1:-Tools/Scripts/mutants.txt}"
only="${2:-}"
log="${MUTATE_LOG:-/tmp/mutate-$$.log}"

python3 - "$list" "$only" > /tmp/mutants-$$.tsv <<'PY'
import sys, json
blocks, current = [], {}
for raw in open(sys.argv[1], encoding="utf-8"):
    line = raw.rstrip("\n")
    if not line.strip() or line.startswith("#"):
        if current: blocks.append(current); current = {}
        continue
    key, _, value = line.partition(": ")
    current[key.strip()] = value
if current: blocks.append(current)
for block in blocks:
    if sys.argv[2] and sys.argv[2] not in block["name"]: continue
    print(json.dumps(block))
PY

# The package a mutant's file belongs to: Examples/ has its own.
package_of() { case "$1" in Examples/*) echo Examples ;; *) echo . ;; esac; }

# The unmutated code must build, or every mutant would look caught.
for package in $(python3 -c 'import sys,json
for l in open(sys.argv[1]): print("Examples" if json.loads(l)["file"].startswith("Examples/") else ".")' \
  /tmp/mutants-$$.tsv | sort -u); do
  if ! swift build --package-path "$package" --build-tests >"$log" 2>&1 </dev/null; then
    echo "the unmutated code of package $package does not build (see $log)" >&2
    exit 2
  fi
  # ...and its guarding tests must pass, or a mutant would look caught by a failing test.
  filters=$(python3 -c 'import sys,json
fs = [json.loads(l) for l in open(sys.argv[1])]
print("|".join(m["filter"] for m in fs if (m["file"].startswith("Examples/")) == (sys.argv[2] == "Examples")))' \
    /tmp/mutants-$$.tsv "$package")
  if ! swift test --package-path "$package" --skip-build --disable-xctest --filter "$filters" \
    >>"$log" 2>&1 </dev/null; then
    echo "the unmutated code of package $package fails its tests (see $log)" >&2
    exit 2
  fi
done

caught=0
total=0
restore() { [ -n "${backup:-}" ] && [ -f "$backup" ] && cp "$backup" "$target" && rm -f "$backup"; }
trap 'restore; exit 130' INT TERM

while IFS= read -r mutant; do
  name=$(python3 -c 'import sys,json; print(json.loads(sys.argv[1])["name"])' "$mutant")
  target=$(python3 -c 'import sys,json; print(json.loads(sys.argv[1])["file"])' "$mutant")
  filter=$(python3 -c 'import sys,json; print(json.loads(sys.argv[1])["filter"])' "$mutant")
  backup=$(mktemp)
  cp "$target" "$backup"
  total=$((total + 1))
  if ! python3 - "$mutant" <<'PY'
import sys, json
m = json.loads(sys.argv[1])
original = m["original"].replace("\\n", "\n")
mutated = m["mutated"].replace("\\n", "\n")
text = open(m["file"], encoding="utf-8").read()
if text.count(original) != 1:
    sys.exit(f"{m['name']}: the original occurs {text.count(original)} times in {m['file']}")
open(m["file"], "w", encoding="utf-8").write(text.replace(original, mutated))
PY
  then
    echo "SKIPPED (original not found): $name"
    restore
    total=$((total - 1))
    continue
  fi
  package=$(package_of "$target")
  if ! swift build --package-path "$package" --build-tests >"$log" 2>&1 </dev/null; then
    result="caught (build)"
  elif swift test --package-path "$package" --skip-build --disable-xctest --filter "$filter" \
    >>"$log" 2>&1 </dev/null; then
    result="MISSED"
  else
    result="caught"
  fi
  restore
  [ "$result" != "MISSED" ] && caught=$((caught + 1))
  echo "$result: $name [$filter]"
done < /tmp/mutants-$$.tsv
rm -f /tmp/mutants-$$.tsv
echo "score: $caught/$total caught"
