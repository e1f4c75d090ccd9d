"""The peer benchmark's Markdown table: medians over rounds, with each figure's ratio to dialog."""

import statistics

COLUMNS = [
    ("startup_ms", "start-up ms", "{:,.0f}"),
    ("median_ms", "key median ms", "{:.2f}"),
    ("p99_ms", "key p99 ms", "{:.2f}"),
    ("bytes_per_key", "bytes per key", "{:,.0f}"),
    ("pages_per_key", "pages per key", "{:,.0f}"),
    ("cpu_s", "CPU s", "{:.2f}"),
    ("rss_mb", "peak RSS MB", "{:,.1f}"),
]


def median_of_rounds(rounds, key):
    values = [result[key] for result in rounds if result.get(key) is not None]
    return statistics.median(values) if values else float("nan")


def cell(value, reference, pattern):
    text = pattern.format(value)
    if reference and reference > 0 and value == value:  # value == value: not NaN.
        text += f" ({value / reference:.2f}×)"
    return text


def print_table(results, row_counts, programs, interleave="rounds"):
    """Prints one line per (rows, program); with dialog measured, each cell carries the ratio to
    dialog's figure at the same row count."""
    header = ["rows", "program"] + [title for _, title, _ in COLUMNS]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for rows in row_counts:
        reference = results.get((rows, "dialog"))
        for program in programs:
            rounds = results[(rows, program)]
            cells = [f"{rows:,}", program]
            for key, _, pattern in COLUMNS:
                value = median_of_rounds(rounds, key)
                base = median_of_rounds(reference, key) if reference and program != "dialog" else None
                cells.append(cell(value, base, pattern))
            print("| " + " | ".join(cells) + " |")
    rounds = len(next(iter(results.values())))
    how = "rounds" if interleave == "rounds" else (
        "rounds, programs taking turns key by key (so each waits about a settle per program "
        "between its own keys)")
    print(f"\nMedians of {rounds} interleaved {how}; (n×) is the ratio to dialog at the same "
          "rows; pages per key: distinct memory pages one Down key touches.")
