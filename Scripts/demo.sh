#!/usr/bin/env bash
# Installs system dependencies and runs the demo executable in release mode.
# Arguments are passed to stack-demo.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

bash Scripts/install-deps.sh
exec swift run -c release stack-demo "$@"
