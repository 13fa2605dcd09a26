import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers';
import { preparedRead } from '@/server/db/prepared';
import { payNotifyLog } from '@/server/db/schema';
import type { DbLike } from '@/server/db/types';

// server/db/prepared.ts: a hot read's text is built once per database handle, and inside a transaction the read runs
// on that transaction (it sees the transaction's own writes, which are gone after a rollback).

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

describe('preparedRead', () => {
  it('builds once on the handle, each time in a transaction, and reads what the transaction wrote', async () => {
    let builds = 0;
    const byNo = preparedRead((db: DbLike) => {
      builds++;
      return db.select().from(payNotifyLog).where(eq(payNotifyLog.paymentNo, sql.placeholder('no')));
    });
    const row = (id: string, no: string) => ({ id, paymentNo: no, result: 'APPLIED', body: '{}', createdAt: new Date() });
    await t.deps.db.insert(payNotifyLog).values([row('nl_prep_1', 'P_PREP_A'), row('nl_prep_2', 'P_PREP_B')]);
    expect((await byNo(t.deps.db, { no: 'P_PREP_A' })).map((r) => r.id)).toEqual(['nl_prep_1']);
    expect((await byNo(t.deps.db, { no: 'P_PREP_B' })).map((r) => r.id)).toEqual(['nl_prep_2']);
    expect(await byNo(t.deps.db, { no: 'P_PREP_NONE' })).toEqual([]);
    expect(builds).toBe(1);

    const rolledBack = new Error('roll back');
    await expect(
      t.deps.db.transaction(async (tx) => {
        await tx.insert(payNotifyLog).values(row('nl_prep_3', 'P_PREP_C'));
        expect((await byNo(tx, { no: 'P_PREP_C' })).map((r) => r.id)).toEqual(['nl_prep_3']);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(builds).toBe(2);
    expect(await byNo(t.deps.db, { no: 'P_PREP_C' })).toEqual([]);
    expect(builds).toBe(2);
  });
});
