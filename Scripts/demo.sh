#!/usr/bin/env bash
# Installs system dependencies, builds the demo in release mode and runs it. Arguments are
# passed to stack-demo (`Scripts/demo.sh --help` lists them).
#
# The build is the same whether this runs in a terminal or not: `--no-color-diagnostics`
# keeps SwiftPM from adding `-color-diagnostics` to every compile when it writes to a
# terminal, a command-line change that made the next release build after a switch between
# a terminal and a plain shell (or CI) recompile the whole package. Its progress goes to
# stderr, so stdout is the demo's alone (`--script` output, `--help`, `--version`).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

bash Scripts/install-deps.sh >&2
# The plain release build, as every app built on the library gets (the build with the hot path
# laid out together is an opt-in tool: Tools/Scripts/release-build.sh).
swift build -c release --no-color-diagnostics --product stack-demo >&2
bin="$(swift build -c release --no-color-diagnostics --show-bin-path)"
exec "$bin/stack-demo" "$@"
