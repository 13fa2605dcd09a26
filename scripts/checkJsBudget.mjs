#!/usr/bin/env node
// First-load JavaScript budget (issue 16), run by scripts/test-all.sh after `next build`: prints every page's
// first-load JS (gzip) against its budget and exits 1 when a page exceeds what it is allowed.
//
// The budget is / <= 130 KB and every other page <= 170 KB. `npm test` runs it with JS_BUDGET_STRICT=1 (issue 30):
// every page within its budget, no exceptions. Without it, a page listed in scripts/jsBudget.ceilings.json (its size
// when recorded, rounded up, plus 2 KB) may sit over its budget up to that ceiling, printed as OVER TARGET: a way to
// hold a page that has to go over while the work to bring it back is under way. None is listed today; a ceiling
// never lets a page past 170 KB.
//
// Usage: node scripts/checkJsBudget.mjs [distDir]            check (and print every page)
//        node scripts/checkJsBudget.mjs --write-ceilings     record the ceilings of the pages over budget now
import { readFileSync, writeFileSync } from 'node:fs';
import { KB, firstLoadJsOfBuild } from './firstLoadJs.mjs';

/** KB (1024 bytes) of gzip per page; the first matching rule applies. */
export const BUDGETS = [
  { page: '/', kb: 130, why: 'the landing page' },
  { page: '*', kb: 170, why: 'every page' },
];

/** What every page is held to, whatever a ceiling says. */
const PAGE_BUDGET_KB = BUDGETS.find((b) => b.page === '*').kb;

const CEILINGS_FILE = new URL('./jsBudget.ceilings.json', import.meta.url);

export function budgetOf(page) {
  return BUDGETS.find((b) => b.page === page || b.page === '*');
}

/** Every page against its budget (and its recorded ceiling when over it), largest first. */
export function checkBudgets(pages, ceilings = {}) {
  const rows = Object.entries(pages)
    .map(([page, { bytes }]) => {
      const budget = budgetOf(page).kb;
      const kb = bytes / KB;
      const allowed = Math.max(budget, Math.min(ceilings[page] ?? 0, PAGE_BUDGET_KB));
      return { page, kb, budget, allowed, state: kb <= budget ? 'ok' : kb <= allowed ? 'over target' : 'OVER' };
    })
    .sort((a, b) => b.kb - a.kb || a.page.localeCompare(b.page));
  const over = rows.filter((r) => r.state === 'OVER');
  const lines = rows.map(
    (r) =>
      `${r.state.padStart(11)} ${r.kb.toFixed(1).padStart(6)} KB / ${String(r.budget).padStart(3)}${r.allowed > r.budget ? ` (ceiling ${r.allowed})` : ''}  ${r.page}`,
  );
  return { rows, over, lines };
}

/** The ceilings to record for the pages over budget now: their size rounded up to a KB, plus 2 KB. */
export function ceilingsOf(pages) {
  const out = {};
  for (const [page, { bytes }] of Object.entries(pages)) if (bytes / KB > budgetOf(page).kb) out[page] = Math.ceil(bytes / KB) + 2;
  return out;
}

function readCeilings() {
  try {
    return JSON.parse(readFileSync(CEILINGS_FILE, 'utf8')).pages ?? {};
  } catch {
    return {};
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const write = process.argv.includes('--write-ceilings');
  const dist = process.argv.slice(2).find((a) => !a.startsWith('--')) || '.next';
  const { pages, appBytes } = firstLoadJsOfBuild(dist);
  if (write) {
    const c = ceilingsOf(pages);
    writeFileSync(CEILINGS_FILE, JSON.stringify({ note: 'scripts/checkJsBudget.mjs: pages over budget may not grow past these (KB gzip)', pages: c }, null, 2) + '\n');
    console.log(`recorded ceilings of ${Object.keys(c).length} pages over budget`);
  }
  const ceilings = process.env.JS_BUDGET_STRICT === '1' ? {} : readCeilings();
  const { rows, over, lines } = checkBudgets(pages, ceilings);
  const overTarget = rows.filter((r) => r.state === 'over target');
  console.log(`first-load JS (gzip) of ${rows.length} pages; _app alone ${(appBytes / KB).toFixed(1)} KB; budget / <= 130 KB, every page <= 170 KB`);
  console.log(lines.join('\n'));
  console.log(
    `\n${rows.length - overTarget.length - over.length} pages within budget, ${overTarget.length} over budget but within their recorded ceiling (scripts/jsBudget.ceilings.json), ${over.length} over what they are allowed`,
  );
  if (over.length) {
    console.error(
      `first-load JS budget exceeded: ${over
        .slice(0, 10)
        .map((r) => `${r.page} ${r.kb.toFixed(1)} KB > ${r.allowed} KB`)
        .join(', ')}${over.length > 10 ? `, … (${over.length} pages)` : ''}`,
    );
    process.exit(1);
  }
}
