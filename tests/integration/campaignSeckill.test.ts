import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cusOrders, orders } from '@/server/db/schema';
import { expireDue } from '@/server/modules/order/lifecycle';
import { campaignClaimWrites, claimed, releaseCampaignClaim } from '@/server/modules/activity/claiming';
import { writeAsOne } from '@/server/db/oneStatement';
import { newId } from '@/server/db/ids';
import { createTestContext, randomIp, type TestContext } from './helpers';
import { CAMPAIGN_PAY_MINUTES, ORDER_EXPIRY_MS } from '@/lib/contract/order/enums';
import { detail, loginDemo, payWallet, submitOk } from './orderFixtures';
import { OPERATOR_TOKEN, claimsOf, customers, grab, openSession, productRow, quotasOf, quote } from './campaignFixtures';

// The flash sale never oversells (docs/adr/0021): units are taken by one conditional UPDATE, one per user is a
// constraint of the quota row, a double tap answers the first order, an unpaid order's unit comes back exactly once,
// the price is the server's. On PGlite the database decides alone; with TEST_REDIS_URL the Lua gate goes first.

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

const SOLD_OUT = '手慢了，商品已抢光';

describe('the flash sale under concurrency', () => {
  it('50 concurrent buyers for 5 units: exactly 5 orders, the others told it is sold out', async () => {
    const s = await openSession(t, { stock: 5, priceFen: 990 });
    const buyers = await customers(t, 50);
    const res = await Promise.all(buyers.map((b) => grab(t, b.token, s.activityProductId, { shown: 990 })));
    const ok = res.filter((r) => r.code === 200);
    expect(ok).toHaveLength(5);
    for (const r of res.filter((x) => x.code !== 200)) expect(r.msg).toBe(SOLD_OUT);
    const p = await productRow(t, s.activityProductId);
    expect(p.sold).toBe(5);
    const claims = await claimsOf(t, s.activityProductId);
    expect(claims).toHaveLength(5);
    expect(new Set(claims.map((c) => c.cusOrderId)).size).toBe(5);
    expect(new Set(claims.map((c) => c.userId)).size).toBe(5);
    // Every unit is one real order at the campaign price.
    for (const r of ok) {
      const [line] = await t.deps.db.select().from(orders).where(eq(orders.cusOrderId, r.data.cusOrderId));
      expect(line).toMatchObject({ goodsId: 'g_0001', unitPriceFen: 990, quantity: 1, payableFen: 990 });
    }
    // The list says 已抢光 now.
    const list = await t.call('GET', '/api/activity/v1/activity_product_list', { specCode: s.specCode });
    expect(list.data.records[0]).toMatchObject({ saleStatus: 3, saleStatusLabel: '已抢光', left: 0, sold: 5 });
  }, 120_000);

  it('50 concurrent submits of one user: one order within the limit, the rest refused kindly', async () => {
    const s = await openSession(t, { stock: 20, priceFen: 1990 });
    const [me] = await customers(t, 1);
    const res = await Promise.all(Array.from({ length: 50 }, () => grab(t, me.token, s.activityProductId, { shown: 1990 })));
    expect(res.filter((r) => r.code === 200)).toHaveLength(1);
    for (const r of res.filter((x) => x.code !== 200)) expect(['每人限购1件，您已抢购过', '抢购人数较多，请稍后再试']).toContain(r.msg);
    expect((await productRow(t, s.activityProductId)).sold).toBe(1);
    expect(await quotasOf(t, s.activityProductId)).toEqual([expect.objectContaining({ userId: me.userId, taken: 1 })]);
  }, 60_000);

  // Three taps and two more orders: within the 5 claims per 5 s a person may try.
  it('a limit of 2 holds too, and a double tap (same key) answers the first order', async () => {
    const s = await openSession(t, { stock: 20, priceFen: 500, limit: 2 });
    const [me] = await customers(t, 1);
    const taps = await Promise.all(Array.from({ length: 3 }, () => grab(t, me.token, s.activityProductId, { shown: 500, key: 'SN-double-tap-0001' })));
    const ids = new Set(taps.filter((r) => r.code === 200).map((r) => r.data.cusOrderId));
    expect(ids.size).toBe(1);
    for (const r of taps.filter((x) => x.code !== 200)) expect(r.msg).toMatch(/每人限购|请稍后再试/);
    const again = await grab(t, me.token, s.activityProductId, { shown: 500, key: 'SN-double-tap-0001', ip: randomIp() });
    expect(again.data.cusOrderId).toBe([...ids][0]);
    const second = await grab(t, me.token, s.activityProductId, { shown: 500, key: 'SN-second-order-01', ip: randomIp() });
    expect(second.code, second.msg).toBe(200);
    const third = await grab(t, me.token, s.activityProductId, { shown: 500, key: 'SN-third-order-001', ip: randomIp() });
    expect(third).toMatchObject({ code: 409, msg: '每人限购2件，您已抢购过' });
    expect((await productRow(t, s.activityProductId)).sold).toBe(2);
  }, 60_000);
});

