import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { couponQuota, couponTemplates, userCoupons } from '@/server/db/schema';
import { createTestContext, randomIp, type TestContext } from './helpers';
import { G, confirmSandbox, loginDemo, newCustomer, paymentStatus, startSandbox, submitOk } from './orderFixtures';

// 领券中心 (inventory platform §4.9): find_page findType 1 lists every coupon receivable now with the caller's
// couponStatus (0 立即领取, 1 已领完, 2 已领取), stock and receive end; receive_coupon holds the stock and the per-user
// limit under concurrency (one conditional statement each), answers 510 for "already received" and refuses after
// the receive end; a received coupon is then usable at checkout.

let t: TestContext;
let demo: string;
beforeAll(async () => {
  t = await createTestContext();
  demo = await loginDemo(t);
});
afterAll(() => t?.close());

type Rec = Record<string, unknown> & { id: string; couponStatus: number; countSum: number; countSur: number; receiveEndDate: string };
const centre = async (token?: string, page = 1, limit = 50) => {
  const r = await t.call('POST', '/api/coupon/v2/find_page', { findType: 1, page, limit }, { token });
  expect(r.code, r.msg).toBe(200);
  return r.data as { records: Rec[]; totalCount: number; serverTime: string };
};
const receive = (token: string, couponId: string) => t.call('POST', '/api/coupon/v2/receive_coupon', { couponId }, { token });
const template = async (id: string) => (await t.deps.db.select().from(couponTemplates).where(eq(couponTemplates.id, id)))[0];

/** A copy of a seeded coupon under a new id, with its own stock and limits. */
async function addTemplate(id: string, over: Partial<typeof couponTemplates.$inferInsert>) {
  const base = await template('ct_site_50');
  await t.deps.db.insert(couponTemplates).values({ ...base, id, name: `测试券${id}`, receivedCount: 0, createdAt: t.deps.now(), ...over });
}

describe('the listing', () => {
  it('lists what can be received now, with stock, scope rules and receive end; ended coupons are not listed', async () => {
    const anon = await centre();
    const ids = anon.records.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['ct_site_50', 'ct_cat_reg_80', 'ct_goods_0001_30', 'ct_new_10', 'ct_site_2000_300', 'ct_cat_book_88', 'ct_goods_0001_flash']));
    expect(ids).not.toContain('ct_expired');
    expect(anon.records.every((r) => r.couponStatus === 0)).toBe(true);
    expect(Math.abs(Date.parse(anon.serverTime) - t.deps.now().getTime())).toBeLessThan(60_000);
    const byId = Object.fromEntries(anon.records.map((r) => [r.id, r]));
    expect(byId.ct_new_10).toMatchObject({ countSum: -1, countSur: -1, couponType: 1, fullFen: 0, reduceFen: 1000, useType: 1, serviceLife: '领取后30天内有效' });
    expect(byId.ct_site_2000_300).toMatchObject({ countSum: 200, countSur: 7 });
    expect(byId.ct_cat_book_88).toMatchObject({ couponType: 2, discount: 880, useType: 2, productName: '代理记账' });
    expect(byId.ct_goods_0001_flash).toMatchObject({ useType: 3, productId: 'g_0001' });
    expect(String(byId.ct_site_50.remark)).toContain('全场通用');
    // The flash coupon ends before its validity does: its receive end is what the page waits for.
    const flash = await template('ct_goods_0001_flash');
    expect(byId.ct_goods_0001_flash.receiveEndDate).toBe(flash.receiveTo!.toISOString());
    expect(Date.parse(byId.ct_goods_0001_flash.receiveEndDate)).toBeGreaterThan(t.deps.now().getTime());
    expect(anon.totalCount).toBe(ids.length);
  });

  it('pages in the server and says what this user already received (2)', async () => {
    const all = await centre(demo);
    const status = Object.fromEntries(all.records.map((r) => [r.id, r.couponStatus]));
    expect(status).toMatchObject({ ct_site_50: 2, ct_cat_reg_80: 2, ct_goods_0001_30: 2, ct_site_95: 0, ct_new_10: 0 });
    const first = await centre(demo, 1, 3);
    const second = await centre(demo, 2, 3);
    expect(first.records.map((r) => r.id)).toEqual(all.records.slice(0, 3).map((r) => r.id));
    expect(second.records.map((r) => r.id)).toEqual(all.records.slice(3, 6).map((r) => r.id));
  });

  it('answers bad input with the field, never 500', async () => {
    expect((await t.call('POST', '/api/coupon/v2/find_page', { findType: 2 })).msg).toBe('findType：查询类型有误');
    expect((await t.call('POST', '/api/coupon/v2/find_page', { findType: 1, limit: 101 })).msg).toBe('limit：每页条数有误');
    expect((await t.call('POST', '/api/coupon/v2/receive_coupon', {}, { token: demo })).msg).toMatch(/^couponId：/);
    expect((await receive(demo, 'ct_nope')).code).toBe(404);
    const visitor = await t.call('POST', '/api/coupon/v2/receive_coupon', { couponId: 'ct_new_10' });
    expect(visitor.code).toBe(5223);
  });
});

