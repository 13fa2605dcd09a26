import pg, { type Pool, type QueryConfig } from 'pg';
import { currentRequest } from '../log';

// Statements outside a transaction share a few pipelined connections (issue 30, ADR 0086).
//
// With a pool, a statement holds a connection from the moment it is sent until this process has read its answer. On
// the order bench the pool's 10 connections were all held all the time with ~49 callers waiting, while PostgreSQL's
// backends sat idle three quarters of the time: a connection spent most of its hold waiting for this process's event
// loop to read the answer and release it. A pipelined connection (node-postgres `pipeline: true`) takes the next
// statement while earlier ones are still running; each goes with its own Sync, so each is its own implicit
// transaction and an error fails that statement alone. A statement goes to the connection with the fewest in flight.
//
// A transaction still takes a pool connection of its own (drizzle calls pool.connect()). What a transaction's code
// runs through the pool meanwhile (a read or a write outside it, on `db` instead of `tx`) goes to the pool as well,
// never to a pipelined connection: there it could wait behind a statement that waits for this very transaction's lock,
// a wait PostgreSQL cannot see as a deadlock. `markTransactions` wraps db.transaction to count the transactions open
// on the request's context (a request has one async context, ADR 0083: not an AsyncLocalStorage of its own); while one
// is open, all the request's statements outside it go to the pool.
//
// Only requests' statements are pipelined. Code outside any request (the background loops: sweepers, 热度, the search
// reindex; scripts; tests calling a service directly) keeps the pool, so that their long statements (a recomputation,
// a pruning scan) never hold up a request's statements queued behind them on a connection.
//
// A pipelined connection also waits behind whatever runs before it on that connection: a statement waiting for a row
// lock holds up the ones queued behind it. Such a wait is cut at PIPELINE_LOCK_TIMEOUT_MS (lock_timeout on these
// connections only; the statement fails with 55P03, answered as busy) so that nothing holds a queue for long.

type QueryFn = (config: unknown, values?: unknown, callback?: unknown) => unknown;
type Slot = { client: pg.Client; ready: Promise<void>; inFlight: number; lost: boolean };

/** Wraps `db.transaction` to count, on the request's context, the transactions the request has open. */
export function markTransactions(db: object): void {
  const target = db as { transaction: (...args: unknown[]) => Promise<unknown> };
  const transaction = target.transaction.bind(db);
  target.transaction = async (...args: unknown[]) => {
    const ctx = currentRequest();
    if (ctx) ctx.transactionsOpen = (ctx.transactionsOpen ?? 0) + 1;
    try {
      return await transaction(...args);
    } finally {
      if (ctx) ctx.transactionsOpen = (ctx.transactionsOpen ?? 1) - 1;
    }
  };
}

/**
 * Keeps the current request's statements on the pool: a request whose latency matters more than the pipeline's
 * throughput and whose writes wait for contended rows (the chat's: a send can wait for the conversation row of the
 * batch in flight, and on a pipelined connection that wait holds up the statements behind it).
 */
export function keepPool(): void {
  const ctx = currentRequest();
  if (ctx) ctx.pooled = true;
}

/** Whether a statement goes over the pipeline: a request's, unless it keeps the pool or has a transaction open. */
function pipelinable(): boolean {
  const ctx = currentRequest();
  return ctx !== undefined && !ctx.pooled && !ctx.transactionsOpen;
}

/** How long a statement on a pipelined connection waits for a lock before it fails (the statements behind it wait too). */
export const PIPELINE_LOCK_TIMEOUT_MS = 5000;

export type Pipelined = {
  /** Statements sent and not yet answered, over all the connections. */
  inFlight: () => number;
  /** Connections open or opening. */
  connections: () => number;
  /** Closes the connections once their statements are answered. */
  end: () => Promise<void>;
};

export type PipelineOptions = {
  connectionString: string;
  /** How many pipelined connections (DB_PIPELINE, default 4). */
  connections: number;
  lockTimeoutMs?: number;
  /** Called for each new connection before its first statement (named statements, timing). */
  onClient?: (client: pg.Client) => void;
};

/** DB_PIPELINE: pipelined connections per process; 0 turns them off (every statement through the pool, as before ADR 0086). */
export const pipelineConnections = (env: Record<string, string | undefined> = process.env) => {
  const n = Number(env.DB_PIPELINE ?? 4);
  return Number.isInteger(n) && n >= 0 ? n : 4;
};

/**
 * Sends a request's `pool.query` (its promise form) over `opts.connections` pipelined connections, unless the request
 * keeps the pool or has a transaction open; code outside requests, callbacks and submittables (cursors, streams) keep
 * the pool's. A connection that is lost fails the statements it carried (each caller gets its error) and is opened
 * again for the next one.
 */
export function pipelineStatements(pool: Pool, opts: PipelineOptions): Pipelined {
  const own = pool.query.bind(pool) as QueryFn;
  const lockTimeout = opts.lockTimeoutMs ?? PIPELINE_LOCK_TIMEOUT_MS;
  let ended = false;
  const open = (): Slot => {
    const client = new pg.Client({ connectionString: opts.connectionString, pipeline: true, options: `-c lock_timeout=${lockTimeout}` } as pg.ClientConfig);
    const slot: Slot = { client, ready: Promise.resolve(), inFlight: 0, lost: false };
    const lose = () => {
      slot.lost = true;
    };
    // A connection's own failure reaches the statements it carried; here it only marks the slot to be replaced.
    client.on('error', lose);
    client.on('end', lose);
    opts.onClient?.(client);
    slot.ready = client.connect().then(
      () => undefined,
      (err) => {
        lose();
        throw err;
      },
    );
    // A failed connect is seen by the statements that wait for it; not an unhandled rejection of its own.
    slot.ready.catch(() => undefined);
    return slot;
  };
  const slots: Slot[] = Array.from({ length: opts.connections }, open);

  const query: QueryFn = (config, values, callback) => {
    if (ended || typeof values === 'function' || typeof callback === 'function' || typeof (config as { submit?: unknown } | null)?.submit === 'function' || !pipelinable()) {
      return own(config, values, callback);
    }
    let k = 0;
    for (let i = 1; i < slots.length; i++) if (slots[i].inFlight < slots[k].inFlight) k = i;
    // A lost connection is left to finish failing what it carried; the next statement opens a new one.
    if (slots[k].lost) {
      const old = slots[k];
      slots[k] = open();
      old.client.end().catch(() => undefined);
    }
    const slot = slots[k];
    slot.inFlight++;
    const done = () => {
      slot.inFlight--;
    };
    const run = slot.ready.then(() => slot.client.query(config as QueryConfig, values as unknown[] | undefined));
    run.then(done, done);
    return run;
  };
  (pool as unknown as { query: QueryFn }).query = query;

  return {
    inFlight: () => slots.reduce((n, s) => n + s.inFlight, 0),
    connections: () => (ended ? 0 : slots.length),
    end: async () => {
      ended = true;
      await Promise.allSettled(slots.map((s) => s.ready.then(() => s.client.end())));
    },
  };
}
