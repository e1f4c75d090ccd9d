#!/usr/bin/env bash
# pick against fzf in one run of the same pty harness (Tools/Scripts/peerbench/pty_session.py):
# 1,000,000 lines on stdin through a pipe (a walk of /usr repeated), 80x24, --height 20,
# `include` typed and deleted; time to the first screen, to the first quiet screen, keystroke
# -> final frame median and p99, peak RSS, CPU. Run by hand, never in CI: installs fzf (apt)
# when missing and builds pick in release mode unless PICK names one.
#
#   Tools/Scripts/pickbench/pickbench.sh                      # 5 sessions each, query typed once
#   Tools/Scripts/pickbench/pickbench.sh --rounds 5 --verbose # every key's latency on stderr
set -euo pipefail
cd "$(dirname "$0")/../../.."  # the repository root (pick is built there)
if ! command -v fzf >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ]; then apt-get update -qq && apt-get install -y -qq fzf >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq fzf >/dev/null; fi
fi
if [ -z "${PICK:-}" ]; then
  swift build -c release --product pick >&2
  PICK="$(swift build -c release --show-bin-path)/pick"
fi
exec python3 -B Tools/Scripts/pickbench/pickbench.py --pick "$PICK" "$@"