describe('receiving under concurrency', () => {
  it('50 buyers at once for 5 copies: exactly 5 are granted, the rest hear 已领完 and the card is 1', async () => {
    await addTemplate('ct_test_five', { totalCount: 5 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => t.loginSms(t.phone(), { ip: randomIp() })));
    const answers = await Promise.all(buyers.map((b) => receive(b.token, 'ct_test_five')));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.code !== 200).every((a) => a.code === 20103 && a.msg === '优惠券已领完')).toBe(true);
    expect((await template('ct_test_five')).receivedCount).toBe(5);
    expect(await t.deps.db.$count(userCoupons, eq(userCoupons.templateId, 'ct_test_five'))).toBe(5);
    // Refused buyers got their per-user place back with the rollback.
    expect(await t.deps.db.$count(couponQuota, eq(couponQuota.templateId, 'ct_test_five'))).toBe(5);
    const late = buyers.find((b, i) => answers[i].code !== 200)!;
    const row = (await centre(late.token)).records.find((r) => r.id === 'ct_test_five')!;
    expect(row).toMatchObject({ couponStatus: 1, countSum: 5, countSur: 0 });
  });

  it('50 receives at once by one user of a limit-1 coupon: exactly 1, the others 510 with the message', async () => {
    const c = await newCustomer(t);
    const answers = await Promise.all(Array.from({ length: 50 }, () => receive(c.token, 'ct_new_10')));
    const ok = answers.filter((a) => a.code === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0].data.couponStatus).toBe(2);
    expect(answers.filter((a) => a.code !== 200).every((a) => a.code === 510 && a.msg === '您已领取过该优惠券')).toBe(true);
    expect(await t.deps.db.$count(userCoupons, and(eq(userCoupons.userId, c.userId), eq(userCoupons.templateId, 'ct_new_10')))).toBe(1);
    const row = (await centre(c.token)).records.find((r) => r.id === 'ct_new_10')!;
    expect(row.couponStatus).toBe(2);
    // 不限量: the count still moves, the stock never runs out.
    expect(row).toMatchObject({ countSum: -1, countSur: -1 });
  });

  it('a limit of 2: exactly 2 of 50 at once; the first answer says more can be taken (0)', async () => {
    await addTemplate('ct_test_two', { totalCount: 100, perUserLimit: 2 });
    const c = await newCustomer(t);
    const first = await receive(c.token, 'ct_test_two');
    expect(first.data.couponStatus).toBe(0);
    const answers = await Promise.all(Array.from({ length: 50 }, () => receive(c.token, 'ct_test_two')));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 510)).toHaveLength(49);
    expect((await template('ct_test_two')).receivedCount).toBe(2);
  });
});

