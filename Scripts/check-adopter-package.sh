#!/usr/bin/env bash
# Builds a package in a temporary folder that depends on this checkout by path and names its
# targets and products like every example and like README.md's first app (`Pick` and `pick`,
# `HelloStack` and `hello-stack`…, `MyStackApp`), then checks that each executable is its own
# (AdopterPackageTests, opt-in with STACKTUI_ADOPTER_BUILD=1: a clean build of the library in
# a new package takes minutes). Prints the time. CI may call it; Scripts/test.sh does not.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
start=$SECONDS
swift build --build-tests --no-color-diagnostics >/dev/null
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if STACKTUI_ADOPTER_BUILD=1 swift test --skip-build --disable-xctest \
  --filter AdopterPackageTests >"$log" 2>&1 &&
  grep -q '✔ Test anAdoptersTargetsAndProductsMayBeNamedLikeTheExamples() passed' "$log"; then
  grep -E '✔ Test run' "$log" || true
  echo "check-adopter-package: PASSED in $((SECONDS - start)) s (with the library's own build)"
else
  cat "$log"
  echo "check-adopter-package: FAILED in $((SECONDS - start)) s"
  exit 1
fi
