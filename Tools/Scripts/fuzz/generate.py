"""Random `.keys` scripts that are valid by construction, and random command-line options.

Everything is drawn from a `random.Random` the caller seeds, so a case is reproducible from
(seed, index). A generated script may also get one deliberate mistake (`case.broken`); a
script without one must never be rejected as a script error (exit 2).
"""

SCREENS = ["showcase", "checkout", "goal", "chat", "list"]
ROWS = [0, 1, 2, 5, 1000, 1_000_000]
NAMED_KEYS = [
    "up", "down", "left", "right", "pgup", "pgdn", "home", "end", "enter", "space", "tab",
    "backtab", "esc", "backspace", "delete", "insert",
]
FUNCTION_KEYS = [f"f{n}" for n in range(1, 13)]
CONTROL_KEYS = [f"ctrl-{chr(c)}" for c in range(ord("a"), ord("z") + 1)]
# One printable character each (`#` and `"` can only be typed).
ASCII_KEYS = [chr(c) for c in range(0x21, 0x7F) if chr(c) not in '#"']
# Keys the demo acts on, drawn more often so scripts do something.
DEMO_KEYS = [
    "j", "k", "g", "G", "h", "l", "+", "a", "d", "K", "J", "x", "X", "v", "n", "f", "e", "?",
    "enter", "space", "tab", "backtab", "pgup", "pgdn", "home", "end", "up", "down", "left",
    "right", "delete", "ctrl-f", "ctrl-b",
]
# Characters beyond ASCII: precomposed, decomposed (several scalars, one character), wide,
# emoji with modifiers and flags, a no-break space, and a lone combining mark (a key of its
# own when written after a space: the recorder writes exactly that for a decomposed "é").
UNICODE_KEYS = [
    "é", "e\u0301", "ß", "Ω", "中", "ｱ", "🎉", "👍🏽", "🇫🇷", "\u00a0", "a\u20dd",
]
# Lone combining marks: a key of their own after a space, or the first character of a text.
# Only some scripts use them, so that one known failure does not hide the others.
MARKS = ["\u0301", "\u0308", "\u20dd"]
TEXT_CHARACTERS = ASCII_KEYS + ["#", '"', " ", "é", "中", "🎉", "e\u0301", "ß", "Ω"]


class Script:
    """A generated script: its text, whether it has a deliberate error, and its options."""

    def __init__(self, text, broken, args):
        self.text = text
        self.broken = broken
        self.args = args


def size_value(rng, limit=200):
    """A dimension, with the edges (1, 2, 3, the limit) drawn often, rarely 1000."""
    roll = rng.random()
    if roll < 0.15:
        return rng.choice([1, 2, 3])
    if roll < 0.25:
        return limit
    if roll < 0.26:
        return 1000
    return rng.randint(1, limit)


