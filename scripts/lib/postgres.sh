# Makes a PostgreSQL server answer for the tests and benchmarks, and exports
# BOBINE_TEST_DATABASE_URL (an admin URL on which they create their own databases).
# Uses the machine's server on 127.0.0.1:5432 when it answers; else starts the
# installed clusters, or installs Debian's postgresql package and starts it.
# shellcheck shell=bash

PG_URL_TRUST="postgres://postgres@127.0.0.1:5432/postgres"
PG_URL_PASSWORD="postgres://postgres:bobine@127.0.0.1:5432/postgres"

pg_answers() { PGCONNECT_TIMEOUT=3 psql "$1" -Atqc 'select 1' >/dev/null 2>&1; }

pg_up() { pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; }

ensure_postgres() {
  if [ -n "${BOBINE_TEST_DATABASE_URL:-}" ] && pg_answers "$BOBINE_TEST_DATABASE_URL"; then return; fi
  command -v psql >/dev/null && command -v pg_isready >/dev/null || { say "installing PostgreSQL"; apt_install postgresql; }
  if ! pg_up; then
    say "starting PostgreSQL"
    if ! command -v pg_lsclusters >/dev/null || [ -z "$(pg_lsclusters -h 2>/dev/null)" ]; then
      apt_install postgresql
      [ -n "$(pg_lsclusters -h 2>/dev/null)" ] || as_root pg_createcluster "$(ls /usr/lib/postgresql | sort -n | tail -1)" main >&2
    fi
    pg_lsclusters -h | while read -r version cluster _; do
      as_root pg_ctlcluster --skip-systemctl-redirect "$version" "$cluster" start >&2 || true
    done
    for _ in $(seq 1 30); do pg_up && break; sleep 1; done
    pg_up || die "PostgreSQL does not answer on 127.0.0.1:5432"
  fi
  if pg_answers "$PG_URL_TRUST"; then
    export BOBINE_TEST_DATABASE_URL="$PG_URL_TRUST"
  else
    # A stock Debian server asks for a password over TCP: give the postgres role one.
    as_root runuser -u postgres -- psql -qc "ALTER ROLE postgres PASSWORD 'bobine'" >/dev/null
    pg_answers "$PG_URL_PASSWORD" || die "cannot sign in to PostgreSQL on 127.0.0.1:5432"
    export BOBINE_TEST_DATABASE_URL="$PG_URL_PASSWORD"
  fi
}

# Drops the databases earlier test runs created (bobine_t_<uuid>).
drop_test_databases() {
  local names
  names=$(psql "$BOBINE_TEST_DATABASE_URL" -Atqc "select datname from pg_database where datname like 'bobine\_t\_%'") || return 0
  for name in $names; do psql "$BOBINE_TEST_DATABASE_URL" -qc "drop database if exists $name with (force)" >/dev/null || true; done
}
