# Shared by scripts/run, scripts/test and scripts/bench: locate the repository, keep
# cargo's build output outside the clone, and install or start what is missing.
# shellcheck shell=bash

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/bobine/target}"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"

say() { printf '\n== %s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else die "need root for: $*"; fi
}

APT_UPDATED=
apt_install() {
  if [ -z "$APT_UPDATED" ]; then as_root apt-get update -qq >&2; APT_UPDATED=1; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >&2
}

require_toolchains() {
  command -v cargo >/dev/null || die "Rust is required (https://rustup.rs)"
  command -v node >/dev/null && command -v npm >/dev/null || die "Node.js 20.19 or later is required (with npm)"
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||a===22&&b>=12||a===20&&b>=19||a===21?0:1)' \
    || die "Node.js $(node --version) is too old: the web app needs 20.19+ or 22.12+"
  rustup component list --installed 2>/dev/null | grep -q '^clippy' || rustup component add clippy rustfmt >&2 || true
  # The server's allocator, jemalloc, is built from its C sources with make
  # (docs/adr/0057-jemalloc-gives-memory-back.md).
  command -v make >/dev/null || { say "apt-get install make"; apt_install make; }
}

# npm ci in $ROOT/DIR, only when its package-lock.json changed since the last install.
npm_install() {
  local dir="$ROOT/$1"
  local stamp="$dir/node_modules/.bobine-lock"
  if [ ! -f "$stamp" ] || ! cmp -s "$dir/package-lock.json" "$stamp"; then
    say "$1: npm ci"
    (cd "$dir" && npm ci --no-audit --no-fund) >&2
    cp "$dir/package-lock.json" "$stamp"
  fi
}

web_install() { npm_install web; }

web_build() {
  web_install
  say "web: build"
  (cd "$ROOT/web" && npm run --silent build) >&2
}
