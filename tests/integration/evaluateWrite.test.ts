import { eq } from 'drizzle-orm';
import { evaluations } from '@/server/modules/evaluate/schema';
import { planners } from '@/server/modules/planner/schema';
import { cusOrders, orders } from '@/server/modules/order/schema';
import { createTestContext, type TestContext } from './helpers';
import { PNG_1x1, completedOrder, loginDemo, loginPlanner, paidOrder, sellInDemoPlannerStore, upload } from './aftersaleFixtures';

let t: TestContext;
let demo: string;
let other: string;
beforeAll(async () => {
  t = await createTestContext();
  demo = await loginDemo(t);
  other = (await t.loginSms(t.phone())).token;
});
afterAll(() => t.close());

const E = '/api/evaluate/v1';
const dims = (n: number) => JSON.stringify([{ id: 'd_attitude', name: '服务态度', fraction: n }, { id: 'd_skill', name: '专业能力', fraction: n }, { id: 'd_speed', name: '办理效率', fraction: n }]);
const add = (token: string, infoId: string, extra: Record<string, unknown> = {}) =>
  t.call('POST', `${E}/add_evaluate`, { infoId, serverScore: 10, evaluateDimensionList: dims(10), evaluateTagList: JSON.stringify(['专业靠谱', '响应及时']), evaluateContent: '办得又快又好', choiceAnonymous: 0, ...extra }, { token });

