#!/usr/bin/env node
// First-load JavaScript budget (issue 16), run by scripts/test-all.sh after `next build`: prints every page's
// first-load JS (gzip) and exits 1 when one exceeds its budget. Usage: node scripts/checkJsBudget.mjs [distDir]
import { KB, firstLoadJsOfBuild } from './firstLoadJs.mjs';

/** KB (1024 bytes) of gzip per page; the first matching rule applies. */
export const BUDGETS = [
  { page: '/', kb: 130, why: 'the landing page' },
  { page: '*', kb: 170, why: 'every page' },
];

export function budgetOf(page) {
  return BUDGETS.find((b) => b.page === page || b.page === '*');
}

/** The pages over budget, and the report lines (largest first). */
export function checkBudgets(pages) {
  const rows = Object.entries(pages)
    .map(([page, { bytes }]) => ({ page, kb: bytes / KB, budget: budgetOf(page).kb }))
    .sort((a, b) => b.kb - a.kb || a.page.localeCompare(b.page));
  const over = rows.filter((r) => r.kb > r.budget);
  const lines = rows.map((r) => `${r.kb > r.budget ? 'OVER' : '  ok'} ${r.kb.toFixed(1).padStart(6)} KB / ${String(r.budget).padStart(3)}  ${r.page}`);
  return { rows, over, lines };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] || '.next';
  const { pages, appBytes } = firstLoadJsOfBuild(dist);
  const { rows, over, lines } = checkBudgets(pages);
  console.log(`first-load JS (gzip) of ${rows.length} pages; _app alone ${(appBytes / KB).toFixed(1)} KB`);
  console.log(lines.join('\n'));
  if (over.length) {
    console.error(`\nfirst-load JS budget exceeded by ${over.length} page(s): ${over.slice(0, 10).map((r) => `${r.page} ${r.kb.toFixed(1)} KB > ${r.budget} KB`).join(', ')}${over.length > 10 ? ', …' : ''}`);
    process.exit(1);
  }
  console.log(`\nfirst-load JS budget: all ${rows.length} pages within budget (/ ≤ 130 KB, every page ≤ 170 KB)`);
}
