#!/usr/bin/env python3
"""The cost of one key press as presses accumulate (issue 27: `v`x10,000 at 194x122 took 4.7 s
and `a`x10,000 at 161x185 8 s of CPU). Runs `stack-demo --script` headless with N presses of a
key for growing N and prints the CPU of each run and the marginal cost of a press between two
runs: the presses from N1 to N2 cost (CPU(N2) - CPU(N1)) / (N2 - N1). A per-press cost that
does not grow with N is flat down the last column. CPU time, not wall time: the machine may
be shared. Python 3 standard library only.

With `--max-growth F` it is a check: exit 1 when a press in the last segment costs more than
F times one in the first (a cost that grows with the presses made before).

With `--animated` the demo animates (no time passes in a script step, so the animations of
the presses pile up); `--before "a*4000"` plays those script lines before the presses (in
every run, so their cost cancels out).

Usage: press_cost.py --binary PATH [--key v --size 194x122] [--counts 0,1000,5000,10000,20000]
       [--screen NAME] [--repeat 3] [--max-growth 1.5] [--animated] [--before LINES]
"""

import argparse
import os
import resource
import subprocess
import sys
import tempfile

REPEAT_LIMIT = 10_000  # the most a `KEY*N` word of a script may repeat


def script(key, count, before=""):
    lines = [before] if before else []
    while count > 0:
        lines.append(f"{key}*{min(count, REPEAT_LIMIT)}")
        count -= REPEAT_LIMIT
    return "\n".join(lines) + "\n"


def cpu_of_run(argv):
    """CPU seconds (user + system) of one run of `argv`, standard output discarded."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def measure(binary, key, size, counts, screen, repeat, report=None, animated=False, before=""):
    """[(count, CPU seconds)], the least of `repeat` runs each (the least is the least
    disturbed by other work on the machine); `report(count, seconds)` is called as each
    count is measured."""
    results = []
    with tempfile.TemporaryDirectory() as folder:
        for count in counts:
            path = os.path.join(folder, f"{count}.keys")
            with open(path, "w") as file:
                file.write(script(key, count, before))
            argv = [binary, "--script", path, "--size", size]
            if not animated:
                argv.append("--no-animation")
            if screen:
                argv += ["--screen", screen]
            results.append((count, min(cpu_of_run(argv) for _ in range(repeat))))
            if report:
                report(*results[-1])
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", required=True, help="the stack-demo executable")
    parser.add_argument("--key", default="v")
    parser.add_argument("--size", default="194x122")
    parser.add_argument("--screen")
    parser.add_argument("--counts", default="0,1000,5000,10000,20000")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--max-growth", type=float,
                        help="fail when the last segment's cost per press is over this many "
                             "times the first's")
    parser.add_argument("--animated", action="store_true",
                        help="let the demo animate (no --no-animation)")
    parser.add_argument("--before", default="",
                        help="script lines played before the presses, in every run")
    arguments = parser.parse_args()
    counts = [int(value) for value in arguments.counts.split(",")]
    print(f"`{arguments.key}` at {arguments.size}"
          + (f" on {arguments.screen}" if arguments.screen else "") + ":")
    print(f"{'presses':>8} {'CPU s':>8} {'ms/press since previous':>24}", flush=True)
    previous = []

    def report(count, seconds):
        marginal = ""
        if previous and count > previous[-1][0]:
            marginal = f"{(seconds - previous[-1][1]) * 1000 / (count - previous[-1][0]):.3f}"
        print(f"{count:>8} {seconds:>8.2f} {marginal:>24}", flush=True)
        previous.append((count, seconds))

    results = measure(arguments.binary, arguments.key, arguments.size, counts,
                      arguments.screen, arguments.repeat, report, arguments.animated,
                      arguments.before.replace(";", "\n"))
    if arguments.max_growth and len(results) >= 3:
        def per_press(first, second):
            return (second[1] - first[1]) / (second[0] - first[0])
        growth = per_press(results[-2], results[-1]) / per_press(results[0], results[1])
        print(f"growth of the cost of a press, last segment / first: {growth:.2f} "
              f"(limit {arguments.max_growth:g})")
        if growth > arguments.max_growth:
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
