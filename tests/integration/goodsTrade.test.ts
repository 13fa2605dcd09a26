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

const JY = '/api/goodslist/v2/get_jy_list';
const KEY = '甲乙丙测试';
const jy = (body: Record<string, unknown>) => t.call('POST', JY, { searchKey: KEY, ...body }, { json: true });
const ids = (res: { data: { goods: { records: { id: string }[] } } }) => res.data.goods.records.map((r) => r.id);

describe('POST /api/goodslist/v2/get_jy_list', () => {
  it('lists a type (on shelf and locked) with its filter bar and card summaries', async () => {
    const res = await jy({ dictCode: 'CONDITION-JY-GS', needTypes: 1 });
    expect(res.code, res.msg).toBe(200);
    expect(ids(res).sort()).toEqual([FX.GS1, FX.GS2].sort());
    const kinds = Object.fromEntries(res.data.filters.map((f: { code: string; kind: string }) => [f.code, f.kind]));
    expect(kinds).toMatchObject({ 'CONDITION-JY-GS-DQ': 'region', 'CONDITION-JY-GS-JG': 'price', 'CONDITION-JY-GS-PX': 'sort', 'CONDITION-JY-GS-GD': 'more' });
    const more = res.data.filters.find((f: { kind: string }) => f.kind === 'more');
    expect(more.children.find((g: { code: string }) => g.code === 'JY-GS-GD-FDZC')).toMatchObject({ multi: true });
    const gs1 = res.data.goods.records.find((r: { id: string }) => r.id === FX.GS1);
    expect(gs1).toMatchObject({
      name: '成都**测试科技有限公司', priceText: '30000元', typeCode: 'FL20201224136319', locked: false,
      desc: '1-2年 | 50万以下 | 小规模纳税人 | 科技类', href: `/detail/transactionDetails?productId=${FX.GS1}&type=FL20201224136319`,
    });
    expect(res.data.goods.records.find((r: { id: string }) => r.id === FX.GS2).locked).toBe(true);
  });

  it('filters by region (province, city or district), field values, ranges, ages and price', async () => {
    expect(ids(await jy({ fieldList: [{ fieldCode: 'registration_area', matchType: 'MATCH_TYPE_MULTI', fieldValue: ['510000'] }] }))).toEqual([FX.GS1]);
    expect(ids(await jy({ fieldList: [{ fieldCode: 'registration_area', matchType: 'MATCH_TYPE_MULTI', fieldValue: ['110105', '510199'] }] }))).toEqual([FX.GS2]);
    expect(ids(await jy({ fieldList: [{ fieldCode: 'company_industry', matchType: 'MATCH_TYPE_MULTI', fieldValue: ['JY-GS-HY-WH'] }] }))).toEqual([FX.GS2]);
    // Options matched by name (ext3 '1') send the display text.
    expect(ids(await jy({ fieldList: [{ fieldCode: 'company_industry', matchType: 'MATCH_TYPE_MULTI', fieldValue: ['科技类'] }] }))).toEqual([FX.GS1]);
    expect(ids(await jy({ fieldList: [{ fieldCode: 'attached_assets', matchType: 'MATCH_TYPE_MULTI', fieldValue: ['TRADEMARK', 'website'] }] }))).toEqual([FX.GS1]);
    expect(ids(await jy({ fieldList: [{ fieldCode: 'registered_capital', matchType: 'MATCH_TYPE_RANGE', fieldValue: { start: '100000000', end: 500000000 } }] }))).toEqual([FX.GS2]);
    expect(ids(await jy({ fieldList: [{ fieldCode: 'registration_time', matchType: 'MATCH_TYPE_YEARS', fieldValue: { start: 1, end: 2 } }] }))).toEqual([FX.GS1]);
    expect(ids(await jy({ fieldList: [{ fieldCode: 'registration_time', matchType: 'MATCH_TYPE_YEARS', fieldValue: { start: 3 } }] }))).toEqual([FX.GS2]);
    expect(ids(await jy({ platformPriceStart: 5_000_000, platformPriceEnd: 1_000_000 }))).toEqual([FX.GS1]);
    expect(ids(await jy({ statusList: ['PRO_STATUS_PUT_AWAY'] }))).toEqual([FX.GS1]);
  });

  it('sorts by price and finds trademarks by class code and name length', async () => {
    expect(ids(await jy({ sortBy: 3 }))).toEqual([FX.GS2, FX.GS1]);
    expect(ids(await jy({ sortBy: 2 }))).toEqual([FX.GS1, FX.GS2]);
    const sb = await jy({ classCode: 'FL20201224136273', nameLengthStart: 5, nameLengthEnd: 5, fieldList: [{ fieldCode: 'trademark_category', matchType: 'MATCH_TYPE_MULTI', fieldValue: ['SB-FL-25'] }] });
    expect(ids(sb)).toEqual([FX.SB1]);
    expect(sb.data.goods.records[0]).toMatchObject({ goodsImg: '/images/gen/logo.png', desc: '第25类 服装鞋帽' });
    expect(ids(await jy({ classCode: 'FL20201224136273', nameLengthStart: 6 }))).toEqual([]);
  });

  it('pages with a total and never lists service resources', async () => {
    const p = await t.call('POST', JY, { dictCode: 'CONDITION-JY-GS', limit: 1, start: 2 }, { json: true });
    expect(p.data.goods.records).toHaveLength(1);
    expect(p.data.goods.current).toBe(2);
    expect(p.data.filters).toBeNull();
    expect(ids(await jy({ searchKey: '测试锦江区' }))).toEqual([]);
  });

  it('names bad fields and 404s an unknown type', async () => {
    expect((await jy({ sortBy: 9 })).msg).toBe('sortBy：排序有误');
    expect((await jy({ fieldList: [{ fieldCode: 'x y', matchType: 'MATCH_TYPE_MULTI', fieldValue: [] }] })).msg).toBe('fieldList.0.fieldCode：筛选字段有误');
    expect((await jy({ fieldList: [{ fieldCode: 'a', matchType: 'NOPE', fieldValue: [] }] })).msg).toBe('fieldList.0.matchType：匹配方式有误');
    expect((await jy({ statusList: ['PRO_STATUS_DRAFT'] })).msg).toBe('statusList.0：状态有误');
    expect(await jy({ dictCode: 'CONDITION-JY-XX' })).toEqual({ code: 404, data: null, msg: '交易类型不存在' });
  });
});