describe('price, window and coupons come from the server', () => {
  it('tells the checkout the campaign, its end and the buyer\'s limit with what they already took', async () => {
    const s = await openSession(t, { stock: 5, priceFen: 990, limit: 2 });
    const [me] = await customers(t, 1);
    const q = await quote(t, me.token, s.activityProductId);
    expect(q.code, q.msg).toBe(200);
    expect(q.data.campaign).toMatchObject({ endAt: s.endAt, perUserLimit: 2, taken: 0 });
    expect(q.data.campaign.title).toBeTruthy();
    expect((await grab(t, me.token, s.activityProductId, { shown: 990 })).code).toBe(200);
    expect((await quote(t, me.token, s.activityProductId)).data.campaign).toMatchObject({ perUserLimit: 2, taken: 1 });
    // An ordinary checkout carries no campaign.
    const plain = await t.call('POST', '/api/order/v2/calculate_the_price', { items: [{ goodsId: 'g_0001', goodsNumber: 1 }] }, { token: me.token });
    expect(plain.code, plain.msg).toBe(200);
    expect(plain.data.campaign ?? null).toBeNull();
  });

  it('prices the unit at the campaign price and refuses a price the page did not get from the server', async () => {
    const s = await openSession(t, { stock: 3, priceFen: 1234 });
    const [me] = await customers(t, 1);
    const q = await quote(t, me.token, s.activityProductId);
    expect(q.code, q.msg).toBe(200);
    expect(q.data).toMatchObject({ needPayTotalMoneyFen: 1234, payNowFen: 1234, payType: 1, usableCouponCount: 0 });
    expect(q.data.items[0]).toMatchObject({ goodsId: 'g_0001', priceFen: 1234, goodsNumber: 1 });
    expect(await grab(t, me.token, s.activityProductId, { shown: 1 })).toMatchObject({ code: 20101 });
    expect(await grab(t, me.token, s.activityProductId, { shown: 1234, coupons: 'uc_any' })).toMatchObject({ code: 20103, msg: '优惠券不可用：活动商品不可使用优惠券' });
    const coupons = await t.call('POST', '/api/order/v2/find_order_coupon_v2_page', { activityProductId: s.activityProductId, findType: 5 }, { token: me.token });
    expect(coupons.data.records).toEqual([]);
    expect((await productRow(t, s.activityProductId)).sold).toBe(0);
    expect(await grab(t, me.token, 'cpp_nope', { shown: 1234 })).toMatchObject({ code: 20102, msg: '活动商品不存在' });
  });

  it('refuses before the start and after the end with clear messages; the server clock decides', async () => {
    const s = await openSession(t, { startInSeconds: 600, durationSeconds: 600, stock: 3, priceFen: 800 });
    const [me] = await customers(t, 1);
    expect(await quote(t, me.token, s.activityProductId)).toMatchObject({ code: 20102, msg: '活动未开始，请稍后再来' });
    expect(await grab(t, me.token, s.activityProductId, { shown: 800 })).toMatchObject({ code: 20102, msg: '活动未开始，请稍后再来' });
    const before = await t.call('GET', '/api/activity/v1/activity_type_options', { specType: 'HDZT_ZTTYPE_XSQG', specCode: s.specCode });
    expect(before.data.campaign).toMatchObject({ status: 1, statusLabel: '未开始', startAt: s.startAt });
    t.advance(600_000);
    const during = await t.call('GET', '/api/activity/v1/activity_type_options', { specType: 'HDZT_ZTTYPE_XSQG', specCode: s.specCode });
    expect(during.data.campaign).toMatchObject({ status: 2, statusLabel: '进行中' });
    expect((await grab(t, me.token, s.activityProductId, { shown: 800, ip: randomIp() })).code).toBe(200);
    t.advance(600_000);
    const [other] = await customers(t, 1);
    expect(await grab(t, other.token, s.activityProductId, { shown: 800 })).toMatchObject({ code: 20102, msg: '活动已结束' });
    const list = await t.call('GET', '/api/activity/v1/activity_product_list', { specCode: s.specCode });
    expect(list.data.records[0]).toMatchObject({ saleStatus: 4, saleStatusLabel: '已结束' });
  });
});

