import { randomBytes } from 'node:crypto';
import { createTestContext, type TestContext } from './helpers';
import { insertEvaluation, insertPlanner, testCity } from './plannerFixtures';
import { combos } from '@/server/modules/combo/schema';
import { goods } from '@/server/modules/goods/schema';
import { storeGoods, storeGoodsCategories, stores } from '@/server/modules/store/schema';
import { tradeListings } from '@/server/modules/trade/schema';

let ctx: TestContext;
const tag = randomBytes(3).toString('hex');
const id = (p: string) => `${p}${tag}`;
const S = { mch: id('s_tm_'), team: id('s_tt_'), planner: id('s_tp_'), closed: id('s_tc_') };
const C = { fixed: id('sgc_a'), trade: id('sgc_b'), empty: id('sgc_c') };
let planner: { userId: string };
let teammate: { userId: string };

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.deps.db;
  const city = testCity();
  planner = await insertPlanner(ctx, {
    name: '店主',
    cityCode: city,
    point: 880,
    storeId: S.planner,
    businessCategories: [
      { firstTypeCode: 'FLT1', firstTypeName: '工商', secondTypeCode: 'FLT1A', secondTypeName: '公司注册' },
      { firstTypeCode: 'FLT1', firstTypeName: '工商', secondTypeCode: 'FLT1B', secondTypeName: '代理记账' },
      { firstTypeCode: 'FLT2', firstTypeName: '知产', secondTypeCode: 'FLT2A', secondTypeName: '商标注册' },
      { firstTypeCode: 'FLT2', firstTypeName: '知产', secondTypeCode: 'FLT2B', secondTypeName: '专利申请' },
    ],
  });
  teammate = await insertPlanner(ctx, { name: '队友', cityCode: city, point: 600 });
  const stats = { personNum: 9, customerNum: 1200, maintenanceNum: 30, consultResponse: '98%', callThroughRate: '95%' };
  await db.insert(stores).values([
    { id: S.mch, storeType: 'merchant', name: '薯片企服测试商户', logo: '/images/gen/store/logo1.webp', banners: [{ url: '/images/gen/store/b1.webp' }], stats },
    { id: S.team, storeType: 'team', name: '金牌团队', logo: '/images/gen/store/team.webp', profile: '专业高效', mchStoreId: S.mch, stats },
    { id: S.planner, storeType: 'planner', name: '店主的店', logo: '/images/avatar-default.svg', ownerUserId: planner.userId, teamStoreId: S.team, mchStoreId: S.mch },
    { id: id('s_tq_'), storeType: 'planner', name: '队友的店', logo: '/images/avatar-default.svg', ownerUserId: teammate.userId, teamStoreId: S.team },
    { id: S.closed, storeType: 'merchant', name: '已关闭', logo: '/images/avatar-default.svg', status: 0 },
  ]);
  await db.insert(storeGoodsCategories).values([
    { id: C.fixed, storeId: S.planner, name: '公司服务', sort: 1 },
    { id: C.trade, storeId: S.planner, name: '交易', sort: 2 },
    { id: C.empty, storeId: S.planner, name: '只有下架商品', sort: 3 },
  ]);
  const base = { classCode: 'FLT1A1', classCodeName: '有限公司', classCodeLevel: 'FLT1,FLT1A,FLT1A1', classCodeLevelName: '工商/公司注册/有限公司', classCode1: 'FLT1', cover: '/images/gen/goods/1.webp' };
  await db.insert(goods).values([
    { ...base, id: id('g_ta'), goodsNo: id('GA'), name: '有限公司注册', priceFen: 99900, guaranteeTags: ['退款保障', '专人服务'], tags: ['热销'] },
    { ...base, id: id('g_tb'), goodsNo: id('GB'), name: '融资服务', priceType: 'PRO_FLOATING_PRICE', feeRateBp: 500 },
    { ...base, id: id('g_tc'), goodsNo: id('GC'), name: '面议服务', priceFen: 0 },
    { ...base, id: id('g_td'), goodsNo: id('GD'), name: '已下架', priceFen: 100, status: 'PRO_STATUS_SOLD_OUT' },
  ]);
  await db.insert(tradeListings).values({
    id: id('t_ta'),
    productNo: id('TA'),
    tradeKey: 'SB',
    dictCode: 'CATE-JYZY-SB',
    name: '薯片商标',
    classCode: 'FL20201224136273A',
    className: '第35类',
    classCodeLevel: 'FL20201224136273,FL20201224136273A',
    classCodeLevelName: '商标交易/第35类',
    classCode1: 'FL20201224136273',
    platformPriceFen: 1280000,
    referencePriceFen: 1500000,
    goodsImg: '/images/gen/trade/1.webp',
  });
  await db.insert(combos).values({ id: id('cb_ta'), comboNo: id('CB'), name: '开业套餐', cover: '/images/gen/combo/1.webp', priceFen: 199900, slogan: '注册+记账' });
  await db.insert(storeGoods).values([
    { id: id('sg_1'), storeId: S.planner, categoryId: C.fixed, targetType: 'goods', targetId: id('g_ta'), sort: 1 },
    { id: id('sg_2'), storeId: S.planner, categoryId: C.fixed, targetType: 'goods', targetId: id('g_tb'), sort: 2 },
    { id: id('sg_3'), storeId: S.planner, categoryId: C.fixed, targetType: 'goods', targetId: id('g_tc'), sort: 3 },
    { id: id('sg_4'), storeId: S.planner, categoryId: C.fixed, targetType: 'combo', targetId: id('cb_ta'), sort: 4 },
    { id: id('sg_5'), storeId: S.planner, categoryId: C.trade, targetType: 'trade', targetId: id('t_ta'), sort: 1 },
    { id: id('sg_6'), storeId: S.planner, categoryId: C.empty, targetType: 'goods', targetId: id('g_td'), sort: 1 },
    // A dangling row (its goods was deleted) is never shown.
    { id: id('sg_7'), storeId: S.planner, categoryId: C.fixed, targetType: 'goods', targetId: 'g_gone', sort: 9 },
  ]);
});
afterAll(() => ctx.close());

