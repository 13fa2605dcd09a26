#!/usr/bin/env node
// Adds up the JSON reports of every test layer (.test-reports/*.json from vitest and Playwright) and prints
// one closing line "tests: N passed, N failed, N skipped".
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = '.test-reports';
let passed = 0, failed = 0, skipped = 0;
for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
  const r = JSON.parse(readFileSync(path.join(dir, f), 'utf8'));
  if ('numPassedTests' in r) {
    // vitest (jest-compatible JSON)
    passed += r.numPassedTests; failed += r.numFailedTests; skipped += (r.numPendingTests || 0) + (r.numTodoTests || 0);
  } else if (r.stats) {
    // Playwright: flaky tests passed on retry
    passed += (r.stats.expected || 0) + (r.stats.flaky || 0); failed += r.stats.unexpected || 0; skipped += r.stats.skipped || 0;
  }
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
