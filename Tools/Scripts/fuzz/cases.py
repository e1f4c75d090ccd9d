"""One fuzz case: a script file's bytes and the command line to run it with, drawn from
(seed, index) alone, so `Tools/Scripts/fuzz.sh --seed S --case I` makes the same case again.
"""

import random
from pathlib import Path

import generate
import mutate


class Case:
    """`broken`: True for a generated script with a deliberate mistake, False for a generated
    script that must run, None for mutated and random files (anything may happen)."""

    def __init__(self, index, kind, data, args, events, broken, environment, output):
        self.index = index
        self.kind = kind
        self.data = data
        self.args = args
        self.events = events  # None, "-", "FILE" or "/dev/full"
        self.broken = broken
        self.environment = environment
        self.output = output  # standard output: "pipe", "closed" or "full" (/dev/full)


def seed_files(root):
    """The tours and the parity fixtures, in a fixed order."""
    paths = sorted((root / "demo").glob("*.keys"))
    paths += sorted((root / "Tests" / "StackDemoTests" / "Fixtures").glob("*.keys"))
    return [path.read_bytes() for path in paths]


def make(seed, index, seeds):
    rng = random.Random(f"stack-demo-fuzz:{seed}:{index}")
    roll = rng.random()
    if roll < 0.7:
        script = generate.Generator(rng).script()
        kind, data, args, broken = "generated", script.text.encode(), script.args, script.broken
    else:
        if roll < 0.93:
            if rng.random() < 0.6:
                original = rng.choice(seeds)
            else:
                original = generate.Generator(rng).script().text.encode()
            kind, data = "mutated", mutate.mutate(rng, original)
        else:
            kind, data = "random", mutate.random_file(rng)
        args, broken = generate.common_options(rng), None
    events = None
    if rng.random() < 0.4:
        events = "-" if "--dump" not in args and rng.random() < 0.5 else "FILE"
    if broken is False and rng.random() < 0.03:
        events = "/dev/full"
    environment = {"NO_COLOR": "1"} if rng.random() < 0.1 else {}
    output = rng.choices(["pipe", "closed", "full"], [94, 3, 3])[0]
    return Case(index, kind, data, args, events, broken, environment, output)


def command(case, binary, script_path, events_path):
    """The argument list for `case` with its script at `script_path`."""
    argv = [str(binary), "--script", str(script_path)] + case.args
    if case.events == "-":
        argv += ["--events", "-"]
    elif case.events == "FILE":
        argv += ["--events", str(events_path)]
    elif case.events == "/dev/full":
        argv += ["--events", "/dev/full"]
    return argv


def relative(path, root):
    try:
        return Path(path).resolve().relative_to(root)
    except ValueError:
        return Path(path)
