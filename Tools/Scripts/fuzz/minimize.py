"""Shrinks a failing case: drops chunks of lines, then words, then command-line options, as
long as the run still fails with the same signature (class and normalized message). Writes
`minimal.keys` and `minimal-command.sh` beside the saved case.
"""

import copy
import shlex
import time

BUDGET_RUNS = 120
BUDGET_SECONDS = 45


class Shrinker:
    def __init__(self, case, name, arguments, directory, execute, signature):
        self.case = case
        self.name = name
        self.signature = signature
        self.arguments = arguments
        self.directory = directory
        self.execute = execute
        self.runs = 0
        self.deadline = time.monotonic() + BUDGET_SECONDS
        self.last_run = None

    def fails(self, data, args):
        if self.runs >= BUDGET_RUNS or time.monotonic() > self.deadline:
            return False
        self.runs += 1
        candidate = copy.copy(self.case)
        candidate.data, candidate.args = data, args
        run, failures = self.execute(
            candidate, self.arguments.binary, self.directory, self.arguments.timeout)
        if any(self.signature(kind, detail) == self.name for kind, detail in failures):
            self.last_run = run
            return True
        return False

    def pieces(self, parts, join, args):
        """ddmin-style: remove chunks of `parts`, halving the chunk size."""
        size = max(1, len(parts) // 2)
        while True:
            start = 0
            while start < len(parts):
                trial = parts[:start] + parts[start + size:]
                if trial and self.fails(join(trial), args):
                    parts = trial
                else:
                    start += size
            if size == 1:
                return parts
            size = max(1, size // 2)

    def shrink(self):
        args = list(self.case.args)
        lines = self.pieces(self.case.data.split(b"\n"), b"\n".join, args)
        data = b"\n".join(lines)
        if not self.name.startswith("valid-rejected"):
            # Dropping words from a valid script can make it invalid with the same message
            # (`type "́a"` → `type`); whole generated lines are valid on their own.
            data = b" ".join(self.pieces(data.split(b" "), b" ".join, args))
        index = 0
        while index < len(args):
            width = 2 if index + 1 < len(args) and not args[index + 1].startswith("--") else 1
            trial = args[:index] + args[index + width:]
            if self.fails(data, trial):
                args = trial
            else:
                index += width
        return data, args


def shrink(run, name, arguments, failures_directory, execute, signature, root):
    """Shrinks `run`'s case (failing with signature `name`) and saves the result next to the
    saved case."""
    kind = name.split(":", 1)[0]
    saved = failures_directory / kind / f"case-{run.case.index}"
    work = root / ".build-fuzz" / "minimize" / f"case-{run.case.index}"
    shrinker = Shrinker(run.case, name, arguments, work, execute, signature)
    data, args = shrinker.shrink()
    if shrinker.last_run is None:
        return
    (saved / "minimal.keys").write_bytes(data)
    final = copy.copy(run.case)
    final.data, final.args = data, args
    minimal, failures = execute(final, arguments.binary, work, arguments.timeout)
    minimal.argv[2] = str((saved / "minimal.keys").relative_to(root))
    if final.events == "FILE":
        minimal.argv[-1] = str((saved / "minimal-events.jsonl").relative_to(root))
    words = [f"{name}={value}" for name, value in sorted(final.environment.items())]
    details = "\n".join(f"# {kind}: {detail}" for kind, detail in failures)
    (saved / "minimal-command.sh").write_text(
        f"# Run from the repository root ({shrinker.runs} runs to shrink):\n{details}\n"
        + " ".join(words + [shlex.quote(word) for word in minimal.argv])
        + {"pipe": "", "closed": " >&-", "full": " >/dev/full"}[final.output] + "\n")
