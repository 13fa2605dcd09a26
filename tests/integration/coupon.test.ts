import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers';
import { G, detail, loginDemo, newCustomer, payWallet, price, submitAtOnce, submitOk } from './orderFixtures';
import { goods } from '@/server/db/schema';
import { combinationError } from '@/server/modules/coupon/rules';
import { REG_CATEGORY } from '@/server/modules/coupon/seed';

let t: TestContext;
let demo: string;
beforeAll(async () => {
  t = await createTestContext();
  demo = await loginDemo(t);
});
afterAll(() => t?.close());

type Rec = { couponUseCode: string; couponId: string; status: number; discountFen: number; wherefore: string; couponStatus: number; id: string };

async function receive(token: string, couponId: string) {
  const r = await t.call('POST', '/api/coupon/v2/receive_coupon', { couponId }, { token });
  expect(r.code, r.msg).toBe(200);
  return r.data.couponUseCode as string;
}
const options = async (token: string, items: { goodsId: string; goodsNumber: number }[], findType: 5 | 6) =>
  (await t.call('POST', '/api/coupon/v2/find_order_coupon_page', { items, findType }, { token })).data.records as Rec[];

describe('receiving', () => {
  it('a goods detail page offers site-wide, its category and its own coupons', async () => {
    const anon = await t.call('POST', '/api/coupon/v2/find_page', { goodsId: G.full });
    expect(anon.code, anon.msg).toBe(200);
    const ids = anon.data.records.map((r: Rec) => r.id).sort();
    expect(ids).toEqual(['ct_cat_reg_80', 'ct_goods_0001_30', 'ct_goods_0001_flash', 'ct_new_10', 'ct_site_2000_300', 'ct_site_50', 'ct_site_95']);
    expect(anon.data.records.every((r: Rec) => r.couponStatus === 0)).toBe(true);
    const mine = await t.call('POST', '/api/coupon/v2/find_page', { goodsId: G.full }, { token: demo });
    const status = Object.fromEntries(mine.data.records.map((r: Rec) => [r.id, r.couponStatus]));
    expect(status).toEqual({ ct_site_50: 2, ct_site_95: 0, ct_cat_reg_80: 2, ct_goods_0001_30: 2, ct_goods_0001_flash: 0, ct_new_10: 0, ct_site_2000_300: 0 });
  });

  it('the goods page carries the strip as a visitor sees it, whoever asks', async () => {
    const anon = await t.call('POST', '/api/coupon/v2/find_page', { goodsId: G.full });
    const page = await t.call('GET', '/api/goods/v4/detail_page', { productId: G.full }, { token: demo });
    expect(page.code, page.msg).toBe(200);
    // The shared copy of the page holds no one's own states (the browser asks for those).
    expect(page.data.coupons).toEqual(anon.data.records);
  });

  it('receives once per user; an expired coupon cannot be received', async () => {
    const c = await newCustomer(t);
    await receive(c.token, 'ct_site_95');
    const again = await t.call('POST', '/api/coupon/v2/receive_coupon', { couponId: 'ct_site_95' }, { token: c.token });
    expect(again).toMatchObject({ code: 510, msg: '您已领取过该优惠券' });
    const old = await t.call('POST', '/api/coupon/v2/receive_coupon', { couponId: 'ct_expired' }, { token: c.token });
    expect(old.code).toBe(20103);
    const mine = await t.call('POST', '/api/coupon/v2/find_my_coupon_page', { status: 1 }, { token: c.token });
    expect(mine.data.records).toHaveLength(1);
    expect(mine.data.records[0].marketingCouponVO).toMatchObject({ couponType: 2, discount: 950, fullFen: 100000, useType: 1 });
    const expired = await t.call('POST', '/api/coupon/v2/find_my_coupon_page', { status: 3 }, { token: demo });
    expect(expired.data.records.map((r: Rec) => r.couponUseCode)).toContain('uc_demo_expired');
  });
});

