#!/usr/bin/env bash
# The live-data benchmarks of issue 19 (stack-bench's live-* subcommands), release build:
#
#   Tools/Scripts/live-bench.sh                 all: send, idle, stream, follow (about a minute)
#   Tools/Scripts/live-bench.sh idle follow     some of them
#
# send    send → frame latency from a thread, a detached task and a loop.task; a 1M burst
# idle    live-idle under `strace -f` (apt-get install strace), 5 s, twice: the pending task
#         waits on a checked continuation, then on an AsyncStream. Every system call another
#         thread makes between the two markers live-idle writes is a wake-up; the table lists
#         them by thread and call, then strace's own summary (-C) of the whole run.
# stream  find /usr, seq 10000000 (lines per second, peak RSS) and keys during the flood,
#         each in a fresh process; keys again with the line store reserved up front (the
#         growing store's copies are what delays a key during the flood)
# follow  a followed file, a line appended every 10 ms; CPU time over 5 s idle after
#
# docs/BENCHMARKS.md ("Live data") has the figures of the last run.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
swift build -c release --package-path Tools --product stack-bench >&2
bench="$(swift build -c release --package-path Tools --show-bin-path)/stack-bench"
export LANG="${LANG:-C.UTF-8}"

# Counts what happened between live-idle's two markers in an `strace -f -ttt` log: each
# completed system call (a call split by strace is counted once, where it returns) of a
# thread other than the one that wrote the markers.
idle_window() {
  awk '
    /live-idle: idle from here/ { inside = 1; marker = $1; next }
    /live-idle: idle until here/ { inside = 0 }
    inside && $1 != marker && !/unfinished \.\.\.>/ && !/^[0-9]+ +[0-9.]+ \+\+\+/ {
      name = ($3 ~ /^<\.\.\./) ? $4 : substr($3, 1, index($3, "(") - 1)
      count[$1 " " name]++
      total++
    }
    END {
      printf "| thread | system call | calls |\n|---|---|---|\n"
      for (key in count) { split(key, part, " "); printf "| %s | %s | %d |\n", part[1], part[2], count[key] }
      printf "\nSystem calls in the idle window, besides the marking thread: %d\n", total + 0
    }' "$1"
}

run_idle() {
  command -v strace >/dev/null 2>&1 || { echo "live-bench.sh: idle needs strace" >&2; return 1; }
  local trace
  trace="$(mktemp)"
  for task in continuation stream; do
    echo
    echo "## Live data: idle 5 s with a loop.task pending on a $task and a timer 1 hour away"
    echo
    strace -f -C -ttt -o "$trace" "$bench" live-idle --seconds 5 --task "$task"
    echo
    idle_window "$trace"
    echo
    echo '```'
    sed -n '/^% time/,$p' "$trace"
    echo '```'
  done
  rm -f "$trace"
}

parts=("$@")
[[ ${#parts[@]} -eq 0 ]] && parts=(send idle stream follow)
echo "Load average at start: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) processors."
for part in "${parts[@]}"; do
  case "$part" in
    send) "$bench" live-send ;;
    idle) run_idle ;;
    stream)
      for piece in find seq keys; do "$bench" live-stream --part "$piece"; done
      "$bench" live-stream --part keys --reserve
      ;;
    follow) "$bench" live-follow ;;
    *) echo "live-bench.sh: unknown part $part (send, idle, stream, follow)" >&2; exit 2 ;;
  esac
done
echo
echo "Load average at end: $(cut -d' ' -f1-3 /proc/loadavg)."
