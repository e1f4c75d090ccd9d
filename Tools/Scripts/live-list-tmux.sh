#!/usr/bin/env bash
# The demo's list in live mode (`m`: an identified list applied as a state, one row moving
# every second) while Down is held: in every captured frame, the row the status line names
# ("live: Row N selected") is the one drawn highlighted (reverse video), and no other is.
#
#   Tools/Scripts/live-list-tmux.sh [seconds]      # default 8; STACK_DEMO=path picks the binary
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${STACK_DEMO:-.build/debug/stack-demo}
[ -x "$bin" ] || swift build --product stack-demo
exec python3 - "$bin" "${1:-8}" <<'PY'
import os, re, subprocess, sys, time

binary, seconds = sys.argv[1], float(sys.argv[2])
session = f"live-list-{os.getpid()}"

def tmux(*args):
    return subprocess.run(["tmux", *args], check=True, capture_output=True, text=True).stdout

def capture():
    return tmux("capture-pane", "-e", "-p", "-t", session)

def plain(text):
    return re.sub(r"\x1b\[[0-9;]*m", "", text)

def wait_for(needle, ceiling=60):
    end = time.time() + ceiling
    while time.time() < end:
        if needle in plain(capture()):
            return
        time.sleep(0.1)
    sys.exit(f"timed out waiting for {needle!r}")

def highlighted_rows(line):
    """The numbers of the `Row N:` texts drawn in reverse video on this line."""
    rows, reverse, i = [], False, 0
    while i < len(line):
        m = re.match(r"\x1b\[([0-9;]*)m", line[i:])
        if m:
            params = [p for p in m.group(1).split(";") if p != ""] or ["0"]
            for p in params:
                if p == "7": reverse = True
                elif p in ("0", "27"): reverse = False
            i += m.end()
            continue
        r = re.match(r"Row (\d+):", line[i:])
        if r and reverse:
            rows.append(int(r.group(1)))
        i += 1
    return rows

tmux("new-session", "-d", "-s", session, "-x", "90", "-y", "24",
     f"{binary} --screen list --rows 1000")
try:
    wait_for("Row 1:")
    tmux("send-keys", "-t", session, "m")
    wait_for("live: ")
    frames = bad = 0
    moves = set()
    end = time.time() + seconds
    while time.time() < end:
        tmux("send-keys", "-t", session, "Down")
        time.sleep(0.05)
        screen = capture()
        lines = screen.rstrip("\n").split("\n")
        status = re.search(r"live: Row (\d+) selected, (\d+) moves", plain(lines[-1]))
        if not status:
            continue
        frames += 1
        moves.add(int(status.group(2)))
        named = int(status.group(1))
        lit = [n for line in lines[:-1] for n in highlighted_rows(line)]
        if lit != [named]:
            bad += 1
            print(f"frame {frames}: status names Row {named}, highlighted {lit}")
    print(f"{frames} frames captured, {len(moves)} distinct move counts "
          f"({min(moves, default=0)}..{max(moves, default=0)}), {bad} frames where the "
          f"highlighted row is not the one the status line names")
    sys.exit(1 if bad or frames == 0 or len(moves) < 2 else 0)
finally:
    subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)
PY
