#!/usr/bin/env python3
"""Fuzzes `stack-demo --script`: runs N random cases (generated scripts, mutated tours and
fixtures, random files) headless with a time limit and fails on a trap or crash, a hang, an
exit status outside 0/1/2, bad `--events` JSON, raw control bytes on stderr or stdout, and
the other checks in checks.py. Use through Tools/Scripts/fuzz.sh (which finds or builds the binary).
Python 3 standard library only.
"""

import argparse
import os
import random
import re
import shlex
import shutil
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import budget
import cases
import checks
import example_inputs
import fuzz_examples
import minimize
import process
import failure_tally

ROOT = Path(__file__).resolve().parents[3]  # the repository (Tools/Scripts/fuzz/..)
WORK = ROOT / ".build-fuzz"


class Run:
    """One finished run of a case."""

    def __init__(self, case, argv, script_path, events_path, timeout):
        self.case = case
        self.argv = argv
        self.script_path = script_path
        self.events = case.events
        self.broken = case.broken
        self.timeout = timeout
        self.timed_out = False
        self.status = None
        self.stdout = b""
        self.stderr = b""
        self.events_text = None
        # Standard output closed or full and exit 0: how many bytes the same run writes to a
        # pipe (0 means there was nothing to lose), else None.
        self.reference_stdout_size = None
        self.seconds = 0.0  # CPU time
        self.wall_seconds = 0.0


def execute(case, binary, directory, timeout):
    """Writes the case into `directory`, runs it and checks it: (run, failures)."""
    directory.mkdir(parents=True, exist_ok=True)
    script_path = cases.relative(directory / "script.keys", ROOT)
    events_path = cases.relative(directory / "events.jsonl", ROOT)
    (ROOT / script_path).write_bytes(case.data)
    argv = cases.command(case, binary, script_path, events_path)
    timeout = budget.cpu_limit(timeout, case.data, case.args)
    run = Run(case, argv, str(script_path), events_path, timeout)
    if case.events == "FILE":
        (ROOT / events_path).unlink(missing_ok=True)
    outcome = process.run(argv, cpu_limit=timeout, stdout=case.output, cwd=ROOT,
                          environment=dict(os.environ, **case.environment))
    run.status, run.stdout, run.stderr = outcome.status, outcome.stdout, outcome.stderr
    run.timed_out, run.seconds = outcome.timed_out, outcome.cpu_seconds
    run.wall_seconds = outcome.wall_seconds
    if case.events == "-":
        run.events_text = run.stdout
    elif case.events == "FILE" and (ROOT / events_path).exists():
        run.events_text = (ROOT / events_path).read_bytes()
    if case.output != "pipe" and run.status == 0:
        reference = process.run(argv, cpu_limit=timeout, stdout="pipe", cwd=ROOT,
                                environment=dict(os.environ, **case.environment))
        run.reference_stdout_size = len(reference.stdout)
    return run, checks.check(run)


def signature(kind, detail):
    """Failures with the same signature are one defect (numbers and paths left out)."""
    detail = re.sub(r"\S*script\.keys", "FILE", detail)
    detail = re.sub(r"'[^']*'", "'…'", detail)
    detail = re.sub(r"U\+[0-9A-F]{4}", "U+…", detail)
    detail = re.sub(r"\b\d+x\d+\b", "WxH", detail)
    return kind + ": " + re.sub(r"\b\d+\b", "N", detail)[:90]


def shell_command(run, environment):
    words = [f"{name}={value}" for name, value in sorted(environment.items())]
    redirection = {"pipe": "", "closed": " >&-", "full": " >/dev/full"}[run.case.output]
    return " ".join(shlex.quote(word) for word in words + run.argv) + redirection


