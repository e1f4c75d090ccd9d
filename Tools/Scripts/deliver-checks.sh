#!/usr/bin/env bash
# deliver-checks.sh — issue 27's small Deliver items tried as a user would, on the release
# builds of pick, tail-follow and run-stream, each in a tmux session of its own (server
# socket `-L ${TMUX_SOCKET:-deliver-checks}`): one PASS/FAIL line per check.
#
#   Tools/Scripts/deliver-checks.sh [check-name…]
#
# Checks: nonblock-pick nonblock-tail env-size env-max paste-ctrl-c paste-esc
#         child-ttin child-stop rotate-create-chmod copytruncate-header names-not-utf8
#         signal-exit selection-on-stderr
# Builds the four products (release, Examples package) when they are missing (not with
# NO_BUILD=1).
set -uo pipefail
cd "$(dirname "$0")/../.."
bin=$PWD/Examples/.build/release
for product in pick tail-follow run-stream file-details; do
  [ -n "${NO_BUILD:-}" ] || [ -x "$bin/$product" ] ||
    swift build -c release --package-path Examples --product "$product" >/dev/null
done
socket=${TMUX_SOCKET:-deliver-checks}
t() { tmux -L "$socket" "$@"; }
work=$(mktemp -d /tmp/deliver-checks-XXXXXX)
chmod 755 "$work"
trap 't kill-server 2>/dev/null; rm -rf "$work"' EXIT
failures=0

# Starts `command` in session $1 (80x20), run by sh.
start() { t new-session -d -s "$1" -x 80 -y 20 "$2"; }
screen() { t capture-pane -p -t "$1" 2>/dev/null; }
# Waits up to $3 seconds for the screen of session $1 to hold the text $2.
wait_for() {
  local i
  for i in $(seq $(($3 * 10))); do
    screen "$1" | grep -qF -- "$2" && return 0
    sleep 0.1
  done
  return 1
}
verdict() { # name, ok(0/1), detail
  if [ "$2" = 0 ]; then echo "PASS $1: $3"; else echo "FAIL $1: $3"; failures=$((failures + 1)); fi
}
pid_of() { pgrep -n -x "$2" -P "$(t list-panes -t "$1" -F '#{pane_pid}')" || pgrep -n -x "$2"; }

# A program leaves the shared stdin as it found it: `cat` after it reads the rest.
# Arguments: check name, session, what the producer writes first, the program, the key that
# ends it, the text to wait for before the key.
nonblock_check() {
  start "$2" "{ printf '$3'; sleep 2; printf 'after\\n'; } | { $bin/$4; cat; echo \"cat status \$?\"; }; sleep 30"
  wait_for "$2" "$6" 10 && t send-keys -t "$2" "$5"
  wait_for "$2" "cat status" 10
  ! screen "$2" | grep -q "Resource temporarily" && screen "$2" | grep -q "cat status 0"
  verdict "$1" $? "$(screen "$2" | grep -E 'cat|after|Resource' | tr '\n' '|')"
}
check_nonblock-pick() { nonblock_check nonblock-pick np 'one\ntwo\n' pick Enter two; }
check_nonblock-tail() { nonblock_check nonblock-tail nt 'one\n' tail-follow q one; }

check_env-size() {
  # LINES=30000 COLUMNS=30000: clamped to the terminal's size; memory stays small.
  local program peak ok=0 detail=""
  for program in pick tail-follow run-stream; do
    case $program in
      pick) start es "seq 100 | LINES=30000 COLUMNS=30000 $bin/pick; sleep 30" ;;
      tail-follow) seq 100 >"$work/es.log"; start es "LINES=30000 COLUMNS=30000 $bin/tail-follow $work/es.log; sleep 30" ;;
      run-stream) start es "LINES=30000 COLUMNS=30000 $bin/run-stream -- seq 100; sleep 30" ;;
    esac
    wait_for es "100" 10
    sleep 1
    peak=$(awk '/VmHWM/ {print int($2/1024)}' "/proc/$(pid_of es "$program")/status" 2>/dev/null)
    detail+="$program ${peak:-?} MB; "
    [ -n "$peak" ] && [ "$peak" -lt 200 ] || ok=1
    t kill-session -t es
  done
  verdict env-size $ok "$detail"
}

