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

const SKU = '/api/goods/v1/find_sku_detail';
const ATTR = '/api/selling_goods/v2/find_service_attr';
const RECOMMEND = '/api/recommend/v2/selling_goods';

describe('POST /api/goods/v1/find_sku_detail', () => {
  it('prices the chosen combination, whatever the order of the values', async () => {
    const a = await t.call('POST', SKU, { productId: FX.FIXED, valueIds: 'fx_sv_1a,fx_sv_2a' });
    expect(a.code, a.msg).toBe(200);
    expect(a.data).toMatchObject({ skuId: 'fx_sku_1', priceText: '1200元', priceFen: 120000, stock: 10 });
    const b = await t.call('POST', SKU, { productId: FX.FIXED, valueIds: 'fx_sv_2b,fx_sv_1a' });
    expect(b.data).toMatchObject({ skuId: 'fx_sku_2', priceText: '2200元', valueIds: ['fx_sv_1a', 'fx_sv_2b'], valueNames: '小规模纳税人,2年' });
    const json = await t.call('POST', SKU, { productId: FX.FIXED, valueIds: JSON.stringify(['fx_sv_1b', 'fx_sv_2a']) });
    expect(json.data).toMatchObject({ skuId: 'fx_sku_3', priceFen: 230000, stock: 0 });
  });

  it('names what is wrong with a stale or incomplete selection', async () => {
    expect(await t.call('POST', SKU, { productId: FX.FIXED, valueIds: 'fx_sv_1a' })).toMatchObject({ code: 400, msg: 'valueIds：请选择服务期限' });
    expect(await t.call('POST', SKU, { productId: FX.FIXED, valueIds: 'fx_sv_1a,fx_sv_1b' })).toMatchObject({ code: 400, msg: 'valueIds：每个规格只能选择一项' });
    expect(await t.call('POST', SKU, { productId: FX.FIXED, valueIds: 'fx_sv_1a,sv_gone' })).toMatchObject({ code: 400, msg: 'valueIds：规格已变更，请重新选择' });
    expect((await t.call('POST', SKU, { productId: FX.FIXED })).msg).toBe('valueIds：不能为空');
  });

  it('404s a combination no longer sold, a goods without SKUs and an unknown goods', async () => {
    expect(await t.call('POST', SKU, { productId: FX.FIXED, valueIds: 'fx_sv_1b,fx_sv_2b' })).toEqual({ code: 404, data: null, msg: '该规格已下架，请重新选择' });
    expect((await t.call('POST', SKU, { productId: FX.LADDER, valueIds: 'fx_sv_1a' })).code).toBe(404);
    expect((await t.call('POST', SKU, { productId: 'g_nope', valueIds: 'fx_sv_1a' })).msg).toBe('商品不存在或已下架');
  });
});

describe('POST /api/selling_goods/v2/find_service_attr', () => {
  it('lists attributes with their values', async () => {
    const res = await t.call('POST', ATTR, { productId: FX.FIXED });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.map((a: { name: string }) => a.name)).toEqual(['纳税人类型', '服务期限']);
    expect((await t.call('POST', ATTR, { productId: FX.FLOAT })).data).toEqual([]);
  });

  it('rejects a missing id and 404s an unknown goods', async () => {
    expect((await t.call('POST', ATTR, {})).msg).toBe('productId：不能为空');
    expect((await t.call('POST', ATTR, { productId: 'g_nope' })).code).toBe(404);
  });
});

describe('POST /api/recommend/v2/selling_goods', () => {
  it('recommends goods of the viewed goods class, leaving it out', async () => {
    const res = await t.call('POST', RECOMMEND, { productId: FX.FLOAT, limit: 30 });
    expect(res.code, res.msg).toBe(200);
    const ids = res.data.records.map((r: { id: string }) => r.id);
    expect(ids).not.toContain(FX.FLOAT);
    expect(ids).toEqual(expect.arrayContaining([FX.FIXED, FX.LADDER, FX.ASK]));
    expect(ids).not.toContain(FX.CITY);
  });

  it('recommends by first level for a home tab, in the caller city', async () => {
    const res = await t.call('POST', RECOMMEND, { classCode: FX.L1, limit: 30 }, { headers: { areaCode: '110100' } });
    expect(res.data.records.map((r: { id: string }) => r.id)).toContain(FX.CITY);
    expect(res.data.totalCount).toBe(6);
  });

  it('rejects bad paging and answers an unknown goods with the general list', async () => {
    expect((await t.call('POST', RECOMMEND, { page: 0 })).msg).toBe('page：页码有误');
    const unknown = await t.call('POST', RECOMMEND, { productId: 'g_nope', classCode: 'FLNOPE' });
    expect(unknown.data.totalCount).toBe(0);
  });
});
