#!/usr/bin/env bash
# Builds StackTUI in release mode and runs the benchmark, `stack-bench` (see README.md,
# "Performance"): per-key StackCore time against a naive baseline, bytes ncurses writes per
# key, start-up to the first frame, memory, and two equivalence checks.
#
#   Scripts/bench.sh              the full run (a few minutes)
#   Scripts/bench.sh --quick      fewer repetitions (about a minute)
#   Scripts/bench.sh --only down  one part; other arguments go to stack-bench (--help lists them)
#
# When hyperfine is installed (apt-get install hyperfine), whole-process start-up is also
# timed with it: `stack-bench --probe-first-frame N` and, when it builds, the demo itself
# (`stack-demo --screen list --rows N --script` with a script that only sets the screen).
# BENCH_SCRATCH_PATH sets the build directory (default .build-bench-release); the build is
# Scripts/release-build.sh's.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

bash Scripts/install-deps.sh >&2
# A folder of its own for the ordered release build (see Scripts/release-build.sh).
scratch="${BENCH_SCRATCH_PATH:-.build-bench-release}"
export RELEASE_SCRATCH_PATH="$scratch"  # The release build of Scripts/release-build.sh.
bash Scripts/release-build.sh --product stack-bench >&2
bin="$(bash Scripts/release-build.sh --show-bin-path)"

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
if bash Scripts/release-build.sh --product stack-demo >&2; then
  script="$(mktemp --suffix=.keys)"
  trap 'rm -f "$script"' EXIT
  printf '# screen: list\n' >"$script"
  for rows in 1000 100000 1000000; do
    commands+=("$bin/stack-demo --screen list --rows $rows --script $script")
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