check_env-max() {
  # LINES=COLUMNS=2147483647: starts at the terminal's size (no false "TERM" message).
  seq 100 >"$work/em.log"
  start em "LINES=2147483647 COLUMNS=2147483647 $bin/tail-follow $work/em.log; echo \"exit \$?\"; sleep 30"
  wait_for em "100 lines" 10
  local shown=$?
  t send-keys -t em q
  wait_for em "exit 0" 5
  [ $shown = 0 ] && ! screen em | grep -q "does not support"
  verdict env-max $? "$(screen em | grep -E 'lines|exit|support' | tr '\n' '|')"
}

check_paste-ctrl-c() {
  # An unterminated bracketed paste ends by itself; then Ctrl-C leaves pick with 130.
  start pc "seq 10 | $bin/pick; echo \"exit \$?\"; sleep 30"
  wait_for pc "10 / 10" 10
  t send-keys -t pc -l $'\e[200~42'
  sleep 1
  t send-keys -t pc C-c
  wait_for pc "exit 130" 5
  verdict paste-ctrl-c $? "$(screen pc | grep -E 'exit|>' | tr '\n' '|')"
}

check_paste-esc() {
  start pe "seq 10 | $bin/pick; echo \"exit \$?\"; sleep 30"
  wait_for pe "10 / 10" 10
  t send-keys -t pe -l $'\e[200~42'
  sleep 1
  t send-keys -t pe Escape
  wait_for pe "exit 130" 5
  verdict paste-esc $? "$(screen pe | grep -E 'exit|>' | tr '\n' '|')"
}

check_child-ttin() {
  # The command has no controlling terminal (its own session): SIGTTIN does not stop it.
  start ct "$bin/run-stream -- sh -c 'echo before; kill -TTIN \$\$; echo resumed; exec sleep 300'"
  wait_for ct "resumed" 5
  verdict child-ttin $? "$(screen ct | grep -E 'before|resumed|stopped' | tr '\n' '|')"
  t send-keys -t ct q
}

check_child-stop() {
  # A stopped command is shown stopped; Ctrl-C continues and ends it.
  start cs "$bin/run-stream -- sh -c 'echo before; kill -STOP \$\$; echo resumed; exec sleep 300'; echo \"exit \$?\"; sleep 30"
  wait_for cs "stopped (SIGSTOP)" 5
  local shown=$?
  local child
  child=$(pgrep -n -f "echo before; kill -STOP")
  t send-keys -t cs C-c
  wait_for cs "SIGTERM" 5
  local ended=$?
  sleep 0.5
  [ $shown = 0 ] && [ $ended = 0 ] && ! kill -0 "$child" 2>/dev/null
  verdict child-stop $? "$(screen cs | tail -1)"
  t send-keys -t cs q
}

check_rotate-create-chmod() {
  # logrotate `create` then chmod: the new file is unreadable when it appears (tail-follow
  # runs as nobody: root reads any file), readable a moment later.
  local folder=$work/rot
  mkdir -p "$folder" && chmod 777 "$folder"
  printf 'old 1\nold 2\nold 3\n' >"$folder/app.log" && chmod 644 "$folder/app.log"
  cp "$bin/tail-follow" "$work/tail-follow" && chmod 755 "$work/tail-follow"
  start rc "setpriv --reuid=65534 --regid=65534 --clear-groups $work/tail-follow $folder/app.log"
  wait_for rc "old 3" 10
  mv "$folder/app.log" "$folder/app.log.1"
  install -m 000 /dev/null "$folder/app.log"
  printf 'new 1\nnew 2\nnew 3\n' >>"$folder/app.log"
  sleep 1
  chmod 644 "$folder/app.log"
  wait_for rc "new 3" 5
  verdict rotate-create-chmod $? "$(screen rc | grep -cE '^new [123]') of 3 new lines"
  t send-keys -t rc q
}

