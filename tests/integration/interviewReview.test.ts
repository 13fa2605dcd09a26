import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { evaluations } from '@/server/modules/evaluate/schema';
import { planners } from '@/server/modules/planner/schema';
import { createSession } from '@/server/modules/auth/session';
import { createTestContext, type TestContext } from './helpers';
import { newVisitor } from './chatFixtures';
import { insertPlanner } from './plannerFixtures';
import { IV, chatWith, chinaTimeIn, newCustomer, propose, type Party } from './interviewFixtures';
import { noticesOfKind, oneNotice } from './noticeFixtures';

// 评价面谈 (issue 27 §4b): the customer of a held (已完成) appointment rates it once; the rating is a review of the
// planner, listed and counted in 薯片分 like an order review, and the planner is told once.

const EVALUATE = '/api/interview/v4/evaluate';
const CARD = '/api/planner/v1/find_card';
const CARD_REVIEWS = '/api/planner/v1/find_card_evaluate';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

/** A planner of its own with no reviews yet (0 reviews, 薯片分 0), and a session. */
async function freshPlanner(): Promise<Party> {
  const p = await insertPlanner(t, { status: 1, name: '评价测试规划师', point: 0, evaluatorCount: 0, reviewScoreSum: 0, goodReputationBp: 0 });
  const userId = p.userId as string;
  const { token } = await createSession(t.deps.db, { userId, userType: 'MERCHANT_USER' }, t.deps.now(), 30 * 86_400);
  return { token, userId, phone: p.phone };
}

/** A customer of the planner (they chatted). */
async function customerOf(planner: Party): Promise<Party> {
  const c = await newCustomer(t);
  await chatWith(t, c, planner.userId);
  return c;
}

/** An appointment proposed, confirmed and, once its time came, marked held. */
async function held(planner: Party, customer: Party): Promise<string> {
  const iv = await propose(t, planner, customer.userId, { inviteTime: chinaTimeIn(t, 40) });
  const ok = await t.call('POST', IV.CONFIRM, { id: iv.id }, { token: customer.token });
  expect(ok.code, ok.msg).toBe(200);
  t.advance(41 * 60_000);
  const done = await t.call('POST', IV.COMPLETE, { id: iv.id }, { token: planner.token });
  expect(done.code, done.msg).toBe(200);
  return iv.id;
}

const rate = (who: Party, body: Record<string, unknown>) => t.call('POST', EVALUATE, body, { token: who.token });
const detail = async (who: Party, id: string) => (await t.call('GET', IV.DETAIL, { id }, { token: who.token })).data;

describe('who may rate, and when', () => {
  it('refuses before 已完成 (409), anyone but its customer (404) and bad input (400 naming the field)', async () => {
    const planner = await freshPlanner();
    const c = await customerOf(planner);
    const iv = await propose(t, planner, c.userId, { inviteTime: chinaTimeIn(t, 40) });
    expect(await detail(c, iv.id)).toMatchObject({ status: 0, canEvaluate: false, evaluation: null });
    expect(await rate(c, { id: iv.id, score: 5 })).toMatchObject({ code: 409, msg: '面谈完成后才能评价' });
    await t.call('POST', IV.CONFIRM, { id: iv.id }, { token: c.token });
    expect(await rate(c, { id: iv.id, score: 5 })).toMatchObject({ code: 409, msg: '面谈完成后才能评价' });

    t.advance(41 * 60_000);
    expect((await t.call('POST', IV.COMPLETE, { id: iv.id }, { token: planner.token })).code).toBe(200);
    expect(await detail(c, iv.id)).toMatchObject({ status: 2, canEvaluate: true, evaluation: null });

    // Nobody else: another customer, the planner himself, an unknown id — all 不存在; no session, no visitor.
    const other = await newCustomer(t);
    expect(await rate(other, { id: iv.id, score: 5 })).toMatchObject({ code: 404, msg: '面谈记录不存在' });
    expect(await rate(planner, { id: iv.id, score: 5 })).toMatchObject({ code: 404, msg: '面谈记录不存在' });
    expect(await rate(c, { id: 'iv_not_there', score: 5 })).toMatchObject({ code: 404, msg: '面谈记录不存在' });
    expect((await t.call('POST', EVALUATE, { id: iv.id, score: 5 })).code).toBe(5223);
    const v = await newVisitor(t);
    expect((await t.call('POST', EVALUATE, { id: iv.id, score: 5 }, { token: v.token })).code).toBe(403);

    const msg = async (body: Record<string, unknown>) => {
      const r = await rate(c, { id: iv.id, ...body });
      expect(r.code, JSON.stringify(body)).toBe(400);
      return r.msg;
    };
    expect(await msg({})).toBe('score：不能为空');
    expect(await msg({ score: '' })).toBe('score：不能为空');
    for (const bad of ['0', '6', '3.5', '-1', 'five', '10']) expect(await msg({ score: bad })).toBe('score：评分须为1到5的整数');
    expect(await msg({ score: 4, content: '好'.repeat(301) })).toBe('content：评价内容不能超过300个字');
    expect(await msg({ score: 4, anonymous: '2' })).toBe('anonymous：匿名只能为0或1');
    expect((await t.call('POST', EVALUATE, { score: 4 }, { token: c.token })).msg).toBe('id：不能为空');
    // None of it wrote anything.
    expect(await detail(c, iv.id)).toMatchObject({ canEvaluate: true, evaluation: null });
  });

  it('a cancelled appointment is never rated', async () => {
    const planner = await freshPlanner();
    const c = await customerOf(planner);
    const iv = await propose(t, planner, c.userId);
    await t.call('POST', IV.CANCEL, { id: iv.id }, { token: c.token });
    expect(await rate(c, { id: iv.id, score: 3 })).toMatchObject({ code: 409, msg: '面谈已取消，不能评价' });
    expect(await detail(c, iv.id)).toMatchObject({ status: 3, canEvaluate: false, evaluation: null });
  });
});