describe('GET /api/store/v1/planner_store_info', () => {
  it('returns the planner’s store, team, merchant and goods tabs', async () => {
    const res = await ctx.call('GET', '/api/store/v1/planner_store_info', { mchUserId: planner.userId, ignoreDataScope: 'goods' });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({
      id: S.planner,
      personal: { mchUserId: planner.userId, name: '店主', point: 880, serveAge: 3, categories: ['公司注册', '代理记账', '商标注册'], status: 1 },
      teamStoreId: S.team,
      mchStoreId: S.mch,
      mchName: '薯片企服测试商户',
      mchLogo: '/images/gen/store/logo1.webp',
      goodsRecommend: S.planner,
    });
    expect(res.data.personal.beatProp).toMatch(/^\d+%$/);
    expect(res.data.modules[0].data).toEqual([
      { id: C.fixed, name: '公司服务' },
      { id: C.trade, name: '交易' },
    ]);
    const preview = await ctx.call('GET', '/api/store/v1/planner_store_info', { mchUserId: planner.userId, type: 'preview' });
    expect(preview.data.modules[0].data).toHaveLength(3);
  });

  it('answers 404 for an unknown planner or one without a store, 400 for bad input', async () => {
    expect((await ctx.call('GET', '/api/store/v1/planner_store_info', { mchUserId: 'u_nobody' })).code).toBe(404);
    const noStore = await ctx.call('GET', '/api/store/v1/planner_store_info', { mchUserId: (await insertPlanner(ctx)).userId });
    expect(noStore).toMatchObject({ code: 404, msg: '该规划师暂未开通店铺' });
    expect((await ctx.call('GET', '/api/store/v1/planner_store_info', {})).msg).toMatch(/^mchUserId：/);
    expect((await ctx.call('GET', '/api/store/v1/planner_store_info', { mchUserId: planner.userId, type: 'x' })).msg).toMatch(/^type：/);
  });
});

