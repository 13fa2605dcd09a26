import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers';
import { AGREE, confirmSandbox, detail, loginDemo, newCustomer, serial, skuStock, startSandbox } from './orderFixtures';
import { comboItems, combos, cusOrders, goodsSkus, orderBatches, orders } from '@/server/db/schema';
import { splitPackagePrice } from '@/server/modules/order/pricing';

let t: TestContext;
let demo: string;
beforeAll(async () => {
  t = await createTestContext();
  demo = await loginDemo(t);
});
afterAll(() => t?.close());

const price = (token: string, comboId: string, couponUseCodes?: string[]) =>
  t.call('POST', '/api/order/v2/calculate_the_price', { comboId, couponUseCodes: couponUseCodes?.join(',') }, { token });
const submit = async (token: string, comboId: string, shown: number, key?: string) =>
  t.call(
    'POST',
    '/api/order/v2/autonomy_submit_order',
    { comboId, idempotencyKey: key ?? (await serial(t, token)), shownPayableFen: shown, orderAgreementIds: AGREE },
    { token },
  );

async function comboWithItems(id = 'cb_01') {
  const [c] = await t.deps.db.select().from(combos).where(eq(combos.id, id));
  const items = await t.deps.db.select().from(comboItems).where(eq(comboItems.comboId, id)).orderBy(asc(comboItems.sort));
  const skus = await Promise.all(items.map(async (i) => (await t.deps.db.select().from(goodsSkus).where(eq(goodsSkus.id, i.skuId!)))[0]));
  return { c, items, skus, partsFen: skus.reduce((s, k, i) => s + k.priceFen * items[i].quantity, 0) };
}

describe('splitPackagePrice', () => {
  it('always sums to the package price, keeps multiples of quantity and gives the rest to a single line', () => {
    const cases: [{ lineTotalFen: number; quantity: number }[], number][] = [
      [[{ lineTotalFen: 49900, quantity: 1 }, { lineTotalFen: 30000, quantity: 1 }, { lineTotalFen: 12345, quantity: 1 }], 77700],
      [[{ lineTotalFen: 1000, quantity: 3 }, { lineTotalFen: 999, quantity: 1 }], 1501],
      [[{ lineTotalFen: 0, quantity: 1 }, { lineTotalFen: 0, quantity: 1 }], 101],
    ];
    for (const [lines, pkg] of cases) {
      const out = splitPackagePrice(lines, pkg);
      expect(out.reduce((s, v) => s + v, 0)).toBe(pkg);
      expect(out.every((v) => v >= 0)).toBe(true);
    }
    const mixed = splitPackagePrice([{ lineTotalFen: 1000, quantity: 3 }, { lineTotalFen: 999, quantity: 1 }], 1501);
    expect(mixed[0] % 3).toBe(0);
  });
});