describe('writing evaluations', () => {
  it('only the buyer of a completed order rates it, once; the rating feeds goods and planner scores', async () => {
    const paid = await paidOrder(t, demo);
    const notDone = await add(demo, paid.orderId);
    expect(notDone.code).toBe(409);
    expect(notDone.msg).toBe('订单完成后才能评价');

    await sellInDemoPlannerStore(t, 'g_0001');
    const o = await completedOrder(t, demo);
    const census0 = await t.call('GET', `${E}/census_num`, {}, { token: demo });
    expect(census0.data.toEvaluate).toBeGreaterThanOrEqual(1);
    const pending = await t.call('POST', `${E}/get_evaluate_list`, { evaluateStatus: '1' }, { token: demo });
    expect(pending.data.records.map((r: { infoId: string }) => r.infoId)).toContain(o.orderId);
    // One order number everywhere: the 评价中心 shows the number the order pages show (the customer order's).
    const [{ cusOrderNo }] = await t.deps.db.select({ cusOrderNo: cusOrders.cusOrderNo }).from(cusOrders).innerJoin(orders, eq(orders.cusOrderId, cusOrders.id)).where(eq(orders.id, o.orderId));
    expect(cusOrderNo).toMatch(/^C/);
    expect(pending.data.records.find((r: { infoId: string }) => r.infoId === o.orderId).orderNo).toBe(cusOrderNo);
    const detail = await t.call('GET', `${E}/get_evaluate_detail`, { infoId: o.orderId }, { token: demo });
    expect(detail.data.orderNo).toBe(cusOrderNo);
    expect(detail.data).toMatchObject({ canEvaluate: true, choiceSupportAnonymous: true, evaluation: null });
    expect(detail.data.evaluateDimensionList).toHaveLength(3);

    // A non-buyer is refused (the order is not theirs).
    const stranger = await add(other, o.orderId);
    expect(stranger.code).toBe(404);
    // Dimensions are required; scores are 2..10 in steps of 2.
    expect((await add(demo, o.orderId, { evaluateDimensionList: '[]' })).msg).toBe('evaluateDimensionList：维度评分不能为空哦');
    expect((await add(demo, o.orderId, { serverScore: 7 })).code).toBe(400);
    // Someone else's upload cannot be attached.
    const foreign = await upload(t, other, PNG_1x1, 'x.png', 'evaluate');
    expect((await add(demo, o.orderId, { images: foreign.data.id })).code).toBe(403);

    const [p0] = await t.deps.db.select().from(planners).where(eq(planners.userId, 'u_demo_planner'));
    const before = await t.call('POST', '/api/evaluate/v1/find_already_evaluate_page_list', { ext1: 'g_0001', start: 1, limit: 50 });
    const img = await upload(t, demo, PNG_1x1, 'x.png', 'evaluate');
    const ok = await add(demo, o.orderId, { images: img.data.id, choiceAnonymous: 1 });
    expect(ok.code, ok.msg).toBe(200);
    expect(ok.data).toMatchObject({ averageScore: 1000, stars: 5, serverScore: 10, goodEvaluate: true, userName: '匿名用户', imgs: [{ filepath: img.data.url }] });

    const twice = await add(demo, o.orderId);
    expect(twice.code).toBe(409);
    expect(twice.msg).toBe('该订单已评价，不能重复评价');
    const [e] = await t.deps.db.select().from(evaluations).where(eq(evaluations.orderItemId, o.orderId));
    expect(e).toMatchObject({ goodsId: 'g_0001', plannerId: 'u_demo_planner', status: 1 });

    // The goods' review list and stats (the existing read code) now include it.
    const after = await t.call('POST', '/api/evaluate/v1/find_already_evaluate_page_list', { ext1: 'g_0001', start: 1, limit: 50 });
    expect(after.data.stats.total).toBe(before.data.stats.total + 1);
    expect(after.data.records[0].id).toBe(e.id);
    // The planner's evaluator count and 好评率 move with it.
    const [p1] = await t.deps.db.select().from(planners).where(eq(planners.userId, 'u_demo_planner'));
    expect(p1.evaluatorCount).toBe(p0.evaluatorCount + 1);
    expect(p1.goodReputationBp).toBeGreaterThanOrEqual(p0.goodReputationBp);
    const card = await t.call('GET', '/api/planner/v1/find_card', { mchUserId: 'u_demo_planner' });
    expect(card.data.evaluateCount).toBeGreaterThanOrEqual(1);

    const census1 = await t.call('GET', `${E}/census_num`, {}, { token: demo });
    expect(census1.data).toEqual({ toEvaluate: census0.data.toEvaluate - 1, evaluated: 1 });
    const done = await t.call('POST', `${E}/get_evaluate_list`, { evaluateStatus: '2,3,4,5' }, { token: demo });
    expect(done.data.records[0]).toMatchObject({ infoId: o.orderId, evaluateStatus: '3', isReview: 1, submitEvaluateId: e.id });
  });

  it('follow-up once by the reviewer; reply once by the planner; nobody else', async () => {
    const o = await completedOrder(t, demo);
    const ok = await add(demo, o.orderId, { serverScore: 6, evaluateDimensionList: dims(6), evaluateTagList: JSON.stringify(['进度稍慢']) });
    expect(ok.code, ok.msg).toBe(200);
    expect(ok.data.goodEvaluate).toBe(false);
    const id = ok.data.id;
    const R = `${E}/add_review_or_reply`;
    expect((await t.call('POST', R, { submitEvaluateId: id, reviewReplyContent: '冒充追评' }, { token: other })).code).toBe(403);
    const fu = await t.call('POST', R, { submitEvaluateId: id, reviewReplyContent: '后来办好了' }, { token: demo });
    expect(fu.code, fu.msg).toBe(200);
    expect(fu.data).toMatchObject({ reviewStatus: 1 });
    expect((await t.call('POST', R, { submitEvaluateId: id, reviewReplyContent: '再追评' }, { token: demo })).code).toBe(409);
    expect((await t.call('POST', R, { submitEvaluateId: id, reviewReplyContent: '冒充回复', reviewReplyType: 2 }, { token: demo })).code).toBe(403);
    const planner = await loginPlanner(t);
    const reply = await t.call('POST', R, { submitEvaluateId: id, reviewReplyContent: '感谢反馈', reviewReplyType: 2 }, { token: planner });
    expect(reply.code, reply.msg).toBe(200);
    expect(reply.data.replyStatus).toBe(1);
    const mine = await t.call('GET', `${E}/get_evaluate_detail`, { infoId: o.orderId }, { token: demo });
    expect(mine.data.evaluation.triggerReviewReplies.map((r: { reviewReplyType: number }) => r.reviewReplyType)).toEqual([1, 2]);
  });
});
