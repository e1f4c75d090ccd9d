"""What a run of `stack-demo --script` must never do. Each check returns failures as
(class, detail) pairs; the classes are counted in the summary.
"""

import json
import re
import signal

import semantics

# Text the Swift runtime prints when it traps or crashes.
TRAP_TEXT = [
    "Fatal error", "fatal error", "Fatal access conflict", "Program crashed",
    "Illegal instruction", "Stack dump", "Current stack trace", "Segmentation fault",
]
# A line of stderr outside the `--- screen ---` block longer than this quotes something it
# should have shortened (a screen line is at most 1000 cells; a message needs far less).
LONGEST_MESSAGE = 1000
SCREEN_START = "--- screen ---"
SCREEN_END = "--- end of screen ---"


def signal_name(number):
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


def check_exit(status, stderr_text):
    failures = []
    if status < 0:
        name = signal_name(-status)
        kind = "trap" if -status in (signal.SIGILL, signal.SIGTRAP) else "crash"
        fatal = re.search(r"Fatal error: ?(.{0,70})", stderr_text)
        failures.append((kind, f"killed by {name}" + (f": {fatal.group(1)}" if fatal else "")))
    elif status not in (0, 1, 2):
        failures.append(("bad-exit", f"exit status {status}"))
    for text in TRAP_TEXT:
        if text in stderr_text and not any(kind in ("trap", "crash") for kind, _ in failures):
            failures.append(("trap", f"stderr says {text!r}"))
    return failures


def control_failures(data, stream):
    """Raw control bytes (C0 but newline and tab, DEL, C1 as UTF-8 or as a raw byte) and
    bytes that are not UTF-8."""
    failures = []
    text = data.decode("utf-8", errors="surrogateescape")
    for offset, character in enumerate(text):
        code = ord(character)
        if 0xDC80 <= code <= 0xDCFF:  # an undecodable byte
            byte = code - 0xDC00
            if 0x80 <= byte <= 0x9F:
                failures.append((f"{stream}-control", f"raw C1 byte 0x{byte:02X}"))
            else:
                failures.append((f"{stream}-invalid-utf8", f"byte 0x{byte:02X}"))
        elif (code < 0x20 and character not in "\n\t") or 0x7F <= code <= 0x9F:
            line = message_start(text[text.rfind("\n", 0, offset) + 1:offset])
            failures.append((f"{stream}-control", f"U+{code:04X} in a line starting {line!r}"))
        else:
            continue
        break  # one per stream is enough
    return failures


def long_message_failures(stderr_text):
    inside = False
    for line in stderr_text.split("\n"):
        if line == SCREEN_START:
            inside = True
        elif line == SCREEN_END:
            inside = False
        elif not inside and len(line) > LONGEST_MESSAGE:
            return [("long-message", f"a {len(line)}-character stderr line: {message_start(line)}")]
    return []


def message_start(line):
    """The start of an error message, up to and including its first quote."""
    line = LOCATION.sub("", line)
    return re.match(r"[^'\"]*['\"]?", line).group(0).encode("unicode_escape").decode()


def events_failures(text):
    """Every line a JSON object whose first keys are `type` (a string) and `line` (an int)."""
    for number, line in enumerate(text.split("\n")[:-1], start=1):
        try:
            value = json.loads(line, object_pairs_hook=reject_duplicates)
        except ValueError as error:
            return [("bad-json", f"events line {number}: {error}: {line[:80]!r}")]
        keys = list(value) if isinstance(value, dict) else []
        if keys[:2] != ["type", "line"] or not isinstance(value["type"], str) \
                or not isinstance(value["line"], int):
            return [("bad-json", f"events line {number}: not a type/line object: {line[:80]!r}")]
    if text and not text.endswith("\n"):
        return [("bad-json", "the events do not end with a newline")]
    return []


def reject_duplicates(pairs):
    keys = [key for key, _ in pairs]
    if len(set(keys)) != len(keys):
        raise ValueError("duplicate key")
    return dict(pairs)


LOCATION = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<column>\d+): ")


def script_error_failures(stderr_text, script_path, broken):
    """Exit 2: the first line must be `FILE:LINE:COL: message` for this script; a generated
    script without a deliberate mistake must not get there at all."""
    first = stderr_text.split("\n", 1)[0]
    if broken is False:
        return [("valid-rejected", first[:200])]
    match = LOCATION.match(first)
    if not match or match.group("file") != script_path:
        return [("no-location", first[:200])]
    return []


def lost_output_failures(run, stderr_text):
    """Standard output closed or full, or `--events /dev/full`: when the run had something to
    write (the same run into a pipe writes something), it must not exit 0 (a failed write is
    an error, never silent loss)."""
    if run.status != 0:
        return []
    if run.case.output != "pipe" and run.reference_stdout_size != 0:
        return [("lost-output", f"exit 0 with standard output {run.case.output}")]
    ran_a_resize = "\nresize " in "\n" + run.case.data.decode("utf-8", "replace")
    if run.case.events == "/dev/full" and ran_a_resize and "quit at line" not in stderr_text:
        return [("lost-output", "exit 0 with --events /dev/full")]
    return []


WRITE_ERROR = re.compile(r"^stack-demo: cannot write to [^\n]+$", re.MULTILINE)


def write_error_failures(run, stderr_text):
    """A "cannot write to ..." message: right (with exit 2) when standard output is closed or
    full or the events go to /dev/full, a failure anywhere else. Returns the failures and
    whether the message was there."""
    found = WRITE_ERROR.search(stderr_text)
    if not found:
        return [], False
    unwritable = run.case.output != "pipe" or run.case.events == "/dev/full"
    if not unwritable:
        return [("write-error", f"on writable output: {found.group(0)[:200]}")], True
    if run.status != 2:
        return [("write-error", f"exit {run.status} after: {found.group(0)[:200]}")], True
    return [], True


def check(run):
    """All failures of one finished run (`run`: a `fuzz.Run`)."""
    if run.timed_out:
        limit = run.timeout
        return [("hang", f"over the limit of {limit:g} CPU s (or {limit * 6:g} s wall)")]
    stderr_text = run.stderr.decode("utf-8", errors="replace")
    failures = check_exit(run.status, stderr_text)
    failures += control_failures(run.stderr, "stderr")
    failures += control_failures(run.stdout, "stdout")
    failures += lost_output_failures(run, stderr_text)
    failures += long_message_failures(stderr_text)
    write_failures, write_failed = write_error_failures(run, stderr_text)
    failures += write_failures
    if run.status in (0, 1) and run.events in ("-", "FILE") and run.case.output == "pipe":
        if run.events_text is None:
            failures.append(("bad-json", "no events were written"))
        else:
            try:
                events = run.events_text.decode("utf-8")
                bad = events_failures(events)
                failures += bad
                if not bad and run.broken is False:
                    failures += semantics.event_failures(events, run.case.data)
            except UnicodeDecodeError as error:
                failures.append(("bad-json", f"events are not UTF-8: {error}"))
    if run.status == 2 and not write_failed:
        failures += script_error_failures(stderr_text, run.script_path, run.broken)
        failures += semantics.location_failures(stderr_text, run.case.data)
    return failures
