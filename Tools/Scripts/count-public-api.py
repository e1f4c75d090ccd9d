#!/usr/bin/env python3
"""Counts the public declarations of each library module, from the source.

Usage: Tools/Scripts/count-public-api.py [ROOT]   (ROOT: the package root, default: here)

A declaration is a line whose modifiers include `public` or `open` followed by a declaration
keyword (func, var, let, init, subscript, class, struct, enum, protocol, typealias,
associatedtype, actor, case, static/nonisolated/... then one of those). `public import`,
`public extension` (a block, not a declaration) and declarations under `@_spi(...)` (the
attribute on the same line or on the lines just above) are not counted. Prints one line per
module under Sources/ that has public declarations, then the total.
"""
import os
import re
import sys

KEYWORDS = (
    "func|var|let|init|subscript|class|struct|enum|protocol|typealias|associatedtype|actor|"
    "case|deinit|macro|operator"
)
DECLARATION = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*"  # attributes on the same line
    r"(?:(?:private\(set\)|internal\(set\)|fileprivate\(set\)|package\(set\))\s+)?"
    r"(?:(?:static|class|final|nonisolated|override|mutating|nonmutating|convenience|"
    r"required|indirect|lazy|dynamic|optional|isolated|consuming|borrowing|unowned|weak)\s+)*"
    r"(?:public|open)\s+"
    r"(?:(?:private\(set\)|internal\(set\)|fileprivate\(set\)|package\(set\))\s+)?"
    r"(?:(?:static|class|final|nonisolated|override|mutating|nonmutating|convenience|"
    r"required|indirect|lazy|dynamic|optional|isolated|consuming|borrowing|unowned|weak)\s+)*"
    r"(?:" + KEYWORDS + r")\b"
)
SPI = re.compile(r"@_spi\(")


def count(path):
    total = 0
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    for index, line in enumerate(lines):
        if not DECLARATION.match(line):
            continue
        # @_spi on this line, or on the attribute-only lines just above it.
        spi = SPI.search(line) is not None
        above = index - 1
        while not spi and above >= 0 and lines[above].strip().startswith("@"):
            spi = SPI.search(lines[above]) is not None
            above -= 1
        if not spi:
            total += 1
    return total


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    sources = os.path.join(root, "Sources")
    grand = 0
    for module in sorted(os.listdir(sources)):
        folder = os.path.join(sources, module)
        if not os.path.isdir(folder):
            continue
        module_total = 0
        for directory, _, files in os.walk(folder):
            for name in files:
                if name.endswith(".swift"):
                    module_total += count(os.path.join(directory, name))
        if module_total:
            print(f"{module:16} {module_total:5}")
            grand += module_total
    print(f"{'total':16} {grand:5}")


if __name__ == "__main__":
    main()
