"""Random inputs for the examples (pick, run-stream, tail-follow, two-pane, file-details), run in
a pseudo-terminal: the keys a user types (named keys, letters, mouse reports, resizes), pastes
(bracketed, unterminated, a megabyte without a space), bytes no terminal sends, and what the
example reads: a standard input producer (`yes`, a 1 MB line, invalid UTF-8, escape
sequences), a followed file that grows or rotates, a command whose output and behaviour are
hostile (writes to /dev/tty, ignores SIGTERM, stops itself), a folder of hostile names.

Everything is drawn from a `random.Random` the caller seeds: (seed, index) makes the same case.
Hostile text carries MARKERS: sequences a terminal acts on (a window title, the clipboard) that
the example must never pass to the terminal raw (checked in example_checks.py).
"""

EXAMPLES = ["pick", "run-stream", "tail-follow", "two-pane", "file-details"]

# Sequences a terminal acts on, carried by hostile names, lines and children: none of them
# may reach the terminal raw (the example must show them escaped).
TITLE = b"\x1b]0;FUZZ-TITLE\x07"
CLIPBOARD = b"\x1b]52;c;RlVaWg==\x07"
C1_TITLE = "\u009d0;FUZZ-C1\u009c".encode()
MARKERS = [b"\x1b]0;FUZZ", b"\x1b]52;", b"\xc2\x9d0;FUZZ", b"\x9d0;FUZZ"]
HOSTILE_TEXT = [TITLE, CLIPBOARD, C1_TITLE, b"\xff\xfe bad \xc3", b"\x1b[31mred\x1b[0m",
                b"\x1b[2J\x1b[H", b"\x00nul", b"\x07bell", b"tab\there", b"\xe2\x80\xaeRLO"]

CSI = b"\x1b["
NAMED_KEYS = {
    "up": CSI + b"A", "down": CSI + b"B", "right": CSI + b"C", "left": CSI + b"D",
    "home": CSI + b"H", "end": CSI + b"F", "pgup": CSI + b"5~", "pgdn": CSI + b"6~",
    "delete": CSI + b"3~", "insert": CSI + b"2~", "f1": b"\x1bOP", "f5": CSI + b"15~",
    "shift-up": CSI + b"1;2A", "ctrl-right": CSI + b"1;5C", "enter": b"\r", "tab": b"\t",
    "backtab": CSI + b"Z", "backspace": b"\x7f", "space": b" ", "esc": b"\x1b",
}
# Control keys a user may press; not Ctrl-C, Ctrl-Z, Ctrl-\ (signals: the quit sequence
# tests the way out) nor Ctrl-S/Ctrl-Q (flow control).
CONTROL_KEYS = [bytes([code]) for code in range(1, 27) if code not in (3, 17, 19, 26)]
# Keys the examples act on, drawn more often so cases do something.
EXAMPLE_KEYS = {
    "pick": [bytes([code]) for code in b"abcxyz019 \t"],
    "run-stream": [b"\r", b"k", b"j", b"x", b"G", b"g"],
    "tail-follow": [b"/", b"n", b"N", b"f", b"G", b"g", b"\r", b"a", b"b"],
    "two-pane": [b"\r", b"\t", b"h", b"l", b"j", b"k", b"?"],
    "file-details": [b"j", b"k", b"G", b"g"],
}
# Bytes removed from everything sent: Ctrl-Z (the terminal stops the example; a shell would
# continue it) and Ctrl-\ (SIGQUIT: a core dump asked for). Ctrl-C may come in random bytes:
# the example then ends by SIGINT, as on a terminal, and must restore it.
SUSPENDING = b"\x1a\x1c"
SIZES = [(1, 1), (2, 2), (3, 10), (10, 3), (20, 5), (80, 24), (132, 50), (250, 80), (400, 150)]


def words(rng, count):
    letters = "abcdefghijklmnopqrstuvwxyz0123456789-_."
    return [''.join(rng.choice(letters) for _ in range(rng.randint(1, 12)))
            for _ in range(count)]


def hostile_line(rng):
    """A line of text with one or more hostile pieces among words."""
    pieces = [" ".join(words(rng, rng.randint(0, 4))).encode()]
    for _ in range(rng.randint(1, 3)):
        pieces.append(rng.choice(HOSTILE_TEXT))
        pieces.append(rng.choice([b"", b" ", b"x"]))
    return b"".join(pieces)


