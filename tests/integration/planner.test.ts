import { createTestContext, type TestContext } from './helpers';
import { insertEvaluation, insertPlanner, testCity } from './plannerFixtures';
import { goods } from '@/server/modules/goods/schema';

let ctx: TestContext;
const city = testCity();
let ids: { a: string; b: string; c: string; disabled: string; other: string };

beforeAll(async () => {
  ctx = await createTestContext();
  const a = await insertPlanner(ctx, { name: '李明', cityCode: city, districtCode: '990001', point: 900, payNum: 5, goodReputationBp: 9000 });
  const b = await insertPlanner(ctx, {
    name: '张华',
    cityCode: city,
    point: 700,
    payNum: 50,
    goodReputationBp: 9950,
    firstTypeCodes: ['FLTEST2'],
    businessCategories: [{ firstTypeCode: 'FLTEST2', firstTypeName: '知识产权', secondTypeCode: 'FLTEST2A', secondTypeName: '商标注册' }],
  });
  // Serves the city through area_codes rather than as its home city.
  const c = await insertPlanner(ctx, { name: '李小龙', cityCode: '510100', areaCodes: [city], point: 300, payNum: 20, goodReputationBp: 9500 });
  const disabled = await insertPlanner(ctx, { name: '李禁用', cityCode: city, status: 0, point: 999 });
  const other = await insertPlanner(ctx, { name: '外地', cityCode: '110100', point: 950 });
  ids = { a: a.userId, b: b.userId, c: c.userId, disabled: disabled.userId, other: other.userId };
});
afterAll(() => ctx.close());

const LIST = '/api/planner/v2/list';
const names = (res: { data: { records: { name: string }[] } }) => res.data.records.map((r) => r.name);
/** The names a planner went by before one shape (lib/contract/planner/api.ts PlannerCard): no answer carries them. */
const OLD_NAMES = ['id', 'userName', 'mchUserName', 'img', 'image', 'portrait', 'zwName', 'mchClass', 'tagList'];
const oneShape = (data: object) => OLD_NAMES.filter((k) => k in data);

describe('POST /api/planner/v2/list', () => {
  it('lists active planners serving the city, by 薯片分 from high to low by default', async () => {
    const res = await ctx.call('POST', LIST, { cityCode: city });
    expect(res.code, res.msg).toBe(200);
    expect(names(res)).toEqual(['李明', '张华', '李小龙']);
    expect(res.data).toMatchObject({ totalCount: 3, totalPage: 1, current: 1, limit: 10 });
    expect(res.data.records[0]).toMatchObject({ mchUserId: ids.a, point: 900, goodReputation: '90%', payNum: 5, type: 'MERCHANT_B' });
    expect(res.data.records[0]).toMatchObject({ avatar: '/images/avatar-default.svg', postName: '金牌规划师', tagNameList: ['公司注册', '代理记账'] });
    expect(oneShape(res.data.records[0])).toEqual([]);
  });

  it('shows a planner without a post as 企服顾问 (spec §3 Planner)', async () => {
    const bare = await insertPlanner(ctx, { name: '无职务', cityCode: testCity(), postName: '' });
    const list = await ctx.call('POST', LIST, { cityCode: bare.cityCode });
    expect(list.data.records[0]).toMatchObject({ mchUserId: bare.userId, postName: '企服顾问' });
    const detail = await ctx.call('GET', '/api/planner/v1/detail', { id: bare.userId });
    expect(detail.data.postName).toBe('企服顾问');
  });

  it('sorts by exactly one flag in either direction', async () => {
    expect(names(await ctx.call('POST', LIST, { cityCode: city, orderByPayNum: 1 }))).toEqual(['张华', '李小龙', '李明']);
    expect(names(await ctx.call('POST', LIST, { cityCode: city, orderByReputation: 0 }))).toEqual(['李明', '李小龙', '张华']);
    expect(names(await ctx.call('POST', LIST, { cityCode: city, orderByPoint: 0 }))).toEqual(['李小龙', '张华', '李明']);
    const two = await ctx.call('POST', LIST, { cityCode: city, orderByPoint: 1, orderByPayNum: 1 });
    expect(two.code).toBe(400);
    expect(two.msg).toBe('orderByPayNum：排序条件只能选择一个');
  });

  it('filters by name, district and business category, and pages', async () => {
    expect(names(await ctx.call('POST', LIST, { cityCode: city, keyWords: '李' }))).toEqual(['李明', '李小龙']);
    expect(names(await ctx.call('POST', LIST, { cityCode: city, regionCode: '990001' }))).toEqual(['李明']);
    expect(names(await ctx.call('POST', LIST, { cityCode: city, firstTypeCode: 'FLTEST2' }))).toEqual(['张华']);
    const p2 = await ctx.call('POST', LIST, { cityCode: city, start: 2, limit: 2 });
    expect(names(p2)).toEqual(['李小龙']);
    expect(p2.data).toMatchObject({ totalCount: 3, totalPage: 2, current: 2, limit: 2 });
    const none = await ctx.call('POST', LIST, { cityCode: city, keyWords: '不存在的人' });
    expect(none.data).toMatchObject({ records: [], totalCount: 0, totalPage: 0 });
  });

  it('defaults the city to the areaCode header', async () => {
    const res = await ctx.call('POST', LIST, {}, { headers: { areaCode: city } });
    expect(res.data.totalCount).toBe(3);
  });

  it('rejects bad input naming the field', async () => {
    expect((await ctx.call('POST', LIST, { cityCode: 'abc' })).msg).toMatch(/^cityCode：/);
    expect((await ctx.call('POST', LIST, { cityCode: city, start: 0 })).msg).toMatch(/^start：/);
    expect((await ctx.call('POST', LIST, { cityCode: city, limit: 500 })).msg).toMatch(/^limit：/);
    expect((await ctx.call('POST', LIST, { cityCode: city, orderByPoint: 5 })).msg).toMatch(/^orderByPoint：/);
  });

  it('never carries a phone number', async () => {
    const res = await ctx.call('POST', LIST, { cityCode: city });
    expect(JSON.stringify(res)).not.toMatch(/1[3-9]\d{9}/);
  });
});