describe('rules at checkout', () => {
  it('thresholds, percentage discounts, category and product scope', async () => {
    const c = await newCustomer(t);
    const site50 = await receive(c.token, 'ct_site_50');
    const site95 = await receive(c.token, 'ct_site_95');
    const cat = await receive(c.token, 'ct_cat_reg_80');
    const g1 = await receive(c.token, 'ct_goods_0001_30');
    // ¥499 × 1: under the ¥500 threshold.
    const one = await options(c.token, [{ goodsId: G.full, goodsNumber: 1 }], 6);
    expect(one.find((r) => r.couponUseCode === site50)!.wherefore).toBe('未满500.00元');
    const bad = await price(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }], couponUseCodes: [site50] });
    expect(bad.code).toBe(20103);
    expect(bad.msg).toContain('未满500.00元');
    // × 2 = ¥998: usable, best first.
    const two = await options(c.token, [{ goodsId: G.full, goodsNumber: 2 }], 5);
    expect(two.map((r) => r.couponUseCode)).toEqual([cat, site50, g1]);
    expect(two.map((r) => r.discountFen)).toEqual([8000, 5000, 3000]);
    const p = await price(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 2 }], couponUseCodes: [site50] });
    expect(p.data).toMatchObject({ skuTotalPriceFen: 99800, discountFen: 5000, needPayTotalMoneyFen: 94800 });
    // 9.5折 on ¥1299: 129900 − ceil(129900 × 0.95).
    const d = await price(t, c.token, { items: [{ goodsId: G.deposit, goodsNumber: 1 }], couponUseCodes: [site95] });
    expect(d.data.discountFen).toBe(129900 - Math.ceil((129900 * 950) / 1000));
    // Product coupon on another goods; category coupon outside its category.
    const other = await options(c.token, [{ goodsId: G.full2, goodsNumber: 3 }], 6);
    expect(other.find((r) => r.couponUseCode === g1)!.wherefore).toBe('仅限指定商品使用');
    const [outside] = await t.deps.db
      .select({ id: goods.id })
      .from(goods)
      .where(and(ne(goods.classCode2, REG_CATEGORY), eq(goods.priceType, 'PRO_FIXED_PRICE'), eq(goods.id, 'g_0021')));
    if (outside) {
      const o = await options(c.token, [{ goodsId: outside.id, goodsNumber: 5 }], 6);
      expect(o.find((r) => r.couponUseCode === cat)!.wherefore).toBe('仅限指定品类使用');
    }
  });

  it('one site-wide or category coupon per order; product coupons one per product', async () => {
    const c = await newCustomer(t);
    const site50 = await receive(c.token, 'ct_site_50');
    const cat = await receive(c.token, 'ct_cat_reg_80');
    const g1 = await receive(c.token, 'ct_goods_0001_30');
    const g5 = await receive(c.token, 'ct_goods_0005_50');
    const items = [
      { goodsId: G.full, goodsNumber: 1 },
      { goodsId: G.full2, goodsNumber: 1 },
    ];
    const twoWide = await price(t, c.token, { items, couponUseCodes: [site50, cat] });
    expect(twoWide.code).toBe(20103);
    expect(twoWide.msg).toContain('每单限用一张');
    const mixed = await price(t, c.token, { items, couponUseCodes: [site50, g1] });
    expect(mixed.code).toBe(20103);
    const stacked = await price(t, c.token, { items, couponUseCodes: [g1, g5] });
    expect(stacked.code, stacked.msg).toBe(200);
    expect(stacked.data.discountFen).toBe(8000);
    expect(stacked.data.items.map((i: { discountFen: number }) => i.discountFen)).toEqual([3000, 5000]);
    const tmpl = (id: string, useType: number, scopeCode: string | null) => ({
      id,
      status: 1,
      validFrom: new Date(0),
      validTo: new Date(4e12),
      cusOrderId: null,
      template: { id, name: id, couponType: 1, reduceFen: 1, discountPermille: 1000, fullFen: 0, useType, scopeCode, scopeName: '' },
    });
    expect(combinationError([tmpl('a', 3, 'g_1'), tmpl('b', 3, 'g_1')])).toBe('同一商品只能使用一张优惠券');
    expect(combinationError([tmpl('a', 3, 'g_1'), tmpl('b', 3, 'g_2')])).toBe('');
  });

  it('a coupon used by two orders at once: one wins', async () => {
    const c = await newCustomer(t);
    const g1 = await receive(c.token, 'ct_goods_0001_30');
    const [a, b] = await submitAtOnce(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }], couponUseCodes: [g1] }, 2);
    const codes = [a.code, b.code].sort((x, y) => x - y);
    expect(codes).toEqual([200, 20103]);
    const list = await t.call('POST', '/api/order/v2/find_order_page', {}, { token: c.token });
    expect(list.data.totalCount).toBe(1);
  });

  it('locked at submit, used on payment, released on cancel', async () => {
    const token = demo;
    const code = 'uc_demo_goods_0004_20';
    const s = await submitOk(t, token, { items: [{ goodsId: G.full2, goodsNumber: 2 }], couponUseCodes: ['uc_demo_site_50'] });
    const locked = await t.call('POST', '/api/coupon/v2/find_my_coupon_page', { status: 2 }, { token });
    expect(locked.data.records.find((r: Rec) => r.couponUseCode === 'uc_demo_site_50')).toMatchObject({ status: 2, cusOrderId: s.cusOrderId });
    // Locked: another order cannot use it.
    const busy = await price(t, token, { items: [{ goodsId: G.full, goodsNumber: 2 }], couponUseCodes: ['uc_demo_site_50'] });
    expect(busy.code).toBe(20103);
    expect(busy.msg).toContain('已被其他订单占用');
    const c1 = await t.call('POST', '/api/order/v2/cancel_cus_order', { cusOrderId: s.cusOrderId, cancelCode: 'ORDER_REPEAT' }, { token });
    expect(c1.code, c1.msg).toBe(200);
    const free = await t.call('POST', '/api/coupon/v2/find_my_coupon_page', { status: 1, limit: 50 }, { token });
    expect(free.data.records.map((r: Rec) => r.couponUseCode)).toContain('uc_demo_site_50');
    // Pay type 4 order: nothing to pay at submit, so the coupon is used at once.
    const s4 = await submitOk(t, token, { items: [{ goodsId: G.after, goodsNumber: 1 }], couponUseCodes: [code] });
    expect((await detail(t, token, s4.cusOrderId)).orderDiscountMoneyFen).toBe(2000);
    const s2 = await submitOk(t, token, { items: [{ goodsId: G.full2, goodsNumber: 2 }], couponUseCodes: ['uc_demo_site_50'] });
    expect((await payWallet(t, token, s2.cusOrderId)).code).toBe(200);
    const used = await t.call('POST', '/api/coupon/v2/find_my_coupon_page', { status: 2, limit: 50 }, { token });
    const st = Object.fromEntries(used.data.records.map((r: Rec) => [r.couponUseCode, r.status]));
    expect(st['uc_demo_site_50']).toBe(3);
    expect(st[code]).toBe(3);
  });
});
