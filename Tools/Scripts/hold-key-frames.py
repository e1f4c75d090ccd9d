"""Hold a key at 30 presses a second and check every frame (issue 30): proc-top's table, the
demo's checkout form and the table of its widget gallery (`w`), each in a tmux pane (80x24, xterm-256color). A key is sent every 1/30 s
for SECONDS (proc-top: Down 150 times, then Up; the form: Down, Up, Tab and Shift-Tab 7 times
each, over and over), and the pane is captured (with its colours) just before the next key:
one frame per key. Each frame is checked:

- no raw control bytes in the text, and no escape sequence but colours (SGR) in the capture;
- no line wider than the pane, and the pane's 24 lines;
- exactly one highlighted row (proc-top, the gallery's table: the selection colour, 48;5;25),
  or one focused control (the form: one `›`);
- the header and the footer present on every frame (proc-top: ` proc-top ` and `q ^C quit`;
  the form: its title and the demo's own status line);
- every table row whole (proc-top: pid, user, CPU%, memory, state; the gallery: size and
  kind at the end) — a torn row fails.

    python3 -B Tools/Scripts/hold-key-frames.py PROC_TOP STACK_DEMO [SECONDS] [RATE]

Prints one line per target (frames, keys per second achieved, failures) and the first failing
frames; exits 1 when a frame fails.
"""

import os
import re
import subprocess
import sys
import time
import unicodedata

WIDTH, HEIGHT = 80, 24
SGR = re.compile(r"\x1b\[[0-9;:]*m")
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
TABLE_ROW = re.compile(r"^ +\d+ \S+ +\d+\.\d +\d+\.\dM [A-Za-z] ")


def tmux(*args, check=True):
    return subprocess.run(["tmux", *args], capture_output=True, text=True, check=check).stdout


def width(text):
    return sum(
        2 if unicodedata.east_asian_width(c) in "WF" else 0 if unicodedata.combining(c) else 1
        for c in text
    )