describe('GET /api/planner/v1/detail', () => {
  it('returns the planner with a live beat percentage and the requirement context', async () => {
    const res = await ctx.call('GET', '/api/planner/v1/detail', { id: ids.b, requireCode: 'FLTEST2', requireName: '知识产权' });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({
      mchUserId: ids.b,
      name: '张华',
      status: 1,
      statusName: '启用',
      requireCode: 'FLTEST2',
      requireName: '知识产权',
      servesRequire: true,
      type: 'MERCHANT_B',
    });
    expect(oneShape(res.data)).toEqual([]);
    expect(res.data.prop).toMatch(/^\d{1,3}%$/);
    const other = await ctx.call('GET', '/api/planner/v1/detail', { id: ids.b, requireCode: 'FLTEST1' });
    expect(other.data.servesRequire).toBe(false);
  });

  it('shows disabled planners with their status (the page then shows the disabled message)', async () => {
    const res = await ctx.call('GET', '/api/planner/v1/detail', { id: ids.disabled });
    expect(res.data).toMatchObject({ status: 0, statusName: '禁用' });
  });

  it('answers 404 for an unknown planner and 400 without an id', async () => {
    expect((await ctx.call('GET', '/api/planner/v1/detail', { id: 'u_nobody' })).code).toBe(404);
    expect((await ctx.call('GET', '/api/planner/v1/detail', {})).msg).toMatch(/^id：/);
    expect((await ctx.call('GET', '/api/planner/v1/detail', { id: 'bad id!' })).msg).toMatch(/^id：/);
  });
});

