import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbLike } from './types';

// A hot read whose SQL text is built once (issue 30: drizzle builds a query's text anew on every call, ~0.3 ms of
// CPU for a select of a wide table, more than the round trip to PostgreSQL). The query is written with placeholders
// (sql.placeholder('id'); a list as `= any(placeholder)`) and run with their values. ADR 0067.
//
// Unnamed on purpose (`prepare('')`): PostgreSQL parses the text each time, so a migration run by another process
// (a rolling restart) can never meet a plan cached for the old columns ("cached plan must not change result type");
// the saving is the client's, which is where the time went.
//
// Inside a transaction the query is built for that transaction's connection each time, as before: a query prepared
// on the pool would run outside the transaction.

type Runnable<V, R> = { execute(values: V): Promise<R> };
type Preparable<V, R> = Runnable<V, R> & { prepare(name: string): Runnable<V, R> };

/** `build` makes the query on a handle; the result runs it with the placeholders' values on any handle. */
export function preparedRead<V extends Record<string, unknown>, R>(build: (db: DbLike) => Preparable<V, R>): (db: DbLike, values: V) => Promise<R> {
  const perHandle = new WeakMap<object, Runnable<V, R>>();
  return (db, values) => {
    if (is(db, PgTransaction)) return build(db).execute(values);
    let q = perHandle.get(db);
    if (!q) {
      q = build(db).prepare('');
      perHandle.set(db, q);
    }
    return q.execute(values);
  };
}
