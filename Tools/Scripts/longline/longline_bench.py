"""A 10 MB line without spaces in tail-follow, run-stream (expanded) and pick, measured from
outside on an 80x24 pseudo-terminal: the time to the first screen showing the line, the time
each key takes (key sent -> the program's output settles), and the time q (Esc for pick)
takes to end the program. Issue 27 item 1. Run by Tools/Scripts/longline/longline-bench.sh
with release builds; never in CI.

    python3 longline_bench.py --bin-dir .build/release [--mib 10] [--programs tail-follow pick]
"""

import argparse
import fcntl
import os
import select
import signal
import struct
import sys
import tempfile
import termios
import time

COLUMNS, LINES = 80, 24
QUIET = 0.15  # Output quiet this long: the frame is complete.
CEILING = 120.0  # Seconds: a step taking longer is reported as a hang.


class Session:
    def __init__(self, argv, stdin_path=None):
        read_end = os.open(stdin_path, os.O_RDONLY) if stdin_path else None
        pid, fd = os.forkpty()
        if pid == 0:
            if read_end is not None:
                os.dup2(read_end, 0)
            env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
            env.pop("LINES", None)
            env.pop("COLUMNS", None)
            os.execvpe(argv[0], argv, env)
        if read_end is not None:
            os.close(read_end)
        self.pid, self.fd = pid, fd
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", LINES, COLUMNS, 0, 0))
        self.seen = b""
        self.exited = None

    def _read(self, timeout):
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return None
        try:
            data = os.read(self.fd, 65536)
        except OSError:
            data = b""
        if b"\x1b[6n" in data:  # A cursor-position query: the cursor on the last line.
            os.write(self.fd, b"\x1b[%d;1R" % LINES)
        return data

    def wait_for(self, marker, start):
        """Seconds from `start` until the output holds `marker` and then settles."""
        while time.monotonic() - start < CEILING:
            data = self._read(0.05)
            if data == b"":
                return None
            if data:
                self.seen = (self.seen + data)[-200000:]
            if marker in self.seen:
                return self.settle(start)
        return None

    def settle(self, start):
        """Seconds from `start` to the last byte before `QUIET` seconds without output."""
        last = time.monotonic()
        while time.monotonic() - start < CEILING:
            data = self._read(QUIET)
            if data is None:
                return last - start
            if data == b"":
                return last - start
            self.seen = (self.seen + data)[-200000:]
            last = time.monotonic()
        return None

    def key(self, data, first_ceiling=20.0):
        """Seconds from sending `data` to the end of the frame it causes; None when no
        output came within `first_ceiling` seconds (a frozen program, or a key that changes
        nothing on the screen)."""
        start = time.monotonic()
        os.write(self.fd, data)
        while time.monotonic() - start < first_ceiling:
            chunk = self._read(0.05)
            if chunk == b"":
                return None
            if chunk:
                self.seen = (self.seen + chunk)[-200000:]
                return self.settle(start)
        return None

    def quit(self, data):
        start = time.monotonic()
        os.write(self.fd, data)
        while time.monotonic() - start < CEILING:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                return time.monotonic() - start
            self._read(0.01)
        os.kill(self.pid, signal.SIGKILL)
        os.waitpid(self.pid, 0)
        return None

    def idle(self, start, quiet=0.5):
        """Seconds from `start` until the program's CPU time stops growing for `quiet`
        seconds (reading its output meanwhile)."""
        last_cpu, last_change = self.cpu_seconds(), time.monotonic()
        while time.monotonic() - start < CEILING:
            data = self._read(0.05)
            if data:
                self.seen = (self.seen + data)[-200000:]
            cpu = self.cpu_seconds()
            if cpu != last_cpu:
                last_cpu, last_change = cpu, time.monotonic()
            elif time.monotonic() - last_change >= quiet:
                return last_change - start
        return None

    def cpu_seconds(self):
        try:
            with open(f"/proc/{self.pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except OSError:
            return None


def fmt(value):
    return "no output" if value is None else f"{value * 1000:.0f} ms"


UP, DOWN, ENTER, ESC = b"\x1b[A", b"\x1b[B", b"\r", b"\x1b"


def run(program, bin_dir, path, exact=False):
    exe = os.path.join(bin_dir, program)
    if program == "tail-follow":
        session = Session([exe, path])
        keys = [("Up", UP), ("Up", UP), ("Down", DOWN), ("End", b"\x1b[F"), ("/ab", b"/ab"),
                ("Enter (search)", ENTER), ("n", b"n")]
        quit_key = b"q"
    elif program == "run-stream":
        session = Session([exe, "--", "cat", path])
        # The line comes in pieces of 1 MiB (the splitter's limit) and a last "z": Up twice
        # selects the last megabyte of a's.
        keys = [("Up", UP), ("Up", UP), ("Enter (expand)", ENTER), ("Down", DOWN), ("Up", UP),
                ("PgDn", b"\x1b[6~"), ("Enter (collapse)", ENTER)]
        quit_key = b"q"
    else:
        session = Session([exe, "--full"] + (["--exact"] if exact else []), stdin_path=path)
        keys = [("a", b"a"), ("z", b"z"), ("Backspace", b"\x7f"), ("Backspace", b"\x7f"),
                ("Down", DOWN)]
        quit_key = ESC
    # ncurses may send a run of a's as one `a` and a repeat count: wait for the last line
    # (tail-follow, run-stream) or the count (pick), drawn in the same frame as the long one.
    marker = b"3 / 3" if program == "pick" else b"last line"
    start = time.monotonic()
    first = session.wait_for(marker, start)
    print(f"{program}: first screen {fmt(first)}")
    for name, data in keys:
        print(f"{program}:   key {name}: {fmt(session.key(data))}")
    cpu = session.cpu_seconds()
    rss = peak_rss_mib(session.pid)
    print(f"{program}: quit {fmt(session.quit(quit_key))}; CPU {cpu} s; peak RSS {rss:.0f} MiB")


def peak_rss_mib(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def typed_query(bin_dir, count, folder):
    """pick over `seq 1000` with `count` characters typed in one burst (a paste into a
    terminal without bracketed paste): time until the screen settles, peak RSS, CPU, and the
    time of one more key."""
    path = os.path.join(folder, "seq.txt")
    with open(path, "w") as out:
        out.write("".join(f"{n}\n" for n in range(1, 1001)))
    session = Session([os.path.join(bin_dir, "pick"), "--full"], stdin_path=path)
    start = time.monotonic()
    session.wait_for(b"1000 / 1000", start)
    start = time.monotonic()
    burst = b"a" * count
    for offset in range(0, count, 4096):
        os.write(session.fd, burst[offset:offset + 4096])
    settled = session.idle(start)  # Every character taken and filtered.
    rss = peak_rss_mib(session.pid)
    print(f"pick: {count} typed characters: settled {fmt(settled)}, "
          f"peak RSS {rss:.0f} MiB, CPU {session.cpu_seconds()} s")
    print(f"pick:   one more key: {fmt(session.key(b'b'))}")
    backspace = session.key(b"\x7f")
    print(f"pick:   Backspace: {fmt(backspace)}")
    print(f"pick: quit {fmt(session.quit(ESC))}")


def tail_search(bin_dir, folder, lines, line, query, label, keys):
    """tail-follow over `lines` copies of `line`: `/query` Enter, then `keys` timed, then q."""
    path = os.path.join(folder, "search.txt")
    with open(path, "wb") as out:
        out.write(line * lines)
    session = Session([os.path.join(bin_dir, "tail-follow"), path])
    start = time.monotonic()
    session.wait_for(b"%d lines" % lines, start)
    session.key(b"/" + query)
    start = time.monotonic()
    os.write(session.fd, b"\r")
    if not keys:  # q at once: how long the search holds it.
        time.sleep(0.05)
        print(f"tail-follow {label}: q right after Enter: {fmt(session.quit(b'q'))}")
        return
    settled = session.settle(start)
    print(f"tail-follow {label}: search settled {fmt(settled)}")
    for name, data in keys:
        print(f"tail-follow {label}:   key {name}: {fmt(session.key(data))}")
    cpu = session.cpu_seconds()
    print(f"tail-follow {label}: quit {fmt(session.quit(b'q'))}; CPU {cpu} s")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin-dir", required=True)
    parser.add_argument("--mib", type=float, default=10)
    parser.add_argument("--programs", nargs="*", default=["tail-follow", "run-stream", "pick"])
    parser.add_argument("--exact", action="store_true", help="pick --exact (substring)")
    parser.add_argument("--typed", type=int, default=0,
                        help="also type this many characters into pick (no bracketed paste)")
    parser.add_argument("--searches", action="store_true",
                        help="tail-follow: a pathological query, then a search with 1M matches")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        if args.searches:
            # 'a'x300 + 'b' over 20,000 lines of 1,000 'a': q right after Enter.
            tail_search(args.bin_dir, folder, 20_000, b"a" * 1000 + b"\n", b"a" * 300 + b"b",
                        "pathological", [])
            tail_search(args.bin_dir, folder, 1_000_000, b"x\n", b"x", "1M matches",
                        [("n", b"n"), ("N", b"N"), ("Up", UP), ("n", b"n")])
        if args.typed:
            typed_query(args.bin_dir, args.typed, folder)
        path = os.path.join(folder, "long.txt")
        with open(path, "wb") as out:
            out.write(b"first line\n")
            out.write(b"a" * int(args.mib * (1 << 20)) + b"z\n")
            out.write(b"last line\n")
        for program in args.programs:
            if os.path.exists(os.path.join(args.bin_dir, program)):
                run(program, args.bin_dir, path, exact=args.exact)
            else:
                print(f"{program}: not built in {args.bin_dir}")


if __name__ == "__main__":
    main()
