# A short property-based run of schemathesis (PyPI) against a fresh node: requests
# generated from /api/openapi.json (about 3,400 in some 20 s), as the operator, asserting
# that no answer is 5xx, that the document and the server agree (the checks of
# scripts/lib/schemathesis.toml) and that the server log holds no panic.
# shellcheck shell=bash

SCHEMATHESIS_VENV="${SCHEMATHESIS_VENV:-$HOME/.cache/bobine/schemathesis-venv}"

# Installs schemathesis in its own virtual environment (once).
schemathesis_install() {
  if [ ! -x "$SCHEMATHESIS_VENV/bin/schemathesis" ]; then
    say "schemathesis: pip install (in $SCHEMATHESIS_VENV)"
    command -v python3 >/dev/null || apt_install python3
    python3 -m venv "$SCHEMATHESIS_VENV" >&2 2>/dev/null || { apt_install python3-venv; python3 -m venv "$SCHEMATHESIS_VENV" >&2; }
    "$SCHEMATHESIS_VENV/bin/pip" install --quiet --disable-pip-version-check 'schemathesis>=4,<5' >&2
  fi
}

# Serves a fresh node (debug build) on a free port and runs schemathesis against it.
schemathesis_run() {
  schemathesis_install
  say "schemathesis: a fresh node"
  cargo build --locked -p bobine >&2
  local dir port token log pid status=0
  dir="$(mktemp -d)"
  port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
  token="schemathesis-$(head -c 8 /dev/urandom | od -An -tx1 | tr -d ' \n')"
  log="$dir/server.log"
  BOBINE_DATA_DIR="$dir/data" BOBINE_ADDR="127.0.0.1:$port" BOBINE_ADMIN_TOKEN="$token" \
    BOBINE_PUBLIC_CATALOGUE=true BOBINE_AUTH_RATE_PER_MINUTE=0 BOBINE_VIEW_RATE_PER_MINUTE=0 \
    DATABASE_URL= RUST_LOG=info "$CARGO_TARGET_DIR/debug/bobine" serve >"$log" 2>&1 &
  pid=$!
  for _ in $(seq 1 100); do
    curl -fs "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
    sleep 0.2
  done
  say "schemathesis: generated requests, 6 examples per operation and phase"
  timeout 120 "$SCHEMATHESIS_VENV/bin/schemathesis" --config-file "$ROOT/scripts/lib/schemathesis.toml" run "http://127.0.0.1:$port/api/openapi.json" \
    --max-examples 6 --workers 2 --no-color \
    --header "Authorization: Bearer $token" >&2 || status=$?
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  if grep -q "panicked" "$log"; then
    grep -B2 -A5 "panicked" "$log" >&2
    status=1
  fi
  rm -rf "$dir"
  [ "$status" = 0 ] || die "schemathesis: a 5xx answer, a disagreement with the document or a panic (see above)"
}
