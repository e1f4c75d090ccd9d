#!/usr/bin/env bash
# Fuzzes `stack-demo --script`: `Tools/Scripts/fuzz.sh N` runs N random cases (generated scripts
# with every key, resizes, clicks, the wheel, every screen and row count; mutated tours and
# fixtures; random files) headless, 2 in parallel, each with a 10 s limit, and exits 1 on any
# trap, crash, hang, exit status outside 0/1/2, bad --events JSON or raw control bytes in the
# output. Failing cases go to .build-fuzz/failures/CLASS/case-I/ (script.keys, command.sh,
# output, why.txt). Options after N go to Tools/Scripts/fuzz/fuzz.py:
#   --seed S      master seed (default random, printed); same seed + same checkout = same cases
#   --case I      run only case I of the seed and show it
#   --jobs J      parallel runs (default 2); --timeout T seconds per run (default 10)
#   --minimize    shrink one case of each failure signature to minimal.keys
#
# The binary: $STACK_DEMO if set (used as is; Scripts/test.sh passes the debug build it has
# just made, so CI pays for no release build); else the release build, brought up to date
# first (`swift build -c release --no-color-diagnostics --product stack-demo`, the build
# Scripts/demo.sh makes; runs are 2-3 times faster).
set -euo pipefail

# The repository root: the demo is the library package's, the failures go to its .build-fuzz.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"

if [[ -n "${STACK_DEMO:-}" ]]; then
  binary="$STACK_DEMO"
else
  mkdir -p .build-fuzz
  if ! swift build -c release --no-color-diagnostics --product stack-demo \
    >.build-fuzz/build.log 2>&1; then
    cat .build-fuzz/build.log >&2
    exit 2
  fi
  binary="$(swift build -c release --no-color-diagnostics --show-bin-path)/stack-demo"
fi
[[ -x "$binary" ]] || { echo "fuzz: no executable at $binary" >&2; exit 2; }

count=100
if [[ $# -gt 0 && "$1" != -* ]]; then
  count="$1"
  shift
fi
exec python3 -B "$root/Tools/Scripts/fuzz/fuzz.py" "$count" --binary "$binary" "$@"