def quoted(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


ERRORS = [
    "dwon", "PgUp", "ctrl-A", "f13", "j*0", "j*10001", "j*", "*3", "resize 0x5",
    "resize 1001x1", "resize 40", "click 1", "wheel sideways", "wheel down 0",
    'type "abc', 'type "a\\n"', "type", 'expect ""', "expect-not", "snapshot bad/name",
    "j resize 4x4", '"stray string"', "snapshot dup\nsnapshot dup", "escape", "C-x",
    "# screen: nowhere", "resize 12x", "click -1 0", "wheel up 1001", "j*99999999999",
    "wait", "wait 120", "wait 2sec", "wait 1.5ms", "wait 61s", "wait .5s", "wait 1 s",
]


# Screen cells drawn over a whole script (keys × cells per screen): the demo must do work
# proportional to what is visible, so within this budget (1-2 s of CPU at 5-12 ns a cell)
# any run over the CPU limit is a defect. Large repeat counts are cut to fit it, so a
# 1000x1000 screen gets about 200 keys and 80x24 a hundred thousand.
CELL_BUDGET = 200_000_000


class Generator:
    """Draws one script. `heavy`: may repeat a key up to 10,000 times; `marks`: may use lone
    combining marks (as keys after a space, or at the start of a typed text)."""

    def __init__(self, rng):
        self.rng = rng
        self.heavy = rng.random() < 0.05
        self.marks = rng.random() < 0.05
        self.cells = 80 * 24  # of the current screen
        self.drawn = 0  # cells drawn so far, counting one screen per key

    def spend(self, keys):
        """`keys` presses, fewer if they would draw more than the budget allows (at least 1)."""
        keys = max(1, min(keys, (CELL_BUDGET - self.drawn) // self.cells))
        self.drawn += keys * self.cells
        return keys

    def repeat_count(self):
        roll = self.rng.random()
        if self.heavy and roll < 0.1:
            return self.rng.randint(500, 10_000)
        if roll < 0.03:
            return self.rng.randint(21, 500)
        return self.rng.randint(1, 20)

    def key_name(self):
        rng = self.rng
        roll = rng.random()
        if roll < 0.55:
            return rng.choice(DEMO_KEYS)
        if roll < 0.65:
            return rng.choice(NAMED_KEYS)
        if roll < 0.72:
            return rng.choice(FUNCTION_KEYS)
        if roll < 0.80:
            return rng.choice(CONTROL_KEYS)
        if roll < 0.94:
            return rng.choice(ASCII_KEYS)
        if self.marks and roll < 0.97:
            return rng.choice(MARKS)
        return rng.choice(UNICODE_KEYS)

    def text(self, longest=30):
        rng = self.rng
        length = rng.randint(1, longest if rng.random() < 0.95 else 500)
        characters = [rng.choice(TEXT_CHARACTERS) for _ in range(length)]
        if self.marks and rng.random() < 0.3:
            characters.insert(0, rng.choice(MARKS))
        return "".join(characters)

    def key_line(self):
        rng = self.rng
        if rng.random() < 0.05:  # a line of paging only (checked: it pages one way)
            key = rng.choice(["pgdn", "pgup"])
            return " ".join(key + rng.choice(["", f"*{rng.randint(2, 5)}"])
                            for _ in range(rng.randint(1, 3)))
        tokens = []
        for _ in range(rng.randint(1, 8)):
            name = self.key_name()
            if name in ("q", "esc") and rng.random() < 0.9:
                name = "j"  # quitting ends the run; keep it rare
            if rng.random() < 0.25 and name not in MARKS:
                name += f"*{self.spend(self.repeat_count())}"
            else:
                self.spend(1)
            tokens.append(name)
        if rng.random() < 0.1:
            tokens.append("type " + quoted(self.text()))
        return rng.choice([" ", " ", " ", "  ", "\t"]).join(tokens)

    def error_line(self, size):
        rng = self.rng
        if rng.random() < 0.2:
            return f"click {size[0] + rng.randint(0, 5)} {rng.randint(0, size[1] - 1)}"
        if rng.random() < 0.1:
            return "x" * rng.randint(100, 4000) + " j"
        return rng.choice(ERRORS)

    def script(self):
        """A script valid by construction (unless `broken`), with command-line options."""
        rng = self.rng
        lines = []
        directives = {}
        if rng.random() < 0.5:
            lines.append("# A generated fuzz script.")
        if rng.random() < 0.5:
            directives["screen"] = rng.choice(SCREENS)
        if rng.random() < 0.4:
            directives["rows"] = str(rng.choice(ROWS))
        if rng.random() < 0.3:
            directives["size"] = f"{size_value(rng)}x{size_value(rng)}"
        for name, value in directives.items():
            lines.append(f"# {name}: {value}")
        args = common_options(rng)
        size = (80, 24)
        if "size" in directives:
            size = tuple(int(part) for part in directives["size"].split("x"))
        if "--size" in args:
            size = tuple(int(part) for part in args[args.index("--size") + 1].split("x"))
        self.cells = size[0] * size[1]
        error_at = rng.randint(0, 40) if rng.random() < 0.1 else -1
        broken = False
        snapshots = 0
        for number in range(rng.randint(1, 40)):
            if number == error_at:
                lines.append(self.error_line(size))
                broken = True
            roll = rng.random()
            if roll < 0.55:
                lines.append(self.key_line())
            elif roll < 0.70:
                size = (size_value(rng), size_value(rng))
                self.cells = size[0] * size[1]
                lines.append(f"resize {size[0]}x{size[1]}")
            elif roll < 0.80:
                lines.append(f"click {rng.randrange(size[0])} {rng.randrange(size[1])}")
            elif roll < 0.88:
                notches = rng.randint(1, 5) if rng.random() < 0.9 else rng.randint(6, 1000)
                notches = min(1000, self.spend(notches))
                step = f"wheel {rng.choice(['up', 'down'])}"
                lines.append(step + (f" {notches}" if rng.random() < 0.7 else ""))
            elif roll < 0.91:  # mostly passing, so that most scripts run to the end
                if rng.random() < 0.7:
                    lines.append(f"expect-not {quoted(self.text(12) + 'ZQ')}")
                else:
                    command = rng.choice(["expect", "expect-not"])
                    text = rng.choice(["row", "Row 1", "showcase", "│", "tapped"])
                    lines.append(f"{command} {quoted(text)}")
            elif roll < 0.94 and snapshots < 4:
                snapshots += 1
                lines.append(f"snapshot s{snapshots}")
            elif roll < 0.955:
                wait = rng.choice(["0ms", "16ms", "120ms", "1s", "0.25s", "1.5s"])
                lines.append(f"wait {wait}")
            elif roll < 0.97:
                lines.append("# a comment " + self.text(10))
            else:
                lines.append("")
        if rng.random() < 0.05:
            lines.append(rng.choice(["q", "esc", "j q j"]))
        if rng.random() < 0.05:
            lines.append(f"expect {quoted(self.text(2000))}")
        newline = "\r\n" if rng.random() < 0.05 else "\n"
        text = newline.join(lines) + (newline if rng.random() < 0.9 else "")
        return Script(text, broken, args)


def common_options(rng):
    """`--screen`, `--rows`, `--size`, `--no-color`, `--dump` (not `--events`: the runner
    adds it, because it owns the file)."""
    args = []
    if rng.random() < 0.5:
        args += ["--screen", rng.choice(SCREENS)]
    if rng.random() < 0.5:
        args += ["--rows", str(rng.choice(ROWS))]
    if rng.random() < 0.3:
        args += ["--size", f"{size_value(rng)}x{size_value(rng)}"]
    if rng.random() < 0.15:
        args += ["--no-color"]
    if rng.random() < 0.3:
        args += ["--dump", rng.choice(["final", "each"])]
    return args