def long_line(rng):
    """A line of up to 1 MB without a space (a minified log line)."""
    size = rng.choice([300_000, 1_000_000, rng.randint(1, 5000)])
    return rng.choice([b"a", b"xy", "é".encode(), b"\xff"]) * (size // 2)


def paste(rng):
    """A bracketed paste: short, long, with newlines and hostile bytes, or never terminated."""
    roll = rng.random()
    if roll < 0.3:
        body = " ".join(words(rng, rng.randint(1, 5))).encode()
    elif roll < 0.5:
        body = b"\n".join(hostile_line(rng) for _ in range(rng.randint(1, 4)))
    elif roll < 0.7:
        body = long_line(rng)
    else:
        body = bytes(rng.randrange(256) for _ in range(rng.randint(1, 300)))
    end = b"" if rng.random() < 0.3 else b"\x1b[201~"
    return b"\x1b[200~" + body + end


def mouse(rng, size):
    width, height = size
    button = rng.choice([0, 0, 0, 1, 2, 64, 65, 32, 35])
    x, y = rng.randint(1, max(1, width + 2)), rng.randint(1, max(1, height + 2))
    action = rng.choice([b"M", b"m"])
    return CSI + b"<%d;%d;%d" % (button, x, y) + action


def garbage(rng):
    """Bytes no terminal sends as a key: random bytes, half escape sequences, endless ones."""
    roll = rng.random()
    if roll < 0.3:
        return bytes(rng.randrange(256) for _ in range(rng.randint(1, 64)))
    if roll < 0.5:
        return rng.choice([b"\x1b[", b"\x1b[1;", b"\x1bO", b"\x1b]", b"\x1b[<", b"\x1bP"])
    if roll < 0.65:
        return CSI + b";" * rng.randint(100, 5000) + b"m"
    if roll < 0.8:
        return CSI + b"<" + b"9" * rng.randint(50, 500) + b";1;1M"
    return rng.choice([b"\xff", b"\xc3", b"\xe2\x82", b"\xf0\x9f\x8e", b"\xc0\x80", b"\xed\xa0\x80"])


def key(rng, example):
    roll = rng.random()
    if roll < 0.4:
        return rng.choice(EXAMPLE_KEYS[example])
    if roll < 0.75:
        return NAMED_KEYS[rng.choice(sorted(NAMED_KEYS))]
    if roll < 0.85:
        return rng.choice(CONTROL_KEYS)
    if roll < 0.95:
        return bytes([rng.randint(0x21, 0x7E)])
    return rng.choice(["é", "中", "🎉", "e\u0301"]).encode()


class Step:
    """One thing done to the running example: `send` bytes, `pause` seconds, or `resize` to
    (columns, rows)."""

    def __init__(self, kind, value):
        self.kind = kind
        self.value = value

    def __repr__(self):
        value = self.value[:40] if self.kind == "send" else self.value
        return f"Step({self.kind}, {value!r})"


def steps(rng, example, size, count=None):
    """A run of input: keys, pastes, mouse reports, garbage, resizes and short pauses."""
    count = rng.randint(1, 60) if count is None else count
    result = []
    for _ in range(count):
        roll = rng.random()
        if roll < 0.6:
            data = key(rng, example) * (rng.randint(2, 40) if rng.random() < 0.1 else 1)
            result.append(Step("send", data))
        elif roll < 0.7:
            result.append(Step("send", paste(rng)))
        elif roll < 0.78:
            result.append(Step("send", mouse(rng, size)))
        elif roll < 0.86:
            result.append(Step("send", garbage(rng)))
        elif roll < 0.92:
            size = rng.choice(SIZES)
            result.append(Step("resize", size))
        else:
            result.append(Step("pause", rng.choice([0.01, 0.05, 0.2, 0.6])))
    return result


def without(steps_list, forbidden):
    """`steps_list` with the bytes in `forbidden` removed from everything sent (two-pane's `d`,
    which deletes a file after a confirmation)."""
    table = bytes.maketrans(b"", b"")
    result = []
    for step in steps_list:
        if step.kind == "send":
            step = Step("send", step.value.translate(table, forbidden))
        result.append(step)
    return result


# Standard input producers (shell commands) for pick and tail-follow without a file.
PRODUCERS = [
    "yes",
    "yes 'a line of text'",
    "head -c 1000000 /dev/zero | tr '\\0' a; echo",
    "head -c 10000000 /dev/zero | tr '\\0' b",
    "printf 'one\\ntwo\\nthree\\n'",
    "printf 'bad \\377\\376 \\033]0;FUZZ-TITLE\\007 \\033]52;c;RlVaWg==\\007\\n\\302\\2350;FUZZ-C1\\302\\234\\n'",
    "head -c 200000 /dev/urandom",
    "seq 1 200000",
    "while :; do echo tick; sleep 0.01; done",
    ":",
    "printf 'no newline at the end'",
    "printf 'crlf\\r\\nlines\\r\\n'",
]

# Commands for run-stream: hostile children.
CHILDREN = [
    "yes",
    "head -c 1000000 /dev/zero | tr '\\0' a; echo",
    "printf '\\033]0;FUZZ-TITLE\\007' > /dev/tty; echo wrote to tty",
    "printf '\\033]52;c;RlVaWg==\\007' >/dev/tty 2>&1; printf '\\033]0;FUZZ-TITLE\\007'; echo",
    "trap '' TERM HUP INT; while :; do echo still here; sleep 0.05; done",
    "trap '' TERM; sleep 1000",
    "printf 'bad \\377\\376\\n\\302\\2350;FUZZ-C1\\302\\234\\n' >&2; exit 3",
    "head -c 100000 /dev/urandom",
    "seq 1 300000",
    "kill -STOP $$; echo continued",
    "exec 1>&-; sleep 2",
    "sleep 1000 & yes | head -c 5000000",
    "echo out; echo err >&2; exit 0",
    "exit 127",
    "cat",
    "read line < /dev/tty; echo got $line",
]

# What a followed file holds, and what happens to it while tail-follow runs.
FILE_CONTENTS = ["lines", "hostile", "long", "random", "empty", "crlf"]
FILE_CHANGES = ["none", "append", "grow-fast", "truncate", "rotate", "remove", "chmod"]


def file_content(rng, kind):
    if kind == "lines":
        return b"".join(b"line %d %s\n" % (index, " ".join(words(rng, 3)).encode())
                        for index in range(rng.randint(1, 5000)))
    if kind == "hostile":
        return b"".join(hostile_line(rng) + b"\n" for _ in range(rng.randint(1, 50)))
    if kind == "long":
        return long_line(rng) + b"\n" + b"after\n"
    if kind == "random":
        return bytes(rng.randrange(256) for _ in range(rng.randint(1, 100_000)))
    if kind == "crlf":
        return b"one\r\ntwo\r\n\r\nthree"
    return b""


def hostile_name(rng):
    """A file name: ordinary, or with bytes that are not UTF-8, a line feed, an escape
    sequence, a bidirectional override, 255 bytes."""
    roll = rng.random()
    if roll < 0.4:
        return "-".join(words(rng, rng.randint(1, 3))).encode()
    choices = [
        b"bad-\xff\xfe", b"two\nlines", TITLE, CLIPBOARD, C1_TITLE, b"\xe2\x80\xaeevil.txt",
        b"x" * 255, "é".encode() * 127, b"tab\tname", b"\x1b[2Jclear", b"back\\slash",
        b" leading space", b"-dash", b"\r", b"\x7f",
    ]
    name = rng.choice(choices) + (b"%d" % rng.randrange(1000) if rng.random() < 0.5 else b"")
    return name[:255]


class Folder:
    """A folder to make for two-pane or file-details: entries of (name, kind, payload); kind is
    "file" (payload: bytes), "folder", "link" (payload: target), "fifo"."""

    def __init__(self, entries):
        self.entries = entries


def folder(rng):
    count = rng.choice([0, 1, 5, 50, 300, rng.randint(1, 3000)])
    entries = {}
    for _ in range(count):
        name = hostile_name(rng)
        if name in (b".", b"..") or not name or b"/" in name or b"\x00" in name:
            continue
        roll = rng.random()
        if roll < 0.7:
            content = rng.choice([b"", b"x", b"text\n", b"\x7fELF\x02\x01", TITLE * 3,
                                  b"#!/bin/sh\n", bytes(range(256))])
            if rng.random() < 0.02:
                content = long_line(rng)
            entries[name] = ("file", content)
        elif roll < 0.85:
            entries[name] = ("folder", None)
        elif roll < 0.95:
            target = rng.choice([b"/dev/zero", b"/nonexistent", name, b"..", b"/proc/self/fd/0"])
            entries[name] = ("link", target)
        else:
            entries[name] = ("fifo", None)
    return Folder(sorted(entries.items()))


class ExampleCase:
    """One case for an example: its arguments (with {DIR} for the case's folder, {FILE} for its
    file), standard input (a producer command or None for the terminal), a folder or file to
    make, a file change while it runs, the first window size and the input steps."""

    def __init__(self, example, index):
        self.example = example
        self.index = index
        self.args = []
        self.producer = None
        self.folder = None
        self.file = None
        self.change = "none"
        self.size = (80, 24)
        self.steps = []
        self.stdout_pipe = False


def make(example, seed, index):
    import random
    rng = random.Random(f"stack-example-fuzz:{example}:{seed}:{index}")
    case = ExampleCase(example, index)
    case.size = rng.choice(SIZES[3:] + [(80, 24)] * 4)
    if example == "pick":
        case.producer = rng.choice(PRODUCERS)
        options = [["--full-screen"], ["--exact"], ["--multi"], ["--height", "5"],
                   ["--height", "1"], ["--height", "1000"], ["--max-lines", "100"]]
        for option in options:
            if rng.random() < 0.2:
                case.args += option
        case.stdout_pipe = rng.random() < 0.7
    elif example == "run-stream":
        if rng.random() < 0.2:
            case.args += ["--max-lines", rng.choice(["1", "100", "10000"])]
        case.args += ["--", "sh", "-c", rng.choice(CHILDREN)]
    elif example == "tail-follow":
        if rng.random() < 0.2:
            case.args += ["--max-lines", rng.choice(["1", "100", "10000"])]
        if rng.random() < 0.2:
            case.producer = rng.choice(PRODUCERS)
        else:
            case.file = file_content(rng, rng.choice(FILE_CONTENTS))
            case.change = rng.choice(FILE_CHANGES)
            case.args.append("{FILE}")
    else:
        case.folder = folder(rng)
        case.args.append("{DIR}")
    case.steps = without(steps(rng, example, case.size), SUSPENDING)
    if example == "two-pane":
        case.steps = without(case.steps, b"d")
    return case
