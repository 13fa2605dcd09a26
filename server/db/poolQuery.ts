import { DatabaseError, type Pool, type QueryConfig } from 'pg';

// A statement that fails keeps its connection (issue 30, ADR 0081). pg-pool's pool.query hands any error of the
// statement to release(), and release(err) closes the connection: a unique violation, a failed check
// (oneStatement.ts failUnless) or a lock timeout outside a transaction cost a new connection each, that is a new
// PostgreSQL backend with cold caches and none of its named statements (namedStatements.ts). In the order bench a
// submit run as its own statement took 99 connections instead of 20, and PostgreSQL's CPU per order rose by 60 %.
// Inside a transaction the same errors are rolled back on the connection, which is then kept.
//
// An error PostgreSQL reports for the statement (severity ERROR) leaves the connection ready for the next one, so
// it is released as healthy. Anything else (FATAL or PANIC, a socket error, a timeout of the driver) is released
// with the error and the connection is closed, as pg-pool does; pg-pool also drops a client that has ended.

/** Whether the error is one PostgreSQL reported for the statement alone, after which its connection is still usable. */
export function isStatementError(err: unknown): boolean {
  return err instanceof DatabaseError && err.severity !== 'FATAL' && err.severity !== 'PANIC';
}

type QueryFn = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** Replaces `pool.query` (the promise form; callbacks and submittables keep pg-pool's) so a statement's error keeps its connection. */
export function keepConnectionsOnStatementErrors(pool: Pool): void {
  const own = pool.query.bind(pool) as QueryFn;
  const query: QueryFn = (config, values, callback) => {
    if (typeof values === 'function' || typeof callback === 'function' || typeof (config as { submit?: unknown } | null)?.submit === 'function') {
      return own(config, values, callback);
    }
    return (async () => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await client.query(config as QueryConfig, values as unknown[] | undefined);
      } catch (err) {
        if (!isStatementError(err)) broken = err instanceof Error ? err : new Error(String(err));
        throw err;
      } finally {
        client.release(broken);
      }
    })();
  };
  (pool as unknown as { query: QueryFn }).query = query;
}
