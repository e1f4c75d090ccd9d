#!/usr/bin/env python3
"""Measures what the fuzz CPU budget (budget.py) must allow: the CPU of one key press of every
kind the generator favours (generate.DEMO_KEYS), on every screen, at several sizes, in the
build the fuzz runs. Each (screen, size, key) is run headless with N presses, each (screen, size) with none;
(CPU(N) - CPU(0)) / N is a press, split into a part per press and a part per screen cell by a
least-squares line over the sizes (cost = fixed + cells × per-cell) of the worst key. CPU time,
not wall time; on a loaded machine the least of `--repeat` runs is taken.

Prints every measurement, the worst press per size, and the constants for budget.py with the
margin applied: `SECONDS_PER_PRESS` and `SECONDS_PER_CELL_PRESS`.

Usage: measure_budget.py --binary PATH [--presses 300] [--sizes 20x10,86x118,200x100]
       [--rows 1000000] [--margin 3] [--jobs 2] [--repeat 1]
"""

import argparse
import os
import resource
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

import generate

REPEAT_LIMIT = 10_000


def cpu_of(argv):
    """CPU seconds (user + system) of one run of `argv`: its own rusage via wait4."""
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_utime + usage.ru_stime


def run(binary, folder, screen, size, key, presses, rows, repeat):
    path = os.path.join(folder, f"{screen}-{size}-{ord(key[0])}-{len(key)}-{presses}.keys")
    with open(path, "w") as file:
        file.write(f"# screen: {screen}\n")
        remaining = presses
        while remaining > 0:
            file.write(f"{key}*{min(remaining, REPEAT_LIMIT)}\n")
            remaining -= REPEAT_LIMIT
        if presses == 0:
            file.write("snapshot start\n")
    argv = [binary, "--script", path, "--size", size, "--rows", str(rows), "--dump", "final"]
    return min(cpu_of(argv) for _ in range(repeat))


def cells(size):
    width, height = (int(part) for part in size.split("x"))
    return width * height


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--presses", type=int, default=300)
    parser.add_argument("--sizes", default="20x10,86x118,200x100")
    parser.add_argument("--screens", default=",".join(generate.SCREENS))
    parser.add_argument("--keys", nargs="*", default=generate.DEMO_KEYS)
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--margin", type=float, default=3.0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=1)
    arguments = parser.parse_args()
    sizes = arguments.sizes.split(",")
    screens = arguments.screens.split(",")
    with tempfile.TemporaryDirectory() as folder, ThreadPoolExecutor(arguments.jobs) as pool:
        # The CPU of a run with no press (start-up, first frame, exit), per screen and size.
        bases = dict(zip(
            [(screen, size) for size in sizes for screen in screens],
            pool.map(lambda task: run(arguments.binary, folder, task[0], task[1], "j", 0,
                                      arguments.rows, arguments.repeat),
                     [(screen, size) for size in sizes for screen in screens])))

        def measure(task):
            screen, size, key = task
            base = bases[(screen, size)]
            total = run(arguments.binary, folder, screen, size, key, arguments.presses,
                        arguments.rows, arguments.repeat)
            return screen, size, key, max(0.0, total - base) / arguments.presses

        tasks = [(screen, size, key) for size in sizes for screen in screens
                 for key in arguments.keys]
        worst = {}  # size -> (seconds per press, screen, key)
        for screen, size, key, seconds in pool.map(measure, tasks):
            print(f"{size:>9} {screen:>9} {key:>8} {seconds * 1e3:8.3f} ms/press "
                  f"{seconds / cells(size) * 1e9:8.1f} ns/cell-press", flush=True)
            if seconds > worst.get(size, (0.0,))[0]:
                worst[size] = (seconds, screen, key)
    print("worst press per size:")
    for size in sizes:
        seconds, screen, key = worst[size]
        print(f"  {size} ({cells(size)} cells): {seconds * 1e3:.3f} ms ({key} on {screen})")
    # cost = fixed + cells × per_cell through the worst presses (least squares).
    points = [(cells(size), worst[size][0]) for size in sizes]
    mean_x = sum(x for x, _ in points) / len(points)
    mean_y = sum(y for _, y in points) / len(points)
    spread = sum((x - mean_x) ** 2 for x, _ in points)
    per_cell = sum((x - mean_x) * (y - mean_y) for x, y in points) / spread if spread else 0.0
    per_cell = max(per_cell, 0.0)
    fixed = max(mean_y - per_cell * mean_x, max(y - per_cell * x for x, y in points), 0.0)
    print(f"fit: {fixed * 1e3:.3f} ms per press + {per_cell * 1e9:.1f} ns per cell "
          f"(covers every worst press)")
    print(f"with margin {arguments.margin:g}: SECONDS_PER_PRESS = {fixed * arguments.margin:.2e}, "
          f"SECONDS_PER_CELL_PRESS = {per_cell * arguments.margin:.2e}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
