import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbLike } from './types';

// A hot read whose SQL text is built once (issue 30: drizzle builds a query's text anew on every call, ~0.3 ms of
// CPU for a select of a wide table, more than the round trip to PostgreSQL). The query is written with placeholders
// (sql.placeholder('id'); a list as `= any(placeholder)`) and run with their values. ADR 0067.
//
// Unnamed here (`prepare('')`): the client builds the text once; whether PostgreSQL keeps it prepared is the
// connection's business (server/db/namedStatements.ts, ADR 0070).
//
// Inside a transaction the query must run on the transaction's connection: a query prepared on the pool would run
// outside it. So it is built once per connection (node-postgres: the pool client the transaction holds, which later
// transactions on that connection hold again; PGlite: the transaction itself).

type Runnable<V, R> = { execute(values: V): Promise<R> };
type Preparable<V, R> = Runnable<V, R> & { prepare(name: string): Runnable<V, R> };

/** What a transaction runs on: its drizzle session's client (a pg PoolClient, or PGlite's transaction). */
const connectionOf = (tx: DbLike): object | undefined => (tx._.session as unknown as { client?: object }).client;

/** `build` makes the query on a handle; the result runs it with the placeholders' values on any handle. */
export function preparedRead<V extends Record<string, unknown>, R>(build: (db: DbLike) => Preparable<V, R>): (db: DbLike, values: V) => Promise<R> {
  const perHandle = new WeakMap<object, Runnable<V, R>>();
  return (db, values) => {
    const key = is(db, PgTransaction) ? connectionOf(db) : db;
    if (!key) return build(db).execute(values);
    let q = perHandle.get(key);
    if (!q) {
      q = build(db).prepare('');
      perHandle.set(key, q);
    }
    return q.execute(values);
  };
}
