#!/usr/bin/env bash
# Every test of the project: lint, types, unit, integration (PGlite, plus PostgreSQL/Redis when
# TEST_DATABASE_URL / TEST_REDIS_URL are set), then the browser tests against a production build.
# Ends with one line adding up every layer: "tests: N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm ci --no-audit --no-fund
rm -rf .test-reports && mkdir -p .test-reports
report() { echo "--reporter=default --reporter=json --outputFile.json=.test-reports/$1.json"; }

step() { printf '\n==> %s\n' "$*"; }
step lint;        npx eslint . --max-warnings=0
step typecheck;   npx tsc --noEmit -p .
step "unit (node + jsdom)"; npx vitest run --project unit --project unit-dom $(report unit)
step "integration (PGlite)"
env -u TEST_DATABASE_URL -u TEST_REDIS_URL npx vitest run --project integration $(report integration-pglite)
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "integration (PostgreSQL ${TEST_DATABASE_URL}${TEST_REDIS_URL:+, Redis $TEST_REDIS_URL})"
  npx vitest run --project integration $(report integration-postgres)
fi
step build;       npx next build
step "e2e (Playwright, $(command -v chromium || echo 'no chromium'))"
PLAYWRIGHT_JSON_OUTPUT_NAME=.test-reports/e2e.json npx playwright test --reporter=list,json

node scripts/summarizeTests.mjs
