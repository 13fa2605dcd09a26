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

const SERVE = '/api/commodity/v2/get_serve_list';
const LIST = '/api/goods/v4/list';
const DETAIL = '/api/goods/v4/detail';
const ids = (res: { data: { records: { id: string }[] } }) => res.data.records.map((r) => r.id);
const inCity = (code: string) => ({ headers: { areaCode: code } });

describe('POST /api/commodity/v2/get_serve_list', () => {
  it('lists on-shelf goods of a first level with filter options and server-computed prices', async () => {
    const res = await t.call('POST', SERVE, { navCode: FX.L1, needTypes: 1, limit: 20 });
    expect(res.code, res.msg).toBe(200);
    const got = ids({ data: res.data.goodsList });
    expect(got).toEqual(expect.arrayContaining([FX.FIXED, FX.FLOAT, FX.LADDER, FX.ASK, FX.ZERO]));
    expect(got).not.toContain(FX.OFF); // off the shelf
    expect(got).not.toContain(FX.CITY); // sold in Beijing only, caller is in Chengdu
    expect(res.data.goodsList.totalCount).toBe(5);
    const byId = Object.fromEntries(res.data.goodsList.records.map((r: { id: string }) => [r.id, r]));
    expect(byId[FX.FIXED]).toMatchObject({ priceText: '1200元', priceKind: 'fixed', priceFen: 120000, originalPriceText: '¥1500' });
    expect(byId[FX.FLOAT]).toMatchObject({ priceText: '5%服务费', priceKind: 'floating', priceValue: '5', priceUnit: '%服务费' });
    expect(byId[FX.LADDER]).toMatchObject({ priceText: '3%服务费起', priceKind: 'ladder' });
    expect(byId[FX.ASK]).toMatchObject({ priceText: '面议', priceKind: 'negotiable' });
    expect(byId[FX.ZERO]).toMatchObject({ priceText: '面议' });
    expect(byId[FX.FIXED].href).toBe(`/detail?productId=${FX.FIXED}&classCodeOne=${FX.L1}`);
    expect(res.data.typeData.find((n: { code: string }) => n.code === FX.L1).children[0]).toMatchObject({ code: FX.L2, level: 2 });
    expect(res.data.sortFilter.map((s: { code: string }) => s.code)).toEqual(['default', 'sales', 'price_asc', 'price_desc', 'newest']);
    expect(res.data.price.length).toBeGreaterThan(3);
  });

  it('scopes goods to the areaCode city', async () => {
    const res = await t.call('POST', SERVE, { navCode: FX.L1, limit: 20 }, inCity('110100'));
    expect(ids({ data: res.data.goodsList })).toContain(FX.CITY);
    expect(res.data.typeData).toBeNull();
  });

  it('filters by second-level codes, price range (fixed prices only) and sorts', async () => {
    const second = await t.call('POST', SERVE, { classCodes: FX.L2B });
    expect(ids({ data: second.data.goodsList })).toEqual([FX.ZERO]);
    const priced = await t.call('POST', SERVE, { navCode: FX.L1, minPrice: 100, maxPrice: 5000 }, inCity('110100'));
    expect(ids({ data: priced.data.goodsList }).sort()).toEqual([FX.CITY, FX.FIXED].sort());
    const swapped = await t.call('POST', SERVE, { navCode: FX.L1, minPrice: 5000, maxPrice: 100 }, inCity('110100'));
    expect(swapped.data.goodsList.totalCount).toBe(2);
    const preset = await t.call('POST', SERVE, { navCode: FX.L1, priceCode: 'CONDITION-FW-JG-3' }); // 1000-3000元
    expect(ids({ data: preset.data.goodsList })).toEqual([FX.FIXED]);
    const byRowCode = await t.call('POST', SERVE, { navCode: FX.L1, sort: 'CONDITION-FW-PX-2' }); // 销量优先
    expect(ids({ data: byRowCode.data.goodsList })[0]).toBe(FX.FLOAT);
    const bySales = await t.call('POST', SERVE, { navCode: FX.L1, sort: 'sales' });
    expect(ids({ data: bySales.data.goodsList })[0]).toBe(FX.FLOAT);
    const cheap = await t.call('POST', SERVE, { navCode: FX.L1, sort: 'price_desc' });
    expect(ids({ data: cheap.data.goodsList })[0]).toBe(FX.FIXED);
    const newest = await t.call('POST', SERVE, { navCode: FX.L1, sort: 'newest' });
    expect(ids({ data: newest.data.goodsList })[0]).toBe(FX.ZERO);
  });

  it('searches name, slogan and class names and pages with a total', async () => {
    const res = await t.call('POST', SERVE, { searchKey: '测试融资', limit: 10 });
    expect(ids({ data: res.data.goodsList })).toEqual([FX.FLOAT]);
    const byClass = await t.call('POST', SERVE, { searchKey: '测试二级乙' });
    expect(ids({ data: byClass.data.goodsList })).toEqual([FX.ZERO]);
    const wildcard = await t.call('POST', SERVE, { searchKey: '测试%' });
    expect(wildcard.data.goodsList.totalCount).toBe(0);
    const p1 = await t.call('POST', SERVE, { navCode: FX.L1, limit: 2, start: 1 });
    const p3 = await t.call('POST', SERVE, { navCode: FX.L1, limit: 2, start: 3 });
    expect(p1.data.goodsList).toMatchObject({ totalCount: 5, totalPage: 3, current: 1, limit: 2 });
    expect(p3.data.goodsList.records).toHaveLength(1);
  });

  it('names the field of bad input', async () => {
    expect((await t.call('POST', SERVE, { limit: 500 })).msg).toBe('limit：每页条数有误');
    expect((await t.call('POST', SERVE, { minPrice: 'abc' })).msg).toBe('minPrice：最低价格有误');
    expect((await t.call('POST', SERVE, { searchKey: 'x'.repeat(51) })).msg).toBe('searchKey：搜索内容最多50个字');
    expect((await t.call('POST', SERVE, { classCodes: 'a b' })).code).toBe(400);
  });

  it('answers an unknown category with an empty page', async () => {
    const res = await t.call('POST', SERVE, { navCode: 'FLNOPE' });
    expect(res.code).toBe(200);
    expect(res.data.goodsList).toMatchObject({ records: [], totalCount: 0, totalPage: 0 });
  });
});

