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

  it('lets the home keep its recorded ceiling over 130 KB, but not grow past it', () => {
    const ceilings = ceilingsOf({ '/': { bytes: 146.6 * KB }, '/detail': { bytes: 160 * KB }, '/test': { bytes: 129 * KB } });
    expect(ceilings).toEqual({ '/': 149 });
    expect(checkBudgets({ '/': { bytes: 148.5 * KB } }, ceilings).rows[0].state).toBe('over target');
    const grown = checkBudgets({ '/': { bytes: 149.5 * KB }, '/new': { bytes: 171 * KB } }, ceilings);
    expect(grown.over.map((r) => r.page)).toEqual(['/new', '/']);
  });

  it('never lets a ceiling lift a page past the 170 KB every page is held to', () => {
    const ceilings = { '/detail': 221, '/': 190 };
    const { over, rows } = checkBudgets({ '/detail': { bytes: 175 * KB }, '/': { bytes: 172 * KB }, '/ok': { bytes: 165 * KB } }, ceilings);
    expect(over.map((r) => r.page)).toEqual(['/detail', '/']);
    expect(rows.find((r) => r.page === '/detail')?.allowed).toBe(170);
    expect(checkBudgets({ '/': { bytes: 169 * KB } }, ceilings).over).toEqual([]);
  });

  it('passes a build within budget', () => {
    expect(checkBudgets({ '/': { bytes: 130 * KB }, '/detail': { bytes: 170 * KB } }).over).toEqual([]);
  });
});
