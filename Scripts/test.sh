#!/usr/bin/env bash
# Installs system dependencies, checks the formatting (`swift format lint --strict` with the
# checked-in .swift-format), builds everything (tests included), runs a short fuzz run of the
# demo's scripts, the test suite and the DocC catalogs (no warnings allowed). The build is
# plain SwiftPM, as every adopter's. Extra arguments go to `swift test`, e.g.
# `Scripts/test.sh --filter ParityTests`. The last line printed is one summary: tests, suites
# and failures, the fuzz result and the lint result. A fuzz failure stops here with status 1;
# otherwise the status is that of `swift test`, or 1 when it passed but the lint found
# something.
#
# `--no-color-diagnostics`: the compile commands are the same whether this runs in a terminal
# or in CI, so neither invalidates the other's build (see Scripts/demo.sh).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

log() { printf 'test.sh: %s\n' "$*"; }

# Seconds per phase, printed on the line before the summary (CI time is watched: issue 21).
phases=()
phase_start=$SECONDS
phase_done() {
  phases+=("$1 $((SECONDS - phase_start)) s")
  phase_start=$SECONDS
}

bash Scripts/install-deps.sh

# Formatting: Sources, Tests and Examples (when present), and the Tools package's Swift (only
# linted here, not built), as CI checks it. A finding does not stop the run; it fails it at
# the end.
lint_paths=(Sources Tests)
[[ -d Examples ]] && lint_paths+=(Examples)
[[ -d Tools ]] && lint_paths+=(Tools/Package.swift Tools/Sources Tools/Tests)
lint_log="$(mktemp)"
fuzz_log="$(mktemp)"
test_log="$(mktemp)"
trap 'rm -f "$lint_log" "$fuzz_log" "$test_log"' EXIT
if swift format lint --strict --recursive --configuration .swift-format "${lint_paths[@]}" \
  >"$lint_log" 2>&1; then
  lint_result="swift format lint clean"
  lint_failed=false
else
  cat "$lint_log"
  lint_result="swift format lint: $(grep -c ': \(error\|warning\):' "$lint_log" || true) findings"
  lint_failed=true
fi
phase_done "dependencies and lint"

swift build --build-tests --no-color-diagnostics
phase_done build

# The fuzzer's own tests (1 s), then 100 fixed fuzz cases (the same every run, so CI is
# deterministic) on the debug binary just built, about 20 s; the CPU limit allows for the
# debug build. Tools/Scripts/fuzz.sh N for a real run. (The fuzzer lives in the Tools package;
# only its Python runs here, against this package's stack-demo.)
python3 -B -m unittest discover -s Tools/Scripts/fuzz -p 'test_*.py'
if ! STACK_DEMO="$(swift build --no-color-diagnostics --show-bin-path)/stack-demo" \
  bash Tools/Scripts/fuzz.sh 100 --seed 1 --timeout 30 --jobs 2 2>&1 | tee "$fuzz_log"; then
  log "FAILED: $(grep '^fuzz: .* cases' "$fuzz_log" | tail -1 || echo 'the fuzz run failed'); tests not run; $lint_result"
  exit 1
fi
fuzz_result="fuzz: 100 cases (seed 1), no failures"
phase_done fuzz

# The suite is swift-testing only: without --disable-xctest, `swift test` first runs an empty
# XCTest pass that prints "Executed 0 tests". Any XCTest file brings the pass back.
xctest=(--disable-xctest)
if grep -rqs --include='*.swift' '^import XCTest' Tests; then xctest=(); fi
status=0
swift test --skip-build "${xctest[@]}" "$@" 2>&1 | tee "$test_log" || status=$?
phase_done tests

# swift-testing's last line: "✔ Test run with 512 tests in 60 suites passed after 70.1
# seconds." or "✘ Test run with 512 tests in 60 suites failed after 70.1 seconds with 3
# issues." (with --filter, of the tests selected).
run_line="$(grep -E 'Test run with [0-9]+ tests? in [0-9]+ suites?' "$test_log" | tail -1 || true)"
if [[ -n "$run_line" ]]; then
  tests="$(sed -E 's/.*with ([0-9]+ tests?) in ([0-9]+ suites?).*/\1 in \2/' <<<"$run_line")"
  issues="$(sed -nE 's/.* with ([0-9]+) issues?.*/\1/p' <<<"$run_line")"
  failures="${issues:-0} failure"
  [[ "$failures" == "1 failure" ]] || failures+=s
  tests_result="$tests, $failures"
else
  tests_result="no swift-testing summary (see above)"
fi
# The DocC catalogs of the three libraries build without a warning (a broken symbol link in a
# doc comment or an article fails here). One plugin run for the three: a run per target paid
# the plugin's start-up three times (37 s against 11 s, issue 21).
docs_result="DocC: StackCore, StackTerminal, StackTesting without warnings"
if ! swift package generate-documentation --target StackCore --target StackTerminal \
  --target StackTesting --warnings-as-errors >"$lint_log" 2>&1; then
  grep -E 'warning:|error:' -A4 "$lint_log" || tail -20 "$lint_log"
  docs_result="DocC: warnings (see above)"
  lint_failed=true
fi
lint_result+="; $docs_result"
phase_done DocC


if [[ "$status" -eq 0 ]] && "$lint_failed"; then status=1; fi
if [[ "$status" -eq 0 ]]; then verdict=PASSED; else verdict=FAILED; fi
log "time: $(IFS=,; echo "${phases[*]}" | sed 's/,/, /g') ($SECONDS s in all)"
log "$verdict — $tests_result; $fuzz_result; $lint_result"
exit "$status"
