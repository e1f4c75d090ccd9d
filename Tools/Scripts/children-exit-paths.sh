#!/usr/bin/env bash
# children-exit-paths.sh — issue 27 "Children contained": run-stream runs a command that
# writes a title to /dev/tty and sleeps; for each way out (q, SIGTERM, SIGHUP, SIGINT, the
# terminal closed) the command must end (a zombie left to init counts as ended) and the pane's
# title must not change. Release build; tmux sessions of its own.
set -u
cd "$(dirname "$0")/../.."
[ -x Examples/.build/release/run-stream ] ||
  swift build -c release --package-path Examples --product run-stream >/dev/null
bin=$PWD/Examples/.build/release/run-stream
# Its own tmux server (`-L`), beside any other on the machine.
tmux() { command tmux -L "${TMUX_SOCKET:-children-exit-paths}" "$@"; }
cmd="sh -c 'printf \"\\033]0;HACKED\\007\" >/dev/tty 2>/dev/null; echo started; exec sleep 300'"
for way in ${WAYS:-q SIGTERM SIGHUP SIGINT closed}; do
  s=i27b-ch-$way
  tmux new-session -d -s $s -x 80 -y 12 "$bin -- $cmd; sleep 2"
  sleep 1.5
  rs=$(pgrep -n -x run-stream -P "$(tmux list-panes -t $s -F '#{pane_pid}')")
  child=$(pgrep -n -x sleep -P "$rs")
  title=$(tmux display -p -t $s '#{pane_title}')
  case $way in
    q) tmux send-keys -t $s q ;;
    closed) tmux kill-session -t $s ;;
    *) kill -s ${way#SIG} "$rs" ;;
  esac
  sleep 1.5
  state=$(ps -o stat= -p "$child" 2>/dev/null | tr -d ' ')
  case $state in ''|Z*) alive="ended" ;; *) alive="STILL RUNNING ($state)" ;; esac
  echo "$way: child $child $alive; pane title during: $title"
  [ -n "$child" ] && kill -9 "$child" 2>/dev/null
  tmux kill-session -t $s 2>/dev/null
done
