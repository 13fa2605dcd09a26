import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { actCardPurchases, actCards, orders, userActCards } from '@/server/db/schema';
import { refundOrderMoney } from '@/server/modules/aftersale/refund';
import { createTestContext, type TestContext } from './helpers';
import { detail, loginDemo, payWallet } from './orderFixtures';
import { OPERATOR_TOKEN, op } from './aftersaleFixtures';

// 活动卡 refund rule (退款规则：未使用的次数按比例退款，已使用的次数不退): a bought card refunds its price × unused uses ÷
// uses, rounded down, and every refund revokes the uses it paid back, so a card is never both refunded and usable.
// ac_site_100 costs 1990 fen for 3 uses.

let t: TestContext;
let demo: string;
const prevToken = process.env.OPERATOR_TOKEN;
beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  t = await createTestContext();
  demo = await loginDemo(t);
});
afterAll(async () => {
  process.env.OPERATOR_TOKEN = prevToken;
  await t?.close();
});

const M = '/api/marking/v1';
const PRICE = 1990;

/** Buys and pays ac_site_100 from the demo wallet; its order line and held card. */
async function boughtCard() {
  const o = await t.call('POST', `${M}/add_order`, { id: 'ac_site_100' }, { token: demo });
  expect(o.code, o.msg).toBe(200);
  expect((await payWallet(t, demo, o.data.cusOrderId)).code).toBe(200);
  const [p] = await t.deps.db.select().from(actCardPurchases).where(eq(actCardPurchases.cusOrderId, o.data.cusOrderId));
  const orderId = (await detail(t, demo, o.data.cusOrderId)).orders[0].orderId as string;
  return { cusOrderId: o.data.cusOrderId as string, orderId, userCardId: p.userCardId as string };
}
/** Uses taken elsewhere (orders paid with the card). */
const spend = (userCardId: string, used: number) => t.deps.db.update(userActCards).set({ usedTimes: used }).where(eq(userActCards.id, userCardId));
const card = async (userCardId: string) => (await t.call('GET', `${M}/user_card_detail_one`, { userCardId }, { token: demo })).data;
const held = async (userCardId: string) => (await t.deps.db.select().from(userActCards).where(eq(userActCards.id, userCardId)))[0];
const refundedOf = async (orderId: string) => (await t.deps.db.select().from(orders).where(eq(orders.id, orderId)))[0].refundedFen;
const refundable = async (orderId: string) => (await t.call('GET', '/api/orderSale/v1/refund_form', { orderId }, { token: demo })).data;

/** 申请退款 (the whole refundable amount when none is given) and the operator's approval. */
async function refund(orderId: string, refundAmountFen?: number) {
  const a = await t.call('POST', '/api/orderSale/v1/refund', { orderId, refundAmountFen, afterSaleReasonNo: 'AFTER_SALE_REASON_1', afterSaleProblemDetail: '不需要了', afterSaleAgreementIds: 'shupianaftersale' }, { token: demo });
  expect(a.code, a.msg).toBe(200);
  const ok = await t.call('POST', '/api/orderSale/v1/operator/decide', { afterSaleId: a.data.afterSaleId, action: 'approve' }, op);
  expect(ok.code, ok.msg).toBe(200);
  return a.data;
}

describe('活动卡 refund rule', () => {
  it('a full refund after 1 of 3 uses pays 1990 × 2 ÷ 3 rounded down (1326) and leaves no use', async () => {
    const c = await boughtCard();
    await spend(c.userCardId, 1);
    expect((await refundable(c.orderId)).refundableFen).toBe(1326);
    await refund(c.orderId);
    expect(await refundedOf(c.orderId)).toBe(Math.floor((PRICE * 2) / 3));
    expect(await card(c.userCardId)).toMatchObject({ availableTimes: 0, state: 4, stateLabel: '已作废' });
    expect(await held(c.userCardId)).toMatchObject({ usedTimes: 1, refundedTimes: 2, status: 2 });
    expect((await t.call('GET', `${M}/act_card_order`, { cusOrderId: c.cusOrderId }, { token: demo })).data.status).toBe(4);
    // Nothing more to refund, and the card takes no order.
    expect((await refundable(c.orderId)).refundableFen).toBe(0);
    const again = await t.call('POST', '/api/orderSale/v1/refund', { orderId: c.orderId, afterSaleReasonNo: 'AFTER_SALE_REASON_1', afterSaleProblemDetail: '再退', afterSaleAgreementIds: 'shupianaftersale' }, { token: demo });
    expect(again.msg).toBe('该订单已无可退款金额');
  });

  it('with every use spent nothing is refundable; with none spent the whole price is', async () => {
    const used = await boughtCard();
    await spend(used.userCardId, 3);
    expect((await refundable(used.orderId)).refundableFen).toBe(0);
    const fresh = await boughtCard();
    expect((await refundable(fresh.orderId)).refundableFen).toBe(PRICE);
    await refund(fresh.orderId);
    expect(await refundedOf(fresh.orderId)).toBe(PRICE);
    expect(await held(fresh.userCardId)).toMatchObject({ usedTimes: 0, refundedTimes: 3, status: 2 });
  });

  it('a partial refund revokes the uses it paid back (rounded up), the rest stays usable; the cap follows later uses', async () => {
    const c = await boughtCard();
    // 700 fen is more than one use's worth (663.3), so it takes two of the three uses.
    await refund(c.orderId, 700);
    expect(await held(c.userCardId)).toMatchObject({ usedTimes: 0, refundedTimes: 2, status: 1 });
    expect(await card(c.userCardId)).toMatchObject({ availableTimes: 1, state: 1 });
    expect((await refundable(c.orderId)).refundableFen).toBe(PRICE - 700);
    // The use left is taken: two unused uses are worth 1326, of which 700 was paid back.
    await spend(c.userCardId, 1);
    expect(await card(c.userCardId)).toMatchObject({ availableTimes: 0 });
    expect((await refundable(c.orderId)).refundableFen).toBe(1326 - 700);
    // Nothing is left to use and more money went back: the card is void, the purchase refunded.
    await refund(c.orderId, 100);
    expect(await held(c.userCardId)).toMatchObject({ usedTimes: 1, refundedTimes: 2, status: 2 });
    expect((await t.call('GET', `${M}/act_card_order`, { cusOrderId: c.cusOrderId }, { token: demo })).data.status).toBe(4);
    await refund(c.orderId);
    expect(await refundedOf(c.orderId)).toBe(1326);
    expect((await refundable(c.orderId)).refundableFen).toBe(0);
  });

  it('20 concurrent refunds of 500 fen after 1 of 3 uses never pass the cap of 1326', async () => {
    const c = await boughtCard();
    await spend(c.userCardId, 1);
    const soldBefore = (await t.deps.db.select().from(actCards).where(eq(actCards.id, 'ac_site_100')))[0].sold;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => t.deps.db.transaction((tx) => refundOrderMoney(t.deps, tx, { orderId: c.orderId, amountFen: 500, refundRef: `race_${i}` }))),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(2);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason?.code === 20104)).toBe(true);
    expect(await refundedOf(c.orderId)).toBe(1000);
    // 1000 fen paid back part of both unused uses: both are revoked, the card is void and its stock given back once.
    expect(await held(c.userCardId)).toMatchObject({ usedTimes: 1, refundedTimes: 2, status: 2 });
    expect((await t.deps.db.select().from(actCards).where(eq(actCards.id, 'ac_site_100')))[0].sold).toBe(soldBefore - 1);
    // What is left of the cap (326) can still be refunded; never more.
    expect((await refundable(c.orderId)).refundableFen).toBe(326);
  });
});
