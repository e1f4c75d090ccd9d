"""`pick` against `fzf` in the same pseudo-terminal harness (Tools/Scripts/peerbench/pty_session.py):
each program gets the same 1,000,000 lines on standard input through a pipe (real paths: a walk
of /usr repeated), runs in 20 lines under a prompt at the bottom of an 80x24 terminal, and is
measured from outside: time to the first screen showing lines, time to the first quiet screen
(every line read and counted), keystroke -> final frame while typing a query and deleting it,
peak RSS and CPU seconds. Run by Tools/Scripts/pickbench/pickbench.sh, never in CI.
"""

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "peerbench"))
from pty_session import PtySession, Reading  # noqa: E402

COLUMNS, LINES = 80, 24
CURSOR_QUERY = b"\x1b[6n"
# The cursor is on the last line, as under a shell prompt at the bottom of the screen.
CURSOR_REPORT = b"\x1b[%d;1R" % LINES


def walk_lines(root, count):
    """The paths under `root` (`find`'s order), repeated until there are `count`."""
    paths = subprocess.run(["find", root], capture_output=True, check=False).stdout.splitlines()
    if not paths:
        sys.exit(f"pickbench: no paths under {root}")
    lines = []
    while len(lines) < count:
        lines.extend(paths[: count - len(lines)])
    return lines


class PipedPtySession(PtySession):
    """A program on a pty with standard input from `input_path` through a pipe (fed by cat);
    answers the terminal's cursor-position query as a terminal would, and notes when the
    output first shows `marker` (the first input line)."""

    def __init__(self, argv, input_path, marker, environment):  # noqa: D107
        self.application_keys = False
        self.total_bytes = 0
        self._tail = b""
        self.marker = marker
        self.marker_seen_at = None
        self._seen = b""
        read_end, write_end = os.pipe()
        pid, fd = os.forkpty()
        if pid == 0:
            try:
                os.dup2(read_end, 0)
                os.close(read_end)
                os.close(write_end)
                os.execvpe(argv[0], argv, environment)
            finally:
                os._exit(127)
        self.pid, self.fd = pid, fd
        import fcntl, struct, termios  # noqa: E401
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", LINES, COLUMNS, 0, 0))
        self.started_at = time.perf_counter()
        os.close(read_end)
        self.feeder = subprocess.Popen(["cat", input_path], stdout=write_end)
        os.close(write_end)

    def _track_cursor_key_mode(self, chunk):
        super()._track_cursor_key_mode(chunk)
        text = self._seen + chunk
        if CURSOR_QUERY in text:
            os.write(self.fd, CURSOR_REPORT)
        if self.marker_seen_at is None and self.marker in text:
            self.marker_seen_at = time.perf_counter()
        self._seen = text[-max(len(self.marker), len(CURSOR_QUERY)):]

    def type(self, data, quiet_ms, limit_s=30):
        """Sends `data` (one key) and reads the whole response to it."""
        reading = Reading(time.perf_counter())
        os.write(self.fd, data)
        return self.read_until_quiet(reading, quiet_ms, limit_s)

    def finish(self):
        figures = super().finish()
        self.feeder.kill()
        self.feeder.wait()
        return figures


