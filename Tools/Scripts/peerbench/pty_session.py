"""One program in a pseudo-terminal, measured from outside: every byte it writes is read and
timed here, so nothing inside the program (no counter, no flag) takes part in the measurement.
"""

import fcntl
import os
import select
import signal
import struct
import termios
import time

# Keys as xterm sends them. Programs that switch the cursor keys to application mode
# (DECCKM, `ESC [ ? 1 h`, which ncurses' keypad mode does) get the SS3 forms.
KEYS_NORMAL = {
    "down": b"\x1b[B", "up": b"\x1b[A", "pgdn": b"\x1b[6~", "pgup": b"\x1b[5~",
    "end": b"\x1b[F", "home": b"\x1b[H",
}
KEYS_APPLICATION = dict(KEYS_NORMAL, down=b"\x1bOB", up=b"\x1bOA", end=b"\x1bOF", home=b"\x1bOH")


class Reading:
    """What the program wrote after one stimulus (start-up or a key)."""

    def __init__(self, sent_at):
        self.sent_at = sent_at
        self.bytes = 0
        self.last_byte_at = None

    @property
    def latency_ms(self):
        """Time from the stimulus to the last byte of the response; None when nothing came."""
        if self.last_byte_at is None:
            return None
        return (self.last_byte_at - self.sent_at) * 1000


class PtySession:
    """Starts `argv` on a new pty of `columns` x `lines` and reads everything it writes."""

    def __init__(self, argv, columns, lines, environment):
        self.application_keys = False
        self.total_bytes = 0
        self._tail = b""
        pid, fd = os.forkpty()
        if pid == 0:  # The child: become the program.
            try:
                os.execvpe(argv[0], argv, environment)
            finally:
                os._exit(127)
        self.pid, self.fd = pid, fd
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))
        self.started_at = time.perf_counter()

    def read_until_quiet(self, reading, quiet_ms, limit_s):
        """Reads into `reading` until nothing has come for `quiet_ms` (after at least one
        byte, or from the start when nothing comes), or `limit_s` has passed."""
        deadline = reading.sent_at + limit_s
        while True:
            now = time.perf_counter()
            quiet_until = (reading.last_byte_at or now) + quiet_ms / 1000
            if reading.last_byte_at is None:
                quiet_until = max(quiet_until, reading.sent_at + quiet_ms / 1000)
            wait = min(quiet_until, deadline) - now
            if wait <= 0:
                return reading
            ready, _, _ = select.select([self.fd], [], [], wait)
            if not ready:
                continue
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:
                return reading  # The program closed the terminal.
            if not chunk:
                return reading
            reading.last_byte_at = time.perf_counter()
            reading.bytes += len(chunk)
            self.total_bytes += len(chunk)
            self._track_cursor_key_mode(chunk)

    def read_available(self):
        """Reads what the program has written (one read; call when its pty is readable) and
        drops it; returns the number of bytes, 0 when the program closed the terminal."""
        try:
            chunk = os.read(self.fd, 65536)
        except OSError:
            return 0
        self.total_bytes += len(chunk)
        self._track_cursor_key_mode(chunk)
        return len(chunk)

    def startup(self, quiet_ms, limit_s):
        """The first frame: from the start of the process to its last byte."""
        return self.read_until_quiet(Reading(self.started_at), quiet_ms, limit_s)

    def press(self, key, quiet_ms, limit_s=10):
        """Sends one key and reads the program's whole response to it."""
        table = KEYS_APPLICATION if self.application_keys else KEYS_NORMAL
        reading = Reading(time.perf_counter())
        os.write(self.fd, table[key])
        return self.read_until_quiet(reading, quiet_ms, limit_s)

    def pages_touched(self, key, quiet_ms, presses):
        """Pages of memory (code and data) the program touches per press of `key`, the mean over
        `presses`: the kernel's referenced bits are cleared before each press
        (`/proc/PID/clear_refs`) and counted after it (`Referenced:` in `/proc/PID/smaps`).
        Clearing the bits flushes the program's TLB, so this runs apart from the timed keys.
        None where /proc does not allow it."""
        total = 0
        try:
            for _ in range(presses):
                with open(f"/proc/{self.pid}/clear_refs", "w") as clear:
                    clear.write("1")
                self.press(key, quiet_ms)
                with open(f"/proc/{self.pid}/smaps") as smaps:
                    total += sum(int(line.split()[1]) for line in smaps
                                 if line.startswith("Referenced:"))
        except OSError:
            return None
        page_kb = os.sysconf("SC_PAGE_SIZE") // 1024
        return total / page_kb / presses

    def finish(self):
        """Ends the program with SIGTERM (every program measured restores its terminal on it)
        and returns (CPU seconds, peak RSS in MB). The peak is the program's own VmHWM, read
        before it ends: the rusage maximum would include the Python process it was forked from."""
        peak_mb = self._peak_rss_mb()
        try:
            os.kill(self.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        deadline = time.perf_counter() + 5
        while True:
            pid, _, usage = os.wait4(self.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() > deadline:
                os.kill(self.pid, signal.SIGKILL)
                _, _, usage = os.wait4(self.pid, 0)
                break
            self._drain()
            time.sleep(0.01)
        os.close(self.fd)
        return usage.ru_utime + usage.ru_stime, peak_mb

    def _peak_rss_mb(self):
        try:
            with open(f"/proc/{self.pid}/status") as status:
                for line in status:
                    if line.startswith("VmHWM:"):
                        return int(line.split()[1]) / 1024
        except OSError:
            pass
        return float("nan")

    def _drain(self):
        while select.select([self.fd], [], [], 0)[0]:
            try:
                if not os.read(self.fd, 65536):
                    return
            except OSError:
                return

    def _track_cursor_key_mode(self, chunk):
        text = self._tail + chunk
        on, off = text.rfind(b"\x1b[?1h"), text.rfind(b"\x1b[?1l")
        if on != off:
            self.application_keys = on > off
        self._tail = text[-8:]
