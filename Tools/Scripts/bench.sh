#!/usr/bin/env bash
# Builds the benchmark, `stack-bench` (Tools/Sources/StackBench), in release mode and runs it
# (see docs/BENCHMARKS.md): per-key StackCore time against a naive baseline, bytes ncurses writes per
# key, start-up to the first frame, memory, and two equivalence checks.
#
#   Tools/Scripts/bench.sh              the full run (a few minutes)
#   Tools/Scripts/bench.sh --quick      fewer repetitions (about a minute)
#   Tools/Scripts/bench.sh --only down  one part; other arguments go to stack-bench (--help)
#
# When hyperfine is installed (apt-get install hyperfine), whole-process start-up is also
# timed with it: `stack-bench --probe-first-frame N` and, when it builds, the demo itself
# (`stack-demo --screen list --rows N --script` with a script that only sets the screen).
# The build is plain `swift build -c release` (stack-bench in Tools/.build, the demo in the
# library's .build), as every app gets; ORDERED=1 builds both with the hot path laid out
# together instead (Tools/Scripts/release-build.sh; BENCH_SCRATCH_PATH sets stack-bench's build
# directory, default .build-bench-release).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"

bash Scripts/install-deps.sh >&2
if [[ "${ORDERED:-0}" == 1 ]]; then
  # Folders of their own for the ordered release builds (see Tools/Scripts/release-build.sh).
  scratch="${BENCH_SCRATCH_PATH:-.build-bench-release}"
  RELEASE_SCRATCH_PATH="$scratch" bash Tools/Scripts/release-build.sh --package-path Tools \
    --product stack-bench >&2
  bin="$(RELEASE_SCRATCH_PATH="$scratch" bash Tools/Scripts/release-build.sh --package-path Tools \
    --show-bin-path)"
  build_demo() { bash Tools/Scripts/release-build.sh --product stack-demo >&2; }
  demo_bin="$(bash Tools/Scripts/release-build.sh --show-bin-path)"
else
  tools=(swift build -c release --no-color-diagnostics --package-path Tools)
  "${tools[@]}" --product stack-bench >&2
  bin="$("${tools[@]}" --show-bin-path)"
  build_demo() { swift build -c release --no-color-diagnostics --product stack-demo >&2; }
  demo_bin="$(swift build -c release --no-color-diagnostics --show-bin-path)"
fi

export LANG="${LANG:-C.UTF-8}"
"$bin/stack-bench" "$@"

quick=false
for argument in "$@"; do
  case "$argument" in
    --quick) quick=true ;;
    --only | --rows | --repeats | --skip-naive) exit 0 ;;  # A partial run: no hyperfine.
  esac
done
if ! command -v hyperfine >/dev/null 2>&1; then
  echo "(hyperfine is not installed: whole-process start-up timed by stack-bench only)" >&2
  exit 0
fi

runs=30
"$quick" && runs=10
commands=()
for rows in 1000 100000 1000000; do
  commands+=("$bin/stack-bench --probe-first-frame $rows")
done
if build_demo; then
  script="$(mktemp --suffix=.keys)"
  trap 'rm -f "$script"' EXIT
  printf '# screen: list\n' >"$script"
  for rows in 1000 100000 1000000; do
    commands+=("$demo_bin/stack-demo --screen list --rows $rows --script $script")
  done
else
  echo "(stack-demo did not build: its start-up is not timed)" >&2
fi
echo
echo "## Whole-process start-up to the first frame (hyperfine, $runs runs, ms)"
echo
report="$(mktemp --suffix=.md)"
hyperfine --shell=none --warmup 3 --runs "$runs" --time-unit millisecond \
  --export-markdown "$report" "${commands[@]}" >&2
cat "$report"
rm -f "$report"
