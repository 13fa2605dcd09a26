import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers';
import { FRESH_NO_TRIES, insertWithFreshNo } from '@/server/db/businessNo';
import type { DbLike } from '@/server/db/types';

// insertWithFreshNo on the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): a try that breaks the
// number's unique constraint is rolled back to its savepoint, so the surrounding transaction carries on.

let t: TestContext;
const table = `bn_test_${randomBytes(4).toString('hex')}`;
const constraint = `${table}_no_key`;
beforeAll(async () => {
  t = await createTestContext({ catalog: false });
  await t.deps.db.execute(sql.raw(`create table ${table} (no text not null unique, tag text not null unique)`));
});
afterAll(async () => {
  await t?.deps.db.execute(sql.raw(`drop table if exists ${table}`));
  await t?.close();
});

const put = (db: DbLike, no: string, tag: string) => db.execute(sql.raw(`insert into ${table} (no, tag) values ('${no}', '${tag}')`));
const rows = async () => ((await t.deps.db.execute(sql.raw(`select no, tag from ${table} order by no`))) as unknown as { rows: { no: string; tag: string }[] }).rows;

describe('insertWithFreshNo on the database', () => {
  it('draws a fresh number after a collision, inside a transaction that stays usable and commits everything', async () => {
    const drawn = ['A1', 'A1', 'A2'];
    let tries = 0;
    await t.deps.db.transaction(async (tx) => {
      await put(tx, 'A1', 'first');
      await insertWithFreshNo(tx, [constraint], (sp) => (tries++, put(sp, drawn.shift()!, 'second')));
      await put(tx, 'A3', 'third');
    });
    expect(tries).toBe(3);
    expect(await rows()).toEqual([
      { no: 'A1', tag: 'first' },
      { no: 'A2', tag: 'second' },
      { no: 'A3', tag: 'third' },
    ]);
  });

  it(`gives up after ${FRESH_NO_TRIES} collisions, and passes any other violation through at once`, async () => {
    let tries = 0;
    await expect(insertWithFreshNo(t.deps.db, [constraint], (sp) => (tries++, put(sp, 'A1', `t${tries}`)))).rejects.toThrow();
    expect(tries).toBe(FRESH_NO_TRIES);
    tries = 0;
    await expect(insertWithFreshNo(t.deps.db, [constraint], (sp) => (tries++, put(sp, `B${tries}`, 'first')))).rejects.toThrow();
    expect(tries).toBe(1);
    expect((await rows()).map((r) => r.no)).toEqual(['A1', 'A2', 'A3']);
  });
});
