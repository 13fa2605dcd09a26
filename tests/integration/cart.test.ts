import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers';
import { G, newCustomer, price, submitOk } from './orderFixtures';
import { goods, goodsSkus } from '@/server/db/schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

type Item = { cartId: string; goodsId: string; skuId: string; goodsNumber: number; shopIsSelected: number; invalid: boolean; invalidReason: string; priceFen: number };
const list = async (token: string) => (await t.call('GET', '/api/shopping_cart/v4/find_shopping_cart_list', undefined, { token })).data as { records: Item[]; totalCount: number; totalAmountFen: number; itemCount: number };
const add = (token: string, goodsId: string, goodsNumber = 1, skuId?: string) => t.call('POST', '/api/shopping_cart/v4/add_shopping_cart', { goodsId, goodsNumber, skuId }, { token });
const update = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/shopping_cart/v4/update_shopping_cart', body, { token });

describe('cart v4', () => {
  it('adds, merges the same SKU, totals selected items at today’s price', async () => {
    const c = await newCustomer(t);
    expect((await list(c.token)).records).toEqual([]);
    const a = await add(c.token, G.full, 2);
    expect(a.code, a.msg).toBe(200);
    expect((await add(c.token, G.full, 1)).data.cartId).toBe(a.data.cartId);
    await add(c.token, G.full2, 1);
    const l = await list(c.token);
    expect(l.records).toHaveLength(2);
    const row = l.records.find((r) => r.goodsId === G.full)!;
    expect(row).toMatchObject({ goodsNumber: 3, skuId: 'sku_0001_01', shopIsSelected: 1, invalid: false });
    expect(l.totalCount).toBe(4);
    expect(l.totalAmountFen).toBe(l.records.reduce((s, r) => s + r.priceFen * r.goodsNumber, 0));
    const total = await t.call('GET', '/api/shopping_cart/v4/get_shopping_cart_total', undefined, { token: c.token });
    expect(total.data).toEqual({ totalCount: 4, totalAmountFen: l.totalAmountFen, itemCount: 2 });
  });

  it('changes quantity, SKU and selection; deletes in batches', async () => {
    const c = await newCustomer(t);
    const a = (await add(c.token, G.full)).data.cartId;
    const b = (await add(c.token, G.full2)).data.cartId;
    expect((await update(c.token, { type: 'updateNum', cartIds: a, goodsNumber: 5 })).data.totalCount).toBe(6);
    expect((await update(c.token, { type: 'updateNum', cartIds: a, goodsNumber: 0 })).msg).toBe('已经是最小购买数了');
    expect((await update(c.token, { type: 'updateNum', cartIds: a, goodsNumber: 100 })).msg).toBe('已经是最大购买数了');
    const skus = await t.deps.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, G.full));
    if (skus.length > 1) {
      const r = await update(c.token, { type: 'updateSku', cartIds: a, skuId: skus[1].id });
      expect(r.code, r.msg).toBe(200);
      expect((await list(c.token)).records.find((x) => x.cartId === a)!.skuId).toBe(skus[1].id);
    }
    expect((await update(c.token, { type: 'select', cartIds: b, selectFlag: 0 })).data.totalCount).toBe(5);
    expect((await update(c.token, { type: 'selectAll', selectFlag: 0 })).data.totalCount).toBe(0);
    expect((await update(c.token, { type: 'selectAll', selectFlag: 1 })).data.totalCount).toBe(6);
    expect((await update(c.token, { type: 'remove' })).msg).toBe('cartIds：请选择需要删除的商品');
    const other = await newCustomer(t);
    expect((await update(other.token, { type: 'remove', cartIds: a })).code).toBe(20102);
    expect((await update(c.token, { type: 'remove', cartIds: `${a},${b}` })).data).toEqual({ totalCount: 0, totalAmountFen: 0, itemCount: 0 });
  });

  it('flags items that can no longer be bought and never counts them', async () => {
    const c = await newCustomer(t);
    await add(c.token, G.full2);
    await add(c.token, G.full);
    await t.deps.db.update(goods).set({ status: 'PRO_STATUS_SOLD_OUT' }).where(eq(goods.id, G.full2));
    const l = await list(c.token);
    const off = l.records.find((r) => r.goodsId === G.full2)!;
    expect(off).toMatchObject({ invalid: true, invalidReason: '已下架', shopIsSelected: 0 });
    expect(l.totalCount).toBe(1);
    const sel = await update(c.token, { type: 'select', cartIds: off.cartId, selectFlag: 1 });
    expect(sel.code).toBe(20102);
    const buy = await price(t, c.token, { cartIds: [off.cartId] });
    expect(buy.code).toBe(20102);
    expect(buy.msg).toContain('已下架');
    await t.deps.db.update(goods).set({ status: 'PRO_STATUS_PUT_AWAY' }).where(eq(goods.id, G.full2));
    const noCart = await add(c.token, 'g_0013');
    expect(noCart.code).toBe(20102);
    expect(noCart.msg).toBe('该商品不支持加入购物车，请直接购买');
    const [ask] = await t.deps.db.select({ id: goods.id }).from(goods).where(ne(goods.priceType, 'PRO_FIXED_PRICE')).limit(1);
    const r = await add(c.token, ask!.id);
    expect(r.code).toBe(20102);
    expect(r.msg).toContain('需咨询规划师报价');
  });

  it('checkout from the cart removes the bought rows', async () => {
    const c = await newCustomer(t);
    const a = (await add(c.token, G.full, 2)).data.cartId;
    const b = (await add(c.token, G.full2, 1)).data.cartId;
    const bill = await t.call('POST', '/api/order/v2/find_cart_product_goods', { cartIds: a }, { token: c.token });
    expect(bill.data.items[0]).toMatchObject({ cartId: a, goodsNumber: 2 });
    const s = await submitOk(t, c.token, { cartIds: [a] });
    expect(s.orderIds).toHaveLength(1);
    const l = await list(c.token);
    expect(l.records.map((r) => r.cartId)).toEqual([b]);
  });
});
