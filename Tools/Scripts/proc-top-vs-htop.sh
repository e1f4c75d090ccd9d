#!/usr/bin/env bash
# proc-top beside htop in one run (issue 30's Must show): EXTRA sleeping processes (default 1000)
# started, both programs on their own pty, refreshing every second (htop -d 10); prints one table
# with each one's CPU seconds over SECONDS (default 60) of plain refreshing, peak RSS (VmHWM) and
# the Down key's latency (median, p95) moving the selection. The harness is
# Tools/Scripts/peerbench/proc_top_vs_htop.py (its options: --keys, --quiet, --size).
# Usage: Tools/Scripts/proc-top-vs-htop.sh [EXTRA] [SECONDS] [harness options...]
# PROC_TOP names the binary; default the Examples package's release build
# (`swift build -c release --package-path Examples --product proc-top`).
set -euo pipefail
cd "$(dirname "$0")/../.."
extra=${1:-1000}
seconds=${2:-60}
shift $(($# < 2 ? $# : 2))
proc_top=${PROC_TOP:-Examples/.build/release/proc-top}
command -v htop >/dev/null || { echo "htop is not installed (apt-get install -y htop)" >&2; exit 1; }
[[ -x $proc_top ]] || {
  echo "no $proc_top: swift build -c release --package-path Examples --product proc-top" >&2
  exit 1
}
exec python3 -B Tools/Scripts/peerbench/proc_top_vs_htop.py "$proc_top" \
  --extra "$extra" --seconds "$seconds" "$@"
