#!/usr/bin/env bash
# memory-bounds.sh — the peak memory (VmHWM) of the streaming examples fed without end
# (issue 27, "Memory bounded by design"): tail-follow following a file that grows by 1 GB
# of `yes`, run-stream running `yes` for 60 s, pick reading `yes` for 60 s beside fzf in
# the same run. Release builds, one product at a time; each runs in a tmux session of its
# own (its own tmux server, `-L ${TMUX_SOCKET:-membounds}`), sized 120x40.
# Usage: Tools/Scripts/memory-bounds.sh [seconds] [gigabytes]
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
gigabytes=${2:-1}
bin=Examples/.build/release
tag=membounds-$$
# Its own tmux server (`-L`), beside any other on the machine.
tmux() { command tmux -L "${TMUX_SOCKET:-membounds}" "$@"; }
peak() { awk '/VmHWM/ {print int($2/1024) " MB"}' "/proc/$1/status" 2>/dev/null || echo "gone"; }
# The pid of the program named $2 started in tmux session $1.
pid_in() {
  local pane
  pane=$(tmux list-panes -t "$1" -F '#{pane_pid}')
  pgrep -n -f "$2" -P "$pane" || { grep -qa -- "$2" "/proc/$pane/cmdline" && echo "$pane"; } || true
}
# The line count on the status line of session $1.
status_lines() { tmux capture-pane -p -t "$1" | tail -1 | grep -o '[0-9]* lines' | head -1; }
cleanup() { for s in tf rs pk fz; do tmux kill-session -t "$tag-$s" 2>/dev/null || true; done; }
trap cleanup EXIT

for product in tail-follow run-stream pick; do
  [ -x "$bin/$product" ] || swift build -c release --package-path Examples --product "$product" >/dev/null
done

log=$(mktemp /tmp/membounds-XXXXXX.log)
tmux new-session -d -s "$tag-tf" -x 120 -y 40 "exec $bin/tail-follow $log"
sleep 1
tfpid=$(pid_in "$tag-tf" tail-follow)
start=$(date +%s.%N)
{ yes || true; } | head -c "$((gigabytes << 30))" >>"$log"
# Until tail-follow has read it all (every line counted), at most 900 s.
expected="$(((gigabytes << 30) / 2)) lines"
for _ in $(seq 900); do
  sleep 1
  [ "$(status_lines "$tag-tf")" = "$expected" ] && break
done
echo "tail-follow, file grown by ${gigabytes} GB in $(echo "$(date +%s.%N) - $start" | bc) s:" \
  "peak $(peak "$tfpid"); status: $(tmux capture-pane -p -t "$tag-tf" | tail -1)"
tmux kill-session -t "$tag-tf"
rm -f "$log"

tmux new-session -d -s "$tag-rs" -x 120 -y 40 "exec $bin/run-stream -- yes"
sleep "$seconds"
rspid=$(pid_in "$tag-rs" run-stream)
echo "run-stream -- yes, ${seconds} s: peak $(peak "$rspid");" \
  "status: $(tmux capture-pane -p -t "$tag-rs" | tail -1)"
tmux send-keys -t "$tag-rs" q
sleep 2
echo "  after q: yes processes left: $(pgrep -x yes -P "$rspid" | wc -l)"
tmux kill-session -t "$tag-rs" 2>/dev/null || true

tmux new-session -d -s "$tag-pk" -x 120 -y 40 "yes | $bin/pick"
tmux new-session -d -s "$tag-fz" -x 120 -y 40 "yes | fzf"
sleep "$seconds"
echo "pick on yes, ${seconds} s: peak $(peak "$(pid_in "$tag-pk" "$bin/pick")")"
echo "fzf on yes, same ${seconds} s: peak $(peak "$(pid_in "$tag-fz" fzf)")"
