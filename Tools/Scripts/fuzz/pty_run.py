"""Runs one example in a pseudo-terminal, as a user would: the terminal is its controlling
terminal (it opens /dev/tty, gets SIGWINCH on a resize), the input steps are written to the
terminal's master side, then the way out (Esc, Esc, q) — and it must leave.

Hangs are judged without a tight wall clock (the machine is shared): a run is a hang when it
uses its whole CPU limit (`ulimit -t`), or when, after the way out was typed, it sits idle — no
CPU used over a quiet window, sleeping, not exited — which no load on the machine explains.
A wall-clock backstop (minutes) only ends runs that neither spin nor sleep.
"""

import fcntl
import os
import select
import signal
import struct
import subprocess
import termios
import threading
import time

QUIET_WINDOW = float(os.environ.get("STACKTUI_FUZZ_QUIET", "8"))  # seconds without CPU use, asleep, after the way out: no answer
BACKSTOP = 300.0  # seconds of wall time after the way out: a backstop only
# The way out, typed as a user would: each key once the example has gone quiet (it waits for
# keys), so that no two are read together (Esc and q read at once are Alt-q), then twice more.
QUIT = [("settle", 0.7), ("send", b"\x1b"), ("settle", 0.7), ("send", b"\x1b"), ("settle", 0.7),
        ("send", b"q")] * 2
SETTLE_LIMIT = 10.0  # seconds a settle step waits at most (an example fed by `yes` is never quiet)


class Outcome:
    def __init__(self):
        self.status = None  # exit status, or -signal
        self.output = b""  # everything written to the terminal
        self.stdout = b""  # standard output when it is a pipe
        self.cpu_seconds = 0.0
        self.wall_seconds = 0.0
        self.hang = None  # why the run counts as a hang, or None
        self.termios_before = None
        self.termios_after = None
        self.left_running = []  # (pid, command) of processes of the case alive after its end


def set_size(descriptor, size):
    columns, rows = size
    fcntl.ioctl(descriptor, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))