class Control:
    """One tmux client in control mode (`tmux -C`), attached to a quiet session of its own: the
    commands of the run go through it, with no process started per key or capture."""

    def __init__(self):
        self.session = f"hold-{os.getpid()}-control"
        tmux("new-session", "-d", "-s", self.session, "sleep 3600")
        self.client = subprocess.Popen(
            ["tmux", "-C", "attach", "-t", self.session],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        # The attach answers with a block of its own first: read up to a marker's.
        self.client.stdin.write(b"display-message -p hold-sync\n")
        self.client.stdin.flush()
        while self.read_block() != ["hold-sync"]:
            pass

    def run(self, command):
        """The output lines of `command` (between its %begin and %end)."""
        self.client.stdin.write(command.encode() + b"\n")
        self.client.stdin.flush()
        return self.read_block()

    def read_block(self):
        lines, inside = [], False
        while True:
            line = self.client.stdout.readline()
            if not line:
                raise RuntimeError("the tmux control client ended")
            text = line.decode("utf-8", "replace").rstrip("\n")
            if text.startswith("%begin"):
                inside, lines = True, []
            elif text.startswith("%end") or text.startswith("%error"):
                if inside:
                    return lines
            elif inside:
                lines.append(text)

    def close(self):
        self.client.stdin.close()
        self.client.wait()
        tmux("kill-session", "-t", self.session, check=False)


class Pane:
    def __init__(self, control, name, command):
        self.control = control
        self.name = f"hold-{os.getpid()}-{name}"
        env = "TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8"
        tmux("new-session", "-d", "-s", self.name, "-x", str(WIDTH), "-y", str(HEIGHT),
             f"{env} exec {command}")

    def send(self, *keys):
        self.control.run(f"send-keys -t {self.name} " + " ".join(keys))

    def capture(self):
        coloured = self.control.run(f"capture-pane -p -e -t {self.name}")[:HEIGHT]
        return [SGR.sub("", line).rstrip(" ") for line in coloured], coloured

    def wait_for(self, text, limit_s=60):
        deadline = time.monotonic() + limit_s
        while time.monotonic() < deadline:
            if any(text in line for line in self.capture()[0]):
                return
            time.sleep(0.1)
        raise RuntimeError(f"{self.name}: {text!r} not shown in {limit_s} s")

    def kill(self):
        tmux("kill-session", "-t", self.name, check=False)


def common_problems(plain, coloured):
    problems = []
    if len(plain) != HEIGHT:
        problems.append(f"{len(plain)} lines")
    for number, line in enumerate(plain):
        if CONTROL.search(line):
            problems.append(f"line {number}: raw control byte {CONTROL.search(line).group()!r}")
        if width(line) > WIDTH:
            problems.append(f"line {number}: {width(line)} columns")
    for number, line in enumerate(coloured):
        rest = SGR.sub("", line)
        if "\x1b" in rest:
            problems.append(f"line {number}: an escape sequence that is not a colour")
    return problems


def proc_top_problems(plain, coloured):
    if len(plain) < HEIGHT:
        return [f"a capture of {len(plain)} lines, not {HEIGHT}"]
    problems = common_problems(plain, coloured)
    if not plain[0].startswith(" proc-top "):
        problems.append("no header")
    if "q ^C quit" not in plain[-1]:
        problems.append("no footer")
    selected = [n for n, line in enumerate(coloured) if "48;5;25m" in line]
    if len(selected) != 1:
        problems.append(f"{len(selected)} highlighted rows {selected}")
    # The table's rows end at the children tree's divider (the tree is under the table).
    divider = next((n for n, line in enumerate(plain) if line.startswith("── Children")), None)
    if divider is None:
        problems.append("no divider above the children tree")
    for number in range(2, divider or HEIGHT - 1):
        row = plain[number][:50]
        if row.strip() and not TABLE_ROW.match(plain[number]):
            problems.append(f"line {number}: torn row {row!r}")
    return problems


def form_problems(plain, coloured):
    problems = common_problems(plain, coloured)
    text = "\n".join(plain)
    if "Checkout — Total:" not in text:
        problems.append("no form title")
    if not plain[-1].strip():
        problems.append("no status line")
    focused = sum(1 for line in plain if re.match(r"^ *› ", line))
    if focused != 1:
        problems.append(f"{focused} focused controls")
    return problems


def highlighted(plain, coloured):
    """What is highlighted: proc-top's selected line, or the form's focused control."""
    for number, line in enumerate(plain):
        if re.match(r"^ *› ", line):
            return number
    # The last one: tab bars above a table show their tab in the same colour.
    for number in reversed(range(len(coloured))):
        if "48;5;25m" in coloured[number]:
            return number, plain[number].split()[:2]
    return None


GALLERY_ROW = re.compile(r"\S +\d+ (swift|md|txt|json) *$")


def gallery_problems(plain, coloured):
    problems = common_problems(plain, coloured)
    if not any("Widgets — esc" in line for line in plain):
        problems.append("no gallery title")
    # The gallery's footer, above the demo's status line (at 80 columns its last item, esc
    # back, does not fit).
    if "move the selection" not in plain[-2]:
        problems.append("no footer")
    rows = [n for n, line in enumerate(plain) if GALLERY_ROW.search(line)]
    if len(rows) < 5:
        problems.append(f"{len(rows)} whole table rows")
    selected = [n for n in rows if "48;5;25m" in coloured[n]]
    if len(selected) != 1:
        problems.append(f"{len(selected)} highlighted rows {selected}")
    return problems


def hold(pane, pattern, seconds, rate, check):
    """Sends the keys of `pattern` ((key, count) pairs, repeated) at `rate` a second for
    `seconds`, one capture a key; counts the frames whose highlight moved (keys took effect)."""
    keys = [key for key, count in pattern for _ in range(count)]
    frames, failures, moves, last = 0, [], 0, None
    start = time.monotonic()
    for sent in range(1, int(seconds * rate) + 1):
        key = keys[(sent - 1) % len(keys)]
        pane.send(key)
        time.sleep(max(0.0, start + sent / rate - time.monotonic() - 0.004))
        plain, coloured = pane.capture()
        frames += 1
        now = highlighted(plain, coloured)
        moves += now != last
        last = now
        problems = check(plain, coloured)
        if problems:
            failures.append((frames, key, problems, plain))
    return frames, frames / (time.monotonic() - start), moves, failures


def report(name, frames, achieved, moves, failures):
    print(
        f"{name}: {frames} frames, {achieved:.1f} keys/s, highlight moved in {moves}, "
        f"{len(failures)} failing frames")
    for frame, key, problems, plain in failures[:3]:
        print(f"  frame {frame} after {key}: {'; '.join(problems[:5])}")
        print("    " + "\n    ".join(plain))


def main():
    proc_top, demo = sys.argv[1], sys.argv[2]
    seconds = float(sys.argv[3]) if len(sys.argv) > 3 else 10
    rate = float(sys.argv[4]) if len(sys.argv) > 4 else 30
    control = Control()

    def proc_top_ready(pane):
        pane.wait_for("q ^C quit")
        time.sleep(1.2)  # The first refresh with CPU figures.

    def form_ready(pane):
        pane.wait_for("Total: $213")
        pane.send("G")
        pane.send("Enter")
        pane.wait_for("› Name")

    def gallery_ready(pane):
        pane.wait_for("Total: $213")
        pane.send("w")
        pane.wait_for("Widgets — esc")

    runs = [
        ("proc-top", proc_top, proc_top_ready, [("Down", 150), ("Up", 150)], proc_top_problems,
         "proc-top (Down x150, Up x150)"),
        ("form", f"{demo} --screen checkout", form_ready,
         [("Down", 7), ("Up", 7), ("Tab", 7), ("BTab", 7)], form_problems,
         "checkout form (Down, Up, Tab, Shift-Tab x7 each)"),
        ("gallery", f"{demo} --screen checkout", gallery_ready, [("Down", 40), ("Up", 40)],
         gallery_problems, "demo gallery table (Down x40, Up x40)"),
    ]
    failed = False
    try:
        for name, command, ready, keys, problems, label in runs:
            pane = Pane(control, name, command)
            try:
                ready(pane)
                result = hold(pane, keys, seconds, rate, problems)
                report(label, *result)
                failed |= bool(result[3])
            finally:
                pane.kill()
    finally:
        control.close()
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
