import type { Pool, PoolClient } from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { fig, type PoolReading } from './registry';

type Driver = 'postgres' | 'pglite';
type AnyFn = (...args: unknown[]) => unknown;

/** The kind of a statement from its first word, without scanning the text: select, insert, update, delete or other. */
export function statementOp(text: unknown): string {
  if (typeof text !== 'string') {
    const t = (text as { text?: unknown } | null)?.text;
    return typeof t === 'string' ? statementOp(t) : 'other';
  }
  let i = 0;
  while (i < text.length && text.charCodeAt(i) <= 32) i++;
  // Compared by character code, any case: no slice of a text that may be kilobytes long, no lower-cased copy.
  for (const w of OPS) if (startsWithWord(text, i, w)) return w;
  return startsWithWord(text, i, 'with') ? 'select' : 'other';
}

const OPS = ['select', 'insert', 'update', 'delete'] as const;

/** Whether `text` has the lower-case ASCII word `w` at `i`, in any case. */
function startsWithWord(text: string, i: number, w: string): boolean {
  if (text.length < i + w.length) return false;
  for (let k = 0; k < w.length; k++) if ((text.charCodeAt(i + k) | 0x20) !== w.charCodeAt(k)) return false;
  return true;
}

/** Wraps `obj[name]` (a promise-returning query, or pg's callback form) so each call is timed once. */
function timeMethod(obj: Record<string, unknown>, name: string, driver: Driver, inflight?: { n: number }) {
  const orig = obj[name] as AnyFn | undefined;
  if (typeof orig !== 'function' || (orig as { __timed?: true }).__timed) return;
  const wrapped = function (this: unknown, ...args: unknown[]) {
    const op = statementOp(args[0]);
    const start = performance.now();
    if (inflight) inflight.n++;
    const done = (failed: boolean) => {
      if (inflight) inflight.n--;
      const f = fig();
      f.statement.observe({ db: driver, op }, (performance.now() - start) / 1000);
      if (failed) f.statementErrors.inc({ db: driver, op });
    };
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const cb = args[last] as AnyFn;
      args[last] = (err: unknown, ...rest: unknown[]) => {
        done(Boolean(err));
        return cb(err, ...rest);
      };
      return orig.apply(this, args);
    }
    let out: unknown;
    try {
      out = orig.apply(this, args);
    } catch (err) {
      done(true);
      throw err;
    }
    if (out && typeof (out as Promise<unknown>).then === 'function') {
      (out as Promise<unknown>).then(
        () => done(false),
        () => done(true),
      );
    } else done(false);
    return out;
  };
  (wrapped as { __timed?: true }).__timed = true;
  obj[name] = wrapped;
}

/** Adds a database's reading to the pool gauges, dropping those of databases closed since. */
function addPool(read: PoolReading) {
  const { pools } = fig();
  for (const r of pools) if (!r()) pools.delete(r);
  pools.add(read);
}

/**
 * node-postgres: a statement runs on a pool client (a transaction's, or pool.query's) or on a pipelined connection
 * (server/db/pipelined.ts); each new client's `query` is timed, and the pool's own counts fill the gauges, the
 * pipelined connections' statements in flight counted as in use. Call before the first query.
 */
export function instrumentPgPool(pool: Pool, pipelined?: { inFlight: () => number; connections: () => number }): void {
  pool.on('connect', (client: PoolClient) => timeMethod(client as unknown as Record<string, unknown>, 'query', 'postgres'));
  // Held weakly: a closed pool (tests open many) is not kept alive by the gauges.
  const ref = new WeakRef(pool);
  addPool(() => {
    const p = ref.deref();
    if (!p || p.ended) return null;
    const piped = pipelined ? { inUse: pipelined.inFlight(), total: pipelined.connections() } : { inUse: 0, total: 0 };
    return { inUse: p.totalCount - p.idleCount + piped.inUse, waiting: p.waitingCount, total: p.totalCount + piped.total };
  });
}

/** A connection outside the pool (a pipelined one, server/db/pipelined.ts): its statements timed like the pool's. */
export function instrumentPgClient(client: unknown): void {
  timeMethod(client as Record<string, unknown>, 'query', 'postgres');
}

/**
 * PGlite: one connection that runs one statement (or one transaction) at a time. Statements are timed on the client
 * and inside transactions (drizzle runs those on the transaction object); the gauges count what is in flight: 1 in
 * use while anything runs, the rest waiting behind it.
 */
export function instrumentPglite(client: PGlite): void {
  const inflight = { n: 0 };
  const target = client as unknown as Record<string, unknown>;
  timeMethod(target, 'query', 'pglite', inflight);
  timeMethod(target, 'exec', 'pglite', inflight);
  const transaction = target.transaction as AnyFn;
  target.transaction = function (this: unknown, cb: (tx: unknown) => unknown) {
    inflight.n++;
    const run = transaction.call(this, (tx: Record<string, unknown>) => {
      timeMethod(tx, 'query', 'pglite');
      timeMethod(tx, 'exec', 'pglite');
      return cb(tx);
    }) as Promise<unknown>;
    const settle = () => {
      inflight.n--;
    };
    run.then(settle, settle);
    return run;
  };
  const ref = new WeakRef(client);
  addPool(() => {
    const c = ref.deref();
    return !c || c.closed ? null : { inUse: Math.min(inflight.n, 1), waiting: Math.max(inflight.n - 1, 0), total: 1 };
  });
}
