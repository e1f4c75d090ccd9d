#!/usr/bin/env bash
# What CI runs (.ci/run): installs the system dependencies, checks the formatting (`swift
# format lint --strict` with the checked-in .swift-format), builds the library package with its
# tests, runs a short fuzz run of the demo's scripts and the test suite, builds and tests the
# Examples package (Examples/Package.swift), and builds the DocC catalogs (no warnings allowed).
# The build is plain SwiftPM, as every adopter's. Extra arguments go to the library's test
# run (swift-testing's options), e.g. `Scripts/test.sh --filter ParityTests`.
#
# What runs beside what (decision 0670): the lint and the fuzzer's own tests beside the
# library's build (neither needs it); then the library's tests (one process per test module, so
# that the tests that wait on tmux or a child process do not wait behind the ones that keep the
# cores busy), the fuzz run and the examples' tests in the background while the Examples
# package builds and DocC runs in the foreground. The Examples package builds in the library's
# own build folder, so it compiles only the examples: both builds pass
# `--disable-build-manifest-caching`, because SwiftPM keeps one cached build description per
# folder without keying it on the root package (decision 0650 saw an Examples build that built
# nothing after a library build); DocC's run passes it too and leaves the folder planned for
# the library.
#
# Quiet: one line per phase with its time and CPU time (its processes', from /usr/bin/time;
# tmux servers are not counted); a phase's whole output goes to a log file of
# .build/test-logs/ (named on the first line); a failure prints what failed in full (the
# compiler's errors, the failed tests' issues, the lint's findings). The last line is the
# summary: tests and failures of both packages, the fuzz, the lint and DocC results. The
# status is 1 when anything failed.
#
# `--no-color-diagnostics`: the compile commands are the same whether this runs in a terminal
# or in CI, so neither invalidates the other's build (see Scripts/demo.sh).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

logs=".build/test-logs"
rm -rf "$logs"
mkdir -p "$logs"
printf 'test.sh: logs in %s/\n' "$logs"

failed=()
times=()
phase_name=""
phase_start=$SECONDS

# `timed NAME COMMAND…`: runs the command, its wall and CPU seconds (user + system, of it and
# the children it waited for) into $logs/NAME.time when /usr/bin/time is there.
timed() {
  local name="$1"
  shift
  if [[ -x /usr/bin/time ]]; then
    /usr/bin/time -q -f '%e %U %S' -o "$logs/$name.time" "$@"
  else
    "$@"
  fi
}

