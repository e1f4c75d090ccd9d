"""What a run of an example in a pseudo-terminal must never do (the oracle of the demo's fuzz,
for a program on a terminal): die by a signal or trap, hang (pty_run.py says how that is
judged), exit with a status outside its set, leave the terminal's modes changed (`stty -g`
before and after differ), pass a hostile sequence to the terminal raw (example_inputs.MARKERS),
or leave a process of the case running after it ended (a child not contained).
"""

import re
import signal

import checks
import example_inputs

# Exit statuses an example may end with: 0 (done), 1 (pick: nothing picked), 2 and 64 (a
# usage error: `--max-lines 1` is refused), 130 (pick: Ctrl-C or Esc, as fzf).
STATUSES = {0, 1, 2, 64, 130}
# run-stream leaves with its command's status (or 128 + the signal that ended it): any.
ANY_STATUS = {"run-stream"}
# Signals an example may end by: SIGINT (Ctrl-C among random bytes: the terminal sends it).
SIGNALS = {signal.SIGINT}


def termios_difference(before, after):
    """The fields of two `termios.tcgetattr` lists that differ, by name."""
    names = ["iflag", "oflag", "cflag", "lflag", "ispeed", "ospeed"]
    different = [name for name, old, new in zip(names, before, after) if old != new]
    if before[6] != after[6]:
        different.append("cc")
    return different


def marker_failures(output):
    for marker in example_inputs.MARKERS:
        position = output.find(marker)
        if position >= 0:
            context = output[max(0, position - 20):position + 30]
            return [("raw-to-terminal", f"{marker!r} reached the terminal: {context!r}")]
    return []


def check(outcome, example=None):
    """All failures of one finished run (`outcome`: a `pty_run.Outcome`) of `example`."""
    if outcome.hang:
        failures = [("hang", outcome.hang)]
    else:
        failures = []
    text = outcome.output.decode("utf-8", errors="replace")
    status = outcome.status
    if status is not None and status < 0 and not outcome.hang and -status not in SIGNALS:
        failures += checks.check_exit(status, text)
    elif (status is not None and status >= 0 and status not in STATUSES
          and example not in ANY_STATUS):
        failures.append(("bad-exit", f"exit status {status}"))
    for trap in checks.TRAP_TEXT:
        if trap in text and not any(kind in ("trap", "crash") for kind, _ in failures):
            found = re.search(re.escape(trap) + r".{0,70}", text)
            failures.append(("trap", f"the terminal shows {found.group(0)!r}"))
    if outcome.termios_before != outcome.termios_after:
        different = termios_difference(outcome.termios_before, outcome.termios_after)
        failures.append(("terminal-not-restored", "stty -g differs: " + ", ".join(different)))
    failures += marker_failures(outcome.output)
    if outcome.left_running:
        commands = ", ".join(command.decode("utf-8", "replace")
                             for _, command in outcome.left_running[:3])
        failures.append(("child-left", f"{len(outcome.left_running)} left running: {commands}"))
    return failures
