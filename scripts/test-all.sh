#!/usr/bin/env bash
# Every test of the portal, as README line 2 and CI run it:
#   1. system packages the tests need (Chromium, PostgreSQL), installed when missing
#   2. typecheck, lint, formatting
#   3. unit and API tests on the embedded database (PGlite)
#   4. the production web build, then browser tests in Chromium against the running portal,
#      while database and API tests run again on a private PostgreSQL cluster
# Ends with one line "N passed, N failed" summing every Vitest run.
# Steps that run at once keep their output in a file and show it whole when they end.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
reports=$(mktemp -d)
logs=$(mktemp -d)
pg_dir=$(mktemp -d /tmp/dnp-pg-XXXXXX)
# The browser suite, when still running, ends with the line: it runs in a process group of its
# own (set -m), so its portal and Chromium end with it.
trap 'for job in $(jobs -p); do kill -- -"$job" 2>/dev/null || true; done; scripts/pg-private-cluster.sh stop "$pg_dir" >/dev/null 2>&1 || true; rm -rf "$pg_dir" "$logs"' EXIT
# Vitest gives a run one worker fewer than the cores, keeping one for its main process; ours only
# collects results, so on 2 cores the default would leave one idle (docs/decisions.md).
cores=$(node -p 'require("node:os").availableParallelism()')

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

# Starts "$@" in the background with its output kept for show_output; $! is its process id.
in_background() {
  local name=$1
  shift
  "$@" >"$logs/$name.log" 2>&1 &
}
# Waits for a background step, shows its output under its title and returns its exit status.
show_output() {
  local name=$1 pid=$2 title=$3 status=0
  wait "$pid" || status=$?
  step "$title"
  cat "$logs/$name.log"
  return $status
}
check_formatting() {
  npx prettier --check . >/dev/null || { npx prettier --check . | tail -20; return 1; }
}
lint_and_format() {
  npx eslint . --max-warnings 0 && check_formatting
}

# Each check is one process on one core: the typecheck runs beside lint and formatting.
in_background typecheck npm run --silent typecheck
typecheck_pid=$!
in_background lint lint_and_format
lint_pid=$!
checks_failed=0
show_output typecheck "$typecheck_pid" Typecheck || checks_failed=1
show_output lint "$lint_pid" "Lint and formatting" || checks_failed=1
[ $checks_failed -eq 0 ] || exit 1

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
  run_vitest "$name" "$ws" --maxWorkers="$cores" || record_failure "$name"
done

step "Web build"
# The web app's build script runs its typecheck first; the line ran every typecheck above, so
# only Vite's production build is left.
(cd apps/web && npx vite build)
# The browser suite spends much of its time waiting (on the browser, on idle and token timers):
# the PostgreSQL pass runs meanwhile, one test file at a time so the portal under test keeps a core.
set -m
in_background e2e-chromium run_vitest e2e-chromium e2e
e2e_pid=$!
set +m

step "Starting a private PostgreSQL cluster"
# A free loopback port, unless one is given: another cluster may hold the usual one.
pg_port=${DNP_TEST_PG_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
pg_url=$(scripts/pg-private-cluster.sh start "$pg_dir" "$pg_port" | tail -n 1)
for ws in packages/db packages/generate apps/api; do
  [ -f "$ws/package.json" ] || continue
  name=$(echo "$ws" | tr / -)-postgres
  TEST_DATABASE_URL=$pg_url run_vitest "$name" "$ws" --maxWorkers=1 || record_failure "$name"
done

show_output e2e-chromium "$e2e_pid" "Browser tests (ran beside the PostgreSQL pass)" || record_failure e2e-chromium

node scripts/sum-vitest-reports.mjs "$reports"
[ ${#failed_runs[@]} -eq 0 ] || echo "Vitest failed these runs (see each one's output above): ${failed_runs[*]}"
exit $failed
