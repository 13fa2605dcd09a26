#!/usr/bin/env bash
# Every test of the project: lint, types, unit, integration (PGlite, plus PostgreSQL/Redis when
# TEST_DATABASE_URL / TEST_REDIS_URL are set), then the browser tests against a production build.
# Ends with one line adding up every layer: "tests: N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm ci --no-audit --no-fund
rm -rf .test-reports && mkdir -p .test-reports
report() { echo "--reporter=default --reporter=json --outputFile.json=.test-reports/$1.json"; }

# Each step says how far into the run it starts (docs/TESTING.md keeps the per-layer times).
step() { printf '\n==> [%4d s] %s\n' "$SECONDS" "$*"; }
# eslint and tsc are single-threaded: on 2 cores they run side by side.
step "lint + typecheck"
npx eslint . --max-warnings=0 & lint_pid=$!
tsc_rc=0; npx tsc --noEmit -p . || tsc_rc=$?
lint_rc=0; wait "$lint_pid" || lint_rc=$?
[ "$tsc_rc" -eq 0 ] && [ "$lint_rc" -eq 0 ] || { echo "lint exit $lint_rc, typecheck exit $tsc_rc"; exit 1; }
node scripts/lintStructure.mjs
step "unit (node + jsdom)"; npx vitest run --project unit --project unit-dom $(report unit)
step "integration (PGlite)"
env -u TEST_DATABASE_URL -u TEST_REDIS_URL npx vitest run --project integration --project integration-mocking $(report integration-pglite)
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "integration (PostgreSQL ${TEST_DATABASE_URL}${TEST_REDIS_URL:+, Redis $TEST_REDIS_URL})"
  npx vitest run --project integration --project integration-mocking $(report integration-postgres)
fi
step build;       BUILD_TYPECHECKED=1 npx next build
step "first-load JS budget (/ <= 130 KB, every page <= 170 KB gzip)"; node scripts/checkJsBudget.mjs
step "e2e (Playwright, $(command -v chromium || echo 'no chromium'))"
PLAYWRIGHT_JSON_OUTPUT_NAME=.test-reports/e2e.json npx playwright test --reporter=list,json

step "done"
node scripts/summarizeTests.mjs
