export const BUDGETS: { page: string; kb: number; why: string }[];
export function budgetOf(page: string): { page: string; kb: number; why: string };
export function checkBudgets(pages: Record<string, { bytes: number }>): {
  rows: { page: string; kb: number; budget: number }[];
  over: { page: string; kb: number; budget: number }[];
  lines: string[];
};
