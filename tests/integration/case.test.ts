import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers';
import { insertPlanner } from './plannerFixtures';
import { cases } from '@/server/modules/case/schema';

let ctx: TestContext;
const tag = randomBytes(3).toString('hex');
const ONE = `FLC${tag}`;
const id = (n: number) => `case_t${tag}_${n}`;
let signer: { userId: string };

const detailInfo = (signerId: string) => ({
  caseLabel: [{ labelName: '加急办理' }, { labelName: '一次通过' }],
  priceData: [
    { name: '有限公司注册', amountFen: 99900 },
    { name: '官方规费', amount: '300.5' },
  ],
  infos: [
    { key: 'caseHeadImg', name: '案例头图', imgs: ['/images/gen/case/1.webp', '/images/gen/case/2.webp'] },
    { key: 'caseInfo', name: '案例简介', content: '客户需要快速注册公司。', imgs: ['/images/gen/case/3.webp'] },
    {
      key: 'processing',
      name: '办理经过',
      experience: [
        {
          name: '核名',
          show: [
            { type: 'BaseDate', value: ['2024-03-01', '2024-03-02'] },
            { type: 'BaseText', content: '提交三个备选名称。' },
            { type: 'BaseUpload', imgs: [] },
          ],
        },
        { name: '领照', show: [{ type: 'BaseDate', value: ['2024-03-03', '2024-03-05'] }, { type: 'BaseText', content: '领取营业执照。' }] },
      ],
    },
    { name: '办理结果', content: '5天拿到执照。', imgs: [] },
    {
      key: 'expertEvaluation',
      expertEvaluation: [{ infos: [{ name: '综合评分', fraction: 9.2 }, { name: '专业能力', fraction: 9.5 }, { name: '服务效率', fraction: '8.8' }] }, { content: '流程清晰。' }],
    },
    {
      key: 'UserReviews',
      cusEvaluation: [
        { name: '客户评价', value: [{ type: 'BaseInput', value: '陈女士' }, { type: 'BaseDateTime', value: '2024-03-06T18:00:00Z' }, { type: 'BaseText', value: '非常满意' }], imgs: [] },
      ],
    },
  ],
  members: [
    { type: 'STAFF_MEMBER_SIGN', value: { mchUserId: signerId, userName: '旧名字', headUrl: '/x.png', point: 1, serveNum: 1 } },
    { type: 'STAFF_MEMBER_PROJECT_LEADER', value: [{ mchUserId: 'u_lead', name: '项目负责人甲', headUrl: '/images/avatar-default.svg' }] },
    { type: 'STAFF_MEMBER_DIGESTION', value: [{ name: '专员乙', headUrl: '/images/avatar-default.svg' }] },
  ],
});

beforeAll(async () => {
  ctx = await createTestContext();
  signer = await insertPlanner(ctx, { name: '签约人', point: 777, payNum: 66 });
  const base = {
    caseType: 'CASE_TYPE_1',
    productTypeCode: 'PRO_CLASS_TYPE_SERVICE',
    productOneBelongCode: ONE,
    dealProvinceCode: '510000',
    dealProvince: '四川省',
    dealCityCode: '510100',
    dealCity: '成都市',
    dealAreaCode: '510104',
    dealArea: '锦江区',
  };
  await ctx.deps.db.insert(cases).values([
    { ...base, id: id(1), caseName: '置顶旧案例', isTop: true, caseScore: 880, createdAt: new Date('2024-01-01T00:00:00Z'), productTwoBelongCode: `${ONE}A` },
    {
      ...base,
      id: id(2),
      caseName: '新案例',
      caseScore: 960,
      commodityAmountFen: 1280050,
      dealTimeDays: 5,
      caseDefaultRead: 100,
      caseRealReadNum: 7,
      caseIntro: '客户需要快速注册公司。',
      createdAt: new Date('2024-03-01T00:00:00Z'),
      plannerId: signer.userId,
      detailInfo: detailInfo(signer.userId),
    },
    { ...base, id: id(3), caseName: '无评分案例', caseScore: null, createdAt: new Date('2024-02-01T00:00:00Z'), dealAreaCode: '510105', dealArea: '青羊区' },
    { ...base, id: id(4), caseName: '下架案例', upOrDown: 0, createdAt: new Date('2024-04-01T00:00:00Z') },
    {
      ...base,
      id: id(5),
      caseName: '交易案例',
      caseType: 'CASE_TYPE_2',
      productTypeCode: 'PRO_CLASS_TYPE_TRANSACTION',
      dealCityCode: '110100',
      dealProvinceCode: '110000',
      createdAt: new Date('2024-02-15T00:00:00Z'),
      detailInfo: { infos: [{ key: 'processing', content: '核验→过户', imgs: ['/images/gen/trade/1.webp'] }] },
    },
  ]);
});
afterAll(() => ctx.close());

const LIST = '/api/case/v1/case_list';
const caseNames = (res: { data: { records: { caseName: string }[] } }) => res.data.records.map((r) => r.caseName);

