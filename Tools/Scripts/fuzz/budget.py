"""The CPU a run may use before it counts as a hang: a base, plus an allowance linear in the
work the script asks for. Every key press may draw a frame or two (a tap draws its
highlight, then the release), and a frame costs in proportion to the screen's cells, so
`enter*3329` on a 199x126 screen is honest work, not a hang; a loop that never ends still
overruns any linear allowance.
"""

import re

# CPU per cell per key press: two frames per press at about 50 ns per cell each in a debug
# build (measured: `enter*3329` at 199x126 took 10.8 s, 65 ns per cell-frame), with room.
SECONDS_PER_CELL_PRESS = 200e-9
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
    return base + presses(data) * largest_screen(data, args) * SECONDS_PER_CELL_PRESS
