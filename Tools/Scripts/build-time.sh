#!/usr/bin/env bash
# The clean build of hello-stack (the first thing a newcomer builds), debug and release, for two
# or more versions of the library side by side in ONE run: builds alternate between the
# versions (A B A B...), so a machine whose load changes during the run weighs on each alike.
# CPU seconds (user+sys of swift build and every compiler it starts) are the figure to compare
# on a shared machine; wall time is printed beside them (issue 26 item 7, decision 0610).
#
#   Tools/Scripts/build-time.sh d6a14a9 HEAD              # two commits of this repository
#   Tools/Scripts/build-time.sh /tmp/old-checkout .       # or checkouts (folders)
#   REPS=3 CONFIGS="release" Tools/Scripts/build-time.sh A B
#
# A commit is checked out with `git worktree add` into a temporary folder (removed at the end);
# a folder is used as it is (its uncommitted changes included). Every build starts from an empty
# build folder of its own (--scratch-path in a temporary folder); the package is resolved
# before the clock starts (from SwiftPM's cache, so no network time is counted). The product and
# package are PRODUCT (hello-stack) and PACKAGE_DIR (Examples) inside each version; a version
# without PACKAGE_DIR/Package.swift builds the product from its root package (before issue 26
# moved the examples into a package of their own, as at 7b08d54).
# Extra arguments for swift build: SWIFT_BUILD_FLAGS (e.g. profiling flags). Logs: LOG_DIR.
set -euo pipefail

if (($# < 2)); then
  echo "usage: $0 <commit-or-folder> <commit-or-folder> [...]" >&2
  exit 2
fi

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
reps="${REPS:-2}"
configs="${CONFIGS:-debug release}"
product="${PRODUCT:-hello-stack}"
package_dir="${PACKAGE_DIR:-Examples}"
work="$(mktemp -d /tmp/build-time.XXXXXX)"
log_dir="${LOG_DIR:-$work/logs}"
mkdir -p "$log_dir"
read -r -a extra_flags <<<"${SWIFT_BUILD_FLAGS:-}"

worktrees=()
cleanup() {
  for tree in "${worktrees[@]+"${worktrees[@]}"}"; do
    git -C "$repo" worktree remove --force "$tree" >/dev/null 2>&1 || true
  done
  rm -rf "$work/scratch"
}
trap cleanup EXIT

# Each version: a label (as given) and a folder.
labels=()
folders=()
for version in "$@"; do
  if [[ -d "$version" ]]; then
    folders+=("$(cd "$version" && pwd)")
  else
    commit="$(git -C "$repo" rev-parse --short "$version^{commit}")"
    tree="$work/tree-${#folders[@]}-$commit"
    git -C "$repo" worktree add --detach "$tree" "$commit" >/dev/null 2>&1
    worktrees+=("$tree")
    folders+=("$tree")
  fi
  labels+=("$version")
done

# One clean build: prints "wall user sys" in seconds.
clean_build() {
  local folder="$1" config="$2" name="$3"
  local scratch="$work/scratch/$name"
  local package="$folder/$package_dir"
  [[ -f "$package/Package.swift" ]] || package="$folder"
  rm -rf "$scratch"
  swift package --package-path "$package" --scratch-path "$scratch" resolve \
    >"$log_dir/$name.resolve.log" 2>&1
  /usr/bin/time -f '%e %U %S' -o "$work/time" \
    swift build --package-path "$package" --scratch-path "$scratch" -c "$config" \
    --product "$product" "${extra_flags[@]+"${extra_flags[@]}"}" >"$log_dir/$name.log" 2>&1 || {
    echo "build failed: $name (log: $log_dir/$name.log)" >&2
    exit 1
  }
  rm -rf "$scratch"
  rm -f "${TMPDIR:-/tmp}/${scratch//\//_}"*.lock  # SwiftPM's locks for that build folder
  cat "$work/time"
}

declare -A wall cpu
for config in $configs; do
  for ((rep = 1; rep <= reps; rep++)); do
    for index in "${!folders[@]}"; do
      name="$config-$index-$rep"
      read -r w u s < <(clean_build "${folders[$index]}" "$config" "$name")
      c="$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%.1f", u + s }')"
      wall[$config,$index]+="$w "
      cpu[$config,$index]+="$c "
      printf '%-8s %-24s run %d: %7.1f s wall %7.1f s cpu (%s user + %s sys) load %s\n' \
        "$config" "${labels[$index]}" "$rep" "$w" "$c" "$u" "$s" \
        "$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?')" >&2
    done
  done
done

# The table: the mean of each version's runs, and its CPU beside the first version's.
mean() { echo "$@" | tr ' ' '\n' | grep -v '^$' | awk '{ s += $1 } END { printf "%.1f", s / NR }'; }
echo
printf '| %-7s | %-24s | %-26s | %-22s | %-9s |\n' config version "wall s (runs)" \
  "cpu s (runs)" "cpu ÷ 1st"
printf '|---------|--------------------------|----------------------------|------------------------|-----------|\n'
for config in $configs; do
  base="$(mean ${cpu[$config,0]})"
  for index in "${!folders[@]}"; do
    c="$(mean ${cpu[$config,$index]})"
    printf '| %-7s | %-24s | %-26s | %-22s | %-9s |\n' "$config" "${labels[$index]}" \
      "$(mean ${wall[$config,$index]}) ($(echo ${wall[$config,$index]} | tr ' ' '/'))" \
      "$c ($(echo ${cpu[$config,$index]} | tr ' ' '/'))" \
      "$(awk -v a="$c" -v b="$base" 'BEGIN { printf "%.2f", a / b }')"
  done
done
echo
echo "product $product of $package_dir; $reps run(s) each, alternating; logs in $log_dir"
