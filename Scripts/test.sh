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
# 100 fixed cases (same every run, so CI is deterministic) on the debug binary just built,
# about 15 s; the timeout allows for the debug build. Scripts/fuzz.sh N for a real run.
STACK_DEMO="$(swift build --show-bin-path)/stack-demo" \
  bash Scripts/fuzz.sh 100 --seed 1 --timeout 30 --jobs 2
exec swift test "$@"
