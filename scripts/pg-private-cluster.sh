#!/usr/bin/env bash
# Starts a private PostgreSQL cluster in a temporary folder for the test suite
# and prints its connection URL on the last line. `stop` tears it down.
#   usage: scripts/pg-private-cluster.sh start <dir> [port]
#          scripts/pg-private-cluster.sh stop <dir>
set -euo pipefail
cmd=${1:?start or stop}
dir=${2:?cluster folder}
port=${3:-54329}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL server binaries not found: apt-get install -y postgresql postgresql-contrib" >&2; exit 1; }

as_postgres() {
  # initdb refuses to run as root; the cluster belongs to the postgres user.
  # From / so the postgres user is never left in a folder it may not enter (a private clone).
  if [ "$(id -u)" = 0 ]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi
}

case "$cmd" in
  start)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres: "$dir"
    if [ ! -f "$dir/data/PG_VERSION" ]; then
      as_postgres "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log"
    fi
    as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null \
      || { echo "PostgreSQL did not start; its log:" >&2; cat "$dir/server.log" >&2; exit 1; }
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_postgres "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null || true
    ;;
  *) echo "unknown command $cmd" >&2; exit 2 ;;
esac