describe('an unpaid order gives its unit back exactly once', () => {
  it('on cancel: the unit and the quota come back once, and someone else can take it', async () => {
    const s = await openSession(t, { stock: 1, priceFen: 990, durationSeconds: 5 * 3600 });
    const [a, b] = await customers(t, 2);
    const first = await grab(t, a.token, s.activityProductId, { shown: 990 });
    expect(first.code, first.msg).toBe(200);
    expect(await grab(t, b.token, s.activityProductId, { shown: 990 })).toMatchObject({ code: 20102, msg: SOLD_OUT });
    const cancel = () => t.call('POST', '/api/order/v2/cancel_cus_order', { cusOrderId: first.data.cusOrderId, cancelCode: 'DONT_NEED' }, { token: a.token });
    expect((await cancel()).code).toBe(200);
    expect((await cancel()).code).not.toBe(200);
    // The hook itself is idempotent too.
    await t.deps.db.transaction(async (tx) => expect(await releaseCampaignClaim(tx, first.data.cusOrderId, t.deps.now())).toBe(false));
    expect((await productRow(t, s.activityProductId)).sold).toBe(0);
    expect((await quotasOf(t, s.activityProductId)).find((q) => q.userId === a.userId)?.taken).toBe(0);
    expect((await claimsOf(t, s.activityProductId))[0]).toMatchObject({ status: 'RELEASED' });
    const retry = await grab(t, b.token, s.activityProductId, { shown: 990, ip: randomIp() });
    expect(retry.code, retry.msg).toBe(200);
    expect((await productRow(t, s.activityProductId)).sold).toBe(1);
  });

  it('units given back reach the buyers who come next: 3 of 5 cancelled, then 50 at once buy exactly 3', async () => {
    const s = await openSession(t, { stock: 5, priceFen: 990, durationSeconds: 5 * 3600 });
    const first = await customers(t, 5);
    const held = await Promise.all(first.map((b) => grab(t, b.token, s.activityProductId, { shown: 990 })));
    expect(held.map((r) => r.code)).toEqual([200, 200, 200, 200, 200]);
    // The gate (with Redis) now counts 0 left; three orders are cancelled in the database alone.
    for (const [i, r] of held.slice(0, 3).entries()) {
      const c = await t.call('POST', '/api/order/v2/cancel_cus_order', { cusOrderId: r.data.cusOrderId, cancelCode: 'DONT_NEED' }, { token: first[i].token });
      expect(c.code, c.msg).toBe(200);
    }
    expect((await productRow(t, s.activityProductId)).sold).toBe(2);
    const next = await customers(t, 50);
    const res = await Promise.all(next.map((b) => grab(t, b.token, s.activityProductId, { shown: 990 })));
    expect(res.filter((r) => r.code === 200)).toHaveLength(3);
    for (const r of res.filter((x) => x.code !== 200)) expect(r.msg).toBe(SOLD_OUT);
    expect((await productRow(t, s.activityProductId)).sold).toBe(5);
    const claims = await claimsOf(t, s.activityProductId);
    expect(claims.filter((c) => c.status === 'HELD')).toHaveLength(5);
    expect(claims.filter((c) => c.status === 'RELEASED')).toHaveLength(3);
  }, 120_000);

  it('on expiry (its payment window): once, however often the sweep runs', async () => {
    const s = await openSession(t, { stock: 2, priceFen: 990, durationSeconds: 5 * 3600 });
    const [a] = await customers(t, 1);
    const r = await grab(t, a.token, s.activityProductId, { shown: 990 });
    expect(r.code, r.msg).toBe(200);
    expect((await productRow(t, s.activityProductId)).sold).toBe(1);
    t.advance(CAMPAIGN_PAY_MINUTES * 60_000 + 1000);
    await Promise.all([expireDue(t.deps.db, t.deps.now()), expireDue(t.deps.db, t.deps.now()), expireDue(t.deps.db, t.deps.now())]);
    await expireDue(t.deps.db, t.deps.now());
    const [cus] = await t.deps.db.select().from(cusOrders).where(eq(cusOrders.id, r.data.cusOrderId));
    expect(cus.status).toBe(4);
    expect((await productRow(t, s.activityProductId)).sold).toBe(0);
    expect((await quotasOf(t, s.activityProductId))[0].taken).toBe(0);
  });

  it('a paid unit stays sold: the claim is PAID and the order cannot be cancelled', async () => {
    const demo = await loginDemo(t);
    const s = await openSession(t, { stock: 2, priceFen: 990, durationSeconds: 5 * 3600 });
    const r = await grab(t, demo, s.activityProductId, { shown: 990 });
    expect(r.code, r.msg).toBe(200);
    const pay = await payWallet(t, demo, r.data.cusOrderId);
    expect(pay.code, pay.msg).toBe(200);
    expect((await claimsOf(t, s.activityProductId))[0]).toMatchObject({ status: 'PAID' });
    const cancel = await t.call('POST', '/api/order/v2/cancel_cus_order', { cusOrderId: r.data.cusOrderId, cancelCode: 'DONT_NEED' }, { token: demo });
    expect(cancel.code).not.toBe(200);
    t.advance(3 * 3600_000);
    await expireDue(t.deps.db, t.deps.now());
    expect((await productRow(t, s.activityProductId)).sold).toBe(1);
  });
});

