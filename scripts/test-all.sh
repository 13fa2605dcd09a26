#!/usr/bin/env bash
# Every test of the project: lint, types, unit, integration (PGlite, plus PostgreSQL/Redis when
# TEST_DATABASE_URL / TEST_REDIS_URL are set), then the browser tests against a production build.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm ci --no-audit --no-fund

step() { printf '\n==> %s\n' "$*"; }
step lint;        npx eslint . --max-warnings=0
step typecheck;   npx tsc --noEmit -p .
step unit;        npx vitest run --project unit
step "integration (PGlite)"
env -u TEST_DATABASE_URL -u TEST_REDIS_URL npx vitest run --project integration
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "integration (PostgreSQL ${TEST_DATABASE_URL}${TEST_REDIS_URL:+, Redis $TEST_REDIS_URL})"
  npx vitest run --project integration
fi
step build;       npx next build
step "e2e (Playwright, $(command -v chromium || echo 'no chromium'))"
npx playwright test
