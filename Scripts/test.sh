#!/usr/bin/env bash
# What CI runs (.ci/run): installs the system dependencies, checks the formatting (`swift
# format lint --strict` with the checked-in .swift-format), builds the library package with its
# tests, runs a short fuzz run of the demo's scripts and the test suite, builds and tests the
# Examples package (Examples/Package.swift), and builds the DocC catalogs (no warnings allowed).
# The build is plain SwiftPM, as every adopter's. Extra arguments go to the library's test
# run (swift-testing's options), e.g. `Scripts/test.sh --filter ParityTests`. The Examples
# package builds in its own build folder, in parallel with the fuzz and the library's tests.
#
# Quiet: one line per phase with its time; a phase's whole output goes to a log file of
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

# `begin NAME`: the start of a phase's line; `end ok|FAILED [NOTE]` finishes it with the time.
begin() {
  phase_name="$1"
  phase_start=$SECONDS
  printf 'test.sh: %-13s … ' "$phase_name"
}
end() {
  local seconds=$((SECONDS - phase_start))
  times+=("$phase_name $seconds s")
  printf '%s, %d s%s\n' "$1" "$seconds" "${2:+ ($2)}"
  if [[ "$1" != ok ]]; then failed+=("$phase_name"); fi
}

# The compiler's errors (with the lines that follow each), else the log's last 40 lines.
show_build_failure() {
  if grep -q 'error:' "$1"; then grep -E -A6 'error:' "$1"; else tail -40 "$1"; fi
}

# swift-testing's failures in full: each ✘ line and what follows it up to the next event
# line (a multi-line message, a screen), then the run's last line.
show_test_failures() {
  awk '/^✘/ { show = 1; print; next }
       /^(◇|✔|⊘|􀟈|􀄵|􁁛)/ { show = 0 }
       show { print }' "$1"
  grep -E 'Test run with [0-9]+ tests?' "$1" | tail -1 || true
}

# "512 tests in 60 suites, 0 failures" from swift-testing's last line, as `swift test` ran
# them (with --filter, of the tests selected).
test_summary() {
  local line tests issues
  line="$(grep -E 'Test run with [0-9]+ tests? in [0-9]+ suites?' "$1" | tail -1 || true)"
  if [[ -z "$line" ]]; then
    echo "no swift-testing summary ($1)"
    return
  fi
  tests="$(sed -E 's/.*with ([0-9]+ tests?) in ([0-9]+ suites?).*/\1 in \2/' <<<"$line")"
  issues="$(sed -nE 's/.* with ([0-9]+) issues?.*/\1/p' <<<"$line")"
  if [[ "${issues:-0}" == 1 ]]; then echo "$tests, 1 failure"; else echo "$tests, ${issues:-0} failures"; fi
}

# The suites are swift-testing only: without --disable-xctest, `swift test` first runs an
# empty XCTest pass that prints "Executed 0 tests". Any XCTest file brings the pass back.
xctest_flag() {
  if grep -rqs --include='*.swift' '^import XCTest' "$1"; then echo --enable-xctest; else
    echo --disable-xctest; fi
}

# `run_tests BUNDLE LOG FOLDER [ARGS…]`: a package's swift-testing suites, run from the test
# bundle `swift build --build-tests` made (what `swift test --skip-build` runs, without its lock
# on the build folder), colours taken out of the log. A folder with XCTest files goes through
# `swift test` instead, which runs both libraries.
run_tests() {
  local bundle="$1" log="$2" folder="$3"
  shift 3
  if [[ "$(xctest_flag "$folder")" == --enable-xctest ]]; then
    swift test --skip-build --package-path "$(dirname "$folder")" "$@" >"$log" 2>&1
    return
  fi
  # pipefail: the bundle's status, not sed's.
  "$bundle" --testing-library swift-testing "$@" 2>&1 | sed -u $'s/\x1b\\[[0-9;]*m//g' >"$log"
}

# Dependencies, then the formatting of Sources, Tests, Examples and the Tools package's Swift
# (Tools is only linted here, not built). A finding does not stop the run; it fails it.
begin "deps and lint"
bash Scripts/install-deps.sh >"$logs/deps.log" 2>&1 || {
  end FAILED
  tail -40 "$logs/deps.log"
  exit 1
}
lint_paths=(Sources Tests Examples Tools/Package.swift Tools/Sources Tools/Tests)
if swift format lint --strict --recursive --configuration .swift-format "${lint_paths[@]}" \
  >"$logs/lint.log" 2>&1; then
  lint_result="lint clean"
  end ok
else
  lint_result="lint: $(grep -c ': \(error\|warning\):' "$logs/lint.log" || true) findings"
  end FAILED "$lint_result"
  cat "$logs/lint.log"
