import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { campaignClaims, campaignProducts, campaignQuota } from '@/server/db/schema';
import { randomIp, type TestContext } from './helpers';
import { AGREE, serial } from './orderFixtures';
import { OPERATOR_TOKEN, op } from './aftersaleFixtures';

export { OPERATOR_TOKEN };
export const A = '/api/activity/v1';
export type Rec = Record<string, unknown>;

/** A 整点秒杀 session opened by the operator: one goods at priceFen, `stock` units, `limit` per user. */
export async function openSession(t: TestContext, s: { startInSeconds?: number; durationSeconds?: number; priceFen?: number; stock: number; limit?: number; goodsId?: string }) {
  const r = await t.call(
    'POST',
    `${A}/operator/create_seckill_session`,
    { startInSeconds: s.startInSeconds ?? 0, durationSeconds: s.durationSeconds ?? 3600, specialPriceFen: s.priceFen ?? 990, stock: s.stock, perUserLimit: s.limit ?? 1, goodsId: s.goodsId ?? 'g_0001' },
    { ...op, json: true },
  );
  expect(r.code, r.msg).toBe(200);
  return r.data as { specCode: string; activityProductId: string; startAt: string; endAt: string };
}

/** Submits one unit of a campaign product at the price the page showed (the server's own price unless `shown`). */
export function grab(t: TestContext, token: string, activityProductId: string, o: { key?: string; shown: number; ip?: string; coupons?: string }) {
  return (async () =>
    t.call(
      'POST',
      '/api/order/v2/autonomy_submit_order',
      {
        activityProductId,
        couponUseCodes: o.coupons,
        idempotencyKey: o.key ?? (await serial(t, token)),
        shownPayableFen: o.shown,
        orderAgreementIds: AGREE,
      },
      { token, ip: o.ip },
    ))();
}

export const quote = (t: TestContext, token: string, activityProductId: string) => t.call('POST', '/api/order/v2/calculate_the_price', { activityProductId }, { token });

export async function productRow(t: TestContext, id: string) {
  return (await t.deps.db.select().from(campaignProducts).where(eq(campaignProducts.id, id)))[0];
}
export async function claimsOf(t: TestContext, productId: string) {
  return t.deps.db.select().from(campaignClaims).where(eq(campaignClaims.productId, productId));
}
export async function quotasOf(t: TestContext, productId: string) {
  return t.deps.db.select().from(campaignQuota).where(eq(campaignQuota.productId, productId));
}

/** n fresh customers, each logged in from an IP of their own. */
export async function customers(t: TestContext, n: number) {
  const out: { token: string; userId: string }[] = [];
  for (let i = 0; i < n; i += 10) {
    const batch = await Promise.all(Array.from({ length: Math.min(10, n - i) }, () => t.loginSms(t.phone(), { ip: randomIp() })));
    out.push(...batch.map((b) => ({ token: b.token, userId: b.userId })));
  }
  return out;
}
