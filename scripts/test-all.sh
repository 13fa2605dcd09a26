#!/usr/bin/env bash
# Every test of the project: lint, types, unit, integration (PGlite, plus PostgreSQL/Redis when
# TEST_DATABASE_URL / TEST_REDIS_URL are set), the production build with its JS budget, and the browser tests.
# Ends with one line adding up every layer: "tests: N passed, N failed"; exits 1 when any layer failed.
#
# The browser tests are the long pole (over half of the run's CPU, and they leave a core partly idle while pages
# wait): they start as soon as the production build is ready and run beside the other layers, which fill what they
# leave (docs/TESTING.md, "Issue 26"). Their output is printed when they end; .test-reports/e2e.log has it meanwhile.
set -uo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm ci --no-audit --no-fund
rm -rf .test-reports && mkdir -p .test-reports
# A larger young generation for every Node process of the run (vitest workers, the test server, the build): they
# allocate heavily and short-lived, and the default 16 MB semi-space has them scavenging often. About 4 % less CPU
# on the PGlite layer (244 -> 233 core-s).
export NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--max-semi-space-size=32"
report() { echo "--reporter=default --reporter=json --outputFile.json=.test-reports/$1.json"; }

# Each step says how far into the run it starts (docs/TESTING.md keeps the per-layer times).
step() { printf '\n==> [%4d s] %s\n' "$SECONDS" "$*"; }
failed=()
run() { local name=$1; shift; "$@" || { echo "!! $name failed"; failed+=("$name"); }; }
# A layer run in the background: waits for it, then prints its output.
finish() { local name=$1 pid=$2 log=$3 rc=0; wait "$pid" || rc=$?; cat "$log"; [ "$rc" -eq 0 ] || { echo "!! $name failed"; failed+=("$name"); }; }

# The build goes first at full priority (the browser tests wait for it); typecheck, eslint and the unit tests fill
# what it leaves (nice 10), and get their normal priority back once it is done (left at nice 10 beside the browser
# tests they were starved, and the integration layers behind them started minutes later).
descendants() { local p; for p in "$@"; do echo "$p"; descendants $(pgrep -P "$p"); done; }
step "build; typecheck, lint and unit beside it at a lower priority"
BUILD_TYPECHECKED=1 npm run -s build > .test-reports/build.log 2>&1 & build_pid=$!
nice -n 10 npx tsc --noEmit -p . > .test-reports/typecheck.log 2>&1 & tsc_pid=$!
nice -n 10 npx eslint . --max-warnings=0 > .test-reports/lint.log 2>&1 & lint_pid=$!
nice -n 10 npx vitest run --project 'unit*' $(report unit) > .test-reports/unit.log 2>&1 & unit_pid=$!
e2e_pid=
if wait "$build_pid"; then
  # Raising a priority back needs root (CI is); elsewhere they simply stay at nice 10.
  renice -n 0 -p $(descendants "$tsc_pid" "$lint_pid" "$unit_pid") > /dev/null 2>&1 || true
  tail -n 3 .test-reports/build.log
  step "first-load JS budget, strict (/ <= 130 KB gzip, every other page <= 170 KB; no recorded ceilings)"
  JS_BUDGET_STRICT=1 run "JS budget" node scripts/checkJsBudget.mjs
  step "e2e starts in the background (Playwright, $(command -v chromium || echo 'no chromium'))"
  PLAYWRIGHT_JSON_OUTPUT_NAME=.test-reports/e2e.json npx playwright test --reporter=list,json > .test-reports/e2e.log 2>&1 &
  e2e_pid=$!
  # A page before the first /api request, then pages again: the order every browser test's server skips (ADR 0060).
  step "the production server serves pages after its first page and the API"
  run "page first" npm run -s test:page-first -- --report .test-reports/page-first.json
else
  cat .test-reports/build.log
  failed+=(build)
fi

step "typecheck"
finish typecheck "$tsc_pid" .test-reports/typecheck.log
step "lint"
finish lint "$lint_pid" .test-reports/lint.log
run structure node scripts/lintStructure.mjs
step "unit (node + jsdom)"
finish unit "$unit_pid" .test-reports/unit.log
# PostgreSQL first: whichever layer ends the run runs alone, and PGlite's keeps both cores busier (1.8 against 1.7).
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "integration (PostgreSQL ${TEST_DATABASE_URL}${TEST_REDIS_URL:+, Redis $TEST_REDIS_URL})"
  run "integration (PostgreSQL)" npx vitest run --project 'integration*' $(report integration-postgres)
fi

step "integration (PGlite)"
run "integration (PGlite)" env -u TEST_DATABASE_URL -u TEST_REDIS_URL npx vitest run --project 'integration*' $(report integration-pglite)

# The rolling restart under load (issue 29, docs/adr/0046): a 2-worker cluster of the production build on PostgreSQL
# and Redis, every worker replaced by SIGHUP while browsing, orders and chat run; counted as its own checks.
if [ -n "${TEST_DATABASE_URL:-}" ] && [ -n "${TEST_REDIS_URL:-}" ] && [ -n "$e2e_pid" ]; then
  step "rolling restart under load (WEB_CONCURRENCY=2, PostgreSQL, Redis)"
  run "rolling restart" npx tsx tests/process/rollingRestart.ts --report .test-reports/rolling-restart.json
else
  step "rolling restart under load: skipped (needs TEST_DATABASE_URL, TEST_REDIS_URL and the production build)"
  echo '{"numPassedTests":0,"numFailedTests":0,"numPendingTests":1}' > .test-reports/rolling-restart.json
fi

if [ -n "$e2e_pid" ]; then
  step "e2e: waiting for the browser tests"
  finish e2e "$e2e_pid" .test-reports/e2e.log
fi

step "done"
summary_rc=0; node scripts/summarizeTests.mjs || summary_rc=$?
if [ ${#failed[@]} -gt 0 ]; then echo "failed: ${failed[*]}"; exit 1; fi
exit "$summary_rc"
