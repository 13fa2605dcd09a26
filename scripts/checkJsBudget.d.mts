export const BUDGETS: { page: string; kb: number; why: string }[];
export function budgetOf(page: string): { page: string; kb: number; why: string };
type Row = { page: string; kb: number; budget: number; allowed: number; state: 'ok' | 'over target' | 'OVER' };
export function checkBudgets(pages: Record<string, { bytes: number }>, ceilings?: Record<string, number>): { rows: Row[]; over: Row[]; lines: string[] };
export function ceilingsOf(pages: Record<string, { bytes: number }>): Record<string, number>;
