#!/usr/bin/env bash
# loading-time.sh — how long file-details takes to load every row of a big folder, and the
# CPU it spends (issue 27: 40,000 files were not loaded after 90 s, 63 s CPU). Each binary
# given runs in a tmux session of its own (100x30) on the same folder of N empty files (plus
# a few with hostile names); the script waits until the status line says N/N loaded (at most
# a generous ceiling, 600 s) and prints the wall time and the CPU time (user + system) read
# from /proc. Run several binaries to compare them in one run (before / after).
# Usage: Tools/Scripts/file-details/loading-time.sh [-n FILES] BINARY...
set -euo pipefail
files=40000
if [[ "${1:-}" == "-n" ]]; then files=$2; shift 2; fi
[[ $# -gt 0 ]] || { echo "usage: $0 [-n FILES] BINARY..." >&2; exit 2; }
folder=$(mktemp -d /tmp/file-details-load-XXXXXX)
tag=fdload-$$
binaries=$#
cleanup() {
  for index in $(seq "$binaries"); do tmux kill-session -t "$tag-$index" 2>/dev/null || true; done
  rm -rf "$folder"
}
trap cleanup EXIT
# N files: names file-00000..., made in one python call (fast, no fork per file).
python3 - "$folder" "$files" <<'PY'
import os, sys
folder, count = sys.argv[1], int(sys.argv[2])
for index in range(count - 3):
    open(os.path.join(folder, f"file-{index:06d}"), "w").close()
# Hostile names (they count among the N): invalid UTF-8, a line feed, an escape sequence.
for name, size in ((b"bad-\xff\xfe", 7), (b"two\nlines", 3), (b"\x1b]0;PWNED\x07", 1)):
    with open(os.path.join(folder.encode(), name), "wb") as file:
        file.write(b"x" * size)
PY
cpu_seconds() {
  awk -v tick="$(getconf CLK_TCK)" '{ print ($14 + $15) / tick }' "/proc/$1/stat"
}
index=0
for binary in "$@"; do
  index=$((index + 1))
  session="$tag-$index"
  start=$(date +%s.%N)
  tmux new-session -d -s "$session" -x 100 -y 30 "exec $binary $folder"
  pid=$(tmux list-panes -t "$session" -F '#{pane_pid}')
  result="not loaded after 600 s"
  for _ in $(seq 1200); do
    sleep 0.5
    if tmux capture-pane -p -t "$session" | grep -q " $files/$files loaded"; then
      now=$(date +%s.%N)
      result=$(printf 'loaded in %.1f s wall' "$(echo "$now - $start" | bc)")
      break
    fi
  done
  cpu=$(cpu_seconds "$pid" 2>/dev/null || echo "?")
  echo "$binary: $files files $result, $cpu s CPU, load $(cut -d' ' -f1 /proc/loadavg)"
  tmux send-keys -t "$session" q
  sleep 0.5
  tmux kill-session -t "$session" 2>/dev/null || true
done
