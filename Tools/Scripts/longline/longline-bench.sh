#!/usr/bin/env bash
# A 10 MB line without spaces in tail-follow, run-stream and pick (issue 27): first screen,
# each key and quitting, from outside on a pseudo-terminal. Builds the three release products
# one at a time (a shared machine), then runs longline_bench.py.
#
#   Tools/Scripts/longline/longline-bench.sh [--mib N] [--programs tail-follow pick ...]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
cd "$root"
for product in tail-follow run-stream pick; do
  swift build -c release --package-path Examples --product "$product" >&2
done
python3 "$root/Tools/Scripts/longline/longline_bench.py" \
  --bin-dir "$(swift build -c release --package-path Examples --show-bin-path)" "$@"
