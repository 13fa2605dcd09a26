import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads } from '@/server/db/schema';
import { createTestContext, type TestContext } from './helpers';
import { FX, seedCatalogFixtures } from './goodsFixtures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedCatalogFixtures(t.deps.db, t.deps.now());
  await t.deps.db.insert(ads).values({ id: 'fx_ad_cat', locationCode: 'ad100400', materialUrl: '/images/gen/c.png', wapLink: '/list/jyList', sort: -100 }).onConflictDoNothing();
  // The marketplace seed makes a context slow on a busy machine.
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/productCategory/v1/product_category', () => {
  it('lists service first levels with their second levels and ends with the trade types', async () => {
    const res = await t.call('POST', '/api/productCategory/v1/product_category', { isRecommend: 1 });
    expect(res.code, res.msg).toBe(200);
    const groups = res.data.categoryList;
    const mine = groups.find((g: { code: string }) => g.code === FX.L1);
    expect(mine.children.map((c: { code: string }) => c.code)).toEqual([FX.L2, FX.L2B]);
    expect(mine.children[0]).toMatchObject({ kind: 'service', level: 2, href: `/list/transactionList?navcode=${FX.L1}&classcode=${FX.L2}` });
    const last = groups[groups.length - 1];
    expect(last).toMatchObject({ code: 'TRADE', name: '资产交易', kind: 'trade', description: '公司、商标、专利、资质转让' });
    expect(mine).toMatchObject({ description: '' });
    expect(last.children.map((c: { code: string }) => c.code)).toEqual(['FL20201224136319', 'FL20201224136273', 'FL20201224136341', 'FL20201224136348']);
    expect(last.children[0].href).toBe('/list/jyList?typeCode=FL20201224136319');
    expect(res.data.recommendData[0]).toMatchObject({ id: 'fx_ad_cat', href: '/list/jyList', external: false });
  });

  it('rejects a malformed flag', async () => {
    expect((await t.call('POST', '/api/productCategory/v1/product_category', { isRecommend: '12' })).code).toBe(400);
  });
});

describe('GET /api/commodity/v2/get_filter_code', () => {
  it('returns the first levels and the 3-level service tree', async () => {
    const res = await t.call('GET', '/api/commodity/v2/get_filter_code');
    expect(res.code, res.msg).toBe(200);
    expect(res.data.categories).toContainEqual({ code: FX.L1, name: '测试一级' });
    expect(res.data.categories.some((c: { code: string }) => c.code === 'FL20201224136319')).toBe(false);
    const node = res.data.tree.find((n: { code: string }) => n.code === FX.L1);
    expect(node.children[0].children[0]).toMatchObject({ code: FX.L3, level: 3, parentCode: FX.L2, children: [] });
  });
});

describe('GET /api/productCategory/v1/information_content', () => {
  const URL = '/api/productCategory/v1/information_content';
  it('pages the hot questions of a second-level category, 4 by default', async () => {
    const p1 = await t.call('GET', URL, { twoLevelCategoryCode: FX.L2 });
    expect(p1.code, p1.msg).toBe(200);
    expect(p1.data).toMatchObject({ totalPage: 2, current: 1 });
    expect(p1.data.rows.map((r: { content: string }) => r.content)).toEqual(['测试热门问题1', '测试热门问题2', '测试热门问题3', '测试热门问题4']);
    const p2 = await t.call('GET', URL, { twoLevelCategoryCode: FX.L2, page: 2 });
    expect(p2.data.rows).toHaveLength(2);
    expect((await t.call('GET', URL, { twoLevelCategoryCode: FX.L2B })).data).toMatchObject({ rows: [], totalPage: 0 });
  });

  it('names a missing category and 404s an unknown one', async () => {
    expect((await t.call('GET', URL)).msg).toBe('twoLevelCategoryCode：不能为空');
    expect((await t.call('GET', URL, { twoLevelCategoryCode: FX.L2, limit: 99 })).msg).toBe('limit：每页条数有误');
    expect(await t.call('GET', URL, { twoLevelCategoryCode: 'FLNOPE' })).toEqual({ code: 404, data: null, msg: '分类不存在' });
  });
});