def save(run, failures, destination):
    """Keeps a failing case: its script, the command line (run from the repository root),
    its output and why it failed."""
    if destination.exists():
        shutil.rmtree(destination)
    destination.mkdir(parents=True)
    script = destination / "script.keys"
    script.write_bytes(run.case.data)
    run.argv[2] = str(cases.relative(script, ROOT))
    if run.case.events == "FILE":
        run.argv[-1] = str(cases.relative(destination / "events.jsonl", ROOT))
    (destination / "command.sh").write_text(
        "# Run from the repository root:\n" + shell_command(run, run.case.environment) + "\n")
    (destination / "stdout").write_bytes(run.stdout[:1_000_000])
    (destination / "stderr").write_bytes(run.stderr[:1_000_000])
    lines = [f"{kind}: {detail}" for kind, detail in failures]
    lines.append(f"exit {run.status}, {run.seconds:.2f} s CPU, {run.wall_seconds:.2f} s wall, "
                 f"{run.case.kind} case {run.case.index}")
    (destination / "why.txt").write_text("\n".join(lines) + "\n")


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("count", type=int, nargs="?", default=100, help="cases to run")
    parser.add_argument("--seed", type=int, help="master seed (default: random, printed)")
    parser.add_argument("--case", type=int, help="run only this case of the seed, verbosely")
    parser.add_argument("--jobs", type=int, default=2, help="runs in parallel (default 2)")
    parser.add_argument("--timeout", type=float,
                        help="CPU seconds per run (10; 60 with --example); a run over it is a "
                             "hang")
    parser.add_argument("--binary", required=True,
                        help="the stack-demo executable (with --example: the example's)")
    parser.add_argument("--example", choices=example_inputs.EXAMPLES,
                        help="fuzz this example in a pseudo-terminal (fuzz_examples.py), not "
                             "the demo's scripts")
    parser.add_argument("--minimize", action="store_true",
                        help="shrink one case of each failure signature (saved as minimal.keys)")
    parser.add_argument("--slow", type=float, default=1.0,
                        help="list runs over this many CPU seconds (not a failure; 1)")
    parser.add_argument("--nice", type=int, default=10, help="niceness of the runs (10)")
    return parser.parse_args()


def run_one(arguments, seeds):
    case = cases.make(arguments.seed, arguments.case, seeds)
    directory = WORK / "cases" / f"case-{arguments.case}"
    run, failures = execute(case, arguments.binary, directory, arguments.timeout)
    print(f"case {case.index} ({case.kind}): {shell_command(run, case.environment)}")
    print(f"exit {run.status}, {run.seconds:.2f} s CPU; stderr:")
    sys.stdout.flush()
    sys.stdout.buffer.write(run.stderr[:4000].decode("utf-8", "replace")
                            .encode("unicode_escape").replace(b"\\n", b"\n") + b"\n")
    for kind, detail in failures:
        print(f"FAIL {kind}: {detail}")
    print(f"script: {cases.relative(directory / 'script.keys', ROOT)}")
    return 1 if failures else 0


