import { Pool } from 'pg';
import { isStatementError, keepConnectionsOnStatementErrors } from '@/server/db/poolQuery';

// A statement's own error keeps its pooled connection; a broken connection is still closed (ADR 0081). PostgreSQL
// only: PGlite has no connections.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('pool.query keeps a connection whose statement failed', () => {
  const pools: Pool[] = [];
  const onePool = (keep: boolean) => {
    const pool = new Pool({ connectionString: url, max: 1 });
    pool.on('connect', (c) => c.on('error', () => {}));
    if (keep) keepConnectionsOnStatementErrors(pool);
    pools.push(pool);
    return pool;
  };
  const pidOf = async (pool: Pool) => (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
  afterAll(() => Promise.all(pools.map((p) => p.end())));

  it('keeps it after errors PostgreSQL reports for the statement', async () => {
    const pool = onePool(true);
    const pid = await pidOf(pool);
    for (const [text, values, code] of [
      ['select 1 / $1::int', [0], '22012'],
      ['select $1::int', ['x'], '22P02'],
      ['select * from no_such_table_here', undefined, '42P01'],
    ] as const) {
      const err = await pool.query(text, values as unknown[] | undefined).catch((e: unknown) => e);
      expect((err as { code?: string }).code).toBe(code);
      expect(isStatementError(err)).toBe(true);
      expect(await pidOf(pool)).toBe(pid);
    }
    expect(pool.totalCount).toBe(1);
  });

  it('closes it when the connection itself ends, and the next statement gets a new one', async () => {
    const pool = onePool(true);
    const pid = await pidOf(pool);
    const err = await pool.query('select pg_terminate_backend(pg_backend_pid())').catch((e: unknown) => e);
    expect(isStatementError(err)).toBe(false);
    const next = await pidOf(pool);
    expect(next).not.toBe(pid);
  });

  it('answers the callback form as pg-pool does', async () => {
    const pool = onePool(true);
    const rows = await new Promise<unknown[]>((resolve, reject) => pool.query('select 1 as one', (err: Error | undefined, res: { rows: unknown[] }) => (err ? reject(err) : resolve(res.rows))));
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('is what pg-pool alone does not do: its pool.query closes the connection on any error', async () => {
    const pool = onePool(false);
    const pid = await pidOf(pool);
    await pool.query('select 1 / 0').catch(() => {});
    expect(await pidOf(pool)).not.toBe(pid);
  });
});
