import { randomBytes } from 'node:crypto';
import { createTestContext, type TestContext } from './helpers';
import { insertEvaluation, insertPlanner } from './plannerFixtures';
import { goods } from '@/server/modules/goods/schema';

let ctx: TestContext;
const goodsId = `g_t${randomBytes(4).toString('hex')}`;
let plannerId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.deps.db.insert(goods).values({
    id: goodsId,
    goodsNo: `GT${randomBytes(4).toString('hex')}`,
    name: '测试公司注册',
    classCode: 'FLTEST1A1',
    classCodeName: '有限公司注册',
    classCodeLevel: 'FLTEST1,FLTEST1A,FLTEST1A1',
    classCodeLevelName: '工商服务/公司注册/有限公司注册',
    classCode1: 'FLTEST1',
    cover: '/images/gen/goods/1.webp',
  });
  plannerId = (await insertPlanner(ctx, { name: '王规划' })).userId;
  await insertEvaluation(ctx, {
    goodsId,
    plannerId,
    userName: '张三丰',
    averageScore: 1000,
    tags: ['专业', '响应快'],
    images: ['/images/gen/case/1.webp'],
    evaluatedAt: new Date('2024-05-01T20:00:00Z'),
    replies: [
      { replyType: 1, content: '后续年报也很顺利', afterDays: 3 },
      { replyType: 2, content: '感谢认可', userName: '王规划' },
    ],
  });
  await insertEvaluation(ctx, {
    goodsId,
    userName: '李四',
    anonymous: true,
    averageScore: 400,
    goodEvaluate: false,
    tags: ['专业'],
    evaluatedAt: new Date('2024-05-02T00:00:00Z'),
    replies: [{ replyType: 1, content: '当天补充', afterDays: 0 }],
  });
  await insertEvaluation(ctx, { goodsId, userName: '', averageScore: 800, tags: [], evaluatedAt: new Date('2024-04-01T00:00:00Z') });
  // Hidden by moderation: never listed or counted.
  await insertEvaluation(ctx, { goodsId, status: 0, content: '违规内容', evaluatedAt: new Date('2024-06-01T00:00:00Z') });
});
afterAll(() => ctx.close());

const LIST = '/api/evaluate/v1/find_already_evaluate_page_list';

describe('POST /api/evaluate/v1/find_already_evaluate_page_list', () => {
  it('lists a goods’ shown reviews newest first, with masked names, replies and stats', async () => {
    const res = await ctx.call('POST', LIST, { ext1: goodsId, start: 1, limit: 15 });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ totalCount: 3, totalPage: 1, current: 1, limit: 15 });
    const [anon, first, noName] = res.data.records;
    expect(anon).toMatchObject({
      userName: '匿名用户',
      choiceAnonymous: true,
      avatar: '/images/avatar-default.svg',
      stars: 2,
      goodEvaluate: false,
      reviewStatus: 1,
      replyStatus: 0,
      followUpDays: 0,
    });
    expect(anon.triggerReviewReplies[0].userName).toBe('匿名用户');
    expect(first).toMatchObject({
      userName: '张**',
      averageScore: 1000,
      stars: 5,
      evaluateDate: '2024-05-02',
      imgs: [{ filepath: '/images/gen/case/1.webp' }],
      evaluateTagList: [{ name: '专业' }, { name: '响应快' }],
      reviewStatus: 1,
      replyStatus: 1,
      followUpDays: 3,
      goodsId,
      plannerId,
    });
    expect(first.triggerReviewReplies.map((r: { reviewReplyType: number; userName: string }) => [r.reviewReplyType, r.userName])).toEqual([
      [2, '王规划'],
      [1, '张**'],
    ]);
    expect(noName.userName).toBe('***');
    expect(JSON.stringify(res)).not.toContain('违规内容');
    expect(JSON.stringify(res)).not.toContain('张三丰');
    expect(res.data.stats).toEqual({
      total: 3,
      good: 2,
      withImages: 1,
      goodRate: 66.7,
      tags: [
        { name: '专业', count: 2 },
        { name: '响应快', count: 1 },
      ],
    });
  });

  it('filters by tag, good reviews and reviews with images, keeping the unfiltered stats', async () => {
    const tag = await ctx.call('POST', LIST, { ext1: goodsId, tag: '响应快' });
    expect(tag.data.totalCount).toBe(1);
    expect(tag.data.stats.total).toBe(3);
    expect((await ctx.call('POST', LIST, { ext1: goodsId, goodOnly: 1 })).data.totalCount).toBe(2);
    expect((await ctx.call('POST', LIST, { ext1: goodsId, withImages: 1 })).data.totalCount).toBe(1);
  });

  it('pages', async () => {
    const p2 = await ctx.call('POST', LIST, { ext1: goodsId, start: 2, limit: 2 });
    expect(p2.data).toMatchObject({ totalCount: 3, totalPage: 2, current: 2 });
    expect(p2.data.records).toHaveLength(1);
    expect(p2.data.records[0].userName).toBe('***');
  });

  it('lists a planner’s reviews', async () => {
    const res = await ctx.call('POST', LIST, { plannerId });
    expect(res.data.totalCount).toBe(1);
  });

  it('answers an empty page for a goods without reviews', async () => {
    const [other] = await ctx.deps.db.select({ id: goods.id }).from(goods).limit(50);
    const res = await ctx.call('POST', LIST, { ext1: other.id, tag: '不存在的标签' });
    expect(res.code).toBe(200);
    expect(res.data.records).toEqual([]);
  });

  it('answers 404 for an unknown goods or planner and 400 naming the field', async () => {
    expect((await ctx.call('POST', LIST, { ext1: 'g_nope' })).code).toBe(404);
    expect((await ctx.call('POST', LIST, { plannerId: 'u_nope' })).code).toBe(404);
    const none = await ctx.call('POST', LIST, { start: 1 });
    expect(none.code).toBe(400);
    expect(none.msg).toMatch(/^ext1：/);
    expect((await ctx.call('POST', LIST, { ext1: goodsId, limit: 0 })).msg).toMatch(/^limit：/);
    expect((await ctx.call('POST', LIST, { ext1: goodsId, goodOnly: 2 })).msg).toMatch(/^goodOnly：/);
  });
});
