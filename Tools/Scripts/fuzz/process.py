"""Runs one command with a CPU-time limit and returns its status, output and the CPU time
it used. CPU time, unlike wall time, does not grow when other work shares the machine, so
neither the limit nor the time per script depends on what else runs.
"""

import math
import os
import signal
import subprocess
import threading
import time

# Wall-clock backstop for a run that sleeps instead of spinning, as a multiple of the limit:
# past it, a run is stopped once it has used no CPU for STALL_SECONDS (a run starved by a
# loaded machine still gains CPU time and goes on; a sleeping one does not), and in any case
# at ABSOLUTE_FACTOR times the limit.
WALL_FACTOR = 6
STALL_SECONDS = 30
ABSOLUTE_FACTOR = 60


class Outcome:
    def __init__(self):
        self.status = None  # exit status, or -signal
        self.stdout = b""
        self.stderr = b""
        self.cpu_seconds = 0.0
        self.wall_seconds = 0.0
        self.timed_out = False  # over the CPU limit or the wall-clock backstop


def run(argv, *, cpu_limit, stdout="pipe", environment=None, cwd=None):
    """Runs `argv` with standard input empty; `stdout` is "pipe", "closed" or "full"."""
    limit = max(1, math.ceil(cpu_limit))
    redirection = {"pipe": "", "closed": " >&-", "full": " >/dev/full"}[stdout]
    # At the soft limit the kernel sends SIGXCPU; the hard limit (SIGKILL) is a backstop for a
    # program that survives it.
    shell = f'ulimit -S -t {limit} && ulimit -H -t {limit + 2} && exec "$@"{redirection}'
    command = ["sh", "-c", shell, "sh"] + list(argv)
    outcome = Outcome()
    start = time.monotonic()
    child = subprocess.Popen(
        command, cwd=cwd, env=environment, stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE if stdout == "pipe" else subprocess.DEVNULL,
        stderr=subprocess.PIPE)
    chunks = {"stdout": [], "stderr": []}
    readers = [
        threading.Thread(target=lambda stream, name: chunks[name].append(stream.read()),
                         args=(stream, name))
        for stream, name in ((child.stdout, "stdout"), (child.stderr, "stderr")) if stream
    ]
    for reader in readers:
        reader.start()
    finished = threading.Event()
    backstop = threading.Thread(
        target=watch, args=(child, start, limit, finished), daemon=True)
    backstop.start()
    _, status, usage = os.wait4(child.pid, 0)
    finished.set()
    backstop.join()
    outcome.wall_seconds = time.monotonic() - start
    for reader in readers:
        reader.join()
    child.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
    for stream in (child.stdout, child.stderr):
        if stream:
            stream.close()
    outcome.status = child.returncode
    outcome.stdout = b"".join(chunks["stdout"])
    outcome.stderr = b"".join(chunks["stderr"])
    outcome.cpu_seconds = usage.ru_utime + usage.ru_stime
    killed = -outcome.status if outcome.status < 0 else 0
    outcome.timed_out = killed == signal.SIGXCPU or (
        killed == signal.SIGKILL
        and (outcome.wall_seconds >= limit * WALL_FACTOR or outcome.cpu_seconds >= 0.9 * limit))
    return outcome


def cpu_ticks(pid):
    """The CPU the process `pid` has used so far (user + system, clock ticks), or None."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            fields = stat.read().rsplit(b")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15)
    except (OSError, IndexError, ValueError):
        return None


def watch(child, start, limit, finished):
    """The wall-clock backstop (see WALL_FACTOR): kills `child` once it is past the backstop
    and has stalled, or at the absolute ceiling; returns when `finished` is set."""
    last_ticks, last_progress = None, time.monotonic()
    while not finished.wait(1.0):
        now = time.monotonic()
        ticks = cpu_ticks(child.pid)
        if ticks is not None and ticks != last_ticks:
            last_ticks, last_progress = ticks, now
        elapsed = now - start
        stalled = now - last_progress >= STALL_SECONDS
        if (elapsed >= limit * WALL_FACTOR and stalled) or elapsed >= limit * ABSOLUTE_FACTOR:
            child.kill()
            return

