#!/usr/bin/env bash
# Installs the system packages StackTUI needs on Debian/Ubuntu: the ncurses wide-character
# headers, tmux (end-to-end tests and demo recording), python3 (the fuzzer, Tools/Scripts/fuzz.sh)
# and a C.UTF-8 locale. (No pkg-config: Package.swift takes ncursesw from the default paths.)
# Idempotent: when everything is present it installs nothing and never calls apt-get.
set -euo pipefail

log() { printf 'install-deps: %s\n' "$*"; }

has_command() { command -v "$1" >/dev/null 2>&1; }

# The headers Modules/CNcurses/shim.h includes, in the default include path.
has_ncurses_headers() {
  { [ -e /usr/include/ncursesw/curses.h ] && [ -e /usr/include/ncursesw/term.h ]; } ||
    { [ -e /usr/include/curses.h ] && [ -e /usr/include/term.h ]; }
}

has_c_utf8_locale() {
  has_command locale && locale -a 2>/dev/null | grep -qiE '^c\.utf-?8$'
}

packages=()
has_ncurses_headers || packages+=(ncurses-headers)  # resolved to a package name below
has_command tmux || packages+=(tmux)
has_command python3 || packages+=(python3)
need_locale=false
if ! has_c_utf8_locale; then
  need_locale=true
  packages+=(locales)
fi

if [ "${#packages[@]}" -eq 0 ]; then
  log "all dependencies present (ncursesw headers, tmux, python3, C.UTF-8 locale)"
  exit 0
fi

if ! has_command apt-get; then
  log "error: missing ${packages[*]}, and apt-get is not available." >&2
  log "Install them with your system's package manager (Homebrew: brew install ncurses" \
    "pkg-config tmux python; Package.swift finds Homebrew's ncurses through pkg-config)." >&2
  exit 1
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if has_command sudo; then
    sudo=sudo
  else
    log "error: not root and sudo is not available; cannot install ${packages[*]}." >&2
    exit 1
  fi
fi

export DEBIAN_FRONTEND=noninteractive
log "updating the apt package index"
$sudo apt-get update -q

# libncurses-dev on current Debian/Ubuntu; libncursesw5-dev on older releases.
for i in "${!packages[@]}"; do
  if [ "${packages[$i]}" = ncurses-headers ]; then
    if apt-cache show libncurses-dev >/dev/null 2>&1; then
      packages[i]=libncurses-dev
    else
      packages[i]=libncursesw5-dev
    fi
  fi
done

log "installing: ${packages[*]}"
$sudo apt-get install -y -q --no-install-recommends "${packages[@]}"

if "$need_locale" && ! has_c_utf8_locale; then
  log "generating the C.UTF-8 locale"
  $sudo localedef -i C -f UTF-8 C.UTF-8 ||
    $sudo localedef -i en_US -f UTF-8 C.UTF-8
fi

has_ncurses_headers || { log "error: ncursesw headers still not found" >&2; exit 1; }
has_command tmux || { log "error: tmux still not found" >&2; exit 1; }
has_command python3 || { log "error: python3 still not found" >&2; exit 1; }
has_c_utf8_locale || { log "error: no C.UTF-8 locale after installing locales" >&2; exit 1; }
log "done"
