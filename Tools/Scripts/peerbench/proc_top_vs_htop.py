"""proc-top beside htop in one run (issue 30's Must show): EXTRA sleeping processes started,
then both programs on their own pty (COLUMNS x LINES, xterm-256color), each refreshing every
second (htop -d 10), their output read and dropped all along (so neither blocks on a full pty).
In the same run:
  1. CPU seconds each uses over SECONDS of plain refreshing (no keys; /proc/PID/schedstat),
  2. the Down key's latency (KEYS presses, the programs taking turns key by key): from the key
     to the last byte of its response, quiet after QUIET ms. A refresh that falls inside a
     key's window lengthens that key; the median is the figure, p95 shows the rest,
  3. peak RSS (VmHWM, read before each program ends) and the RSS at the end (VmRSS).

    python3 -B Tools/Scripts/peerbench/proc_top_vs_htop.py PROC_TOP [--extra 1000]
        [--seconds 60] [--keys 100] [--quiet 50] [--size 120x40]
"""

import argparse
import os
import select
import statistics
import subprocess
import time

from pty_session import PtySession


def cpu_seconds(pid):
    """The program's time on a CPU so far (/proc/PID/schedstat, nanoseconds)."""
    with open(f"/proc/{pid}/schedstat") as schedstat:
        return int(schedstat.read().split()[0]) / 1e9


def memory_mb(pid, field):
    """A VmHWM / VmRSS line of /proc/PID/status, in MB."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    return float("nan")


def drain(sessions, seconds):
    """Reads and drops everything the programs write for `seconds`."""
    deadline = time.perf_counter() + seconds
    while (left := deadline - time.perf_counter()) > 0:
        ready, _, _ = select.select([s.fd for s in sessions.values()], [], [], left)
        for name, session in sessions.items():
            if session.fd in ready and not session.read_available():
                raise RuntimeError(f"{name} ended (its terminal closed)")


def percentile(values, share):
    if not values:
        return float("nan")
    return sorted(values)[min(len(values) - 1, max(0, int(len(values) * share + 0.5) - 1))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("proc_top")
    parser.add_argument("--extra", type=int, default=1000, help="sleeping processes to add")
    parser.add_argument("--seconds", type=float, default=60, help="the CPU window")
    parser.add_argument("--keys", type=int, default=100, help="Down presses per program")
    parser.add_argument("--quiet", type=int, default=50, help="ms of silence that ends a key")
    parser.add_argument("--size", default="120x40", help="COLUMNSxLINES of each pty")
    options = parser.parse_args()
    columns, lines = (int(part) for part in options.size.split("x"))
    environment = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    environment.pop("NO_COLOR", None)
    programs = {"proc-top": [options.proc_top], "htop": ["htop", "-d", "10"]}
    sleepers, sessions = [], {}
    try:
        for _ in range(options.extra):
            sleepers.append(subprocess.Popen(["sleep", "100000"], stdin=subprocess.DEVNULL))
        for name, argv in programs.items():
            sessions[name] = PtySession(argv, columns, lines, environment)
            sessions[name].startup(300, limit_s=30)
        drain(sessions, 3)  # Both past their first refreshes.
        load_before = os.getloadavg()[0]
        before = {name: cpu_seconds(s.pid) for name, s in sessions.items()}
        drain(sessions, options.seconds)
        cpu = {name: cpu_seconds(s.pid) - before[name] for name, s in sessions.items()}
        load_after = os.getloadavg()[0]
        latencies = {name: [] for name in programs}
        for index in range(options.keys):
            order = list(programs) if index % 2 == 0 else list(reversed(programs))
            for name in order:
                reading = sessions[name].press("down", options.quiet)
                if reading.latency_ms is not None:
                    latencies[name].append(reading.latency_ms)
        memory = {name: (memory_mb(s.pid, "VmHWM"), memory_mb(s.pid, "VmRSS"))
                  for name, s in sessions.items()}
        count = sum(1 for entry in os.listdir("/proc") if entry.isdigit())
    finally:
        for session in sessions.values():
            session.finish()
        for sleeper in sleepers:
            sleeper.kill()
            sleeper.wait()
    htop = subprocess.run(["htop", "--version"], capture_output=True, text=True).stdout.split()
    print(f"{count} processes ({options.extra} extra sleeping), ptys {columns}x{lines}, both "
          f"refreshing every second; load {load_before:.1f} → {load_after:.1f} over the CPU window")
    print(f"| program | CPU s over {options.seconds:g} s | peak RSS MB | RSS at end MB "
          f"| Down keys | key median ms | key p95 ms |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name in programs:
        values = latencies[name]
        median = statistics.median(values) if values else float("nan")
        label = name if name != "htop" else " ".join(htop[:2])
        print(f"| {label} | {cpu[name]:.2f} | {memory[name][0]:.1f} | {memory[name][1]:.1f} "
              f"| {len(values)} | {median:.2f} | {percentile(values, 0.95):.2f} |")


if __name__ == "__main__":
    main()