describe('a 新客 coupon (audience: no paid order yet)', () => {
  /** A customer who has paid one order through the sandbox gateway: no longer a 新客. */
  async function payingCustomer() {
    const c = await newCustomer(t);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const p = await startSandbox(t, c.token, s.cusOrderId);
    await confirmSandbox(t, p.paymentNo);
    expect(await paymentStatus(t, c.token, p.paymentNo)).toBe(1);
    return c;
  }

  it('ct_new_10 is for new customers only: a customer with a paid order is refused with the reason and sees it greyed', async () => {
    const old = await payingCustomer();
    const r = await receive(old.token, 'ct_new_10');
    expect(r).toMatchObject({ code: 511, msg: '仅限新用户领取：您已有支付成功的订单' });
    expect((await template('ct_new_10')).audience).toBe(1);
    const before = (await centre(old.token)).records.find((r) => r.id === 'ct_new_10')!;
    expect(before).toMatchObject({ couponStatus: 3, audience: 1 });
    expect(await t.deps.db.$count(userCoupons, and(eq(userCoupons.userId, old.userId), eq(userCoupons.templateId, 'ct_new_10')))).toBe(0);
    expect(await t.deps.db.$count(couponQuota, and(eq(couponQuota.userId, old.userId), eq(couponQuota.templateId, 'ct_new_10')))).toBe(0);
    // The goods page's offer says the same.
    const offer = await t.call('POST', '/api/coupon/v2/find_page', { goodsId: G.full, page: 1, limit: 50 }, { token: old.token });
    expect(offer.data.records.find((x: Rec) => x.id === 'ct_new_10')).toMatchObject({ couponStatus: 3 });
  });

  it('a new customer receives it (and sees it receivable); 50 receives at once by a paying customer: none granted', async () => {
    const fresh = await newCustomer(t);
    expect((await centre(fresh.token)).records.find((r) => r.id === 'ct_new_10')).toMatchObject({ couponStatus: 0, audience: 1 });
    const got = await receive(fresh.token, 'ct_new_10');
    expect(got.code, got.msg).toBe(200);
    const old = await payingCustomer();
    const before = (await template('ct_new_10')).receivedCount;
    const answers = await Promise.all(Array.from({ length: 50 }, () => receive(old.token, 'ct_new_10')));
    expect(answers.every((a) => a.code === 511)).toBe(true);
    expect((await template('ct_new_10')).receivedCount).toBe(before);
  });

  it('a coupon for everyone is still received by a customer with a paid order', async () => {
    const old = await payingCustomer();
    expect((await receive(old.token, 'ct_site_95')).code).toBe(200);
    expect((await template('ct_site_95')).audience).toBe(0);
  });
});

describe('after receiving', () => {
  it('a received coupon is offered at checkout for a matching order and takes its amount off', async () => {
    const c = await newCustomer(t);
    const got = await receive(c.token, 'ct_goods_0001_flash');
    expect(got.code, got.msg).toBe(200);
    const items = [{ goodsId: G.full, goodsNumber: 1 }];
    const usable = await t.call('POST', '/api/coupon/v2/find_order_coupon_page', { items, findType: 5 }, { token: c.token });
    const opt = usable.data.records.find((r: { couponUseCode: string }) => r.couponUseCode === got.data.couponUseCode);
    expect(opt).toMatchObject({ discountFen: 6600, wherefore: '' });
    const other = await t.call('POST', '/api/coupon/v2/find_order_coupon_page', { items: [{ goodsId: G.full2, goodsNumber: 1 }], findType: 6 }, { token: c.token });
    expect(other.data.records.find((r: { couponUseCode: string }) => r.couponUseCode === got.data.couponUseCode).wherefore).toBe('仅限指定商品使用');
    const order = await submitOk(t, c.token, { items, couponUseCodes: [got.data.couponUseCode] });
    expect(order.cusOrderId).toBeTruthy();
    const mine = await t.call('POST', '/api/coupon/v2/find_my_coupon_page', { status: 2 }, { token: c.token });
    expect(mine.data.records[0]).toMatchObject({ couponUseCode: got.data.couponUseCode, status: 2, cusOrderId: order.cusOrderId });
  });

  it('a validity counted from receiving starts at the receive', async () => {
    const c = await newCustomer(t);
    const got = await receive(c.token, 'ct_new_10');
    const mine = await t.call('POST', '/api/coupon/v2/find_my_coupon_page', { status: 1 }, { token: c.token });
    const held = mine.data.records.find((r: { couponUseCode: string }) => r.couponUseCode === got.data.couponUseCode);
    expect(Date.parse(held.validTo) - Date.parse(held.validFrom)).toBe(30 * 86400_000);
  });

  // Last: it moves this file's clock.
  it('when the receive end passes, the coupon leaves the list and the server refuses it', async () => {
    const end = new Date(t.deps.now().getTime() + 3600_000);
    await addTemplate('ct_test_ending', { totalCount: 100, receiveTo: end });
    const a = await newCustomer(t);
    const b = await newCustomer(t);
    expect((await receive(a.token, 'ct_test_ending')).code).toBe(200);
    const before = (await centre(b.token)).records.find((r) => r.id === 'ct_test_ending')!;
    expect(before.receiveEndDate).toBe(end.toISOString());
    t.advance(3600_000 + 1000);
    expect((await centre(b.token)).records.map((r) => r.id)).not.toContain('ct_test_ending');
    const late = await receive(b.token, 'ct_test_ending');
    expect(late).toMatchObject({ code: 20103, msg: '该优惠券已结束领取' });
    // What was received before the end stays usable until its validity ends.
    const mine = await t.call('POST', '/api/coupon/v2/find_my_coupon_page', { status: 1 }, { token: a.token });
    expect(mine.data.records.map((r: { couponId: string }) => r.couponId)).toContain('ct_test_ending');
  });
});
