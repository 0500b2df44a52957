# The browser journeys of e2e/: the real binary, serving the built web app on a free
# port with a fresh data directory (the demo catalogue and one admin), driven by
# Debian's Chromium through Playwright, its mail sent by SMTP to a real SMTP server
# (crates/smtp-sink) that writes what it receives to <data>/outbox, where the journeys
# read it. The servers and the data go whatever the outcome.
# shellcheck shell=bash

# Playwright's own browser download cannot work offline: the journeys use Debian's.
ensure_chromium() {
  if ! command -v chromium >/dev/null; then
    say "apt-get install chromium"
    apt_install chromium
  fi
}

# The player's journeys play short test videos made by ffmpeg (testsrc, VP8 WebM):
# nothing binary is kept in the repository.
ensure_ffmpeg() {
  if ! command -v ffmpeg >/dev/null; then
    say "apt-get install ffmpeg"
    apt_install ffmpeg
  fi
}

# Writes clip-6s.webm and clip-2s.webm (320x180, a few tens of KB) into $1.
make_test_clips() {
  local dir="$1" seconds
  mkdir -p "$dir"
  for seconds in 6 2; do
    ffmpeg -loglevel error -y -f lavfi -i "testsrc=size=320x180:rate=15" -t "$seconds" \
      -c:v libvpx -b:v 120k -an "$dir/clip-${seconds}s.webm"
  done
}

free_port() {
  node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })'
}

# Waits until the node answers /readyz (projections caught up), or fails with its log.
wait_until_ready() {
  local url="$1" pid="$2" log="$3"
  for _ in $(seq 1 300); do
    if curl -fsS -o /dev/null "$url/readyz" 2>/dev/null; then return 0; fi
    if ! kill -0 "$pid" 2>/dev/null; then
      tail -n 40 "$log" >&2
      die "bobine serve stopped before it was ready"
    fi
    sleep 0.2
  done
  tail -n 40 "$log" >&2
  die "bobine serve was not ready after 60 s"
}

# Runs in a subshell, so that its EXIT trap stops the server and removes the data
# directory on success, failure or interruption alike. Expects web/dist to be built.
# Arguments, if any, go to Playwright: `run_browser_journeys tests/player.spec.ts`
# runs that file only.
run_browser_journeys() (
  ensure_chromium
  ensure_ffmpeg
  npm_install e2e
  say "server: cargo build -p bobine -p bobine-smtp-sink"
  cargo build --locked -p bobine -p bobine-smtp-sink
  local bin="$CARGO_TARGET_DIR/debug/bobine"

  local data pid="" smtp_pid=""
  data="$(mktemp -d "${TMPDIR:-/tmp}/bobine-e2e.XXXXXX")"
  # shellcheck disable=SC2317 # called by the trap
  cleanup() {
    local p
    for p in "$pid" "$smtp_pid"; do
      if [ -n "$p" ]; then
        kill "$p" 2>/dev/null || true
        wait "$p" 2>/dev/null || true
      fi
    done
    rm -rf "$data"
  }
  trap cleanup EXIT

  local port url smtp_port
  port="$(free_port)"
  # localhost, not 127.0.0.1: passkeys (WebAuthn) need a domain as relying party,
  # and http://localhost is a secure context (e2e/tests/passkeys.spec.ts).
  url="http://localhost:$port"
  smtp_port="$(free_port)"
  "$CARGO_TARGET_DIR/debug/bobine-smtp-sink" --port "$smtp_port" --dir "$data/outbox" \
    >"$data/smtp.log" 2>&1 &
  smtp_pid=$!
  for _ in $(seq 1 100); do
    if (: <"/dev/tcp/127.0.0.1/$smtp_port") 2>/dev/null; then break; fi
    sleep 0.1
  done
  # The server runs in its data directory with a clean environment: neither the
  # clone's .env nor the caller's DATABASE_URL or SMTP_URL reach it.
  local -a server_env=(
    env -u DATABASE_URL -u SMTP_URL -u BOBINE_ADMIN_TOKEN -u BOBINE_PUBLIC_CATALOGUE
    -u BOBINE_REQUIRE_REFERRAL -u BOBINE_BEHIND_PROXY
    BOBINE_DATA_DIR="$data" BOBINE_ADDR="127.0.0.1:$port" BOBINE_PUBLIC_URL="$url"
    SMTP_URL="smtp://127.0.0.1:$smtp_port"
    # The app logs its own failures; tower_http would add a line for every 503 of
    # /readyz while the projections catch up.
    "RUST_LOG=warn,tower_http=off" NO_COLOR=1
  )

  say "e2e: bobine import --demo, admin create (data in $data)"
  # Imported as if the site were elsewhere, where nothing answers: the demo films must
  # still play at the address the journeys reach the node at (docs/adr/0035).
  (cd "$data" && "${server_env[@]}" BOBINE_PUBLIC_URL=http://bobine-import.invalid:8080 "$bin" import --demo \
    --movies "$ROOT/web/node_modules/vega-datasets/data/movies.json" >"$data/import.log" 2>&1) \
    || { tail -n 40 "$data/import.log" >&2; die "bobine import --demo failed"; }
  local admin_email=admin@bobine.local admin_password
  admin_password="$(head -c 12 /dev/urandom | base64 | tr -d '/+=' | head -c 12)"
  (cd "$data" && BOBINE_ADMIN_PASSWORD="$admin_password" "${server_env[@]}" "$bin" admin create "$admin_email" >/dev/null)
  # The journeys read the admin from where scripts/run keeps its demo admin.
  printf '%s\n%s\n' "$admin_email" "$admin_password" >"$data/demo-admin.txt"

  say "e2e: bobine serve at $url"
  (cd "$data" && exec "${server_env[@]}" "$bin" serve) >"$data/server.log" 2>&1 &
  pid=$!
  wait_until_ready "$url" "$pid" "$data/server.log"

  make_test_clips "$data/media"

  say "e2e: browser journeys (Chromium $(chromium --version 2>/dev/null | awk '{print $2}'))"
  if ! (cd "$ROOT/e2e" && BOBINE_E2E_URL="$url" BOBINE_E2E_DATA_DIR="$data" \
    BOBINE_E2E_MEDIA_DIR="$data/media" npm test --silent -- "$@"); then
    say "server log (last lines)"
    tail -n 40 "$data/server.log" >&2
    exit 1
  fi
)
