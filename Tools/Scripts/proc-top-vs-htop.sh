#!/usr/bin/env bash
# proc-top beside htop in the same run (issue 30's Must show): both refreshing every second in
# tmux (120×40) with EXTRA sleeping processes (default 1000) running; CPU seconds each used over
# SECONDS_MEASURED (default 60, from /proc/<pid>/stat utime+stime) and peak RSS (VmHWM).
# Usage: Tools/Scripts/proc-top-vs-htop.sh [EXTRA] [SECONDS]   (PROC_TOP names the binary;
# default: the root's release build, `swift build -c release --product proc-top`).
set -euo pipefail
cd "$(dirname "$0")/../.."
extra=${1:-1000}
seconds=${2:-60}
proc_top=${PROC_TOP:-.build/release/proc-top}
command -v htop >/dev/null || { echo "htop is not installed (apt-get install -y htop)" >&2; exit 1; }
[[ -x $proc_top ]] || { echo "no $proc_top: swift build -c release --product proc-top" >&2; exit 1; }
session=pt-vs-htop-$$
sleepers=()
cleanup() {
  tmux kill-session -t "$session-a" 2>/dev/null || true
  tmux kill-session -t "$session-b" 2>/dev/null || true
  ((${#sleepers[@]})) && kill "${sleepers[@]}" 2>/dev/null || true
}
trap cleanup EXIT
for _ in $(seq "$extra"); do sleep 100000 & sleepers+=($!); done
tmux new-session -d -s "$session-a" -x 120 -y 40 "exec $proc_top"
tmux new-session -d -s "$session-b" -x 120 -y 40 "exec htop -d 10"
sleep 3
pid_of() { tmux list-panes -t "$1" -F '#{pane_pid}'; }
a=$(pid_of "$session-a")
b=$(pid_of "$session-b")
ticks() { awk '{ sub(/.*\) /, ""); print $12 + $13 }' "/proc/$1/stat"; }
a0=$(ticks "$a"); b0=$(ticks "$b")
sleep "$seconds"
a1=$(ticks "$a"); b1=$(ticks "$b")
hz=$(getconf CLK_TCK)
hwm() { awk '/VmHWM/ { print $2 }' "/proc/$1/status"; }
echo "processes: $(ls -d /proc/[0-9]* | wc -l) (with $extra extra sleepers), $seconds s, both refreshing every second"
printf '| program | CPU seconds over %s s | peak RSS (VmHWM) |\n| --- | ---: | ---: |\n' "$seconds"
printf '| proc-top | %s | %s MB |\n' "$(echo "scale=2; ($a1 - $a0) / $hz" | bc)" "$(echo "scale=1; $(hwm "$a") / 1024" | bc)"
printf '| htop %s | %s | %s MB |\n' "$(htop --version | head -1 | awk '{print $2}')" \
  "$(echo "scale=2; ($b1 - $b0) / $hz" | bc)" "$(echo "scale=1; $(hwm "$b") / 1024" | bc)"
tmux capture-pane -p -t "$session-a" | head -3
