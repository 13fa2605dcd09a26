import { Client, Pool } from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { keepPool, markTransactions, pipelineStatements, type Pipelined } from '@/server/db/pipelined';
import { outsideRequests, runWithRequest, type RequestContext } from '@/server/log';

// A request's statements outside a transaction over a few pipelined connections (ADR 0086). PostgreSQL only: PGlite has
// no connections. Each test makes its own pool and pipeline on the test database; the statements run as a request's
// (runWithRequest, as the API's middleware does), except where a test says otherwise.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('pipelined statements', () => {
  const opened: { pool: Pool; pipes: Pipelined }[] = [];
  const admin = new Client({ connectionString: url });
  const table = `pipe_t_${process.pid}_${Date.now()}`;
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create table ${table} (id int primary key, v int not null default 0)`);
    await admin.query(`insert into ${table} (id) values (1), (2)`);
  });
  afterAll(async () => {
    await Promise.all(opened.map(async (o) => (await o.pipes.end(), await o.pool.end())));
    await admin.query(`drop table if exists ${table}`);
    await admin.end();
  });
  const open = (connections: number, lockTimeoutMs?: number) => {
    const pool = new Pool({ connectionString: url, max: 4 });
    pool.on('connect', (c) => c.on('error', () => {}));
    const pipes = pipelineStatements(pool, { connectionString: url!, connections, lockTimeoutMs });
    opened.push({ pool, pipes });
    return { pool, pipes };
  };
  let requests = 0;
  /** Runs `fn` as a request's code (its own request context). */
  const asRequest = <T>(fn: () => Promise<T>): Promise<T> => runWithRequest({ id: `pipelined-test-${++requests}`, owner: 'api' }, fn);
  const pidOf = async (pool: Pool) => (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
  /** Waits until some backend waits for a lock (the statement sent is queued behind it). */
  const someoneWaitsForALock = async () => {
    for (let i = 0; i < 200; i++) {
      const { rows } = await admin.query(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%${table}%'`);
      if (rows[0].n > 0) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('nobody waited for the lock');
  };

  it('answers a request’s statements at once over its connections, each with its own result, without taking pool connections; code outside requests keeps the pool', async () => {
    const { pool, pipes } = open(2);
    await asRequest(async () => {
      const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => pool.query<{ n: number }>('select $1::int as n', [i])));
      expect(answers.map((a) => a.rows[0].n)).toEqual(Array.from({ length: 100 }, (_, i) => i));
      const pids = await Promise.all(Array.from({ length: 50 }, () => pidOf(pool)));
      expect(new Set(pids).size).toBeLessThanOrEqual(2);
      expect(pool.totalCount).toBe(0);
      expect(pipes.connections()).toBe(2);
      expect(pipes.inFlight()).toBe(0);
    });
    // Outside any request (a background loop, a script): the pool.
    expect((await pool.query('select 1 as one')).rows[0]).toEqual({ one: 1 });
    expect(pool.totalCount).toBe(1);
    // A request's code doing work for many requests at once (the chat's group commit): the pool as well.
    const many = await asRequest(() => outsideRequests(async () => (await pool.query('select pg_backend_pid() as pid')).rows[0].pid));
    const pooled = await pool.connect();
    expect((await pooled.query('select pg_backend_pid() as pid')).rows[0].pid).toBe(many);
    pooled.release();
    // A request that keeps the pool (the chat's): the pool.
    const kept = await asRequest(async () => {
      keepPool();
      return (await pool.query('select pg_backend_pid() as pid')).rows[0].pid;
    });
    expect(kept).toBe(many);
    expect(pipes.inFlight()).toBe(0);
  });

  it('fails a failing statement alone: those sent with it on the same connection are answered, and the connection is kept', async () => {
    const { pool } = open(1);
    await asRequest(async () => {
      const pid = await pidOf(pool);
      const results = await Promise.allSettled([
        pool.query('select 1 as one'),
        pool.query('select 1 / $1::int', [0]),
        pool.query(`insert into ${table} (id) values (1)`),
        pool.query(`update ${table} set v = v + 1 where id = 2 returning v`),
        pool.query('select 2 as two'),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled', 'fulfilled']);
      expect(results.map((r) => (r.status === 'rejected' ? (r.reason as { code?: string }).code : null))).toEqual([null, '22012', '23505', null, null]);
      // Each statement is its own transaction: the update was kept although statements before it failed.
      expect((await admin.query(`select v from ${table} where id = 2`)).rows[0].v).toBe(1);
      expect(await pidOf(pool)).toBe(pid);
    });
  });

  /** A transaction locks row 1, another caller's pipelined update waits for it, and the transaction's code reads outside it. */
  async function readOutsideWhileLocked() {
    const { pool } = open(1, 3000);
    const db = drizzle(pool);
    markTransactions(db);
    let outsideDone = false;
    let waiting: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`select v from ${table} where id = 1 for update`));
      // Another request's statement, pipelined, waits for this transaction's row lock.
      waiting = asRequest(() => pool.query(`update ${table} set v = v + 1 where id = 1`));
      await someoneWaitsForALock();
      // This code reads outside its transaction: on the single pipelined connection it would wait behind that update
      // until the update's lock timeout; through the pool it is answered now.
      const r = await db.execute(sql`select 7 as seven`);
      expect(r.rows[0]).toEqual({ seven: 7 });
      outsideDone = true;
    });
    expect(outsideDone).toBe(true);
    // The waiting update then got the lock and was applied, not cut by the lock timeout.
    await expect(waiting).resolves.toBeTruthy();
  }

  it('sends what a transaction’s code runs outside the transaction to the pool: it does not wait behind a statement waiting for that transaction’s lock', async () => {
    const ctx: RequestContext = { id: 'pipelined-test-transaction', owner: 'api' };
    await runWithRequest(ctx, readOutsideWhileLocked);
    expect(ctx.transactionsOpen).toBe(0);
  });

  it('cuts a lock wait at its lock timeout (busy, 55P03); the statements queued behind it are then answered', async () => {
    const { pool } = open(1, 300);
    const holder = new Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(`select v from ${table} where id = 2 for update`);
      const blocked = asRequest(() => pool.query(`update ${table} set v = v + 1 where id = 2`)).catch((e: unknown) => e);
      const behind = asRequest(() => pool.query('select 3 as three'));
      expect(((await blocked) as { code?: string }).code).toBe('55P03');
      expect((await behind).rows[0]).toEqual({ three: 3 });
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
  });

  it('opens a new connection after one is lost: what the lost one carried fails, the next statements are answered', async () => {
    const { pool } = open(1);
    await asRequest(async () => {
      const pid = await pidOf(pool);
      await admin.query('select pg_terminate_backend($1)', [pid]);
      // The first statement after the loss may still go to the lost connection and fail with it.
      await pool.query('select 1').catch(() => undefined);
      let next: number | undefined;
      for (let i = 0; i < 5 && next === undefined; i++) next = await pidOf(pool).catch(() => undefined);
      expect(next).toBeDefined();
      expect(next).not.toBe(pid);
    });
  });

  it('ends once what is in flight is answered', async () => {
    const { pool, pipes } = open(2);
    const inFlight = await asRequest(async () => Array.from({ length: 20 }, (_, i) => pool.query<{ n: number }>('select pg_sleep(0.01), $1::int as n', [i])));
    await pipes.end();
    expect((await Promise.all(inFlight)).map((r) => r.rows[0].n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(pipes.connections()).toBe(0);
  });
});