def cpu_of(pid):
    """User + system CPU seconds of `pid` and its state letter, or (None, None) when gone."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as file:
            fields = file.read().rsplit(b")", 1)[1].split()
    except OSError:
        return None, None
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks, fields[0].decode()


def processes_marked(marker):
    """Pids whose environment holds `marker` (a case's processes, its children among them)."""
    found = []
    needle = marker.encode() + b"=1"
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as file:
                if needle in file.read().split(b"\0"):
                    with open(f"/proc/{entry}/cmdline", "rb") as command:
                        found.append((int(entry), command.read().replace(b"\0", b" ")[:80]))
        except OSError:
            continue
    return found


class Child:
    """A started process reaped here (not by `subprocess`), so that its CPU time is known."""

    def __init__(self, popen):
        self.popen = popen
        self.pid = popen.pid
        self.status = None  # exit status, or -signal, once reaped
        self.cpu_seconds = 0.0

    def poll(self):
        if self.status is None:
            pid, status, usage = os.wait4(self.pid, os.WNOHANG)
            if pid == self.pid:
                self.reaped(status, usage)
        return self.status

    def wait(self, timeout):
        deadline = time.monotonic() + timeout
        while self.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        return self.status

    def reaped(self, status, usage):
        self.status = os.waitstatus_to_exitcode(status)
        self.popen.returncode = self.status  # `subprocess` must not reap it again
        self.cpu_seconds = usage.ru_utime + usage.ru_stime


class Reader(threading.Thread):
    """Drains the terminal's master side (a full terminal would block the example)."""

    def __init__(self, master, limit=64 << 20):
        super().__init__(daemon=True)
        self.master = master
        self.chunks = []
        self.size = 0
        self.limit = limit
        self.stop = False

    def run(self):
        while not self.stop:
            ready, _, _ = select.select([self.master], [], [], 0.1)
            if not ready:
                continue
            try:
                data = os.read(self.master, 65536)
            except OSError:
                return
            if not data:
                return
            if self.size < self.limit:
                self.chunks.append(data)
                self.size += len(data)


class Idleness:
    """Tells when a process sits idle: no CPU used over a quiet window, asleep."""

    def __init__(self, pid, quiet_window):
        self.pid = pid
        self.quiet_window = quiet_window
        self.last_cpu, _ = cpu_of(pid)
        self.quiet_since = time.monotonic()

    def progressed(self):
        self.quiet_since = time.monotonic()

    def idle_for(self):
        """Seconds the process has been idle (0 while it works), or None when it is gone."""
        cpu, state = cpu_of(self.pid)
        now = time.monotonic()
        if cpu is None:
            return None
        if cpu - (self.last_cpu or 0) > 0.02 or state not in ("S", "T", "t", "I"):
            self.last_cpu, self.quiet_since = cpu, now
        return now - self.quiet_since

    def is_idle(self):
        idle = self.idle_for()
        return idle is not None and idle >= self.quiet_window


def write_all(master, data, child, quiet_window):
    """Writes `data` to the terminal in pieces, giving up when the example has ended; why it
    is a hang when the example leaves its input unread while idle (a full terminal)."""
    view = memoryview(data)
    idleness = Idleness(child.pid, quiet_window)
    while view:
        if child.poll() is not None:
            return None
        _, ready, _ = select.select([], [master], [], 0.2)
        if not ready:
            if idleness.is_idle():
                return f"input left unread, idle for {idleness.idle_for():.1f} s"
            continue
        try:
            written = os.write(master, view[:4096])
        except (BlockingIOError, InterruptedError):
            if idleness.is_idle():
                return f"input left unread, idle for {idleness.idle_for():.1f} s"
            time.sleep(0.05)
            continue
        except OSError:
            return None
        view = view[written:]
        idleness.progressed()
    return None


def run(argv, steps, *, size, cpu_limit, stdin=None, stdout_pipe=False, marker,
        environment=None, cwd=None, quit_steps=QUIT, quiet_window=QUIET_WINDOW,
        preexec_user=None):
    """Runs `argv` on a new pseudo-terminal (its controlling terminal) sized `size`; `stdin`:
    None (the terminal) or a file object; `steps`: (kind, value) pairs or example_inputs.Step."""
    outcome = Outcome()
    master, slave = os.openpty()
    os.set_blocking(master, False)
    set_size(slave, size)
    outcome.termios_before = termios.tcgetattr(slave)
    tty = os.ttyname(slave)
    limit = max(1, int(cpu_limit + 0.999))
    # The shell is the new session's leader: opening the terminal makes it the controlling
    # one; `exec` keeps the session for the example.
    shell = (f'exec 9<>"$0" && exec 9>&- && ulimit -S -t {limit} && ulimit -H -t {limit + 2} '
             f'&& exec "$@"')
    command = ["sh", "-c", shell, tty] + list(argv)
    if preexec_user:
        os.chown(tty, preexec_user, -1)  # The terminal is the user's, as a login's is.
        command = ["setpriv", f"--reuid={preexec_user}", f"--regid={preexec_user}",
                   "--clear-groups"] + command  # Numbers: a group `nobody` may not exist.
    env = dict(environment if environment is not None else os.environ)
    env[marker] = "1"
    reader = Reader(master)
    reader.start()
    start = time.monotonic()
    child = Child(subprocess.Popen(
        command, stdin=stdin if stdin is not None else slave,
        stdout=subprocess.PIPE if stdout_pipe else slave, stderr=slave, env=env, cwd=cwd,
        start_new_session=True, close_fds=True))
    piped = []
    if stdout_pipe:
        drain = threading.Thread(target=lambda: piped.append(child.popen.stdout.read()),
                                 daemon=True)
        drain.start()
    quit_sent = None
    try:
        wait_until_ready(slave, child, quiet_window)
        ready = not echoes(slave)
        for step in list(steps) + [None] + list(quit_steps):
            if child.poll() is not None:
                break
            if step is None:
                quit_sent = time.monotonic()
                continue
            kind, value = (step.kind, step.value) if hasattr(step, "kind") else step
            if kind == "send" and echoes(slave) and ready:
                break  # The example left its modes (it is ending): the terminal would echo.
            if kind == "send":
                outcome.hang = write_all(master, value, child, quiet_window)
                if outcome.hang:
                    break
            elif kind == "pause":
                time.sleep(value)
            elif kind == "settle":
                settle(child, value)
            elif kind == "resize":
                set_size(slave, value)
        if child.poll() is None and outcome.hang is None:
            outcome.hang = wait_for_exit(child, quit_sent or time.monotonic(), quiet_window)
    finally:
        for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGKILL):
            if child.poll() is not None:
                break
            try:
                os.killpg(child.pid, sig)
            except OSError:
                pass
            child.wait(timeout=2)
        if child.status is None:
            _, status, usage = os.wait4(child.pid, 0)
            child.reaped(status, usage)
        outcome.status = child.status
        outcome.cpu_seconds = child.cpu_seconds
        outcome.wall_seconds = time.monotonic() - start
        if outcome.hang is None and outcome.status == -signal.SIGXCPU:
            outcome.hang = f"over the CPU limit of {limit} s"
        time.sleep(0.2)
        outcome.termios_after = termios.tcgetattr(slave)
        reader.stop = True
        reader.join()
        outcome.output = b"".join(reader.chunks)
        if stdout_pipe:
            drain.join(timeout=5)
            child.popen.stdout.close()
            outcome.stdout = b"".join(piped)
        # A grace period for children that end after the example (SIGTERM, then SIGKILL).
        deadline = time.monotonic() + 3
        while processes_marked(marker) and time.monotonic() < deadline:
            time.sleep(0.1)
        outcome.left_running = processes_marked(marker)
        for pid, _ in outcome.left_running:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        os.close(master)
        os.close(slave)
    return outcome


def settle(child, seconds):
    """Waits `seconds`, then until `child` has been idle for half a second (at most
    SETTLE_LIMIT): a key typed then is read alone."""
    time.sleep(seconds)
    idleness = Idleness(child.pid, 0.5)
    deadline = time.monotonic() + SETTLE_LIMIT
    while child.poll() is None and not idleness.is_idle() and time.monotonic() < deadline:
        time.sleep(0.1)


def echoes(slave):
    """True while the terminal echoes what is typed: the example has not set its modes yet,
    or has left them (what the terminal echoes is no output of the example's)."""
    return bool(termios.tcgetattr(slave)[3] & termios.ECHO)


def wait_until_ready(slave, child, quiet_window):
    """Waits until the example has switched echo off — typing starts then, as a user's would
    once the screen is up — or sits idle without (then typing starts anyway)."""
    idleness = Idleness(child.pid, quiet_window)
    while child.poll() is None and echoes(slave) and not idleness.is_idle():
        time.sleep(0.02)


def wait_for_exit(child, quit_sent, quiet_window):
    """None once `child` exits; why it is a hang when it sits idle after the way out (no CPU
    over `quiet_window` seconds, asleep) or passes the wall-clock backstop."""
    idleness = Idleness(child.pid, quiet_window)
    while child.wait(timeout=0.5) is None:
        idle = idleness.idle_for()
        now = time.monotonic()
        if idle is not None and idle >= quiet_window:
            return f"no exit {now - quit_sent:.1f} s after Esc Esc q, idle for {idle:.1f} s"
        if now - quit_sent > BACKSTOP:
            return f"no exit {BACKSTOP:g} s after Esc Esc q (busy)"
    return None