describe('GET /api/goods/v4/list', () => {
  it('lists goods of a class of any level, excluding one, sorted by price', async () => {
    const res = await t.call('GET', LIST, { classCode: FX.L2, sort: 'price_asc', excludeId: FX.ASK });
    expect(res.code, res.msg).toBe(200);
    expect(ids(res)[0]).toBe(FX.FIXED);
    expect(ids(res)).not.toContain(FX.ASK);
    const cents = await t.call('GET', LIST, { classCode: FX.L1, minPriceFen: 100000, maxPriceFen: 130000 });
    expect(ids(cents)).toEqual([FX.FIXED]);
  });

  it('rejects an unknown sort and answers an unknown class with nothing', async () => {
    expect((await t.call('GET', LIST, { sort: 'cheapest' })).msg).toBe('sort：排序方式有误');
    expect((await t.call('GET', LIST, { classCode: 'FLNOPE' })).data.totalCount).toBe(0);
  });
});

describe('GET /api/goods/v4/detail', () => {
  it('returns the goods with SKUs, price, bottom mode and area availability', async () => {
    const res = await t.call('GET', DETAIL, { productId: FX.FIXED });
    expect(res.code, res.msg).toBe(200);
    const d = res.data;
    expect(d).toMatchObject({
      id: FX.FIXED, priceText: '1200元', classCodeOne: FX.L1, classNameOne: '测试一级', classCodeTwo: FX.L2, onSale: true,
      bottomMode: 1, availableInArea: true, isSave: false, guaranteeTags: ['退款保障'], clientDetail: '<p>测试详情</p>',
    });
    expect(d.skuAttrs).toEqual([
      { id: 'fx_sa_1', name: '纳税人类型', attrValList: [{ id: 'fx_sv_1a', name: '小规模纳税人' }, { id: 'fx_sv_1b', name: '一般纳税人' }] },
      { id: 'fx_sa_2', name: '服务期限', attrValList: [{ id: 'fx_sv_2a', name: '1年' }, { id: 'fx_sv_2b', name: '2年' }] },
    ]);
    expect(d.skus.map((s: { skuId: string }) => s.skuId)).toEqual(['fx_sku_1', 'fx_sku_2', 'fx_sku_3']); // disabled left out
    expect(d.skus[1]).toMatchObject({ valueIds: ['fx_sv_1a', 'fx_sv_2b'], valueNames: '小规模纳税人,2年', priceText: '2200元', stock: 10 });
    expect(d.defaultSkuId).toBe('fx_sku_1');
  });

  it('computes the consult-first mode and the city availability', async () => {
    const ladder = await t.call('GET', DETAIL, { productId: FX.LADDER });
    expect(ladder.data).toMatchObject({ bottomMode: 3, priceText: '3%服务费起', skus: [], defaultSkuId: null });
    const city = await t.call('GET', DETAIL, { productId: FX.CITY });
    expect(city.data.availableInArea).toBe(false);
    const off = await t.call('GET', DETAIL, { productId: FX.OFF });
    expect(off.data).toMatchObject({ onSale: false, status: 'PRO_STATUS_SOLD_OUT' });
  });

  it('404s an unknown goods and names a missing id', async () => {
    expect(await t.call('GET', DETAIL, { productId: 'g_nope' })).toEqual({ code: 404, data: null, msg: '商品不存在或已下架' });
    expect((await t.call('GET', DETAIL)).msg).toBe('productId：不能为空');
  });
});

describe('POST /api/goods/v2/find_detail', () => {
  it('takes the city from X-Req-Area', async () => {
    const res = await t.call('POST', '/api/goods/v2/find_detail', { productId: FX.CITY }, { headers: { 'X-Req-Area': '110100', 'X-Device-Code': 'dev-1' } });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ availableInArea: true, areaCode: '110100' });
    expect((await t.call('POST', '/api/goods/v2/find_detail', { productId: 'nope' })).code).toBe(404);
    expect((await t.call('POST', '/api/goods/v2/find_detail', {})).msg).toBe('productId：不能为空');
  });
});
