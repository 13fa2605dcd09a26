import { budgetOf, checkBudgets } from '@/scripts/checkJsBudget.mjs';

const KB = 1024;

describe('first-load JS budget (issue 16, scripts/checkJsBudget.mjs)', () => {
  it('gives the home 130 KB and every other page 170 KB', () => {
    expect(budgetOf('/').kb).toBe(130);
    expect(budgetOf('/detail').kb).toBe(170);
    expect(budgetOf('/known/detail/question').kb).toBe(170);
  });

  it('reports every page, largest first, and the ones over budget', () => {
    const { rows, over, lines } = checkBudgets({
      '/': { bytes: 131 * KB },
      '/detail': { bytes: 169.9 * KB },
      '/test': { bytes: 100 * KB },
      '/known': { bytes: 170.5 * KB },
    });
    expect(rows.map((r) => r.page)).toEqual(['/known', '/detail', '/', '/test']);
    expect(over.map((r) => r.page)).toEqual(['/known', '/']);
    expect(lines[2]).toMatch(/^OVER\s+131\.0 KB \/ 130\s+\/$/);
    expect(lines.find((l) => l.endsWith(' /detail'))).toMatch(/^\s+ok\s+169\.9 KB \/ 170/);
  });

  it('passes a build within budget', () => {
    expect(checkBudgets({ '/': { bytes: 130 * KB }, '/detail': { bytes: 170 * KB } }).over).toEqual([]);
  });
});