describe('GET /api/tc_product/v1/detail', () => {
  it('returns the listing with its basic info per type', async () => {
    const res = await t.call('GET', '/api/tc_product/v1/detail', { productId: FX.GS1 });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ name: '成都甲乙丙测试科技有限公司', dictCode: 'CATE-JYZY-GS', isSave: false, productImgArr: ['/images/gen/t.png'] });
    expect(res.data.basicInfo).toContainEqual({ label: '经营范围', fieldCode: 'business_scope', value: '软件开发；技术服务' });
    expect(res.data.basicInfo).toContainEqual({ label: '开户信息', fieldCode: 'bank_account_information', value: '/' });
    expect(res.data.fieldList.length).toBe(6);
  });

  it('404s unknown ids and resources, names a missing id', async () => {
    expect((await t.call('GET', '/api/tc_product/v1/detail', { productId: 'nope' })).code).toBe(404);
    expect((await t.call('GET', '/api/tc_product/v1/detail', { productId: FX.ADDR1 })).code).toBe(404);
    expect((await t.call('GET', '/api/tc_product/v1/detail')).msg).toBe('productId：不能为空');
  });
});

describe('POST /api/recommend/v2/trade_goods', () => {
  it('recommends listings of the same type without the viewed one', async () => {
    const res = await t.call('POST', '/api/recommend/v2/trade_goods', { productId: FX.GS1, limit: 30 });
    expect(res.code, res.msg).toBe(200);
    const got = res.data.records.map((r: { id: string; tradeKey: string }) => r);
    expect(got.map((r: { id: string }) => r.id)).not.toContain(FX.GS1);
    expect(got.every((r: { tradeKey: string }) => r.tradeKey === 'GS')).toBe(true);
    expect((await t.call('POST', '/api/recommend/v2/trade_goods', {})).msg).toBe('productId：请指定商品或交易类型');
    expect((await t.call('POST', '/api/recommend/v2/trade_goods', { productId: 'nope' })).code).toBe(404);
  });
});

describe('GET /api/faq/v1/list', () => {
  it('lists a group, answers a known empty trade group and 404s an unknown one', async () => {
    const res = await t.call('GET', '/api/faq/v1/list', { groupCode: 'FX-FAQ' });
    expect(res.data.rows.map((r: { question: string }) => r.question)).toEqual(['测试问题一？', '测试问题二？']);
    // Answers leave the API sanitised: the goods page's preview renders them as they come (FaqPreview).
    const second = res.data.rows[1].answer as string;
    expect(second).toContain('答案二');
    expect(second).not.toMatch(/<script|onerror|alert/i);
    expect((await t.call('GET', '/api/faq/v1/list', { groupCode: 'CATE-JYZY-GS' })).data.title).toBe('公司交易常见问题');
    expect((await t.call('GET', '/api/faq/v1/list', { groupCode: 'NOPE' })).code).toBe(404);
    expect((await t.call('GET', '/api/faq/v1/list', { groupCode: 'a b' })).msg).toBe('groupCode：问题分组有误');
  });
});

describe('POST /api/sc_product/v1/service_resource', () => {
  it('lists addresses of an area and 400 numbers with prices', async () => {
    const addr = await t.call('POST', '/api/sc_product/v1/service_resource', { classCode: 'RES_ADDRESS', areaCode: '510104', searchKey: '测试' });
    expect(addr.code, addr.msg).toBe(200);
    expect(addr.data.records).toEqual([
      { id: FX.ADDR1, name: '测试锦江区商务地址', goodsPriceFen: 300000, goodsPrice: '3000元', fieldList: [{ fieldCode: 'area', fieldName: '所在区域', fieldValueCn: '锦江区' }] },
    ]);
    const tel = await t.call('POST', '/api/sc_product/v1/service_resource', { classCode: 'RES_TEL400', searchKey: '400-000-0001', goodsPriceStart: 2000, goodsPriceEnd: 500 });
    expect(tel.data.records.map((r: { id: string }) => r.id)).toEqual([FX.TEL1]);
  });

  it('needs a known resource class', async () => {
    expect((await t.call('POST', '/api/sc_product/v1/service_resource', {})).msg).toBe('classCode：不能为空');
    expect((await t.call('POST', '/api/sc_product/v1/service_resource', { classCode: 'RES_NOPE' })).msg).toBe('classCode：资源类型有误');
  });
});
