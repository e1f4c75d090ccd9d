"""Key latency of moving the selection, proc-top beside htop (issue 30): both on their own
pty (80x24, xterm-256color), refreshing every second, the Down key pressed in each in turn;
the time from a key to the last byte of its response (quiet after QUIET ms). A refresh that
falls inside a key's window lengthens that key: the median is the figure, p90 shows the rest.

    python3 -B Tools/Scripts/peerbench/proc_top_keys.py .build/release/proc-top [KEYS] [QUIET]
"""

import os
import statistics
import sys

from pty_session import PtySession


def main():
    proc_top = sys.argv[1]
    keys = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    quiet = int(sys.argv[3]) if len(sys.argv) > 3 else 50
    environment = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    programs = {"proc-top": [proc_top], "htop": ["htop", "-d", "10"]}
    sessions = {}
    for name, argv in programs.items():
        sessions[name] = PtySession(argv, 80, 24, environment)
        sessions[name].startup(300, limit_s=30)
    latencies = {name: [] for name in programs}
    for index in range(keys):
        order = list(programs) if index % 2 == 0 else list(reversed(programs))
        for name in order:
            reading = sessions[name].press("down", quiet)
            if reading.latency_ms is not None:
                latencies[name].append(reading.latency_ms)
    print(f"| program | Down keys | median ms | p90 ms | CPU s | peak RSS MB |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for name, session in sessions.items():
        values = sorted(latencies[name])
        cpu, rss = session.finish()
        p90 = values[min(len(values) - 1, int(len(values) * 0.9))] if values else float("nan")
        median = statistics.median(values) if values else float("nan")
        print(f"| {name} | {len(values)} | {median:.2f} | {p90:.2f} | {cpu:.2f} | {rss:.1f} |")


if __name__ == "__main__":
    main()