check_copytruncate-header() {
  # copytruncate with a fixed header line, refilled past the old size after the truncation.
  local log=$work/ct.log
  { echo "HEADER fixed header line"; seq -f 'old %g' 5; } >"$log"
  start cth "$bin/tail-follow $log"
  wait_for cth "old 5" 10
  cp "$log" "$log.1" && : >"$log"
  sleep 0.3
  { echo "HEADER fixed header line"; seq -f 'new %g' 10; } >>"$log"
  wait_for cth "new 10" 5
  verdict copytruncate-header $? "$(screen cth | grep -cE '^new ([1-9]|10)$') of 10 new lines"
  t send-keys -t cth q
}

check_signal-exit() {
  # pick ended by SIGTERM: its region cleared, the terminal's modes as before.
  start se "stty -g >$work/stty-before; echo above; seq 10 | $bin/pick; echo \"exit \$?\"; stty -g >$work/stty-after; sleep 30"
  wait_for se "10 / 10" 10
  kill -TERM "$(pid_of se pick)"
  wait_for se "exit 143" 5
  local ended=$?
  sleep 0.3
  [ $ended = 0 ] && ! screen se | grep -qE '^ *> ?[0-9]|10 / 10' && cmp -s "$work/stty-before" "$work/stty-after"
  verdict signal-exit $? "$(screen se | grep -v '^$' | tr '\n' '|')"
}

check_selection-on-stderr() {
  # run-stream's standard-error rows are styled; the selection shows over their text (a
  # background colour from the row's start), not only after it.
  start ss "$bin/run-stream -- sh -c 'echo out-line; echo err-line >&2; exec sleep 100'"
  wait_for ss "err-line" 5
  t send-keys -t ss Up && sleep 0.4 && t send-keys -t ss Down && sleep 0.5
  local row
  row=$(t capture-pane -e -p -t ss | grep -a -m1 "err-line")
  [[ $row =~ ^[^e]*48\;[0-9\;]*m[^e]*err-line ]]
  verdict selection-on-stderr $? "$(printf '%s' "$row" | cat -v)"
  t send-keys -t ss q
}

check_names-not-utf8() {
  # A file name / a command argument / a folder that is not UTF-8, given on the command line:
  # opened or passed by its bytes, shown escaped (\xFF), no raw byte on the terminal.
  local name=$work/x$'\xff'.log folder=$work/d$'\xff'
  printf 'line in x\n' >"$name"
  mkdir -p "$folder" && printf 'abc' >"$folder/inside.txt"
  start nt8 "$bin/tail-follow \"\$(printf '%s/x\\377.log' $work)\""
  start nr8 "$bin/run-stream -- sh -c 'printf \"%s\\n\" \"\$1\" | od -An -c' sh \"\$(printf 'a\\377b')\""
  start nf8 "$bin/file-details \"\$(printf '%s/d\\377' $work)\""
  wait_for nt8 'x\xFF.log' 10 && screen nt8 | grep -q "line in x"
  local tail=$?
  wait_for nr8 "377" 10
  local run=$?
  wait_for nf8 "inside.txt  text, 3 bytes" 10
  local details=$?
  local raw=0
  for s in nt8 nr8 nf8; do t capture-pane -p -t $s | LC_ALL=C grep -q $'\xff' && raw=1; done
  [ $tail = 0 ] && [ $run = 0 ] && [ $details = 0 ] && [ $raw = 0 ]
  verdict names-not-utf8 $? "tail-follow $tail, run-stream $run, file-details $details (0 = shown), raw 0xFF on screen: $raw"
  for s in nt8 nr8 nf8; do t send-keys -t $s q; done
}

checks=${*:-nonblock-pick nonblock-tail env-size env-max paste-ctrl-c paste-esc child-ttin child-stop rotate-create-chmod copytruncate-header names-not-utf8 signal-exit selection-on-stderr}
for check in $checks; do "check_$check"; done
echo "failures: $failures"
exit $((failures > 0))
