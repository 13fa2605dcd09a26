import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { FX, seedCatalogFixtures } from './goodsFixtures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedCatalogFixtures(t.deps.db, t.deps.now());
  // The marketplace seed makes a context slow on a busy machine.
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/combo/v1/list', () => {
  it('lists packages with the package price against the parts', async () => {
    const res = await t.call('GET', '/api/combo/v1/list', { classCode: FX.L1 });
    expect(res.code, res.msg).toBe(200);
    const mine = res.data.records.find((c: { id: string }) => c.id === FX.COMBO);
    // 2200元 (2-year SKU) + 2 × 300元 = 2800元 of parts, sold for 3000元: nothing saved.
    expect(mine).toMatchObject({ priceText: '3000元', originalPriceFen: 0, savingText: '', itemCount: 2, href: `/combo/serviceDetail?comboId=${FX.COMBO}` });
    expect((await t.call('GET', '/api/combo/v1/list', { classCode: FX.L2C })).data.records.map((c: { id: string }) => c.id)).not.toContain(FX.COMBO);
  });

  it('names bad paging', async () => {
    expect((await t.call('GET', '/api/combo/v1/list', { page: -1 })).msg).toBe('page：页码有误');
  });
});

describe('GET /api/combo/v1/detail', () => {
  it('returns the items with their SKU and part prices', async () => {
    const res = await t.call('GET', '/api/combo/v1/detail', { comboId: FX.COMBO });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.items).toHaveLength(2);
    expect(res.data.items[0]).toMatchObject({ skuId: 'fx_sku_2', skuText: '小规模纳税人,2年', quantity: 1, itemPriceFen: 220000 });
    expect(res.data.items[0].goods).toMatchObject({ id: FX.FIXED, priceText: '1200元' });
    expect(res.data.items[1]).toMatchObject({ skuId: null, quantity: 2, itemPriceFen: 60000 });
    expect(res.data).toMatchObject({ onSale: true, availableInArea: true, isSave: false, images: ['/images/gen/test.png'] });
  });

  it('404s an unknown package and names a missing id', async () => {
    expect(await t.call('GET', '/api/combo/v1/detail', { comboId: 'cb_nope' })).toEqual({ code: 404, data: null, msg: '套餐不存在或已下架' });
    expect((await t.call('GET', '/api/combo/v1/detail')).msg).toBe('comboId：不能为空');
  });
});
