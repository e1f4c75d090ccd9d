#!/usr/bin/env bash
# Opt-in: the release build with the hot path laid out together, for measuring it (Tools/README.md
# has its figure beside the plain `swift build -c release`'s). Nothing builds this way by
# default; Tools/Scripts/bench.sh and peer-bench.sh use it when ORDERED=1.
#
#   Tools/Scripts/release-build.sh --product stack-demo   # builds; other arguments go to swift build
#   Tools/Scripts/release-build.sh --show-bin-path        # where the programs are
#   Tools/Scripts/release-build.sh --write-order          # profiles the demo, rewrites the order file
#   Tools/Scripts/release-build.sh --package-path Tools --product stack-bench  # the benchmark
#
# It builds the library package (stack-demo, the examples) unless --package-path names another.
#
# On Linux with the gold linker (Swift's default there, named explicitly), every function gets
# its own section (`-function-sections`) and the linker places the functions named in
# Tools/Scripts/hotpath/hot-path.order first, side by side: a key handled after a pause then touches
# about 37 pages of the demo's code instead of about 106 (see docs/decisions, "Hot code is laid
# out together", and docs/BENCHMARKS.md). Functions the file does not name keep
# their place, so a stale file costs speed, never correctness. Elsewhere this is a plain
# `swift build -c release`. --no-color-diagnostics keeps the build the same in a terminal and
# out of one (see Scripts/demo.sh). The build has a folder of its own, .build-release
# (RELEASE_SCRATCH_PATH sets another): SwiftPM does not always compile again when only
# `-Xswiftc` flags change, and objects without function sections cannot be ordered.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
order="$root/Tools/Scripts/hotpath/hot-path.order"

scratch="${RELEASE_SCRATCH_PATH:-.build-release}"
build=(swift build -c release --no-color-diagnostics --scratch-path "$scratch")
if [[ "$(uname -s)" == Linux ]] && [[ -f "$order" ]] && command -v ld.gold >/dev/null 2>&1; then
  # The linker reads a copy named after its content: a new order file is a new link command,
  # so the programs are linked again (SwiftPM does not watch the file itself).
  mkdir -p "$scratch"
  scratch_folder="$(CDPATH='' cd -- "$scratch" && pwd)"
  linked_order="$scratch_folder/hot-path-$(sha256sum "$order" | cut -c1-16).order"
  [[ -f "$linked_order" ]] || cp "$order" "$linked_order"
  build+=(-Xswiftc -use-ld=gold -Xswiftc -Xfrontend -Xswiftc -function-sections
    -Xlinker "--section-ordering-file=$linked_order")
fi

if [[ "${1:-}" == --write-order ]]; then
  command -v valgrind >/dev/null 2>&1 || {
    echo "release-build.sh: --write-order needs valgrind (apt-get install valgrind)" >&2
    exit 1
  }
  "${build[@]}" --product stack-demo >&2
  bin="$("${build[@]}" --show-bin-path)"
  python3 -B Tools/Scripts/hotpath/hot_path_order.py --stack-demo "$bin/stack-demo" --out "$order"
  exit 0
fi
exec "${build[@]}" "$@"