describe('GET /api/store/v1/mch_store_info', () => {
  it('returns a merchant store with its planners (direct and through teams)', async () => {
    const res = await ctx.call('GET', '/api/store/v1/mch_store_info', { storeId: S.mch });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({
      id: S.mch,
      storeType: 'merchant',
      mchBaseInfo: { logo: '/images/gen/store/logo1.webp', name: '薯片企服测试商户' },
      teamInfo: null,
      banners: [{ url: '/images/gen/store/b1.webp', link: '' }],
      mchService: { customerNum: 1200, consultResponse: '98%', callThroughRate: '95%', personNum: 2 },
    });
    expect(res.data.planners.map((p: { name: string }) => p.name)).toEqual(['店主', '队友']);
    expect(res.data.planners[0]).toMatchObject({ mchUserId: planner.userId, point: 880, category: '公司注册' });
  });

  it('returns a team store with its merchant', async () => {
    const res = await ctx.call('GET', '/api/store/v1/mch_store_info', { storeId: S.team });
    expect(res.data).toMatchObject({
      storeType: 'team',
      teamInfo: { name: '金牌团队', profile: '专业高效', img: '/images/gen/store/team.webp' },
      mchStoreId: S.mch,
      mchName: '薯片企服测试商户',
    });
    expect(res.data.planners).toHaveLength(2);
  });

  it('answers 404 for unknown, closed or planner stores, and 400 without a store id', async () => {
    expect((await ctx.call('GET', '/api/store/v1/mch_store_info', { storeId: 's_nope' })).code).toBe(404);
    expect((await ctx.call('GET', '/api/store/v1/mch_store_info', { storeId: S.closed })).code).toBe(404);
    expect((await ctx.call('GET', '/api/store/v1/mch_store_info', { storeId: S.closed, type: 'preview' })).code).toBe(200);
    expect((await ctx.call('GET', '/api/store/v1/mch_store_info', { storeId: S.planner })).code).toBe(404);
    expect((await ctx.call('GET', '/api/store/v1/mch_store_info', {})).msg).toMatch(/^storeId：/);
  });
});

describe('POST /api/store/v1/recommend_goods_classify and recommend_goods', () => {
  it('lists the tabs that have goods on sale', async () => {
    const res = await ctx.call('POST', '/api/store/v1/recommend_goods_classify', { storeId: S.planner, goodsRecommend: S.planner });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.map((c: { name: string }) => c.name)).toEqual(['公司服务', '交易']);
  });

  it('lists a tab’s goods with server-computed prices and detail links', async () => {
    const res = await ctx.call('POST', '/api/store/v1/recommend_goods', { storeId: S.planner, typeId: C.fixed, page: 1, limit: 10 });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ totalCount: 4, totalPage: 1 });
    const [fixed, floating, negotiable, combo] = res.data.records;
    expect(fixed).toMatchObject({ name: '有限公司注册', priceText: '999元', price: '999', priceFen: 99900, desc: '退款保障|专人服务', state: 1, targetType: 'goods' });
    expect(fixed.href).toBe(`/detail?productId=${id('g_ta')}&classCodeOne=FLT1`);
    expect(floating).toMatchObject({ priceKind: 'floating', priceText: '5%服务费' });
    expect(negotiable).toMatchObject({ priceKind: 'negotiable', priceText: '面议' });
    expect(combo).toMatchObject({ targetType: 'combo', priceText: '1999元', href: `/combo/serviceDetail?comboId=${id('cb_ta')}` });
    const trade = await ctx.call('POST', '/api/store/v1/recommend_goods', { storeId: S.planner, typeId: C.trade });
    expect(trade.data.records[0]).toMatchObject({
      productType: 'PRO_CLASS_TYPE_TRANSACTION',
      typeCode: 'FL20201224136273',
      priceText: '12800元',
      href: `/detail/transactionDetails?productId=${id('t_ta')}&type=FL20201224136273`,
    });
  });

  it('pages the whole store without a tab, and shows off-sale goods only in preview', async () => {
    const all = await ctx.call('POST', '/api/store/v1/recommend_goods', { storeId: S.planner, page: 2, limit: 3 });
    expect(all.data).toMatchObject({ totalCount: 5, totalPage: 2, current: 2 });
    expect(all.data.records).toHaveLength(2);
    const hidden = await ctx.call('POST', '/api/store/v1/recommend_goods', { storeId: S.planner, typeId: C.empty });
    expect(hidden.data.records).toEqual([]);
    const preview = await ctx.call('POST', '/api/store/v1/recommend_goods', { storeId: S.planner, typeId: C.empty, type: 'preview' });
    expect(preview.data.records[0]).toMatchObject({ name: '已下架', state: 0 });
  });

  it('answers 404 for an unknown store or tab and 400 naming the field', async () => {
    expect((await ctx.call('POST', '/api/store/v1/recommend_goods_classify', { storeId: 's_nope' })).code).toBe(404);
    expect((await ctx.call('POST', '/api/store/v1/recommend_goods', { storeId: 's_nope' })).code).toBe(404);
    expect((await ctx.call('POST', '/api/store/v1/recommend_goods', { storeId: S.planner, typeId: 'sgc_nope' })).code).toBe(404);
    expect((await ctx.call('POST', '/api/store/v1/recommend_goods_classify', {})).msg).toMatch(/^storeId：/);
    expect((await ctx.call('POST', '/api/store/v1/recommend_goods', { storeId: S.planner, page: 'x' })).msg).toMatch(/^page：/);
  });
});