def measure(name, argv, input_path, marker, query, rounds, quiet_ms, verbose):
    environment = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    for variable in ("NO_COLOR", "FZF_DEFAULT_OPTS", "FZF_DEFAULT_COMMAND"):
        environment.pop(variable, None)
    session = PipedPtySession(argv, input_path, marker, environment)
    startup = session.startup(quiet_ms, limit_s=120)
    first = ((session.marker_seen_at - session.started_at) * 1000
             if session.marker_seen_at else float("nan"))
    latencies = []
    for _ in range(rounds):
        for character in query:
            latencies.append(session.type(character.encode(), quiet_ms).latency_ms)
        for _ in query:
            latencies.append(session.type(b"\x7f", quiet_ms).latency_ms)
    cpu, rss = session.finish()
    if verbose:
        keys = (list(query) + ["BS"] * len(query)) * rounds
        print(f"  {name} first {first:.0f} ms, quiet {startup.latency_ms or 0:.0f} ms; keys: "
              + " ".join(f"{key}={value or 0:.0f}" for key, value in zip(keys, latencies)),
              file=sys.stderr)
    answered = sorted(value for value in latencies if value is not None)
    return {
        "program": name,
        "first_ms": first,
        "quiet_ms": startup.latency_ms or float("nan"),
        "median_ms": statistics.median(answered) if answered else float("nan"),
        "p99_ms": answered[min(len(answered) - 1, int(len(answered) * 0.99))]
        if answered else float("nan"),
        "keys": len(latencies),
        "rss_mb": rss,
        "cpu_s": cpu,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pick", required=True, help="path of the pick binary (release)")
    parser.add_argument("--fzf", default="fzf")
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--root", default="/usr", help="the folder walked for the lines")
    parser.add_argument("--query", default="include")
    parser.add_argument("--rounds", type=int, default=5,
                        help="sessions per program, taking turns (default 5)")
    parser.add_argument("--keys-rounds", type=int, default=1,
                        help="times the query is typed and deleted per session (default 1)")
    parser.add_argument("--quiet-ms", type=int, default=100,
                        help="silence that ends a response (default 100)")
    parser.add_argument("--work", default=".build-peers")
    parser.add_argument("--verbose", action="store_true", help="every key's latency, on stderr")
    options = parser.parse_args()
    Path(options.work).mkdir(parents=True, exist_ok=True)
    input_path = Path(options.work) / f"pick-input-{options.lines}.txt"
    if not input_path.exists():
        lines = walk_lines(options.root, options.lines)
        input_path.write_bytes(b"\n".join(lines) + b"\n")
    with open(input_path, "rb") as source:
        marker = source.readline().rstrip(b"\n")
    programs = {
        "pick": [options.pick, "--height", "20"],
        "fzf": [options.fzf, "--height", "20"],
    }
    results = {name: [] for name in programs}
    for round_number in range(options.rounds):
        order = list(programs) if round_number % 2 == 0 else list(reversed(programs))
        for name in order:
            print(f"round {round_number + 1}: {name}", file=sys.stderr)
            results[name].append(measure(name, programs[name], str(input_path), marker,
                                         options.query, options.keys_rounds, options.quiet_ms,
                                         options.verbose))
    size_mb = input_path.stat().st_size / 1e6
    print(f"\n{options.lines:,} lines ({size_mb:.0f} MB, a walk of {options.root} repeated), "
          f"{COLUMNS}x{LINES}, --height 20, query `{options.query}` typed and deleted "
          f"{options.keys_rounds}x per session, {options.quiet_ms} ms of silence ends a "
          f"response; median of {options.rounds} sessions each\n")
    print("| program | first screen | first quiet screen | keystroke median | keystroke p99 "
          "| peak RSS | CPU |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name, runs in results.items():
        def mid(key):
            return statistics.median(run[key] for run in runs)
        print(f"| {name} | {mid('first_ms'):.0f} ms | {mid('quiet_ms'):.0f} ms "
              f"| {mid('median_ms'):.1f} ms | {mid('p99_ms'):.0f} ms | {mid('rss_mb'):.0f} MB "
              f"| {mid('cpu_s'):.2f} s |")
    pick, fzf = results["pick"], results["fzf"]
    def ratio(key):
        return (statistics.median(run[key] for run in pick)
                / statistics.median(run[key] for run in fzf))
    print(f"| pick / fzf | {ratio('first_ms'):.2f} | {ratio('quiet_ms'):.2f} "
          f"| {ratio('median_ms'):.2f} | {ratio('p99_ms'):.2f} | {ratio('rss_mb'):.2f} "
          f"| {ratio('cpu_s'):.2f} |")


if __name__ == "__main__":
    main()
