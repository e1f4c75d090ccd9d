"""Failures counted by class and by signature, for both fuzzers (fuzz.py, fuzz_examples.py)."""

SAVED_PER_SIGNATURE = 3


def count(failures, item, signature, by_class, counts, kept):
    """Counts each (kind, detail) of `failures` in `by_class` and, by `signature(kind, detail)`,
    in `counts`; keeps `item` under a signature among its first SAVED_PER_SIGNATURE. Returns the
    kinds whose signature kept it: the caller saves the case once for each."""
    saved_kinds = []
    for kind, detail in failures:
        by_class[kind] = by_class.get(kind, 0) + 1
        name = signature(kind, detail)
        counts[name] = counts.get(name, 0) + 1
        items = kept.setdefault(name, [])
        if len(items) < SAVED_PER_SIGNATURE:
            items.append(item)
            saved_kinds.append(kind)
    return saved_kinds
