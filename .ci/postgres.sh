#!/usr/bin/env bash
# Sourced by .ci/run: a throwaway PostgreSQL cluster on 127.0.0.1 for the tests that need one.
# Installs Debian's PostgreSQL when missing, initialises a cluster in a temporary folder
# (as the `postgres` user: initdb refuses root), starts it on PG_PORT (default 5433), and
# exports TEST_DATABASE_URL. The cluster is stopped and deleted when the calling shell exits.
# Tests run with fsync off (PG_FSYNC, default off: nothing there must outlive the machine);
# `npm run bench:leads` refuses such a cluster, so give it one started with PG_FSYNC=on.
PG_PORT="${PG_PORT:-5433}"
PG_FSYNC="${PG_FSYNC:-off}"
PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
if [ -z "$PG_BIN" ]; then
  echo "Installing Debian's PostgreSQL for the lead-store tests"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PG_BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
fi

PG_DIR="$(mktemp -d /tmp/pg-test.XXXXXX)"
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
[ "$(id -u)" = 0 ] && chown postgres: "$PG_DIR"
as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w start \
  -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_DIR -c fsync=$PG_FSYNC -c max_connections=200" >/dev/null
as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres leads_test
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/leads_test"
trap 'as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null; rm -rf "$PG_DIR"' EXIT
echo "PostgreSQL running for the tests: $TEST_DATABASE_URL"