def main():
    arguments = parse_arguments()
    if arguments.seed is None:
        arguments.seed = random.SystemRandom().randrange(1 << 32)
    if arguments.nice:
        os.nice(arguments.nice)
    if arguments.example:
        if arguments.timeout is None:
            arguments.timeout = 60
        return fuzz_examples.main(arguments, ROOT, signature)
    if arguments.timeout is None:
        arguments.timeout = 10
    seeds = cases.seed_files(ROOT)
    if arguments.case is not None:
        return run_one(arguments, seeds)
    failures_directory = WORK / "failures"
    shutil.rmtree(failures_directory, ignore_errors=True)
    shutil.rmtree(WORK / "cases", ignore_errors=True)
    shutil.rmtree(WORK / "slow", ignore_errors=True)
    shutil.rmtree(WORK / "minimize", ignore_errors=True)
    count = arguments.count
    print(f"fuzz: {count} cases, seed {arguments.seed}, {arguments.jobs} jobs, "
          f"timeout {arguments.timeout:g} s, binary {arguments.binary}", flush=True)
    seconds = [0.0] * count
    by_class = {}
    examples = {}  # signature -> [(run, failures)], the first few
    counts = {}  # signature -> count
    slow = []  # (seconds, index), runs over --slow seconds that did not fail otherwise
    statuses = {}  # case kind -> {exit status (or "timeout") -> count}: what the cases reach
    started = time.monotonic()

    def one(index):
        case = cases.make(arguments.seed, index, seeds)
        directory = WORK / "cases" / f"case-{index}"
        run, failures = execute(case, arguments.binary, directory, arguments.timeout)
        shutil.rmtree(directory, ignore_errors=True)
        return index, run, failures

    done = 0
    with ThreadPoolExecutor(max_workers=arguments.jobs) as pool:
        for index, run, failures in pool.map(one, range(count)):
            seconds[index] = run.seconds
            status = "timeout" if run.timed_out else run.status
            tally = statuses.setdefault(run.case.kind, {})
            tally[status] = tally.get(status, 0) + 1
            if run.seconds > arguments.slow and not failures:
                slow.append((run.seconds, index))
                if len(slow) <= 5:
                    save(run, [("slow", f"{run.seconds:.2f} s CPU")],
                         WORK / "slow" / f"case-{index}")
            for kind in failure_tally.count(failures, (run, failures), signature,
                                            by_class, counts, examples):
                save(run, failures, failures_directory / kind / f"case-{index}")
            done += 1
            if count >= 20 and done % (count // 10) == 0:
                print(f"  {done}/{count} in {time.monotonic() - started:.0f} s, "
                      f"{sum(by_class.values())} failures", flush=True)
    wall = time.monotonic() - started
    if arguments.minimize:
        for name, kept in sorted(examples.items()):
            minimize.shrink(kept[0][0], name, arguments, failures_directory, execute, signature,
                            ROOT)
    print("Exit statuses: " + "; ".join(
        f"{kind} " + ", ".join(f"{status}: {number}" for status, number in
                               sorted(tally.items(), key=lambda item: str(item[0])))
        for kind, tally in sorted(statuses.items())))
    report(arguments, count, seconds, by_class, examples, counts, wall, failures_directory)
    if slow:
        print(f"{len(slow)} runs took over {arguments.slow:g} CPU s (not failures; first ones "
              f"kept in {cases.relative(WORK / 'slow', ROOT)}/): "
              + ", ".join(f"case {index} {time:.2f} s" for time, index in sorted(slow)[-5:]))
    return 1 if by_class else 0


def mean(values):
    return sum(values) / len(values) if values else 0.0


def report(arguments, count, seconds, by_class, examples, counts, wall, failures_directory):
    if examples:
        print("Failures by signature (count, one saved case):")
        for name, kept in sorted(examples.items()):
            kind = name.split(":", 1)[0]
            directory = failures_directory / kind / f"case-{kept[0][0].case.index}"
            print(f"  {counts[name]:5} {name}\n        e.g. {cases.relative(directory, ROOT)}/")
    slowest = sorted(range(count), key=lambda index: -seconds[index])[:3]
    print("Slowest cases (CPU): "
          + ", ".join(f"{index} ({seconds[index]:.2f} s)" for index in slowest))
    half = count // 2
    classes = ["trap", "crash", "hang", "bad-exit", "bad-json", "stderr-control"]
    classes += sorted(kind for kind in by_class if kind not in classes)
    counts = ", ".join(f"{by_class.get(kind, 0)} {kind}" for kind in classes)
    print(f"fuzz: {count} cases (seed {arguments.seed}): {counts}; "
          f"{mean(seconds):.3f} CPU s/script (first half {mean(seconds[:half]):.3f}, "
          f"second half {mean(seconds[half:]):.3f}); {wall:.0f} s wall on {arguments.jobs} jobs"
          + (f"; failing cases in {cases.relative(failures_directory, ROOT)}/" if by_class
             else ""))


if __name__ == "__main__":
    sys.exit(main())
