#!/usr/bin/env bash
# Every test of the portal, as README line 2 and CI run it:
#   1. system packages the tests need (Chromium, PostgreSQL), installed when missing
#   2. typecheck, lint, formatting
#   3. unit and API tests on the embedded database (PGlite)
#   4. database and API tests again on a private PostgreSQL cluster
#   5. the production web build, then browser tests in Chromium against the running portal
# Ends with one line "N passed, N failed" summing every Vitest run.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
reports=$(mktemp -d)
pg_dir=$(mktemp -d /tmp/dnp-pg-XXXXXX)
trap 'scripts/pg-private-cluster.sh stop "$pg_dir" >/dev/null 2>&1 || true; rm -rf "$pg_dir"' EXIT

step() { printf '\n=== %s\n' "$*"; }

install_system_packages() {
  local missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql postgresql-contrib)
  [ ${#missing[@]} -eq 0 ] && return 0
  step "Installing ${missing[*]}"
  local sudo=()
  [ "$(id -u)" = 0 ] || sudo=(sudo)
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
}

# Runs one workspace's Vitest suite and keeps its JSON report for the closing count.
run_vitest() {
  local name=$1 dir=$2
  shift 2
  step "$name"
  (cd "$dir" && npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/$name.json" "$@")
}

install_system_packages

step "Typecheck"
npm run --silent typecheck
step "Lint"
npx eslint . --max-warnings 0
step "Formatting"
npx prettier --check . >/dev/null || { npx prettier --check . | tail -20; exit 1; }

failed=0
# Runs that exited non-zero: also those whose tests all passed but which Vitest failed for an
# error outside any test (an unhandled rejection), which the JSON reports do not count.
failed_runs=()
record_failure() {
  failed=1
  failed_runs+=("$1")
}
for ws in packages/contracts packages/matching packages/ingest packages/db packages/generate apps/idp apps/api apps/cli apps/web bench; do
  [ -f "$ws/package.json" ] || continue
  grep -q '"test"' "$ws/package.json" || continue
  name=$(echo "$ws" | tr / -)
  run_vitest "$name" "$ws" || record_failure "$name"
done

step "Starting a private PostgreSQL cluster"
# A free loopback port, unless one is given: another cluster may hold the usual one.
pg_port=${DNP_TEST_PG_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
pg_url=$(scripts/pg-private-cluster.sh start "$pg_dir" "$pg_port" | tail -n 1)
for ws in packages/db packages/generate apps/api; do
  [ -f "$ws/package.json" ] || continue
  name=$(echo "$ws" | tr / -)-postgres
  TEST_DATABASE_URL=$pg_url run_vitest "$name" "$ws" || record_failure "$name"
done

step "Web build"
npm run --silent build -w @dnp/web
run_vitest e2e-chromium e2e || record_failure e2e-chromium

node scripts/sum-vitest-reports.mjs "$reports"
[ ${#failed_runs[@]} -eq 0 ] || echo "Vitest failed these runs (see each one's output above): ${failed_runs[*]}"
exit $failed
