#!/usr/bin/env bash
# Installs system dependencies, builds everything (tests included), runs a short fuzz run of
# the demo's scripts and then the test suite. Extra arguments go to `swift test`, e.g.
# `Scripts/test.sh --parallel`. A fuzz failure stops here with status 1; otherwise the
# script's exit status is that of `swift test`.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

bash Scripts/install-deps.sh
swift build --build-tests
# The fuzzer's own tests (1 s), then 100 fixed fuzz cases (the same every run, so CI is
# deterministic) on the debug binary just built, about 20 s; the CPU limit allows for the
# debug build. Scripts/fuzz.sh N for a real run.
python3 -B -m unittest discover -s Scripts/fuzz -p 'test_*.py'
STACK_DEMO="$(swift build --show-bin-path)/stack-demo" \
  bash Scripts/fuzz.sh 100 --seed 1 --timeout 30 --jobs 2
exec swift test "$@"
