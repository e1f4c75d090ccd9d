"""Fuzzes an example in a pseudo-terminal (`Tools/Scripts/fuzz.sh N --example NAME`): each case
makes what the example reads (a folder of hostile names, a followed file that grows or
rotates, a producer on standard input, a hostile command), runs the example with random
input (example_inputs.py), types the way out and checks the run (example_checks.py).
Failing cases go to .build-fuzz/examples/NAME/failures/CLASS/case-I/ (case.txt: how to make
it again; output: what the terminal got; why.txt).
"""

import os
import random
import shutil
import subprocess
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import example_checks
import example_inputs
import pty_run
import failure_tally


def make_folder(path, spec):
    """Makes `spec` (an example_inputs.Folder) at `path`, readable by everyone."""
    os.makedirs(path, exist_ok=True)
    os.chmod(path, 0o755)
    base = os.fsencode(path)
    for name, (kind, payload) in spec.entries:
        target = os.path.join(base, name)
        try:
            if kind == "file":
                with open(target, "wb") as file:
                    file.write(payload)
            elif kind == "folder":
                os.mkdir(target)
                with open(os.path.join(target, b"inside"), "wb") as file:
                    file.write(b"inside\n")
            elif kind == "link":
                os.symlink(payload, target)
            elif kind == "fifo":
                os.mkfifo(target)
        except OSError:
            continue


class FileChanger(threading.Thread):
    """Changes a followed file while the example runs, as a log writer or logrotate would."""

    def __init__(self, path, change, rng):
        super().__init__(daemon=True)
        self.path = path
        self.change = change
        self.rng = rng
        self.stop = threading.Event()

    def append(self, data, path=None):
        with open(path or self.path, "ab") as file:
            file.write(data)

    def run(self):
        change, path = self.change, self.path
        if change == "append":
            index = 0
            while not self.stop.wait(0.05):
                index += 1
                self.append(b"appended %d\n" % index)
        elif change == "grow-fast":
            chunk = b"y\n" * 32768
            for _ in range(320):  # 20 MB
                if self.stop.is_set():
                    return
                self.append(chunk)
        elif self.stop.wait(0.3):
            return
        elif change == "truncate":
            with open(path, "r+b") as file:
                file.truncate(0)
            self.append(b"after truncation\n" * 3)
        elif change in ("rotate", "chmod"):
            os.replace(path, path + ".1")
            with open(path, "wb") as file:
                file.write(b"rotated in\n")
            if change == "chmod":
                os.chmod(path, 0)
                if not self.stop.wait(0.5):
                    os.chmod(path, 0o644)
            self.append(b"new line\n")
        elif change == "remove":
            os.unlink(path)


def start_producer(command):
    """Runs a producer on a pipe; returns (process, its output end)."""
    process = subprocess.Popen(["sh", "-c", command], stdout=subprocess.PIPE,
                               stdin=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               start_new_session=True)
    return process


def stop_producer(process):
    try:
        os.killpg(process.pid, 9)
    except OSError:
        pass
    process.stdout.close()
    process.wait()


def execute(case, binary, directory, cpu_limit, seed):
    """Makes the case's inputs in `directory`, runs it and checks it: (outcome, failures)."""
    if directory.exists():
        shutil.rmtree(directory)
    directory.mkdir(parents=True)
    os.chmod(directory, 0o755)
    folder = str(directory / "folder")
    file = str(directory / "followed.log")
    if case.folder is not None:
        make_folder(folder, case.folder)
    if case.file is not None:
        Path(file).write_bytes(case.file)
    argv = [binary] + [argument.replace("{DIR}", folder).replace("{FILE}", file)
                       for argument in case.args]
    producer = start_producer(case.producer) if case.producer else None
    changer = None
    if case.file is not None and case.change != "none":
        changer = FileChanger(file, case.change, random.Random(case.index))
        changer.start()
    marker = f"STACKTUI_FUZZ_CASE_{os.getpid()}_{case.example}_{case.index}".replace("-", "_")
    try:
        outcome = pty_run.run(
            argv, case.steps, size=case.size, cpu_limit=cpu_limit,
            stdin=producer.stdout if producer else None, stdout_pipe=case.stdout_pipe,
            marker=marker, cwd=str(directory),
            preexec_user=65534 if case.example == "two-pane" and os.getuid() == 0 else None)
    finally:
        if changer:
            changer.stop.set()
            changer.join()
        if producer:
            stop_producer(producer)
    return outcome, example_checks.check(outcome, case.example)


