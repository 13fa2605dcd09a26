#!/usr/bin/env node
// Adds up the JSON reports of every test layer (.test-reports/*.json from vitest and Playwright) and prints
// one closing line "tests: N passed, N failed, N skipped". Above it, each failed (or, in Playwright, flaky) test
// with its file and the first lines of its error: the run's last screen names what broke, whatever scrolled past.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = '.test-reports';
const MAX_LISTED = 30;
let passed = 0, failed = 0, skipped = 0;
/** "report: file › title" and the error's first lines, for each test that failed. */
const broken = [];
const firstLines = (text) =>
  String(text ?? '')
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trimEnd())
    .filter(Boolean)
    .slice(0, 4)
    .map((l) => `      ${l.slice(0, 200)}`)
    .join('\n');
const rel = (file) => path.relative(process.cwd(), file || '');

function playwrightSpecs(suite, out) {
  for (const spec of suite.specs || []) out.push(spec);
  for (const s of suite.suites || []) playwrightSpecs(s, out);
  return out;
}

for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
  const report = f.replace(/\.json$/, '');
  const r = JSON.parse(readFileSync(path.join(dir, f), 'utf8'));
  if ('numPassedTests' in r) {
    // vitest (jest-compatible JSON)
    passed += r.numPassedTests; failed += r.numFailedTests; skipped += (r.numPendingTests || 0) + (r.numTodoTests || 0);
    for (const file of r.testResults || []) {
      const failedTests = (file.assertionResults || []).filter((t) => t.status === 'failed');
      for (const t of failedTests) broken.push(`  ${report}: ${rel(file.name)} › ${t.fullName || t.title}\n${firstLines(t.failureMessages?.[0])}`);
      // A file that failed outside its tests (an import, a beforeAll): its message, once.
      if (file.status === 'failed' && !failedTests.length) broken.push(`  ${report}: ${rel(file.name)}\n${firstLines(file.message)}`);
    }
  } else if (r.stats) {
    // Playwright: flaky tests passed on retry; they are counted as passed and listed, since a retry hides a race.
    passed += (r.stats.expected || 0) + (r.stats.flaky || 0); failed += r.stats.unexpected || 0; skipped += r.stats.skipped || 0;
    for (const suite of r.suites || []) {
      for (const spec of playwrightSpecs(suite, [])) {
        for (const t of spec.tests || []) {
          if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
          const error = (t.results || []).map((x) => x.error?.message).find(Boolean);
          broken.push(`  ${report}${t.status === 'flaky' ? ' (flaky: passed on retry)' : ''}: ${spec.file}:${spec.line} › ${spec.title}\n${firstLines(error)}`);
        }
      }
    }
  }
}
if (broken.length) {
  console.log(`failed or flaky tests (${broken.length}):`);
  for (const b of broken.slice(0, MAX_LISTED)) console.log(b);
  if (broken.length > MAX_LISTED) console.log(`  … and ${broken.length - MAX_LISTED} more (.test-reports/*.json)`);
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
