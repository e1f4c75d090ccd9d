#!/usr/bin/env bash
# README.md's "Your first interactive app", followed literally: in an empty folder beside a
# link called StackTUI to this checkout (the README's `../StackTUI`), runs the README's
# shell steps (the block marked `<!-- first-app: create -->`), pastes every block marked
# `<!-- first-app: PATH -->` into PATH verbatim, builds the package with its tests, runs its
# test (`swift test`), and runs the app in tmux: the rows show, ↓ Enter picks the second row,
# q quits. Prints each step's time and the total. Not part of Scripts/test.sh (a clean build
# of a new package takes minutes); FirstAppReadmeTests checks in a second that the README's
# files are the example's. Usage: Scripts/check-readme-app.sh [--keep] (--keep leaves the
# folder, named on the first line).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
keep=false
[[ "${1:-}" == "--keep" ]] && keep=true

work="$(mktemp -d /tmp/stacktui-readme-app.XXXXXX)"
socket="stacktui-readme-$$"
cleanup() {
  tmux -L "$socket" kill-server 2>/dev/null || true
  if ! "$keep"; then rm -rf "$work"; fi
}
trap cleanup EXIT
ln -s "$root" "$work/StackTUI"
echo "check-readme-app: in $work"

start=$SECONDS
step_start=$SECONDS
step() {
  printf 'check-readme-app: %-34s %d s\n' "$1" "$((SECONDS - step_start))"
  step_start=$SECONDS
}
fail() {
  echo "check-readme-app: FAILED: $*" >&2
  exit 1
}

# The block after `<!-- first-app: NAME -->`, verbatim.
block() {
  awk -v marker="<!-- first-app: $1 -->" '
    $0 == marker { found = 1; next }
    found == 1 && /^```/ { found = 2; next }
    found == 2 && $0 == "```" { exit }
    found == 2 { print }' "$root/README.md"
}

steps="$(block create)"
[[ -n "$steps" ]] || fail "README.md has no block marked <!-- first-app: create -->"
(cd "$work" && bash -euo pipefail -c "$steps") >"$work/create.log" 2>&1 ||
  fail "the README's steps failed: $(cat "$work/create.log")"
app="$work/MyStackApp"
[[ -d "$app" ]] || fail "the README's steps made no MyStackApp folder"
step "create (swift package init)"

pasted=0
while IFS= read -r path; do
  [[ "$path" == create ]] && continue
  mkdir -p "$(dirname "$app/$path")"
  block "$path" >"$app/$path"
  pasted=$((pasted + 1))
done < <(sed -n 's/^<!-- first-app: \(.*\) -->$/\1/p' "$root/README.md")
[[ "$pasted" -ge 4 ]] || fail "only $pasted files pasted"

(cd "$app" && swift build --build-tests) >"$work/build.log" 2>&1 ||
  fail "the package does not build:
$(grep -E -A4 'error:' "$work/build.log" || tail -30 "$work/build.log")"
step "build with tests ($pasted files pasted)"

(cd "$app" && swift test --skip-build --disable-xctest) >"$work/test.log" 2>&1 ||
  fail "its test fails: $(tail -30 "$work/test.log")"
grep -q 'Test run with 1 test' "$work/test.log" || fail "the test did not run: $(tail "$work/test.log")"
step "swift test"

# The app in a real terminal: its rows, then ↓ Enter picks row 2, then q leaves the shell's
# pane with the program's exit status.
binary="$(cd "$app" && swift build --show-bin-path)/MyStackApp"
tmux -L "$socket" -f /dev/null new-session -d -x 60 -y 12 \
  "LC_ALL=C.UTF-8 TERM=tmux-256color '$binary'; echo \"exit \$?\"; sleep 60"
# Waits (a generous ceiling: only a hang reaches it) until the pane shows $1.
wait_for() {
  local deadline=$((SECONDS + 120))
  until tmux -L "$socket" capture-pane -p | grep -qF "$1"; do
    ((SECONDS < deadline)) || fail "the screen never showed '$1':
$(tmux -L "$socket" capture-pane -p)"
    sleep 0.1
  done
}
wait_for "Hello, row 1"
wait_for "q quit"
tmux -L "$socket" send-keys Down Enter
wait_for "You picked Hello, row 2."
tmux -L "$socket" send-keys q
wait_for "exit 0"
step "run in tmux (↓ Enter, q)"
echo "check-readme-app: PASSED in $((SECONDS - start)) s"
