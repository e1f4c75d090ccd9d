#!/usr/bin/env bash
# The demo's first screen as SVG pictures, on a dark and on a light background (xterm's
# default palette, 256 colours): for the README and for reviewing a change by eye.
#
#   Tools/Scripts/demo-svg.sh [OUT_DIR] [SCREEN] [WxH]
#
# OUT_DIR defaults to svg/ (keep it out of git unless the pictures are for the docs), SCREEN
# to showcase, WxH to 80x24. Writes OUT_DIR/demo-SCREEN-dark.svg and -light.svg. Any screen
# after keys: `stack-demo --script FILE.keys --svg OUT.svg --svg-background light`.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${1:-svg}"
screen="${2:-showcase}"
size="${3:-80x24}"
mkdir -p "$out"
swift build --package-path "$root" --product stack-demo >&2
demo="$(swift build --package-path "$root" --show-bin-path)/stack-demo"
script="$(mktemp "${TMPDIR:-/tmp}/demo-svg.XXXXXX")"
trap 'rm -f "$script"' EXIT
echo "# The first screen: no steps." >"$script"
for background in dark light; do
  "$demo" --script "$script" --screen "$screen" --size "$size" \
    --svg "$out/demo-$screen-$background.svg" --svg-background "$background" >/dev/null
  echo "$out/demo-$screen-$background.svg"
done
