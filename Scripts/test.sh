#!/usr/bin/env bash
# Installs system dependencies, builds everything (tests included) and runs the test suite.
# Extra arguments go to `swift test`, e.g. `Scripts/test.sh --parallel`. The script's exit
# status is that of `swift test`.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

bash Scripts/install-deps.sh
swift build --build-tests
exec swift test "$@"
