"""The CPU a run may use before it counts as a hang: a base, plus an allowance linear in the
work the script asks for. A key press costs a part of its own (the change it makes: a row
added, the axis turned, a screen switched) and a part per screen cell (the frame or two it
draws), so `enter*3329` on a 199x126 screen is honest work, not a hang; a loop that never
ends, or a press whose cost grows with the presses before it, still overruns any linear
allowance.
"""

import re

# Measured, not guessed (decision 0681): `measure_budget.py --binary <debug stack-demo>
# --presses 200 --jobs 2` ran every key of generate.DEMO_KEYS on every screen (1M rows) at
# 20x10, 86x118 and 200x100, on the 2-core machine at load 19-23 (where the fuzz runs). The
# worst press per size: 1.19 ms (`n` on chat, 20x10), 4.11 ms (`v` on showcase, 86x118),
# 4.76 ms (`v` on showcase, 200x100); the line through them that covers each is 2.27 ms +
# 181 ns per cell. Both parts are that times a margin of 2, for what a fresh screen does not
# reach (thousands of rows added or hidden, animations in flight) and for the load varying.
MARGIN = 2
SECONDS_PER_PRESS = 2.27e-3 * MARGIN
SECONDS_PER_CELL_PRESS = 181e-9 * MARGIN
DEFAULT_SIZE = (80, 24)

SIZE = re.compile(rb"(\d+)x(\d+)")
REPEAT = re.compile(rb"\*(\d+)")
TOKEN = re.compile(rb"\S+")


def presses(data):
    """Roughly how many inputs a script sends: each word once, `KEY*N` N times, each
    character of a `type` string once."""
    total = 0
    for line in data.split(b"\n"):
        text = line.strip()
        if not text or text.startswith(b"#"):
            continue
        if text.startswith(b"type "):
            total += len(text) - 5
            continue
        for token in TOKEN.findall(text):
            repeat = REPEAT.search(token)
            total += int(repeat.group(1)) if repeat else 1
    return total


def largest_screen(data, args):
    """The most cells the screen has at any point: `--size`, `# size:` and every `resize`."""
    sizes = [DEFAULT_SIZE]
    for position, argument in enumerate(args):
        if argument == "--size" and position + 1 < len(args):
            match = SIZE.fullmatch(args[position + 1].encode())
            if match:
                sizes.append((int(match.group(1)), int(match.group(2))))
    for line in data.split(b"\n"):
        text = line.strip()
        if text.startswith(b"# size:") or text.startswith(b"resize "):
            match = SIZE.search(text)
            if match:
                sizes.append((int(match.group(1)), int(match.group(2))))
    return max(width * height for width, height in sizes)


def cpu_limit(base, data, args):
    """`base` seconds plus the allowance for the script's work (see the module's text)."""
    per_press = SECONDS_PER_PRESS + largest_screen(data, args) * SECONDS_PER_CELL_PRESS
    return base + presses(data) * per_press