describe('GET /api/plannerCard/v1/planner_detail', () => {
  it('returns the business card with a masked phone only', async () => {
    const p = await insertPlanner(ctx, { name: '卡片测试', cityCode: city, phone: '13612345678' });
    const res = await ctx.call('GET', '/api/plannerCard/v1/planner_detail', { mchUserId: p.userId });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({
      status: 'BUSINESS_CARD_STATUS_ON_SHELF',
      mchUserId: p.userId,
      name: '卡片测试',
      title: '金牌规划师',
      phone: '136****5678',
      baseInfo: { wechat: 'wx_test', mailbox: 'test@example.com', lawyerIntro: '十年企业服务经验' },
      // 成交次数 is the planner's paid-order counter (the fixture's 10); 服务人数 counts customers with a paid order: none.
      baseData: { serviceExperience: '8年', peopleServed: 0, dealNumber: 10, responseTime: 45, favComRate: 98, Evaluator: 5 },
      label: '公司注册|代理记账',
      titleNavs: ['我的问答'],
    });
    expect(res.data.content.wenda[0]).toMatchObject({ title: '注册公司要多久？', applaudCount: 3 });
    expect(res.data.userNo).toMatch(/^UT/);
    expect(oneShape(res.data)).toEqual([]);
    expect(JSON.stringify(res)).not.toContain('13612345678');
  });

  it('puts a resigned planner’s card off the shelf', async () => {
    const p = await insertPlanner(ctx, { cityCode: city, status: 3 });
    const res = await ctx.call('GET', '/api/plannerCard/v1/planner_detail', { mchUserId: p.userId });
    expect(res.data.status).not.toBe('BUSINESS_CARD_STATUS_ON_SHELF');
    expect(res.data.plannerStatus).toBe(3);
  });

  it('answers 404 and 400', async () => {
    expect((await ctx.call('GET', '/api/plannerCard/v1/planner_detail', { mchUserId: 'u_nobody' })).code).toBe(404);
    expect((await ctx.call('GET', '/api/plannerCard/v1/planner_detail', {})).msg).toMatch(/^mchUserId：/);
  });
});

describe('planner evaluations: find_card and find_card_evaluate', () => {
  it('summarises and pages the planner’s shown reviews', async () => {
    const p = await insertPlanner(ctx, { cityCode: city });
    await insertEvaluation(ctx, { plannerId: p.userId, averageScore: 1000, tags: ['专业', '耐心'], evaluatedAt: new Date('2024-05-01T00:00:00Z') });
    await insertEvaluation(ctx, { plannerId: p.userId, averageScore: 600, tags: ['专业'], goodEvaluate: false, evaluatedAt: new Date('2024-05-03T00:00:00Z') });
    await insertEvaluation(ctx, { plannerId: p.userId, averageScore: 200, status: 0 });
    const card = await ctx.call('GET', '/api/planner/v1/find_card', { mchUserId: p.userId });
    expect(card.code, card.msg).toBe(200);
    expect(card.data).toMatchObject({ mchUserId: p.userId, name: '测试规划师', evaluateCount: 2, averageScore: 800 });
    expect(oneShape(card.data)).toEqual([]);
    expect(card.data.evaluateTags).toEqual([
      { name: '专业', count: 2 },
      { name: '耐心', count: 1 },
    ]);
    const page = await ctx.call('GET', '/api/planner/v1/find_card_evaluate', { mchUserId: p.userId, start: 1, limit: 1 });
    expect(page.code, page.msg).toBe(200);
    expect(page.data).toMatchObject({ totalCount: 2, totalPage: 2, current: 1 });
    expect(page.data.records[0]).toMatchObject({ averageScore: 600, stars: 3, goodEvaluate: false, plannerId: p.userId });
  });

  it('answers 404 and 400', async () => {
    expect((await ctx.call('GET', '/api/planner/v1/find_card', { mchUserId: 'u_nobody' })).code).toBe(404);
    expect((await ctx.call('GET', '/api/planner/v1/find_card_evaluate', { mchUserId: 'u_nobody' })).code).toBe(404);
    expect((await ctx.call('GET', '/api/planner/v1/find_card_evaluate', { mchUserId: ids.a, limit: 'x' })).msg).toMatch(/^limit：/);
  });
});

