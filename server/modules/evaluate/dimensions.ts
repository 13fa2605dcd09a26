import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { EVALUATION_SHOWN } from '@/lib/contract/evaluate/enums';
import { evaluations } from './schema';

// The mean of each review dimension (服务态度, 专业能力, 办理效率; 0–1000 each) over shown reviews: one planner's, or
// every planner's (the peers of the 薯片分 radar). Computed from the reviews when asked, never stored (ADR 0027).

export async function reviewDimensionAverages(db: DbLike, plannerId: string | null): Promise<Map<string, number>> {
  const where: SQL = plannerId
    ? and(eq(evaluations.status, EVALUATION_SHOWN), eq(evaluations.plannerId, plannerId))!
    : and(eq(evaluations.status, EVALUATION_SHOWN), sql`${evaluations.plannerId} is not null`)!;
  const res = await db.execute<{ name: string; avg: string }>(
    sql`select d->>'name' as name, avg((d->>'score')::numeric) as avg
        from ${evaluations}, jsonb_array_elements(${evaluations.scores}) as d
        where ${where} group by d->>'name'`,
  );
  const rows = (Array.isArray(res) ? res : (res as { rows: { name: string; avg: string }[] }).rows) ?? [];
  return new Map(rows.map((r) => [String(r.name), Number(r.avg)]));
}