describe('POST /api/case/v1/case_list', () => {
  it('lists shelved cases, pinned first then newest', async () => {
    const res = await ctx.call('POST', LIST, { productOneBelongCode: ONE });
    expect(res.code, res.msg).toBe(200);
    expect(caseNames(res)).toEqual(['置顶旧案例', '新案例', '交易案例', '无评分案例']);
    expect(res.data).toMatchObject({ totalCount: 4, totalPage: 1, current: 1, limit: 15 });
    expect(res.data.records[1]).toMatchObject({
      caseScore: 960,
      caseScoreText: '9.6',
      commodityAmountFen: 1280050,
      commodityAmount: '12800.50',
      dealTime: 5,
      readNum: 107,
      dealCity: '成都市',
    });
  });

  it('sorts by score (unscored last) and filters by type, level and region', async () => {
    const byScore = await ctx.call('POST', LIST, {
      productOneBelongCode: ONE,
      orderItems: [
        { column: 'caseScore', asc: false },
        { column: 'createTime', asc: false },
      ],
    });
    expect(caseNames(byScore)).toEqual(['新案例', '置顶旧案例', '交易案例', '无评分案例']);
    expect(caseNames(await ctx.call('POST', LIST, { productOneBelongCode: ONE, productTypeCode: 'PRO_CLASS_TYPE_TRANSACTION' }))).toEqual(['交易案例']);
    expect(caseNames(await ctx.call('POST', LIST, { productOneBelongCode: ONE, productTwoBelongCode: `${ONE}A` }))).toEqual(['置顶旧案例']);
    expect(caseNames(await ctx.call('POST', LIST, { productOneBelongCode: ONE, dealArea: '510105' }))).toEqual(['无评分案例']);
    expect(caseNames(await ctx.call('POST', LIST, { productOneBelongCode: ONE, dealCity: '110100' }))).toEqual(['交易案例']);
    expect(caseNames(await ctx.call('POST', LIST, { plannerId: signer.userId }))).toEqual(['新案例']);
    expect(caseNames(await ctx.call('POST', LIST, { ids: [id(3), id(4)] }))).toEqual(['无评分案例']);
  });

  it('pages', async () => {
    const p2 = await ctx.call('POST', LIST, { productOneBelongCode: ONE, page: 2, limit: 3 });
    expect(p2.data).toMatchObject({ totalCount: 4, totalPage: 2, current: 2 });
    expect(caseNames(p2)).toEqual(['无评分案例']);
  });

  it('rejects bad input naming the field', async () => {
    expect((await ctx.call('POST', LIST, { productTypeCode: 'X' })).msg).toMatch(/^productTypeCode：/);
    expect((await ctx.call('POST', LIST, { dealCity: '51' })).msg).toMatch(/^dealCity：/);
    expect((await ctx.call('POST', LIST, { orderItems: '[{"column":"price","asc":true}]' })).msg).toMatch(/^orderItems/);
    expect((await ctx.call('POST', LIST, { orderItems: 'not json' })).msg).toMatch(/^orderItems：/);
    expect((await ctx.call('POST', LIST, { limit: 100 })).msg).toMatch(/^limit：/);
  });

  it('answers an empty page when nothing matches', async () => {
    const res = await ctx.call('POST', LIST, { productOneBelongCode: 'FLNOTHING' });
    expect(res.data).toMatchObject({ records: [], totalCount: 0, totalPage: 0 });
  });
});

describe('GET /api/case/v1/case_detail', () => {
  it('reads the dynamic form into sections, with the signer’s live numbers, and counts the read', async () => {
    const res = await ctx.call('GET', '/api/case/v1/case_detail', { id: id(2) });
    expect(res.code, res.msg).toBe(200);
    const d = res.data;
    expect(d).toMatchObject({
      caseName: '新案例',
      labels: ['加急办理', '一次通过'],
      headImgs: ['/images/gen/case/1.webp', '/images/gen/case/2.webp'],
      intro: { content: '客户需要快速注册公司。', imgs: ['/images/gen/case/3.webp'] },
      result: { content: '5天拿到执照。', imgs: [] },
      priceData: [
        { name: '有限公司注册', amountFen: 99900, amount: '999.00' },
        { name: '官方规费', amountFen: 30050, amount: '300.50' },
      ],
      priceTotal: '1299.50',
      expert: { overall: 9.2, level: '优秀', dimensions: [{ name: '专业能力', fraction: 9.5 }, { name: '服务效率', fraction: 8.8 }], comment: '流程清晰。' },
      reviews: [{ userName: '陈女士', date: '2024-03-07', content: '非常满意', imgs: [] }],
      signer: { mchUserId: signer.userId, name: '签约人', point: 777, payNum: 66, status: 1 },
      members: [
        { mchUserId: 'u_lead', name: '项目负责人甲', role: '项目负责人' },
        { mchUserId: null, name: '专员乙', role: '办理专员' },
      ],
    });
    expect(d.process).toEqual([
      { name: '核名', from: '2024-03-01', to: '2024-03-02', content: '提交三个备选名称。', imgs: [] },
      { name: '领照', from: '2024-03-03', to: '2024-03-05', content: '领取营业执照。', imgs: [] },
    ]);
    expect(d.readNum).toBe(108);
    const [row] = await ctx.deps.db.select({ n: cases.caseRealReadNum }).from(cases).where(eq(cases.id, id(2)));
    expect(row.n).toBe(8);
  });

  it('reads a trade case’s single process block and tolerates missing sections', async () => {
    const res = await ctx.call('GET', '/api/case/v1/case_detail', { id: id(5) });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.process).toEqual([{ name: '', from: '', to: '', content: '核验→过户', imgs: ['/images/gen/trade/1.webp'] }]);
    expect(res.data).toMatchObject({ labels: [], priceData: [], priceTotal: '', reviews: [], signer: null, members: [], expert: { overall: null, level: '' } });
  });

  it('answers 404 for unknown or unshelved cases and 400 without an id', async () => {
    expect((await ctx.call('GET', '/api/case/v1/case_detail', { id: 'case_nope' })).code).toBe(404);
    expect((await ctx.call('GET', '/api/case/v1/case_detail', { id: id(4) })).code).toBe(404);
    expect((await ctx.call('GET', '/api/case/v1/case_detail', {})).msg).toMatch(/^id：/);
  });
});
