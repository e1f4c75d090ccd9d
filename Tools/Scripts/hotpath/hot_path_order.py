"""Writes the linker's section ordering file for the release build (Tools/Scripts/release-build.sh):
the functions of stack-demo that run while keys are handled, hottest first, one `.text.NAME`
line each. Gold then places them side by side, so a key after a pause touches a few pages of
code instead of a hundred (see docs/decisions, "Hot code is laid out together").

The demo runs under callgrind in a pseudo-terminal (80x24, xterm-256color), with the
instrumentation off during start-up; the peer benchmark's keys are pressed (Down first, then
page down, End, Home, Up), and every function of the binary that ran is listed: those of the
Down key first (the key pressed most), then the others, each group by instructions spent.
Run by hand after the per-key path changed (Tools/Scripts/release-build.sh --write-order).
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "peerbench"))
from pty_session import PtySession  # noqa: E402

PHASES = [["down"] * 30, ["pgdn"] * 10 + ["end", "home"] + ["up"] * 10 + ["pgup"] * 3]


def control(*arguments):
    """Runs `callgrind_control`; stops the run when it fails (a dump that did not happen would
    put one phase's functions into the next)."""
    result = subprocess.run(["callgrind_control", *arguments], capture_output=True, text=True,
                            check=False)
    if result.returncode != 0:
        sys.exit(f"hot_path_order: callgrind_control {' '.join(arguments)} failed: "
                 f"{result.stdout}{result.stderr}".strip())


def functions_by_cost(profile, binary):
    """The functions of `binary` in a callgrind profile with their exclusive instructions."""
    names, costs, in_binary, function, skip_next = {}, {}, False, None, False
    for line in open(profile, encoding="utf-8", errors="replace"):
        line = line.rstrip("\n")
        match = re.match(r"^(c?)(ob|fl|fi|fe|fn)=\((\d+)\)(?: (.*))?$", line)
        if match:
            called, kind, index, name = match.groups()
            if name:
                names[(kind if kind in ("ob", "fn") else "fl", index)] = name
            if not called and kind == "ob":
                in_binary = os.path.realpath(names.get(("ob", index), "")) == binary
            elif not called and kind == "fn":
                function = names.get(("fn", index))
            continue
        if line.startswith("calls="):
            skip_next = True  # The next cost line is the call's inclusive cost.
            continue
        if line and (line[0].isdigit() or line[0] in "+-*"):
            if skip_next:
                skip_next = False
                continue
            fields = line.split()
            if in_binary and function and len(fields) > 1:
                costs[function] = costs.get(function, 0) + int(fields[1])
    return costs


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--stack-demo", required=True, help="a release build of stack-demo")
    parser.add_argument("--out", required=True, help="the ordering file to write")
    parser.add_argument("--rows", default="1000")
    options = parser.parse_args()
    binary = os.path.realpath(options.stack_demo)
    with tempfile.TemporaryDirectory(prefix="hot-path-") as folder:
        order = profile_order(binary, options.rows, Path(folder))
    if not order:
        sys.exit("hot_path_order: no function of the binary ran; is it a release build?")
    Path(options.out).write_text("".join(f".text.{name}\n" for name in order))
    print(f"hot_path_order: {len(order)} functions written to {options.out}", file=sys.stderr)


def profile_order(binary, rows, work):
    """The binary's functions that run while the benchmark's keys are pressed, in order."""
    profile = work / "callgrind.out"
    argv = ["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={profile}",
            binary, "--screen", "list", "--rows", rows, "--no-animation"]
    environment = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    session = PtySession(argv, 80, 24, environment)
    session.startup(2000, limit_s=120)
    control("-i", "on", str(session.pid))
    for phase in PHASES:
        for key in phase:
            session.press(key, 400)
        control("-d", str(session.pid))
    control("-i", "off", str(session.pid))
    session.finish()
    dumps = sorted(work.glob("callgrind.out.*"), key=lambda path: int(path.name.split(".")[-1]))
    if len(dumps) < len(PHASES):
        sys.exit(f"hot_path_order: expected {len(PHASES)} profiles in {work}, found {len(dumps)}")
    order, seen = [], set()
    for dump in dumps[: len(PHASES)]:
        costs = functions_by_cost(dump, binary)
        for name in sorted(costs, key=lambda name: -costs[name]):
            # Swift functions only; callgrind's names for recursion levels (`f'2`) are skipped.
            if name.startswith("$s") and "'" not in name and name not in seen:
                seen.add(name)
                order.append(name)
    return order


if __name__ == "__main__":
    main()