describe('once', () => {
  it('20 concurrent posts make exactly one review and one notice', async () => {
    const planner = await freshPlanner();
    const c = await customerOf(planner);
    const id = await held(planner, c);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => rate(c, { id, score: (i % 5) + 1, content: `第${i}次` })));
    const ok = answers.filter((a) => a.code === 200);
    expect(ok).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 200)) expect(a).toMatchObject({ code: 409, msg: '该面谈已评价，不能重复评价' });

    const rows = await t.deps.db.select().from(evaluations).where(and(eq(evaluations.plannerId, planner.userId), eq(evaluations.userId, c.userId)));
    expect(rows).toHaveLength(1);
    const [p] = await t.deps.db.select().from(planners).where(eq(planners.userId, planner.userId));
    expect(p).toMatchObject({ evaluatorCount: 1, reviewScoreSum: rows[0].averageScore, point: rows[0].averageScore });
    expect(await detail(c, id)).toMatchObject({ canEvaluate: false, evaluation: { score: ok[0].data.evaluation.score, content: ok[0].data.evaluation.content } });
    // A later retry is refused the same way.
    expect(await rate(c, { id, score: 5 })).toMatchObject({ code: 409, msg: '该面谈已评价，不能重复评价' });

    const n = await oneNotice(t, planner.token, 'interview.rated');
    expect(n).toMatchObject({ category: 'system', title: '客户评价了面谈', link: '/workbench/interviews?status=2' });
    expect(n.body).toContain(`${ok[0].data.evaluation.score}星`);
  });
});

describe('counted like an order review', () => {
  it('shows in the planner’s reviews and moves the count, 好评率 and 薯片分 by the mean', async () => {
    const planner = await freshPlanner();
    const [a, b] = [await customerOf(planner), await customerOf(planner)];
    const ivA = await held(planner, a);
    const ivB = await held(planner, b);
    const card0 = (await t.call('GET', CARD, { mchUserId: planner.userId })).data;
    expect(card0).toMatchObject({ evaluateCount: 0, averageScore: null, point: 0 });

    const first = await rate(a, { id: ivA, score: 4, content: '  <b>讲得</b>很清楚，方案实用  ' });
    expect(first.code, first.msg).toBe(200);
    expect(first.data).toMatchObject({ id: ivA, status: 2, canEvaluate: false, evaluation: { score: 4, content: '讲得很清楚，方案实用', anonymous: false } });
    const card1 = (await t.call('GET', CARD, { mchUserId: planner.userId })).data;
    expect(card1).toMatchObject({ evaluateCount: 1, averageScore: 800, point: 800 });

    const second = await rate(b, { id: ivB, score: '2', anonymous: '1' });
    expect(second.code, second.msg).toBe(200);
    expect(second.data.evaluation).toMatchObject({ score: 2, content: '', anonymous: true });
    // 薯片分 is the mean of the planner's reviews: (800 + 400) / 2.
    const card2 = (await t.call('GET', CARD, { mchUserId: planner.userId })).data;
    expect(card2).toMatchObject({ evaluateCount: 2, averageScore: 600, point: 600 });
    const [p] = await t.deps.db.select().from(planners).where(eq(planners.userId, planner.userId));
    expect(p).toMatchObject({ evaluatorCount: 2, reviewScoreSum: 1200, point: 600, goodReputationBp: 5000 });

    // The planner's public review list, newest first: the anonymous one masked, 好评 from 4 stars, no goods.
    const list = (await t.call('GET', CARD_REVIEWS, { mchUserId: planner.userId, start: 1, limit: 10 })).data;
    expect(list.stats).toMatchObject({ total: 2, good: 1 });
    expect(list.records).toHaveLength(2);
    expect(list.records[0]).toMatchObject({ userName: '匿名用户', stars: 2, averageScore: 400, goodEvaluate: false, goodsId: null, plannerId: planner.userId });
    expect(list.records[1]).toMatchObject({ stars: 4, averageScore: 800, goodEvaluate: true, evaluateContent: '讲得很清楚，方案实用', goodsId: null });
    expect(list.records[1].userName).toMatch(/\*\*$/);

    // The planner may answer it like any review of theirs.
    const reply = await t.call('POST', '/api/evaluate/v1/add_review_or_reply', { submitEvaluateId: list.records[1].id, reviewReplyContent: '感谢认可', reviewReplyType: 2 }, { token: planner.token });
    expect(reply.code, reply.msg).toBe(200);

    // One notice per rating: two ratings, two notices, each once.
    const notices = await noticesOfKind(t, planner.token, 'interview.rated');
    expect(notices).toHaveLength(2);
    expect(notices.find((x) => x.body.includes('一位客户'))?.body).toContain('2星');
  });
});
