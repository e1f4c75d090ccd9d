"""Mutated and random script files: bytes a hostile or broken `.keys` file may hold.

Seeds are the tours (demo/*.keys), the parity fixtures (Tests/StackDemoTests/Fixtures/*.keys) and
freshly generated scripts. Every mutation keeps the file at most `MAX_BYTES`.
"""

MAX_BYTES = 64 * 1024

INVALID_UTF8 = [
    b"\xff", b"\xfe", b"\x9b", b"\xc3", b"\xe9", b"\x80", b"\xc0\xaf", b"\xe0\x80\xaf",
    b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xf0\x9f\x8e", b"\xc3\x28",
]
CONTROL_SEQUENCES = [
    b"\x1b]0;PWNED\x07",  # retitles the terminal
    b"\x1b]52;c;UFdORUQ=\x07",  # writes the clipboard
    b"\x1b[2J\x1b[H",
    b"\x1b[31m",
    b"\x1bP+q544e\x1b\\",
    b"\x1b",
    b"\x07",
    b"\x00",
    b"\x08",
    b"\x7f",
    b"\xc2\x9b31m",  # C1 CSI as UTF-8
    b"\xc2\x9d0;PWNED\xc2\x9c",  # C1 OSC ... ST as UTF-8
    b"\x9b31m",  # raw 8-bit CSI
]
COMBINING = ["\u0301", "\u0308", "\u20dd", "\u0338", "\u200d", "\ufe0f", "\U0001f3fd"]
LINE_BREAKS = [b"\r", b"\x0b", b"\x0c", "\u2028".encode(), "\u2029".encode(),
               "\u0085".encode(), b"\r\n", b"\n", b"\x1c", b"\x1d", b"\x1e"]
TOKENS = [
    b"down", b"j", b"type", b"resize", b"click", b"wheel", b"expect", b"expect-not",
    b"snapshot", b"wait", b"ms", b"1.5s", b'"', b"#", b"*", b"x", b"\\", b"\t", b" ", b"ctrl-", b"f1", b"up", b"# screen:",
    b"# rows:", b"# size:", b"9999999999", b"-1", b"0", b"1000", b"1001", b"10000", b"10001",
]


def insertion_point(rng, data):
    """Mostly right after a space or a line break (a token boundary), else anywhere."""
    if data and rng.random() < 0.6:
        for _ in range(8):
            position = rng.randrange(len(data))
            if data[position] in b" \n\t":
                return position + 1
    return rng.randrange(len(data) + 1)


def huge_token(rng):
    size = rng.choice([1000, 5000, 20_000, 60_000])
    kind = rng.random()
    if kind < 0.5:
        return b"x" * size
    if kind < 0.7:
        return b'expect "' + b"y" * size + b'"'
    if kind < 0.85:
        return ("e\u0301" * (size // 3)).encode()
    return b"\x1b]0;" + b"z" * size + b"\x07"


def mutation(rng, data, keeps_utf8):
    """One mutation; with `keeps_utf8`, none that can make the file invalid UTF-8 (such a
    file is rejected before parsing, so it would test only the decoder)."""
    kind = rng.choice([2, 3, 4, 5, 7, 8, 9] if keeps_utf8 else range(10))
    position = insertion_point(rng, data)
    if keeps_utf8:
        while 0 < position < len(data) and 0x80 <= data[position] < 0xC0:
            position -= 1  # not inside a UTF-8 sequence
    if kind == 0 and data:  # flip bits
        data = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        return bytes(data)
    if kind == 1:
        piece = rng.choice(INVALID_UTF8)
    elif kind == 2:
        piece = rng.choice(CONTROL_SEQUENCES)
    elif kind == 3:
        piece = "".join(rng.choice(COMBINING) for _ in range(rng.randint(1, 3))).encode()
    elif kind == 4:
        piece = huge_token(rng)
    elif kind == 5:
        piece = rng.choice(LINE_BREAKS)
    elif kind == 6:
        piece = bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
    elif kind == 7:
        piece = rng.choice(TOKENS)
    elif kind == 8 and data:  # delete a range
        end = min(len(data), position + rng.randint(1, 64))
        while keeps_utf8 and end < len(data) and 0x80 <= data[end] < 0xC0:
            end += 1
        return data[:position] + data[end:]
    else:  # duplicate a line
        lines = data.split(b"\n")
        line = rng.choice(lines)
        lines.insert(rng.randrange(len(lines) + 1), line)
        return b"\n".join(lines)
    return data[:position] + piece + data[position:]


def mutate(rng, data):
    """`data` with 1 to 6 mutations, cut to `MAX_BYTES` (half the time all UTF-8 safe)."""
    keeps_utf8 = rng.random() < 0.5
    for _ in range(rng.randint(1, 6)):
        data = mutation(rng, data, keeps_utf8)[:MAX_BYTES]
    if keeps_utf8:
        data = data.decode("utf-8", errors="ignore").encode()
    return data


def random_file(rng):
    """Random bytes, or a soup of script words and hostile pieces."""
    if rng.random() < 0.3:
        return bytes(rng.randrange(256) for _ in range(rng.randint(0, 2048)))
    pieces = TOKENS + INVALID_UTF8 + CONTROL_SEQUENCES + LINE_BREAKS + [b" ", b"\n", b"\n"]
    data = b"".join(rng.choice(pieces) for _ in range(rng.randint(1, 400)))
    return data[:MAX_BYTES]
