import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { OPERATOR_TOKEN, claimsOf, openSession, productRow, quotasOf } from './campaignFixtures';
import { campaignClaimWrites, claimed } from '@/server/modules/activity/claiming';
import { writeAsOne } from '@/server/db/oneStatement';
import { newId } from '@/server/db/ids';

// The flash sale's claim inside an order's statement (ADR 0022, 0068): the buyer's quota, the unit and the claim row
// are CTEs of the order's one statement; a refusal names why (limit, sold out, window) and rolls everything back.
// Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).

let t: TestContext;
const prevToken = process.env.OPERATOR_TOKEN;
beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  t = await createTestContext();
});
afterAll(async () => {
  process.env.OPERATOR_TOKEN = prevToken;
  await t?.close();
});

/** One order's claim, as checkout makes it: the statement, then the verdict, in one transaction. */
const claim = (productId: string, userId: string, now = new Date()) =>
  t.deps.db.transaction(async (tx) => {
    const w = campaignClaimWrites(tx, { claimId: newId('cc_'), userId, productId, cusOrderId: newId('co_'), priceFen: 990, now });
    const [got] = await writeAsOne<{ quotaTaken: number; claimed: number }>(tx, w.writes, w.counts);
    await claimed(tx, productId, now, got);
  });
const refusal = (p: Promise<unknown>) => p.then(() => null, (e: Error) => e.message);

describe('a campaign unit claimed in the order statement', () => {
  it('takes a unit within the limit and the stock, and refuses the rest by name, writing nothing', async () => {
    const s = await openSession(t, { stock: 2, priceFen: 990, limit: 1 });
    const p = s.activityProductId;
    await claim(p, 'u_claim_1');
    expect(await refusal(claim(p, 'u_claim_1'))).toBe('每人限购1件，您已抢购过');
    await claim(p, 'u_claim_2');
    expect(await refusal(claim(p, 'u_claim_3'))).toBe('手慢了，商品已抢光');
    expect((await productRow(t, p)).sold).toBe(2);
    expect((await claimsOf(t, p)).map((c) => [c.userId, c.status, Number(c.priceFen)]).sort()).toEqual([
      ['u_claim_1', 'HELD', 990],
      ['u_claim_2', 'HELD', 990],
    ]);
    // The refused buyers' quota rows were rolled back with their orders.
    expect((await quotasOf(t, p)).map((q) => [q.userId, q.taken]).sort()).toEqual([
      ['u_claim_1', 1],
      ['u_claim_2', 1],
    ]);
  });

  it('refuses outside the campaign window', async () => {
    const s = await openSession(t, { stock: 5, priceFen: 990, limit: 2, durationSeconds: 60 });
    const after = new Date(Date.parse(s.endAt) + 1_000);
    expect(await refusal(claim(s.activityProductId, 'u_claim_late', after))).toMatch(/结束/);
    expect((await productRow(t, s.activityProductId)).sold).toBe(0);
    expect(await quotasOf(t, s.activityProductId)).toEqual([]);
  });

  it('sells exactly the stock to 50 buyers at once, and one buyer at once exactly their limit', async () => {
    const s = await openSession(t, { stock: 3, priceFen: 990, limit: 2 });
    const p = s.activityProductId;
    const rush = await Promise.all(Array.from({ length: 50 }, (_, i) => refusal(claim(p, `u_rush_${i}`))));
    expect(rush.filter((r) => r === null)).toHaveLength(3);
    expect(rush.filter((r) => r !== null)).toEqual(Array(47).fill('手慢了，商品已抢光'));
    expect((await productRow(t, p)).sold).toBe(3);
    expect(await claimsOf(t, p)).toHaveLength(3);

    const more = await openSession(t, { stock: 10, priceFen: 990, limit: 2 });
    const one = await Promise.all(Array.from({ length: 50 }, () => refusal(claim(more.activityProductId, 'u_greedy'))));
    expect(one.filter((r) => r === null)).toHaveLength(2);
    expect(one.filter((r) => r !== null)).toEqual(Array(48).fill('每人限购2件，您已抢购过'));
    expect((await productRow(t, more.activityProductId)).sold).toBe(2);
    expect((await quotasOf(t, more.activityProductId)).map((q) => q.taken)).toEqual([2]);
  });
});
