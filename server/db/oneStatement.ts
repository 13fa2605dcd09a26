import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbLike } from './types';

// Several writes sent as one statement (issue 30: a round trip per statement was most of an order's cost). PostgreSQL
// runs each data-modifying WITH clause exactly once and to completion, atomically with the statement around it, and
// checks foreign keys when the whole statement is done, so parent and child rows may be inserted side by side.
// Two rules for callers: no two of the writes may change the same row (which of them wins is undefined), and none of
// them sees what another one wrote (they share one snapshot), so each must be computable from what was read before.

/** The writes (drizzle insert/update/delete builders or SQL) as `with w0 as (…), w1 as (…) <last>`. */
export function asOneStatement(writes: readonly SQLWrapper[]): SQL {
  if (!writes.length) throw new Error('asOneStatement: nothing to write');
  const last = writes[writes.length - 1].getSQL();
  if (writes.length === 1) return last;
  const ctes = writes.slice(0, -1).map((w, i) => sql`${sql.raw(`w${i}`)} as (${w.getSQL()})`);
  return sql`with ${sql.join(ctes, sql`, `)} ${last}`;
}

/** Runs the writes as one statement; the rows the last one returns (raw column names), if it has RETURNING. */
export async function writeAsOne<T = Record<string, unknown>>(db: DbLike, writes: readonly SQLWrapper[]): Promise<T[]> {
  const res = await db.execute(asOneStatement(writes));
  return ((res as { rows?: T[] }).rows ?? []) as T[];
}
