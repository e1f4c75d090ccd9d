"""Measures stack-demo's list screen against peers (dialog, urwid, Textual) in a pseudo-terminal:
start-up, per-key latency, bytes per key, pages of memory touched per key, CPU and peak RSS,
interleaving rounds (or, with --interleave keys, single keys) so that the machine's state affects
every program alike. Run by Tools/Scripts/peer-bench.sh, never in CI.
"""

import argparse
import os
import statistics
import sys
from pathlib import Path

from pty_session import PtySession
from table import print_table

HERE = Path(__file__).resolve().parent
KEYS = ["down"] * 100 + ["pgdn"] * 20 + ["end", "home"]
PROGRAMS = ["stack-demo", "stack-demo-old", "stack-demo-animated", "dialog", "urwid", "textual"]


def dialog_items(rows, work):
    """dialog reads its menu items from a file (`--file`): one tag and text per row."""
    path = work / f"dialog-items-{rows}.txt"
    if not path.exists():
        with open(path, "w") as items:
            for index in range(1, rows + 1):
                items.write(f'{index} "Row {index}: some text for the row"\n')
    return path


def command(program, rows, options):
    work = Path(options.work)
    if program in ("stack-demo", "stack-demo-old"):
        # No animation: the peers move at once, and the latency is to the last byte.
        # stack-demo-old is another build (--stack-demo-old), e.g. the commit before a change,
        # measured in the same run as the new one.
        binary = options.stack_demo if program == "stack-demo" else options.stack_demo_old
        return [binary, "--screen", "list", "--rows", str(rows), "--no-animation"]
    if program == "stack-demo-animated":
        # The demo's default settings: a multi-line jump glides; latency is to its last frame.
        return [options.stack_demo, "--screen", "list", "--rows", str(rows)]
    if program == "dialog":
        return ["dialog", "--menu", "Rows", "0", "0", "0", "--file", str(dialog_items(rows, work))]
    script = {"urwid": "urwid_list.py", "textual": "textual_list.py"}[program]
    return [options.python, str(HERE / "peers" / script), str(rows)]


PAGE_PRESSES = 20


def start(program, rows, options):
    """The program on a new pty, its first frame read; returns (session, start-up reading)."""
    environment = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    environment.pop("NO_COLOR", None)
    session = PtySession(command(program, rows, options), 80, 24, environment)
    return session, session.startup(options.quiet_ms, limit_s=300)


def cpu_ns(session):
    """The program's time on a CPU so far (`/proc/PID/schedstat`), or None."""
    try:
        with open(f"/proc/{session.pid}/schedstat") as schedstat:
            return int(schedstat.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def finish(session, startup, latencies, key_bytes, options):
    """After the timed keys: pages touched per Down key (apart from the timing, its CPU time
    left out of the CPU figure), then the program is ended; returns the figures."""
    before = cpu_ns(session)
    pages = session.pages_touched("down", options.quiet_ms, PAGE_PRESSES) if options.pages else None
    after = cpu_ns(session)
    cpu, rss = session.finish()
    if options.pages and before is not None and after is not None:
        cpu -= (after - before) / 1e9
    latencies = sorted(latencies)
    return {
        "startup_ms": startup.latency_ms or 0.0,
        "median_ms": statistics.median(latencies) if latencies else float("nan"),
        "p99_ms": latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
        if latencies else float("nan"),
        "bytes_per_key": key_bytes / len(KEYS),
        "pages_per_key": pages,
        "cpu_s": cpu,
        "rss_mb": rss,
    }


def measure(program, rows, options):
    """One program alone: its keys one after another."""
    return measure_interleaved([program], rows, options, reverse=False)[program]


def measure_interleaved(programs, rows, options, reverse):
    """Every program at once, each key pressed in each program in turn (`--interleave keys`;
    with one program, its keys one after another): what the machine does meanwhile falls on
    every program alike. `reverse` turns the order within a key around (alternate rounds), so
    no program always goes first."""
    order = list(reversed(programs)) if reverse else list(programs)
    sessions = {program: start(program, rows, options) for program in order}
    latencies = {program: [] for program in programs}
    key_bytes = dict.fromkeys(programs, 0)
    for key in KEYS:
        for program in order:
            reading = sessions[program][0].press(key, options.quiet_ms)
            key_bytes[program] += reading.bytes
            if reading.latency_ms is not None:
                latencies[program].append(reading.latency_ms)
    return {program: finish(*sessions[program], latencies[program], key_bytes[program], options)
            for program in programs}


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rows", default="1000,100000,1000000",
                        help="comma-separated row counts (default: 1000,100000,1000000)")
    parser.add_argument("--rounds", type=int, default=2, help="interleaved rounds (default 2)")
    parser.add_argument("--programs", default=",".join(PROGRAMS),
                        help="comma-separated subset of " + ", ".join(PROGRAMS))
    parser.add_argument("--quiet-ms", type=int, default=100,
                        help="silence that ends a response (default 100)")
    parser.add_argument("--interleave", choices=["rounds", "keys"], default="rounds",
                        help="rounds: one program at a time, programs taking turns each round "
                        "(default); keys: the programs run side by side and take turns key by key")
    parser.add_argument("--no-pages", dest="pages", action="store_false",
                        help="skip the pages-per-key pass (20 Down keys after the timed ones)")
    parser.add_argument("--stack-demo", required=True, help="path of the stack-demo binary")
    parser.add_argument("--stack-demo-old", default=None,
                        help="path of an older stack-demo, measured as stack-demo-old")
    parser.add_argument("--python", default=sys.executable, help="python with urwid/textual")
    parser.add_argument("--work", required=True, help="folder for generated item files")
    options = parser.parse_args()
    programs = [name for name in options.programs.split(",") if name]
    unknown = sorted(set(programs) - set(PROGRAMS))
    if unknown:
        parser.error("unknown program(s): " + ", ".join(unknown))
    if "stack-demo-old" in programs and not options.stack_demo_old:
        parser.error("stack-demo-old needs --stack-demo-old PATH")
    row_counts = [int(count.replace("_", "")) for count in options.rows.split(",")]
    results = {}
    for round_number in range(1, options.rounds + 1):
        for rows in row_counts:
            if options.interleave == "keys":
                print(f"round {round_number}: {', '.join(programs)} at {rows:,} rows, key by key",
                      file=sys.stderr)
                figures = measure_interleaved(programs, rows, options, round_number % 2 == 0)
                for program in programs:
                    results.setdefault((rows, program), []).append(figures[program])
                continue
            for program in programs:
                print(f"round {round_number}: {program} at {rows:,} rows", file=sys.stderr)
                results.setdefault((rows, program), []).append(measure(program, rows, options))
    print_table(results, row_counts, programs, options.interleave)


if __name__ == "__main__":
    main()