fi

begin build
if swift build --build-tests --no-color-diagnostics >"$logs/build.log" 2>&1; then
  end ok
else
  end FAILED
  show_build_failure "$logs/build.log"
  printf 'test.sh: FAILED — the library package does not build (%s/build.log)\n' "$logs"
  exit 1
fi

# The Examples package builds in its own build folder (Examples/.build, decision 0650) in the
# background while the fuzz and the library's tests run, and its tests run while DocC builds:
# the tests are run from their bundles, which do not hold SwiftPM's lock on a build folder as
# `swift test` does.
bin="$(swift build --no-color-diagnostics --show-bin-path)"
examples_bin="$(swift build --package-path Examples --no-color-diagnostics --show-bin-path)"
examples_start=$SECONDS
(
  if swift build --package-path Examples --build-tests --no-color-diagnostics \
    >"$logs/examples-build.log" 2>&1; then
    # `set -e` is inherited: the status is taken, not allowed to end the subshell.
    status=0
    run_tests "$examples_bin/StackTUIExamplesPackageTests.xctest" "$logs/examples.log" \
      Examples/Tests || status=$?
    echo "$status" >"$logs/examples.status"
  else
    echo build >"$logs/examples.status"
  fi
) &
examples_pid=$!

# The fuzzer's own tests (1 s), then 100 fixed fuzz cases (the same every run, so CI is
# deterministic) on the debug binary just built, about 20 s; the CPU limit allows for the
# debug build. Tools/Scripts/fuzz.sh N for a real run. (The fuzzer lives in the Tools package;
# only its Python runs here, against this package's stack-demo.)
begin fuzz
if python3 -B -m unittest discover -s Tools/Scripts/fuzz -p 'test_*.py' >"$logs/fuzz.log" 2>&1 &&
  STACK_DEMO="$bin/stack-demo" \
    bash Tools/Scripts/fuzz.sh 100 --seed 1 --timeout 30 --jobs 2 >>"$logs/fuzz.log" 2>&1; then
  fuzz_result="fuzz: 100 cases (seed 1), no failures"
  end ok
else
  fuzz_result="fuzz: $(grep '^fuzz: .* cases' "$logs/fuzz.log" | tail -1 || echo 'failed')"
  end FAILED
  tail -40 "$logs/fuzz.log"
fi

begin tests
if run_tests "$bin/StackTUIPackageTests.xctest" "$logs/tests.log" Tests "$@"; then
  end ok "$(test_summary "$logs/tests.log")"
else
  end FAILED "$(test_summary "$logs/tests.log")"
  show_test_failures "$logs/tests.log"
fi
tests_result="library: $(test_summary "$logs/tests.log")"

# The DocC catalogs of the libraries build without a warning (a broken symbol link in a doc
# comment or an article fails here). One plugin run for all: a run per target paid the
# plugin's start-up each time (37 s against 11 s, issue 21).
begin DocC
if swift package generate-documentation --target StackDrawing --target StackCore \
  --target StackUI --target StackWidgets --target StackTerminal --target StackTesting \
  --warnings-as-errors >"$logs/docc.log" 2>&1; then
  docs_result="DocC without warnings"
  end ok
else
  docs_result="DocC: warnings"
  end FAILED
  grep -E 'warning:|error:' -A4 "$logs/docc.log" || tail -20 "$logs/docc.log"
fi

# The Examples package's line: its build and tests, timed from the start of its build.
wait "$examples_pid" || true
phase_name=examples
phase_start=$examples_start
printf 'test.sh: %-13s … ' "$phase_name"
case "$(cat "$logs/examples.status" 2>/dev/null || echo build)" in
  0)
    end ok "$(test_summary "$logs/examples.log"), in parallel"
    ;;
  build)
    end FAILED "does not build"
    show_build_failure "$logs/examples-build.log"
    ;;
  *)
    end FAILED "$(test_summary "$logs/examples.log")"
    show_test_failures "$logs/examples.log"
    ;;
esac
if [[ -f "$logs/examples.log" ]]; then
  tests_result+="; examples: $(test_summary "$logs/examples.log")"
else
  tests_result+="; examples: do not build"
fi

if [[ ${#failed[@]} -eq 0 ]]; then verdict=PASSED; else verdict="FAILED (${failed[*]})"; fi
printf 'test.sh: time: %s (%d s in all)\n' "$(IFS=,; echo "${times[*]}" | sed 's/,/, /g')" "$SECONDS"
printf 'test.sh: %s — %s; %s; %s; %s\n' "$verdict" "$tests_result" "$fuzz_result" \
  "$lint_result" "$docs_result"
[[ ${#failed[@]} -eq 0 ]]
