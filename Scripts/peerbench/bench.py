"""Measures stack-demo's list screen against peers (dialog, urwid, Textual) in a pseudo-terminal:
start-up, per-key latency, bytes per key, CPU and peak RSS, interleaving rounds so that the
machine's state affects every program alike. Run by Scripts/peer-bench.sh, never in CI.
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
PROGRAMS = ["stack-demo", "dialog", "urwid", "textual"]


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
    if program == "stack-demo":
        # No animation: the peers move at once, and the latency is to the last byte.
        return [options.stack_demo, "--screen", "list", "--rows", str(rows), "--no-animation"]
    if program == "dialog":
        return ["dialog", "--menu", "Rows", "0", "0", "0", "--file", str(dialog_items(rows, work))]
    script = {"urwid": "urwid_list.py", "textual": "textual_list.py"}[program]
    return [options.python, str(HERE / "peers" / script), str(rows)]


def measure(program, rows, options):
    environment = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    environment.pop("NO_COLOR", None)
    session = PtySession(command(program, rows, options), 80, 24, environment)
    startup = session.startup(options.quiet_ms, limit_s=300)
    latencies, key_bytes = [], 0
    for key in KEYS:
        reading = session.press(key, options.quiet_ms)
        key_bytes += reading.bytes
        if reading.latency_ms is not None:
            latencies.append(reading.latency_ms)
    cpu, rss = session.finish()
    latencies.sort()
    return {
        "startup_ms": startup.latency_ms or 0.0,
        "median_ms": statistics.median(latencies) if latencies else float("nan"),
        "p99_ms": latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
        if latencies else float("nan"),
        "bytes_per_key": key_bytes / len(KEYS),
        "cpu_s": cpu,
        "rss_mb": rss,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rows", default="1000,100000,1000000",
                        help="comma-separated row counts (default: 1000,100000,1000000)")
    parser.add_argument("--rounds", type=int, default=2, help="interleaved rounds (default 2)")
    parser.add_argument("--programs", default=",".join(PROGRAMS),
                        help="comma-separated subset of " + ", ".join(PROGRAMS))
    parser.add_argument("--quiet-ms", type=int, default=100,
                        help="silence that ends a response (default 100)")
    parser.add_argument("--stack-demo", required=True, help="path of the stack-demo binary")
    parser.add_argument("--python", default=sys.executable, help="python with urwid/textual")
    parser.add_argument("--work", required=True, help="folder for generated item files")
    options = parser.parse_args()
    programs = [name for name in options.programs.split(",") if name]
    unknown = sorted(set(programs) - set(PROGRAMS))
    if unknown:
        parser.error("unknown program(s): " + ", ".join(unknown))
    row_counts = [int(count.replace("_", "")) for count in options.rows.split(",")]
    results = {}
    for round_number in range(1, options.rounds + 1):
        for rows in row_counts:
            for program in programs:
                print(f"round {round_number}: {program} at {rows:,} rows", file=sys.stderr)
                results.setdefault((rows, program), []).append(measure(program, rows, options))
    print_table(results, row_counts, programs)


if __name__ == "__main__":
    main()
