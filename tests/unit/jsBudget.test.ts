import { budgetOf, ceilingsOf, checkBudgets } from '@/scripts/checkJsBudget.mjs';

const KB = 1024;

describe('first-load JS budget (issue 16, scripts/checkJsBudget.mjs)', () => {
  it('gives the home 130 KB and every other page 170 KB', () => {
    expect(budgetOf('/').kb).toBe(130);
    expect(budgetOf('/detail').kb).toBe(170);
    expect(budgetOf('/known/detail/question').kb).toBe(170);
  });

  it('reports every page, largest first, and fails the ones over budget', () => {
    const { rows, over, lines } = checkBudgets({
      '/': { bytes: 131 * KB },
      '/detail': { bytes: 169.9 * KB },
      '/test': { bytes: 100 * KB },
      '/known': { bytes: 170.5 * KB },
    });
    expect(rows.map((r) => r.page)).toEqual(['/known', '/detail', '/', '/test']);
    expect(over.map((r) => r.page)).toEqual(['/known', '/']);
    expect(lines[2]).toMatch(/^\s*OVER\s+131\.0 KB \/ 130\s+\/$/);
    expect(lines.find((l) => l.endsWith(' /detail'))).toMatch(/^\s+ok\s+169\.9 KB \/ 170/);
  });

  it('lets a page over budget keep its recorded ceiling, but not grow past it', () => {
    const ceilings = ceilingsOf({ '/': { bytes: 152.6 * KB }, '/detail': { bytes: 218.1 * KB }, '/test': { bytes: 135 * KB } });
    expect(ceilings).toEqual({ '/': 155, '/detail': 221 });
    expect(checkBudgets({ '/': { bytes: 150 * KB }, '/detail': { bytes: 219 * KB } }, ceilings).over).toEqual([]);
    const grown = checkBudgets({ '/': { bytes: 155.5 * KB }, '/detail': { bytes: 219 * KB }, '/new': { bytes: 171 * KB } }, ceilings);
    expect(grown.over.map((r) => r.page)).toEqual(['/new', '/']);
    expect(grown.rows.find((r) => r.page === '/detail')?.state).toBe('over target');
  });

  it('passes a build within budget', () => {
    expect(checkBudgets({ '/': { bytes: 130 * KB }, '/detail': { bytes: 170 * KB } }).over).toEqual([]);
  });
});