describe('GET /api/recommend/v1/planner', () => {
  it('recommends planners of the category, those serving the area first', async () => {
    const far = await insertPlanner(ctx, {
      name: '远方高手',
      cityCode: '110100',
      point: 999,
      firstTypeCodes: ['FLTEST3'],
      businessCategories: [{ firstTypeCode: 'FLTEST3', firstTypeName: '测试', secondTypeCode: 'FLTEST3A', secondTypeName: '测试A' }],
    });
    const near = await insertPlanner(ctx, { name: '本地', cityCode: city, point: 100, firstTypeCodes: ['FLTEST3'] });
    const res = await ctx.call('GET', '/api/recommend/v1/planner', { area: city, firstTypeCode: 'FLTEST3', limit: 3 });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.records.map((r: { mchUserId: string }) => r.mchUserId)).toEqual([near.userId, far.userId]);
    expect(res.data.records[0].dggPlannerRecomLog).toContain('app-cpxqye-01');
    const booth = await ctx.call('GET', '/api/recommend/v1/planner', { area: '110100', firstTypeCode: 'FLTEST3', limit: 1, sceneId: 'app-cpxqye-02' });
    expect(booth.data.records.map((r: { name: string }) => r.name)).toEqual(['远方高手']);
    expect(oneShape(booth.data.records[0])).toEqual([]);
  });

  it('derives the category from the product and always finds someone', async () => {
    const [g] = await ctx.deps.db.select({ id: goods.id }).from(goods).limit(1);
    if (g) {
      const res = await ctx.call('GET', '/api/recommend/v1/planner', { productId: g.id });
      expect(res.code, res.msg).toBe(200);
    }
    const unknownCategory = await ctx.call('GET', '/api/recommend/v1/planner', { firstTypeCode: 'FLNOBODY', limit: 2 });
    expect(unknownCategory.data.records.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown product and 400 for bad input', async () => {
    expect((await ctx.call('GET', '/api/recommend/v1/planner', { productId: 'g_nope' })).code).toBe(404);
    expect((await ctx.call('GET', '/api/recommend/v1/planner', { area: '5101' })).msg).toMatch(/^area：/);
    expect((await ctx.call('GET', '/api/recommend/v1/planner', { limit: 99 })).msg).toMatch(/^limit：/);
  });
});

describe('GET /api/planner/v1/find_serviced_planner', () => {
  it('is empty for visitors and lists the planners a customer reviewed', async () => {
    const anon = await ctx.call('GET', '/api/planner/v1/find_serviced_planner');
    expect(anon.code).toBe(200);
    expect(anon.data.records).toEqual([]);
    const phone = ctx.phone();
    const user = await ctx.loginSms(phone);
    const none = await ctx.call('GET', '/api/planner/v1/find_serviced_planner', {}, { token: user.token });
    expect(none.data.totalCount).toBe(0);
    await insertEvaluation(ctx, { plannerId: ids.a, userId: user.userId, evaluatedAt: new Date('2024-01-01T00:00:00Z') });
    await insertEvaluation(ctx, { plannerId: ids.b, userId: user.userId, evaluatedAt: new Date('2024-02-01T00:00:00Z') });
    await insertEvaluation(ctx, { plannerId: ids.a, userId: user.userId, evaluatedAt: new Date('2024-01-05T00:00:00Z') });
    const res = await ctx.call('GET', '/api/planner/v1/find_serviced_planner', {}, { token: user.token });
    expect(res.data.records.map((r: { mchUserId: string }) => r.mchUserId)).toEqual([ids.b, ids.a]);
    expect(res.data.totalCount).toBe(2);
  });

  it('rejects bad paging', async () => {
    expect((await ctx.call('GET', '/api/planner/v1/find_serviced_planner', { start: -1 })).msg).toMatch(/^start：/);
  });
});

describe('OpenAPI', () => {
  it('documents every planner, store, case, evaluate and phone endpoint in /api/openapi.json', async () => {
    const res = await ctx.request('GET', '/api/openapi.json', undefined, { sign: false });
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    const expected = [
      ['post', '/api/planner/v2/list'],
      ['get', '/api/planner/v1/detail'],
      ['get', '/api/plannerCard/v1/planner_detail'],
      ['get', '/api/planner/v1/find_card'],
      ['get', '/api/planner/v1/find_card_evaluate'],
      ['get', '/api/recommend/v1/planner'],
      ['get', '/api/planner/v1/find_serviced_planner'],
      ['post', '/api/planner/v1/tel'],
      ['post', '/api/outbound/v1/bind_hidden'],
      ['get', '/api/store/v1/planner_store_info'],
      ['get', '/api/store/v1/mch_store_info'],
      ['post', '/api/store/v1/recommend_goods_classify'],
      ['post', '/api/store/v1/recommend_goods'],
      ['get', '/api/store/v1/sp_score_detail'],
      ['post', '/api/case/v1/case_list'],
      ['get', '/api/case/v1/case_detail'],
      ['post', '/api/evaluate/v1/find_already_evaluate_page_list'],
    ];
    for (const [method, path] of expected) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeTruthy();
  });
});
