"""Checks that need to know what the script says: error locations, and promises about the
`--events` of a generated script (whose lines are known to be what they look like).
"""

import json
import re

LOCATION = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<column>\d+): ")
PAGING = re.compile(r"^\s*(?P<key>pgdn|pgup)(\*\d+)?(\s+(?P=key)(\*\d+)?)*\s*$")


def location_failures(stderr_text, data):
    """A `FILE:LINE:COL` must point into the file, counting lines by LF only (as editors do):
    every message points at a character, so the line has at least COL bytes (bytes: the
    loosest bound, whether columns count characters, scalars or bytes)."""
    match = LOCATION.match(stderr_text)
    if not match:
        return []
    lines = data.split(b"\n")
    line, column = int(match.group("line")), int(match.group("column"))
    if not 1 <= line <= len(lines):
        return [("bad-location", f"line {line} of a file with {len(lines)} LF-separated lines")]
    text = lines[line - 1].removesuffix(b"\r")
    if not 1 <= column <= len(text):
        return [("bad-location", f"column {column} of a {len(text)}-byte line")]
    return []


def event_failures(events_text, data):
    """For a generated script: a `resize` never changes the selection (no row goes away), and
    a line of only `pgdn` (`pgup`) keys never scrolls toward the start (end) — judged only when
    nothing on that screen was still moving as the line began: a page key pressed while an
    earlier change animates (End, then PgUp at once) rightly moves on from where the screen
    is, which the last reported offset does not say."""
    lines = data.decode("utf-8").split("\n")
    offsets = {}  # screen -> last known offset
    moving = {}  # screen -> animated changes started and not yet finished
    moving_at_start = {}  # line -> the screens moving as its first event came
    failures = []
    events = [json.loads(text) for text in events_text.split("\n") if text]
    for position, event in enumerate(events):
        number = event.get("line", 0)
        if number not in moving_at_start:
            moving_at_start[number] = {screen for screen, count in moving.items() if count > 0}
        if event["type"] == "animationStarted":
            moving[event.get("screen")] = moving.get(event.get("screen"), 0) + 1
        if event["type"] == "animationFinished":
            moving[event.get("screen")] = moving.get(event.get("screen"), 0) - 1
        step = lines[number - 1].strip() if 1 <= number <= len(lines) else ""
        if event["type"] == "selection" and step.startswith("resize "):
            failures.append((
                "resize-moved-selection",
                f"line {number} ({step}): selection {event.get('from')} → {event.get('to')}"))
        if event["type"] == "scroll":
            screen, offset = event.get("screen"), event.get("offset")
            before = offsets.get(screen)
            paging = PAGING.match(step)
            # Rows measured in the same update (lazy estimates made exact) change what an
            # offset means: the view stayed on its row while the number moved.
            following = events[position + 1] if position + 1 < len(events) else {}
            remeasured = (following.get("type") == "contentSize"
                          and following.get("line") == number
                          and following.get("screen") == screen)
            settled = screen not in moving_at_start[number]
            if (paging and settled and not remeasured and before is not None
                    and isinstance(offset, int)):
                forward = paging.group("key") == "pgdn"
                if (offset < before) if forward else (offset > before):
                    failures.append((
                        "paging-backwards",
                        f"line {number} ({step}): offset {before} → {offset}"))
            offsets[screen] = offset
        if event["type"] == "screen":
            offsets.pop(event.get("screen"), None)
    return failures[:1] + [f for f in failures[1:] if f[0] != failures[0][0]][:1]
