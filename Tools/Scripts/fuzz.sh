#!/usr/bin/env bash
# Fuzzes `stack-demo --script`: `Tools/Scripts/fuzz.sh N` runs N random cases (generated scripts
# with every key, resizes, clicks, the wheel, every screen and row count; mutated tours and
# fixtures; random files) headless, 2 in parallel, each with a 10 s limit, and exits 1 on any
# trap, crash, hang, exit status outside 0/1/2, bad --events JSON or raw control bytes in the
# output. Failing cases go to .build-fuzz/failures/CLASS/case-I/ (script.keys, command.sh,
# output, why.txt). Options after N go to Tools/Scripts/fuzz/fuzz.py:
#   --seed S      master seed (default random, printed); same seed + same checkout = same cases
#   --case I      run only case I of the seed and show it
#   --jobs J      parallel runs (default 2); --timeout T CPU seconds per run (default 10)
#   --minimize    shrink one case of each failure signature to minimal.keys
#
#   --example E   fuzz example E (pick, run-stream, tail-follow, two-pane, file-details) in a
#                 pseudo-terminal instead: hostile folders, files, producers and children,
#                 random keys, pastes and resizes; fails on a crash, a hang (idle after
#                 Esc Esc q, or over the CPU limit, 60 s), another exit status, a terminal not
#                 restored, a hostile sequence passed raw, a child left running (fuzz_examples.py)
#
# The binary: $STACK_DEMO (or $STACK_EXAMPLE with --example) if set; else the release build of
# the demo (`swift build -c release --no-color-diagnostics --product stack-demo`, the build
# Scripts/demo.sh makes; runs are 2-3 times faster), or the debug build of the example
# (`swift build --package-path Examples --product E`). Either way the run uses a copy in /tmp,
# so a rebuild during the run cannot replace the binary under it.
set -euo pipefail

# The repository root: the demo is the library package's, the failures go to its .build-fuzz.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"

example=""
previous=""
for argument in "$@"; do
  [[ "$previous" == "--example" ]] && example="$argument"
  previous="$argument"
done

mkdir -p .build-fuzz
if [[ -n "$example" ]]; then
  if [[ -n "${STACK_EXAMPLE:-}" ]]; then
    built="$STACK_EXAMPLE"
  else
    if ! swift build --package-path Examples --no-color-diagnostics --product "$example" \
      >.build-fuzz/build.log 2>&1; then
      cat .build-fuzz/build.log >&2
      exit 2
    fi
    built="$(swift build --package-path Examples --show-bin-path)/$example"
  fi
elif [[ -n "${STACK_DEMO:-}" ]]; then
  built="$STACK_DEMO"
else
  if ! swift build -c release --no-color-diagnostics --product stack-demo \
    >.build-fuzz/build.log 2>&1; then
    cat .build-fuzz/build.log >&2
    exit 2
  fi
  built="$(swift build -c release --no-color-diagnostics --show-bin-path)/stack-demo"
fi
[[ -x "$built" ]] || { echo "fuzz: no executable at $built" >&2; exit 2; }
copies="$(mktemp -d /tmp/stacktui-fuzz-bin-XXXXXX)"
trap 'rm -rf "$copies"' EXIT
binary="$copies/$(basename "$built")"
cp "$built" "$binary"
chmod 755 "$copies"

count=100
if [[ $# -gt 0 && "$1" != -* ]]; then
  count="$1"
  shift
fi
python3 -B "$root/Tools/Scripts/fuzz/fuzz.py" "$count" --binary "$binary" "$@"
