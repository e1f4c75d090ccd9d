#!/usr/bin/env bash
# Measures the demo's list screen against dialog, urwid and Textual in a pseudo-terminal (80x24,
# TERM=xterm-256color; keys down*100, pgdn*20, end, home; 100 ms of silence ends a response) and
# prints a Markdown table with each figure's ratio to dialog. Run by hand, never in CI: it
# installs dialog (apt) and urwid + Textual (pip, in .build-peers/venv) when missing.
#
#   Tools/Scripts/peer-bench.sh                          # 1k, 100k and 1M rows, 2 rounds
#   Tools/Scripts/peer-bench.sh --rows 1000 --rounds 3 --programs stack-demo,dialog
#   Tools/Scripts/peer-bench.sh --rows 1000 --programs stack-demo,stack-demo-animated,dialog
#                                                  # also the default settings (animated)
#   Tools/Scripts/peer-bench.sh --interleave keys        # programs side by side, key by key
#   STACK_DEMO=new/stack-demo Tools/Scripts/peer-bench.sh --stack-demo-old old/stack-demo \
#     --programs stack-demo-old,stack-demo,dialog --interleave keys   # old binary beside new
#
# After the timed keys, 20 more Down keys count the pages of memory each touches (the kernel's
# referenced bits, /proc/PID/clear_refs and smaps); their CPU time is left out (--no-pages
# skips them). The demo is the plain `swift build -c release` (what every app gets) unless
# STACK_DEMO names one; ORDERED=1 builds it with Tools/Scripts/release-build.sh (hot path laid
# out together) instead.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=.build-peers
mkdir -p "$work"

log() { printf 'peer-bench: %s\n' "$*" >&2; }

if ! command -v dialog >/dev/null 2>&1; then
  log "installing dialog"
  if [ "$(id -u)" -eq 0 ]; then apt-get update -qq && apt-get install -y -qq dialog >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq dialog >/dev/null; fi
fi
if ! "$work/venv/bin/python" -c 'import urwid, textual' 2>/dev/null; then
  log "installing urwid and textual into $work/venv"
  python3 -m venv "$work/venv"
  "$work/venv/bin/pip" install -q urwid textual
fi
if [ -z "${STACK_DEMO:-}" ] && [ "${ORDERED:-0}" = 1 ]; then
  log "building stack-demo (release, hot path laid out together: Tools/Scripts/release-build.sh)"
  bash Tools/Scripts/release-build.sh --product stack-demo >&2
  STACK_DEMO="$(bash Tools/Scripts/release-build.sh --show-bin-path)/stack-demo"
elif [ -z "${STACK_DEMO:-}" ]; then
  log "building stack-demo (release, swift build -c release)"
  swift build -c release --no-color-diagnostics --product stack-demo >&2
  STACK_DEMO="$(swift build -c release --no-color-diagnostics --show-bin-path)/stack-demo"
fi
exec python3 -B Tools/Scripts/peerbench/bench.py --stack-demo "$STACK_DEMO" \
  --python "$work/venv/bin/python" --work "$work" "$@"