describe('combo checkout', () => {
  it('prices a package on the server: its items as lines summing to the package price, paid in full', async () => {
    const { c, items, partsFen } = await comboWithItems();
    expect(c.priceFen).toBeLessThan(partsFen);
    const r = await price(demo, c.id);
    expect(r.code, r.msg).toBe(200);
    const s = r.data;
    expect(s.items).toHaveLength(items.length);
    expect(s.items.map((i: { goodsId: string }) => i.goodsId)).toEqual(items.map((i) => i.goodsId));
    expect(s.skuTotalPriceFen).toBe(c.priceFen);
    expect(s.needPayTotalMoneyFen).toBe(c.priceFen);
    expect(s.items.reduce((sum: number, i: { lineTotalFen: number }) => sum + i.lineTotalFen, 0)).toBe(c.priceFen);
    expect(s).toMatchObject({ payType: 1, payNowFen: c.priceFen, discountFen: 0, usableCouponCount: 0 });
    // No coupons on a package; the coupon list is empty.
    const withCoupon = await price(demo, c.id, ['uc_demo_site_50']);
    expect(withCoupon.code).toBe(20103);
    const list = await t.call('POST', '/api/order/v2/find_order_coupon_v2_page', { comboId: c.id, findType: 5 }, { token: demo });
    expect(list.code, list.msg).toBe(200);
    expect(list.data.records).toHaveLength(0);
    // Unknown package.
    expect((await price(demo, 'cb_nope')).code).toBe(404);
  });

  it('submits one customer order with the package lines; the same key twice makes one order; price changes are refused', async () => {
    const c0 = await newCustomer(t);
    const { c, items, skus } = await comboWithItems('cb_02');
    const before = await Promise.all(skus.map((k) => skuStock(t, k.id)));
    const shown = (await price(c0.token, c.id)).data.needPayTotalMoneyFen as number;
    // A page showing another amount (e.g. the sum of the parts) is refused.
    expect((await submit(c0.token, c.id, shown + 100)).code).toBe(20101);
    const key = await serial(t, c0.token);
    const [a, b] = await Promise.all([submit(c0.token, c.id, shown, key), submit(c0.token, c.id, shown, key)]);
    expect(a.code, a.msg).toBe(200);
    expect(b.code, b.msg).toBe(200);
    expect(b.data.cusOrderId).toBe(a.data.cusOrderId);
    const again = await submit(c0.token, c.id, shown, key);
    expect(again.data.cusOrderId).toBe(a.data.cusOrderId);
    const mine = await t.deps.db.select().from(cusOrders).where(eq(cusOrders.userId, c0.userId));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ comboId: c.id, payType: 1, totalFen: c.priceFen, payableFen: c.priceFen, status: 1 });
    expect(a.data).toMatchObject({ cusOrderPayType: 1, cusOrderStatus: 1, payNowFen: c.priceFen });
    const lines = await t.deps.db.select().from(orders).where(eq(orders.cusOrderId, a.data.cusOrderId));
    expect(lines).toHaveLength(items.length);
    expect(lines.reduce((s, o) => s + o.payableFen, 0)).toBe(c.priceFen);
    expect(lines.every((o) => o.payType === 1 && o.skuName.includes(c.name))).toBe(true);
    const batches = await t.deps.db.select().from(orderBatches).where(eq(orderBatches.cusOrderId, a.data.cusOrderId));
    expect(batches).toHaveLength(items.length);
    expect(batches.every((x) => x.name === '全款' && x.status === 1)).toBe(true);
    // Stock taken once per item, package stock once.
    const after = await Promise.all(skus.map((k) => skuStock(t, k.id)));
    after.forEach((v, i) => expect(v).toBe(before[i] - items[i].quantity));
    const [c2] = await t.deps.db.select().from(combos).where(eq(combos.id, c.id));
    expect(c2.stock).toBe(c.stock - 1);
    // Paying the order settles the package price.
    const p = await startSandbox(t, c0.token, a.data.cusOrderId);
    expect(p.amountFen).toBe(c.priceFen);
    await confirmSandbox(t, p.paymentNo);
    expect(await detail(t, c0.token, a.data.cusOrderId)).toMatchObject({ cusOrderStatus: 2, orderPaidMoneyFen: c.priceFen });
  });

  it('cancelling gives the package stock back; an off-sale or sold-out package is refused', async () => {
    const c0 = await newCustomer(t);
    const { c } = await comboWithItems('cb_03');
    const shown = (await price(c0.token, c.id)).data.needPayTotalMoneyFen as number;
    const r = await submit(c0.token, c.id, shown);
    expect(r.code, r.msg).toBe(200);
    const cancel = await t.call('POST', '/api/order/v2/cancel_cus_order', { cusOrderId: r.data.cusOrderId, cancelCode: 'DONT_NEED' }, { token: c0.token });
    expect(cancel.code, cancel.msg).toBe(200);
    const [back] = await t.deps.db.select().from(combos).where(eq(combos.id, c.id));
    expect(back.stock).toBe(c.stock);
    await t.deps.db.update(combos).set({ stock: 0 }).where(eq(combos.id, c.id));
    const sold = await price(c0.token, c.id);
    expect(sold.code).toBe(20102);
    expect(sold.msg).toContain('库存不足');
    await t.deps.db.update(combos).set({ stock: c.stock, status: 'PRO_STATUS_SOLD_OUT' }).where(eq(combos.id, c.id));
    const off = await submit(c0.token, c.id, shown);
    expect(off.code).toBe(20102);
    expect(off.msg).toContain('已下架');
    await t.deps.db.update(combos).set({ status: c.status }).where(eq(combos.id, c.id));
  });
});
