#!/usr/bin/env bash
# Screenshots of a command in a real xterm under Xvfb, on a white and on a black background,
# with TERM=xterm (8 colours) and TERM=xterm-256color: to see by eye what the contrast check
# (StackTesting's ContrastCheck) computes. Issue 29, "Readable, checked".
#
#   Tools/Scripts/xterm-shots.sh [options] -- COMMAND...
#
#   -o DIR         where the PNGs go (default: xterm-shots/ under the current directory)
#   -n NAME        the first part of each file name (default: shot)
#   -g COLSxROWS   the terminal's size (default: 80x24)
#   -b "BGS"       backgrounds (default: "white black"); the text is black on white, white
#                  on anything else
#   -t "TERMS"     TERM values (default: "xterm xterm-256color")
#   -w SECONDS     how long the command gets to draw its first screen (default: 2)
#   -s STEP        a step, repeatable, run in order after the start (default: "shot start"):
#                    shot NAME     save NAME's picture
#                    key K...      press keys by X keysym name (Down, Return, Escape, Tab,
#                                  ctrl+u, a), one after another
#                    type TEXT     type a text
#                    sleep S       wait S seconds
#
# COMMAND runs in `sh -c` in the current directory, e.g. for pick:
#
#   Tools/Scripts/xterm-shots.sh -n pick -g 60x12 -s "shot start" -s "type red" \
#     -s "shot filtered" -- 'ls /usr/include | .build/debug/pick'
#
# writes xterm-shots/pick-white-xterm-start.png, ...-black-xterm-256color-filtered.png
# (8 pictures). Keep the pictures out of git.
#
# Needs: apt-get install -y xvfb xterm xdotool imagemagick x11-apps fonts-dejavu-core
# (xterm draws with DejaVu Sans Mono 11; fonts-noto-cjk for wide characters).
set -euo pipefail

out="xterm-shots"
name="shot"
geometry="80x24"
backgrounds="white black"
terms="xterm xterm-256color"
settle=2
steps=()
while getopts "o:n:g:b:t:w:s:h" option; do
  case "$option" in
  o) out="$OPTARG" ;;
  n) name="$OPTARG" ;;
  g) geometry="$OPTARG" ;;
  b) backgrounds="$OPTARG" ;;
  t) terms="$OPTARG" ;;
  w) settle="$OPTARG" ;;
  s) steps+=("$OPTARG") ;;
  h)
    sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
    exit 0
    ;;
  *) exit 2 ;;
  esac
done
shift $((OPTIND - 1))
if [[ $# -eq 0 ]]; then
  echo "usage: $0 [-o DIR] [-n NAME] [-g COLSxROWS] [-s STEP]... -- COMMAND..." >&2
  exit 2
fi
command="$*"
[[ ${#steps[@]} -gt 0 ]] || steps=("shot start")
[[ "$geometry" =~ ^[0-9]+x[0-9]+$ ]] || {
  echo "$0: bad size '$geometry' (expected COLSxROWS)" >&2
  exit 2
}
for tool in Xvfb xterm xdotool import; do
  command -v "$tool" >/dev/null || {
    echo "$0: $tool is missing: apt-get install -y xvfb xterm xdotool imagemagick" \
      "x11-apps fonts-dejavu-core" >&2
    exit 2
  }
done
mkdir -p "$out"

# Xvfb picks a display number nobody uses and writes it to descriptor 3.
display_file="$(mktemp "${TMPDIR:-/tmp}/xterm-shots.XXXXXX")"
Xvfb -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp 3>"$display_file" >/dev/null 2>&1 &
xvfb=$!
xterm_pid=""
cleanup() {
  [[ -n "$xterm_pid" ]] && kill "$xterm_pid" 2>/dev/null || true
  kill "$xvfb" 2>/dev/null || true
  rm -f "$display_file"
}
trap cleanup EXIT
for _ in $(seq 100); do
  [[ -s "$display_file" ]] && break
  sleep 0.1
done
[[ -s "$display_file" ]] || {
  echo "$0: Xvfb did not start" >&2
  exit 1
}
export DISPLAY=":$(head -n 1 "$display_file")"

run_steps() {
  local window="$1" prefix="$2" step word rest
  for step in "${steps[@]}"; do
    word="${step%% *}"
    rest=""
    [[ "$step" == *" "* ]] && rest="${step#* }"
    case "$word" in
    shot)
      import -window "$window" "$prefix-$rest.png"
      echo "$prefix-$rest.png"
      ;;
    key)
      # shellcheck disable=SC2086 # one argument per key name
      xdotool key --delay 80 $rest
      sleep 0.4
      ;;
    type)
      xdotool type --delay 60 -- "$rest"
      sleep 0.4
      ;;
    sleep) sleep "$rest" ;;
    *)
      echo "$0: unknown step '$step' (shot, key, type, sleep)" >&2
      exit 2
      ;;
    esac
  done
}

for background in $backgrounds; do
  foreground=white
  [[ "$background" == white ]] && foreground=black
  for term in $terms; do
    LC_ALL=C.UTF-8 xterm -fa 'DejaVu Sans Mono' -fs 11 -geometry "$geometry+0+0" \
      -bg "$background" -fg "$foreground" -tn "$term" -title "xterm-shots-$$" \
      -e sh -c "$command" &
    xterm_pid=$!
    window="$(timeout 30 xdotool search --sync --name "xterm-shots-$$" | head -n 1)"
    [[ -n "$window" ]] || {
      echo "$0: no xterm window appeared for $background $term" >&2
      exit 1
    }
    # No window manager: the keyboard goes where the pointer is.
    xdotool windowfocus "$window" 2>/dev/null || true
    xdotool mousemove --window "$window" 5 5
    sleep "$settle"
    run_steps "$window" "$out/$name-$background-$term"
    kill "$xterm_pid" 2>/dev/null || true
    wait "$xterm_pid" 2>/dev/null || true
    xterm_pid=""
  done
done
