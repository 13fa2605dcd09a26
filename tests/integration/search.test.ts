import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchKeywords } from '@/server/db/schema';
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

const KW = '/api/search/v1/find_keyword_list';
const SUGGEST = '/api/search/v1/suggest';

describe('GET /api/search/v1/find_keyword_list', () => {
  it('returns the three buckets, hot words by search count', async () => {
    const res = await t.call('GET', KW);
    expect(res.code, res.msg).toBe(200);
    expect(res.data.topHeightList[0]).toMatchObject({ id: 'fx_kw_1', name: '测试高亮词', isJumpLink: 0 });
    expect(res.data.topUnHeightList[0]).toMatchObject({ id: 'fx_kw_2' });
    expect(res.data.hotList[0]).toMatchObject({ id: 'fx_kw_3', allSearchTimes: 99999999 });
    expect(res.data.topHeightList.length).toBeLessThanOrEqual(4);
    expect(res.data.hotList.length).toBeLessThanOrEqual(5);
    expect(res.data.topUnHeightTotalPage).toBeGreaterThanOrEqual(1);
  });

  it('pages the normal top words for 换一换 and returns one bucket per findType', async () => {
    await t.deps.db.insert(searchKeywords).values(Array.from({ length: 3 }, (_, i) => ({ id: `fx_kw_p${i}`, bucket: 'TOP', name: `测试翻页${i}`, sort: -5 + i }))).onConflictDoNothing();
    const p1 = await t.call('GET', KW, { findType: 1, topLimit: 2, topPage: 1 });
    const p2 = await t.call('GET', KW, { findType: 1, topLimit: 2, topPage: 2 });
    expect(p1.data.topHeightList).toEqual([]);
    expect(p1.data.hotList).toEqual([]);
    expect(p1.data.topUnHeightList.map((k: { id: string }) => k.id)).toEqual(['fx_kw_2', 'fx_kw_p0']);
    expect(p2.data.topUnHeightList[0].id).toBe('fx_kw_p1');
    const hot = await t.call('GET', KW, { findType: 2 });
    expect(hot.data.topUnHeightList).toEqual([]);
    expect(hot.data.hotList.length).toBeGreaterThan(0);
    const beyond = await t.call('GET', KW, { findType: 1, topLimit: 2, topPage: 999 });
    expect(beyond.data.topUnHeightList).toEqual([]);
  });

  it('names bad input', async () => {
    expect((await t.call('GET', KW, { findType: 7 })).msg).toBe('findType：查询类型有误');
    expect((await t.call('GET', KW, { topLimit: 'x' })).msg).toBe('topLimit：每页条数有误');
  });
});

describe('GET /api/search/v1/suggest', () => {
  it('suggests words, categories and goods of the city with the match to highlight', async () => {
    const res = await t.call('GET', SUGGEST, { keyword: '测试' , limit: 20 });
    expect(res.code, res.msg).toBe(200);
    const rows = res.data.rows;
    expect(rows.length).toBeLessThanOrEqual(20);
    expect(rows.find((r: { type: string }) => r.type === 'keyword')).toMatchObject({ href: '', match: { start: 0, end: 2 } });
    const cat = rows.find((r: { name: string }) => r.name === '测试二级');
    expect(cat).toMatchObject({ type: 'category', href: `/list/transactionList?navcode=${FX.L1}&classcode=${FX.L2}` });
    const goods = await t.call('GET', SUGGEST, { keyword: '北京代账' });
    expect(goods.data.rows.map((r: { name: string }) => r.name)).not.toContain('测试北京代账'); // not sold in Chengdu
    const bj = await t.call('GET', SUGGEST, { keyword: '测试北京代账' }, { headers: { areaCode: '110100' } });
    expect(bj.data.rows[0]).toMatchObject({ type: 'goods', href: `/detail?productId=${FX.CITY}&classCodeOne=${FX.L1}`, match: { start: 0, end: 6 } });
  });

  it('links the trade types and answers nonsense with nothing', async () => {
    const trade = await t.call('GET', SUGGEST, { keyword: '商标交易' });
    expect(trade.data.rows.find((r: { type: string }) => r.type === 'trade')).toMatchObject({ href: '/list/jyList?typeCode=FL20201224136273' });
    expect((await t.call('GET', SUGGEST, { keyword: 'zzqqxxnotaword' })).data.rows).toEqual([]);
  });

  it('needs a keyword of at most 50 characters', async () => {
    expect((await t.call('GET', SUGGEST)).msg).toBe('keyword：不能为空');
    expect((await t.call('GET', SUGGEST, { keyword: 'x'.repeat(51) })).msg).toBe('keyword：搜索内容最多50个字');
  });
});
