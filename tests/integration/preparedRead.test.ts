import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers';
import { preparedRead } from '@/server/db/prepared';
import { payNotifyLog } from '@/server/db/schema';
import type { DbLike } from '@/server/db/types';

// server/db/prepared.ts: a hot read's text is built once per database handle, and inside a transaction once per
// connection; there the read runs on that transaction (it sees the transaction's own writes, gone after a rollback).

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

/** A log row of a notification (payNotifyLog), what the reads below look up by payment number. */
const row = (id: string, no: string) => ({ id, paymentNo: no, result: 'APPLIED', body: '{}', createdAt: new Date() });

/** A prepared read by payment number that counts its builds. */
function countedRead() {
  const built = { n: 0 };
  const byNo = preparedRead((db: DbLike) => {
    built.n++;
    return db.select().from(payNotifyLog).where(eq(payNotifyLog.paymentNo, sql.placeholder('no')));
  });
  return { byNo, built };
}

describe('preparedRead', () => {
  it('builds once on the handle, once per connection in transactions, and reads what the transaction wrote', async () => {
    const { byNo, built } = countedRead();
    await t.deps.db.insert(payNotifyLog).values([row('nl_prep_1', 'P_PREP_A'), row('nl_prep_2', 'P_PREP_B')]);
    expect((await byNo(t.deps.db, { no: 'P_PREP_A' })).map((r) => r.id)).toEqual(['nl_prep_1']);
    expect((await byNo(t.deps.db, { no: 'P_PREP_B' })).map((r) => r.id)).toEqual(['nl_prep_2']);
    expect(await byNo(t.deps.db, { no: 'P_PREP_NONE' })).toEqual([]);
    expect(built.n).toBe(1);

    const rolledBack = new Error('roll back');
    await expect(
      t.deps.db.transaction(async (tx) => {
        await tx.insert(payNotifyLog).values(row('nl_prep_3', 'P_PREP_C'));
        expect((await byNo(tx, { no: 'P_PREP_C' })).map((r) => r.id)).toEqual(['nl_prep_3']);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(built.n).toBe(2);
    expect(await byNo(t.deps.db, { no: 'P_PREP_C' })).toEqual([]);
    expect(built.n).toBe(2);
  });

  it("inside transactions one after the other, reads each transaction's own writes, built once per connection", async () => {
    const { byNo, built } = countedRead();
    const connections = new Set<unknown>();
    for (const n of [1, 2, 3]) {
      await t.deps.db.transaction(async (tx) => {
        connections.add((tx._.session as unknown as { client: unknown }).client);
        await tx.insert(payNotifyLog).values(row(`nl_prep_tx_${n}`, `P_PREP_TX_${n}`));
        expect((await byNo(tx, { no: `P_PREP_TX_${n}` })).map((r) => r.id)).toEqual([`nl_prep_tx_${n}`]);
        expect(await byNo(tx, { no: `P_PREP_TX_${n + 1}` })).toEqual([]);
      });
    }
    // PostgreSQL: the pool hands the one idle connection back each time; PGlite: each transaction is its own.
    expect(built.n).toBe(connections.size);
    if (process.env.TEST_DATABASE_URL) expect(connections.size).toBe(1);
  });
});