# ", CPU 123 s" from the .time files of the names given (summed), or nothing.
cpu_note() {
  local files=() name
  for name in "$@"; do [[ -s "$logs/$name.time" ]] && files+=("$logs/$name.time"); done
  [[ ${#files[@]} -gt 0 ]] || return 0
  awk '{ cpu += $2 + $3 } END { printf ", CPU %d s", cpu + 0.5 }' "${files[@]}"
}

# `begin NAME`: the start of a phase's line; `end ok|FAILED [NOTE] [CPU…]` finishes it with
# the time (and the CPU time of the .time files named after the note).
begin() {
  phase_name="$1"
  phase_start=$SECONDS
  printf 'test.sh: %-14s … ' "$phase_name"
}
end() {
  local result="$1" note="${2:-}" seconds=$((SECONDS - phase_start)) cpu=""
  shift $(($# < 2 ? $# : 2))
  [[ $# -gt 0 ]] && cpu="$(cpu_note "$@")"
  times+=("$phase_name $seconds s")
  printf '%s, %d s%s%s\n' "$result" "$seconds" "$cpu" "${note:+ ($note)}"
  if [[ "$result" != ok ]]; then failed+=("$phase_name"); fi
}

# `background NAME COMMAND…`: a phase run in the background; its status goes to
# $logs/NAME.status, its end (in $SECONDS) to $logs/NAME.end. `joined NAME`: waits for it and
# prints the start of its line (`end` finishes it with the phase's own time, from its start to
# its end); true when it passed.
declare -A phase_pids phase_starts
background() {
  local name="$1"
  shift
  phase_starts[$name]=$SECONDS
  (
    status=0
    "$@" || status=$?
    echo "$SECONDS" >"$logs/$name.end"
    echo "$status" >"$logs/$name.status"
  ) &
  phase_pids[$name]=$!
}
joined() {
  wait "${phase_pids[$1]}" || true
  phase_name="$1"
  # `end` measures up to now: start the phase as long before now as it lasted.
  local finished
  finished="$(cat "$logs/$1.end" 2>/dev/null || echo "$SECONDS")"
  phase_start=$((SECONDS - (finished - ${phase_starts[$1]})))
  printf 'test.sh: %-14s … ' "$phase_name"
  [[ "$(cat "$logs/$1.status" 2>/dev/null || echo 1)" == 0 ]]
}

# The compiler's errors (with the lines that follow each), else the log's last 40 lines.
show_build_failure() {
  if grep -q 'error:' "$1"; then grep -E -A6 'error:' "$1"; else tail -40 "$1"; fi
}

# swift-testing's failures in full, for each log given that has one: each ✘ line and what
# follows it up to the next event line (a multi-line message, a screen), the run's last line
# among them; a log without swift-testing's last line (the process crashed): its last lines.
show_test_failures() {
  local log
  for log in "$@"; do
    if grep -q '^✘' "$log"; then
      awk '/^✘/ { show = 1; print; next }
           /^(◇|✔|⊘|􀟈|􀄵|􁁛)/ { show = 0 }
           show { print }' "$log"
    elif ! grep -qE 'Test run with [0-9]+ tests?' "$log"; then
      printf -- '--- %s ends without a summary (a crash?); its last lines:\n' "$log"
      tail -20 "$log"
    fi
  done
}

# "512 tests in 60 suites, 0 failures" from swift-testing's last line of each log given
# (summed), as they ran them (with --filter, of the tests selected).
test_summary() {
  local log line tests=0 suites=0 issues=0 found=0
  for log in "$@"; do
    line="$(grep -E 'Test run with [0-9]+ tests? in [0-9]+ suites?' "$log" | tail -1 || true)"
    if [[ -z "$line" ]]; then
      echo "no swift-testing summary ($log)"
      return
    fi
    found=1
    tests=$((tests + $(sed -E 's/.*with ([0-9]+) tests?.*/\1/' <<<"$line")))
    suites=$((suites + $(sed -E 's/.* in ([0-9]+) suites?.*/\1/' <<<"$line")))
    issues=$((issues + $(sed -nE 's/.* with ([0-9]+) issues?.*/\1/p' <<<"$line" | grep . || echo 0)))
  done
  [[ $found == 1 ]] || { echo "no test log"; return; }
  local noun=failures
  [[ $issues == 1 ]] && noun=failure
  echo "$tests tests in $suites suites, $issues $noun"
}

# The suites are swift-testing only: without --disable-xctest, `swift test` first runs an
# empty XCTest pass that prints "Executed 0 tests". Any XCTest file brings the pass back.
xctest_flag() {
  if grep -rqs --include='*.swift' '^import XCTest' "$1"; then echo --enable-xctest; else
    echo --disable-xctest; fi
}

# `run_tests BUNDLE LOG FOLDER [ARGS…]`: a package's swift-testing suites, run from the test
# bundle `swift build --build-tests` made (what `swift test --skip-build` runs, without its lock
# on the build folder), colours taken out of the log, timed under the log's name. A folder with
# XCTest files goes through `swift test` instead, which runs both libraries.
run_tests() {
  local bundle="$1" log="$2" folder="$3" name
  name="$(basename "$log" .log)"
  shift 3
  if [[ "$(xctest_flag "$folder")" == --enable-xctest ]]; then
    timed "$name" swift test --skip-build --package-path "$(dirname "$folder")" \
      --scratch-path "$root/.build" "$@" >"$log" 2>&1
    return
  fi
  # pipefail: the bundle's status, not sed's.
  timed "$name" "$bundle" --testing-library swift-testing "$@" 2>&1 | sed -u $'s/\x1b\\[[0-9;]*m//g' >"$log"
}

# The library's tests, one process per test module (the modules the bundle lists, so a new
# test target is run without a change here): swift-testing runs a process's tests on a pool of
# threads as wide as the machine has cores, and a test that waits on tmux or a child holds
# one of them, so in one process the tmux tests waited behind the property tests' minutes of
# CPU (decision 0670). With arguments (`--filter …`), one process with them. Each module's
# log is $logs/tests-MODULE.log; the status is the first failing one's.
library_tests() {
  local bundle="$1" module status=0 pids=()
  shift
  if [[ $# -gt 0 ]]; then
    run_tests "$bundle" "$logs/tests-selected.log" Tests "$@"
    return
  fi
  if [[ "$(xctest_flag Tests)" == --enable-xctest ]]; then
    run_tests "$bundle" "$logs/tests-all.log" Tests
    return
  fi
  for module in $("$bundle" --testing-library swift-testing --list-tests 2>/dev/null |
    sed -E 's/[./].*//' | sort -u); do
    # A subshell: its status is the pipeline's (pipefail), the bundle's.
    (run_tests "$bundle" "$logs/tests-$module.log" Tests --filter "^$module\.") &
    pids+=($!)
  done
  [[ ${#pids[@]} -gt 0 ]] || {
    echo "no tests listed by $bundle" >"$logs/tests-none.log"
    return 1
  }
  local pid
  for pid in "${pids[@]}"; do
    wait "$pid" || status=1
  done
  return $status
}

# Dependencies (the lint and the fuzzer's own tests start beside the build).
begin deps
timed deps bash Scripts/install-deps.sh >"$logs/deps.log" 2>&1 || {
  end FAILED
  tail -40 "$logs/deps.log"
  exit 1
}
end ok

# The formatting of Sources, Tests, Examples and the Tools package's Swift (Tools is only
# linted here, not built). A finding does not stop the run; it fails it.
lint_paths=(Sources Tests Examples Tools/Package.swift Tools/Sources Tools/Tests)
background lint timed lint swift format lint --strict --recursive --configuration .swift-format \
  "${lint_paths[@]}" >"$logs/lint.log" 2>&1

# The fuzzer's own tests (Python, 48 tests; about 8 s of CPU, the rest waiting on the
# processes they judge, so they cost the build little).
background fuzz-tests timed fuzz-tests python3 -B -m unittest discover -s Tools/Scripts/fuzz \
  -p 'test_*.py' >"$logs/fuzz-tests.log" 2>&1

begin build
if timed build swift build --build-tests --no-color-diagnostics --disable-build-manifest-caching \
  >"$logs/build.log" 2>&1; then
  end ok "" build
else
  end FAILED "" build
  show_build_failure "$logs/build.log"
  printf 'test.sh: FAILED — the library package does not build (%s/build.log)\n' "$logs"
  exit 1
fi

if joined lint; then
  lint_result="lint clean"
  end ok "beside the build" lint
else
  lint_result="lint: $(grep -c ': \(error\|warning\):' "$logs/lint.log" || true) findings"
  end FAILED "$lint_result" lint
  cat "$logs/lint.log"
fi
fuzz_tests_ok=true
if joined fuzz-tests; then
  end ok "beside the build" fuzz-tests
else
  fuzz_tests_ok=false
  end FAILED "" fuzz-tests
  tail -40 "$logs/fuzz-tests.log"
fi

bin="$(swift build --no-color-diagnostics --show-bin-path)"

# The library's tests and the fuzz run in the background from here on.
background tests library_tests "$bin/StackTUIPackageTests.xctest" "$@"

# 100 fixed fuzz cases (the same every run, so CI is deterministic) on the debug binary just
# built (a copy of it: the builds below cannot replace it under the run); the CPU limit allows
# for the debug build. Tools/Scripts/fuzz.sh N for a real run. (The fuzzer lives in the Tools
# package; only its Python runs here, against this package's stack-demo.)
background fuzz timed fuzz env STACK_DEMO="$bin/stack-demo" \
  bash Tools/Scripts/fuzz.sh 100 --seed 1 --timeout 30 --jobs 2 >"$logs/fuzz.log" 2>&1

# The Examples package in the library's build folder: only the examples compile (the
# libraries' compile commands are the same as the root's). The examples' tests then run in the
# background from their bundle, beside the bundle of the library's.
begin examples-build
examples_built=false
if timed examples-build swift build --package-path Examples --scratch-path "$root/.build" \
  --build-tests --no-color-diagnostics --disable-build-manifest-caching \
  >"$logs/examples-build.log" 2>&1; then
  examples_built=true
  end ok "" examples-build
  background examples run_tests "$bin/StackTUIExamplesPackageTests.xctest" \
    "$logs/examples.log" Examples/Tests
else
  end FAILED "does not build" examples-build
  show_build_failure "$logs/examples-build.log"
fi

# The DocC catalogs of the libraries build without a warning (a broken symbol link in a doc
# comment or an article fails here). One plugin run for all: a run per target paid the
# plugin's start-up each time (37 s against 11 s, issue 21). The targets are the library
# products Package.swift declares. Planned afresh (the folder was last planned for the
# Examples package), which leaves it planned for the library again.
docc_targets=()
while read -r target; do [[ -n "$target" ]] && docc_targets+=(--target "$target"); done < <(
  sed -nE 's/^ *\.library\(name: "[^"]+", targets: \[([^]]*)\].*/\1/p' Package.swift |
    tr -d ' "' | tr ',' '\n')
begin DocC
if timed docc swift package --disable-build-manifest-caching generate-documentation \
  "${docc_targets[@]}" --warnings-as-errors >"$logs/docc.log" 2>&1; then
  docs_result="DocC without warnings"
  end ok "$((${#docc_targets[@]} / 2)) catalogs" docc
else
  docs_result="DocC: warnings"
  end FAILED "" docc
  grep -E 'warning:|error:' -A4 "$logs/docc.log" || tail -20 "$logs/docc.log"
fi

if joined fuzz && $fuzz_tests_ok; then
  fuzz_result="fuzz: 100 cases (seed 1), no failures"
  end ok "in parallel" fuzz
else
  fuzz_result="fuzz: $(grep '^fuzz: .* cases' "$logs/fuzz.log" | tail -1 || echo 'failed')"
  $fuzz_tests_ok || fuzz_result+="; the fuzzer's own tests failed"
  end FAILED "" fuzz
  tail -40 "$logs/fuzz.log"
fi

if joined tests; then :; fi
test_logs=("$logs"/tests-*.log)
test_times=()
for log in "${test_logs[@]}"; do test_times+=("$(basename "$log" .log)"); done
if [[ "$(cat "$logs/tests.status")" == 0 ]]; then
  end ok "$(test_summary "${test_logs[@]}"), ${#test_logs[@]} processes" "${test_times[@]}"
else
  end FAILED "$(test_summary "${test_logs[@]}")" "${test_times[@]}"
  show_test_failures "${test_logs[@]}"
fi
tests_result="library: $(test_summary "${test_logs[@]}")"

if $examples_built; then
  if joined examples; then
    end ok "$(test_summary "$logs/examples.log"), in parallel" examples
  else
    end FAILED "$(test_summary "$logs/examples.log")" examples
    show_test_failures "$logs/examples.log"
  fi
  tests_result+="; examples: $(test_summary "$logs/examples.log")"
else
  tests_result+="; examples: do not build"
fi

if [[ ${#failed[@]} -eq 0 ]]; then verdict=PASSED; else verdict="FAILED (${failed[*]})"; fi
all_times=()
for file in "$logs"/*.time; do [[ -e "$file" ]] && all_times+=("$(basename "$file" .time)"); done
printf 'test.sh: time: %s (%d s in all%s; load average %s)\n' \
  "$(IFS=,; echo "${times[*]}" | sed 's/,/, /g')" "$SECONDS" "$(cpu_note "${all_times[@]}")" \
  "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
printf 'test.sh: %s — %s; %s; %s; %s\n' "$verdict" "$tests_result" "$fuzz_result" \
  "$lint_result" "$docs_result"
[[ ${#failed[@]} -eq 0 ]]