def describe(case, seed, binary):
    lines = [f"example {case.example}, seed {seed}, case {case.index}",
             f"again: Tools/Scripts/fuzz.sh --example {case.example} --seed {seed} "
             f"--case {case.index}",
             f"binary: {binary}", f"arguments: {case.args!r}", f"size: {case.size}",
             f"producer: {case.producer!r}", f"file change: {case.change}",
             f"folder entries: {len(case.folder.entries) if case.folder else None}",
             "steps:"]
    lines += [f"  {step.kind} {step.value!r}" for step in case.steps]
    return "\n".join(lines) + "\n"


def save(case, outcome, failures, destination, seed, binary):
    if destination.exists():
        shutil.rmtree(destination)
    destination.mkdir(parents=True)
    (destination / "case.txt").write_text(describe(case, seed, binary))
    (destination / "output").write_bytes(outcome.output[-2_000_000:])
    why = [f"{kind}: {detail}" for kind, detail in failures]
    why.append(f"exit {outcome.status}, {outcome.cpu_seconds:.2f} s CPU, "
               f"{outcome.wall_seconds:.2f} s wall")
    (destination / "why.txt").write_text("\n".join(why) + "\n")


def main(arguments, root, signature):
    """Runs `arguments.count` cases of `arguments.example`; prints a summary; 1 on failures."""
    example = arguments.example
    work = root / ".build-fuzz" / "examples" / example
    scratch = Path(tempfile.mkdtemp(prefix=f"stacktui-fuzz-{example}-"))
    os.chmod(scratch, 0o755)
    cpu_limit = arguments.timeout
    if arguments.case is not None:
        case = example_inputs.make(example, arguments.seed, arguments.case)
        print(describe(case, arguments.seed, arguments.binary))
        outcome, failures = execute(case, arguments.binary, scratch / "case", cpu_limit,
                                    arguments.seed)
        print(f"exit {outcome.status}, {outcome.cpu_seconds:.2f} s CPU, "
              f"{outcome.wall_seconds:.2f} s wall")
        for kind, detail in failures:
            print(f"FAIL {kind}: {detail}")
        shutil.rmtree(scratch, ignore_errors=True)
        return 1 if failures else 0
    shutil.rmtree(work / "failures", ignore_errors=True)
    count = arguments.count
    print(f"fuzz: {example}, {count} cases, seed {arguments.seed}, {arguments.jobs} jobs, "
          f"CPU limit {cpu_limit:g} s, binary {arguments.binary}", flush=True)
    started = time.monotonic()
    by_class, counts, saved, statuses = {}, {}, {}, {}
    cpu = []
    slowest = []  # (CPU seconds, case index): the slowest are named, to run again with --case

    def one(index):
        case = example_inputs.make(example, arguments.seed, index)
        directory = scratch / f"case-{index}"
        outcome, failures = execute(case, arguments.binary, directory, cpu_limit,
                                    arguments.seed)
        shutil.rmtree(directory, ignore_errors=True)
        return case, outcome, failures

    done = 0
    with ThreadPoolExecutor(max_workers=arguments.jobs) as pool:
        for case, outcome, failures in pool.map(one, range(count)):
            cpu.append(outcome.cpu_seconds)
            slowest.append((outcome.cpu_seconds, case.index))
            status = "hang" if outcome.hang else outcome.status
            statuses[status] = statuses.get(status, 0) + 1
            for kind in failure_tally.count(failures, case.index, signature,
                                            by_class, counts, saved):
                save(case, outcome, failures, work / "failures" / kind
                     / f"case-{case.index}", arguments.seed, arguments.binary)
            done += 1
            if count >= 20 and done % (count // 10) == 0:
                print(f"  {done}/{count} in {time.monotonic() - started:.0f} s, "
                      f"{sum(by_class.values())} failures", flush=True)
    shutil.rmtree(scratch, ignore_errors=True)
    if counts:
        print("Failures by signature (count, saved cases):")
        for name in sorted(counts):
            print(f"  {counts[name]:5} {name}\n        e.g. "
                  + ", ".join(str(work / "failures" / name.split(":")[0] / f"case-{index}")
                              for index in saved[name][:1]))
    print("Slowest cases (CPU s): " + ", ".join(
        f"case {index} {seconds:.2f}" for seconds, index in sorted(slowest)[-3:]))
    print("Exit statuses: " + ", ".join(f"{status}: {number}" for status, number in
                                        sorted(statuses.items(), key=lambda item: str(item[0]))))
    classes = ["trap", "crash", "hang", "bad-exit", "terminal-not-restored", "raw-to-terminal",
               "child-left"]
    summary = ", ".join(f"{by_class.get(kind, 0)} {kind}" for kind in classes)
    print(f"fuzz: {example}: {count} cases (seed {arguments.seed}): {summary}; "
          f"{sum(cpu) / max(1, len(cpu)):.2f} CPU s/case (max {max(cpu, default=0):.2f}); "
          f"{time.monotonic() - started:.0f} s wall on {arguments.jobs} jobs")
    return 1 if by_class else 0
