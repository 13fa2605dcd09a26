import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbLike } from './types';
import { PrebuiltChunk } from './prebuiltChunk';

// Several writes sent as one statement (issue 30: a round trip per statement was most of an order's cost). PostgreSQL
// runs each data-modifying WITH clause exactly once and to completion, atomically with the statement around it, and
// checks foreign keys when the whole statement is done, so parent and child rows may be inserted side by side.
// Two rules for callers: no two of the writes may change the same row (which of them wins is undefined), and none of
// them sees what another one wrote (they share one snapshot), so each must be computable from what was read before.

/** A write (a drizzle insert/update/delete builder, or SQL), or one named so that another write or the final select can read its RETURNING rows. */
export type Write = SQLWrapper | { cte: string; write: SQLWrapper };

/** A write's SQL; a prebuilt one (prebuilt.ts) as it is, its text made when the statement's is. */
const sqlOf = (w: SQLWrapper): SQL | PrebuiltChunk => (w instanceof PrebuiltChunk ? w : w.getSQL());

const named = (w: Write, i: number) => ('write' in w && 'cte' in w ? { name: w.cte, q: sqlOf(w.write) } : { name: `w${i}`, q: sqlOf(w as SQLWrapper) });

/**
 * The writes as `with w0 as (…), w1 as (…) <last>`; with `final` (a select that may read the named writes), every
 * write is a WITH clause and `final` is the statement's own query.
 */
export function asOneStatement(writes: readonly Write[], final?: SQL): SQL {
  if (!writes.length) throw new Error('asOneStatement: nothing to write');
  const all = writes.map(named);
  const ctes = final ? all : all.slice(0, -1);
  const last = all[all.length - 1].q;
  const main = final ?? (last instanceof PrebuiltChunk ? sql`${last}` : last);
  if (!ctes.length) return main;
  return sql`with ${sql.join(
    ctes.map((c) => sql`${sql.identifier(c.name)} as (${c.q})`),
    sql`, `,
  )} ${main}`;
}

/** Runs the writes as one statement; the rows of its last write's RETURNING or of `final` (raw column names). */
export async function writeAsOne<T = Record<string, unknown>>(db: DbLike, writes: readonly Write[], final?: SQL): Promise<T[]> {
  const res = await db.execute(asOneStatement(writes, final));
  return ((res as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * A condition on what the statement's own WITH clauses did (migration 0035's crisps_fail_unless), for a `final`
 * select: false fails the whole statement, so none of its writes is kept, and the error's message is `reason`
 * (isFailedCheck). A write that is its own transaction then needs no BEGIN and COMMIT of its own.
 */
export const failUnless = (ok: SQL, reason: string): SQL => sql`crisps_fail_unless(${ok}, ${reason})`;
