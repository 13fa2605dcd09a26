import { randomBytes } from 'node:crypto';
import { Pool, type PoolClient } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { nameRepeatedStatements, type NamingOptions } from '@/server/db/namedStatements';

// A connection's repeated statements run prepared under names (ADR 0070). PostgreSQL only: PGlite has no connections.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('named statements on PostgreSQL', () => {
  const table = `named_${randomBytes(4).toString('hex')}`;
  const items = pgTable(table, { id: integer('id').primaryKey(), v: text('v').notNull() });
  const admin = new Pool({ connectionString: url, max: 1 });
  const pools: Pool[] = [];

  /** A pool of one connection whose statements are named as the app's are. */
  function onePool(opts?: NamingOptions) {
    const pool = new Pool({ connectionString: url, max: 1 });
    pool.on('connect', (c) => nameRepeatedStatements(c, opts));
    pools.push(pool);
    return pool;
  }

  /** What the pool's one connection holds prepared (a statement without parameters is never named). */
  async function prepared(pool: Pool) {
    const { rows } = await pool.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements order by name');
    return rows;
  }

  beforeAll(async () => {
    await admin.query(`create table ${table} (id integer primary key, v text not null)`);
    await admin.query(`insert into ${table} values (1, 'one'), (2, 'two')`);
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    await admin.query(`drop table if exists ${table}`);
    await admin.end();
  });

  it('names a text from its second run on the connection, and it answers as before', async () => {
    const pool = onePool();
    const q = `select v from ${table} where id = $1`;
    expect((await pool.query(q, [1])).rows).toEqual([{ v: 'one' }]);
    expect(await prepared(pool)).toEqual([]);
    for (const id of [2, 1, 2]) expect((await pool.query(q, [id])).rows).toEqual([{ v: id === 1 ? 'one' : 'two' }]);
    expect(await prepared(pool)).toEqual([{ name: 'crisps_1', statement: q }]);
  });

  it('leaves alone a statement without parameters, one the caller named, and texts past the cap', async () => {
    const pool = onePool({ after: 1, max: 2 });
    await pool.query(`select count(*) from ${table}`);
    await pool.query({ name: 'mine', text: `select v from ${table} where id = $1`, values: [1] });
    for (let i = 0; i < 4; i++) await pool.query(`select $1::int + ${i} as n`, [i]);
    expect((await prepared(pool)).map((r) => r.name)).toEqual(['crisps_1', 'crisps_2', 'mine']);
    expect((await pool.query('select $1::int + 3 as n', [3])).rows).toEqual([{ n: 6 }]);
  });

  it("names drizzle's queries, built each time or prepared once, inside a transaction too", async () => {
    const pool = onePool({ after: 2 });
    const db = drizzle(pool);
    const byId = db.select({ v: items.v }).from(items).where(eq(items.id, sql.placeholder('id'))).prepare('');
    for (let i = 0; i < 3; i++) {
      expect(await byId.execute({ id: 1 })).toEqual([{ v: 'one' }]);
      expect(await db.select({ v: items.v }).from(items).where(eq(items.id, 2))).toEqual([{ v: 'two' }]);
      await db.transaction(async (tx) => {
        expect(await tx.select({ id: items.id, v: items.v }).from(items).where(eq(items.id, 1))).toEqual([{ id: 1, v: 'one' }]);
      });
    }
    // The prepared read and the read built each time make the same text: one name. The transactions' read, a text of
    // its own, is named too.
    expect(await prepared(pool)).toEqual([
      { name: 'crisps_1', statement: `select "v" from "${table}" where "${table}"."id" = $1` },
      { name: 'crisps_2', statement: `select "id", "v" from "${table}" where "${table}"."id" = $1` },
    ]);
  });

  it('a column whose type another process changed: rerun at once outside a transaction, failed once inside one', async () => {
    const pool = onePool({ after: 1 });
    const q = `select v from ${table} where id = $1`;
    expect((await pool.query(q, [1])).rows).toEqual([{ v: 'one' }]);
    const client: PoolClient = await pool.connect();
    try {
      await admin.query(`alter table ${table} alter column v type varchar(20)`);
      // Outside a transaction: PostgreSQL refuses the named statement, and it is run again unnamed.
      expect((await client.query(q, [2])).rows).toEqual([{ v: 'two' }]);
      // Named anew from then on.
      expect((await client.query(q, [1])).rows).toEqual([{ v: 'one' }]);
      expect((await client.query('select name from pg_prepared_statements order by name')).rows.map((r) => r.name)).toEqual(['crisps_1', 'crisps_2']);

      await admin.query(`alter table ${table} alter column v type text`);
      await client.query('begin');
      await expect(client.query(q, [1])).rejects.toThrow(/cached plan must not change result type/);
      await client.query('rollback');
      await client.query('begin');
      expect((await client.query(q, [1])).rows).toEqual([{ v: 'one' }]);
      await client.query('commit');
    } finally {
      client.release();
    }
  });
});