describe('GET /api/store/v1/sp_score_detail', () => {
  it('explains a planner’s score from its real components and live rank', async () => {
    // The radar is the mean of each review dimension (0–1000 there, 0–100 here) over the planner's shown reviews.
    const dims = (a: number, b: number, c: number) => [{ name: '服务态度', score: a }, { name: '专业能力', score: b }, { name: '办理效率', score: c }];
    await insertEvaluation(ctx, { plannerId: planner.userId, averageScore: 800, scores: dims(1000, 800, 600) });
    await insertEvaluation(ctx, { plannerId: planner.userId, averageScore: 600, scores: dims(800, 600, 500) });
    const res = await ctx.call('GET', '/api/store/v1/sp_score_detail', { mchUserId: planner.userId });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ mchUserId: planner.userId, point: 880, pointLevelName: '优秀' });
    expect(res.data.dimensions.map((d: { name: string; score: number }) => [d.name, d.score])).toEqual([
      ['服务态度', 90],
      ['专业能力', 70],
      ['办理效率', 55],
    ]);
    for (const d of res.data.dimensions) {
      expect(d.peerAverage).toBeGreaterThan(0);
      expect(d.description.length).toBeLessThanOrEqual(20);
    }
    expect(res.data.plannerCount).toBeGreaterThanOrEqual(2);
    const again = await ctx.call('GET', '/api/store/v1/sp_score_detail', { mchUserId: planner.userId });
    expect(again.data).toEqual(res.data);
  });

  it('ranks a bare score, higher scores beating more planners', async () => {
    const low = await ctx.call('GET', '/api/store/v1/sp_score_detail', { score: 1 });
    const high = await ctx.call('GET', '/api/store/v1/sp_score_detail', { score: 99999 });
    expect(low.data.beatPercent).toBe(0);
    expect(high.data.beatPercent).toBeGreaterThan(90);
    expect(high.data.dimensions[0].score).toBeNull();
  });

  it('answers 404 for an unknown planner and 400 without input', async () => {
    expect((await ctx.call('GET', '/api/store/v1/sp_score_detail', { mchUserId: 'u_nobody' })).code).toBe(404);
    expect((await ctx.call('GET', '/api/store/v1/sp_score_detail', {})).msg).toMatch(/^mchUserId：/);
    expect((await ctx.call('GET', '/api/store/v1/sp_score_detail', { score: 'abc' })).msg).toMatch(/^score：/);
  });
});