describe('an unpaid campaign order holds its unit only for the payment window or until the session ends', () => {
  it('the campaign rules say the same window (规则 on every campaign page)', async () => {
    const doc = await t.call('GET', '/api/find_protocol', { categoryCode: 'protocol100047' });
    expect(doc.code, doc.msg).toBe(200);
    const text = JSON.stringify(doc.data);
    expect(text).toContain(`请在${CAMPAIGN_PAY_MINUTES}分钟内完成支付`);
    expect(text).not.toContain('2小时内完成支付');
  });

  const expiresAt = async (cusOrderId: string) => (await t.deps.db.select().from(cusOrders).where(eq(cusOrders.id, cusOrderId)))[0].expiresAt!.getTime();
  const payPage = (token: string, cusOrderId: string) => t.call('POST', '/api/pay/v2/enable_pay_money', { cusOrderId }, { token });

  it('a 10-minute session: the order expires at its end (not in 2 hours), the pay page counts down to it, and the unit comes back once', async () => {
    const s = await openSession(t, { stock: 3, priceFen: 990, durationSeconds: 600 });
    const [a, b, c] = await customers(t, 3);
    const held = await Promise.all([a, b, c].map((x) => grab(t, x.token, s.activityProductId, { shown: 990 })));
    expect(held.map((r) => r.code)).toEqual([200, 200, 200]);
    const end = Date.parse(s.endAt);
    expect(await expiresAt(held[0].data.cusOrderId)).toBe(end);
    const page = await payPage(a.token, held[0].data.cusOrderId);
    expect(page.code, page.msg).toBe(200);
    expect(page.data.countDownTimeLong).toBe(end);
    expect((await detail(t, a.token, held[0].data.cusOrderId)).countDownTimeLong).toBe(end);
    // B pays; A and C leave theirs unpaid past the session's end.
    t.advance(end - t.deps.now().getTime() - 1000);
    expect((await detail(t, a.token, held[0].data.cusOrderId)).cusOrderStatus).toBe(1);
    t.advance(2000);
    // Sweeps, a cancel and reads of the order at the same time: each unit comes back exactly once.
    const cancelA = t.call('POST', '/api/order/v2/cancel_cus_order', { cusOrderId: held[0].data.cusOrderId, cancelCode: 'DONT_NEED' }, { token: a.token });
    await Promise.all([
      expireDue(t.deps.db, t.deps.now()),
      expireDue(t.deps.db, t.deps.now()),
      cancelA,
      payPage(a.token, held[0].data.cusOrderId),
      payPage(c.token, held[2].data.cusOrderId),
      expireDue(t.deps.db, t.deps.now()),
    ]);
    for (const r of [held[0], held[1], held[2]]) {
      const [cus] = await t.deps.db.select().from(cusOrders).where(eq(cusOrders.id, r.data.cusOrderId));
      expect(cus.status).toBe(4);
    }
    expect((await productRow(t, s.activityProductId)).sold).toBe(0);
    expect((await quotasOf(t, s.activityProductId)).map((q) => q.taken)).toEqual([0, 0, 0]);
    expect((await claimsOf(t, s.activityProductId)).every((cl) => cl.status === 'RELEASED')).toBe(true);
  });

  it('a long session: the order expires after the payment window, read lazily; its unit is sold to the next buyer', async () => {
    const s = await openSession(t, { stock: 2, priceFen: 990, durationSeconds: 5 * 3600 });
    const [a, b, c] = await customers(t, 3);
    const before = t.deps.now().getTime();
    const r = await grab(t, a.token, s.activityProductId, { shown: 990 });
    expect(r.code, r.msg).toBe(200);
    const after = t.deps.now().getTime();
    // C takes the other unit 5 minutes later: C's order is still within its window when A's ends.
    t.advance(5 * 60_000);
    const other = await grab(t, c.token, s.activityProductId, { shown: 990 });
    expect(other.code, other.msg).toBe(200);
    const window = CAMPAIGN_PAY_MINUTES * 60_000;
    const due = await expiresAt(r.data.cusOrderId);
    expect(due).toBeGreaterThanOrEqual(before + window);
    expect(due).toBeLessThanOrEqual(after + window);
    expect((await payPage(a.token, r.data.cusOrderId)).data.countDownTimeLong).toBe(due);
    expect(await grab(t, b.token, s.activityProductId, { shown: 990 })).toMatchObject({ code: 20102, msg: SOLD_OUT });
    t.advance(due - t.deps.now().getTime() - 1000);
    expect((await productRow(t, s.activityProductId)).sold).toBe(2);
    t.advance(2000);
    // No sweep: paying (the pay page) finds it expired, and its unit is back at once.
    const late = await payPage(a.token, r.data.cusOrderId);
    expect(late.code).not.toBe(200);
    expect((await detail(t, a.token, r.data.cusOrderId)).cusOrderStatus).toBe(4);
    expect((await productRow(t, s.activityProductId)).sold).toBe(1);
    const next = await grab(t, b.token, s.activityProductId, { shown: 990, ip: randomIp() });
    expect(next.code, next.msg).toBe(200);
    expect((await productRow(t, s.activityProductId)).sold).toBe(2);
  });

  it('the next buyer gets a unit whose payment window is over at once: no sweep, nobody reads the old order; 20 at once buy it once', async () => {
    const s = await openSession(t, { stock: 1, priceFen: 990, durationSeconds: 5 * 3600 });
    const [a] = await customers(t, 1);
    const r = await grab(t, a.token, s.activityProductId, { shown: 990 });
    expect(r.code, r.msg).toBe(200);
    t.advance((await expiresAt(r.data.cusOrderId)) - t.deps.now().getTime() + 1000);
    const next = await customers(t, 20);
    const res = await Promise.all(next.map((b) => grab(t, b.token, s.activityProductId, { shown: 990 })));
    expect(res.filter((x) => x.code === 200)).toHaveLength(1);
    for (const x of res.filter((y) => y.code !== 200)) expect(x.msg).toBe(SOLD_OUT);
    expect((await productRow(t, s.activityProductId)).sold).toBe(1);
    const claims = await claimsOf(t, s.activityProductId);
    expect(claims.filter((cl) => cl.status === 'RELEASED').map((cl) => cl.cusOrderId)).toEqual([r.data.cusOrderId]);
    expect(claims.filter((cl) => cl.status === 'HELD')).toHaveLength(1);
  });

  it('an ordinary order still has its 2 hours', async () => {
    const [a] = await customers(t, 1);
    const before = t.deps.now().getTime();
    const r = await submitOk(t, a.token, { items: [{ goodsId: 'g_0001', goodsNumber: 1 }] });
    const due = await expiresAt(r.cusOrderId);
    expect(due).toBeGreaterThanOrEqual(before + ORDER_EXPIRY_MS);
    expect(due).toBeLessThanOrEqual(t.deps.now().getTime() + ORDER_EXPIRY_MS);
  });
});

/** One order's claim, as checkout makes it: the statement, then the verdict, in one transaction. */
const claim = (productId: string, userId: string, now = t.deps.now()) =>
  t.deps.db.transaction(async (tx) => {
    const w = campaignClaimWrites(tx, { claimId: newId('cc_'), userId, productId, cusOrderId: newId('co_'), priceFen: 990, now });
    const [got] = await writeAsOne<{ quotaTaken: number; claimed: number }>(tx, w.writes, w.counts);
    await claimed(tx, { userId, productId }, now, got);
  });
const refusal = (p: Promise<unknown>) => p.then(() => null, (e: Error) => e.message);

describe('a campaign unit claimed in the order statement (ADR 0022, 0068): refused by name, rolled back whole', () => {
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
