import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { goods } from '@/server/db/schema';
import { evaluations } from '@/server/modules/evaluate/schema';
import { forgetReviewDigest } from '@/server/modules/evaluate/service';
import { favourites } from '@/server/modules/favourite/schema';
import { SAVED_COPY_CAP, forgetSavedCopy } from '@/server/modules/favourite/savedCopy';
import { createTestContext, type TestContext } from './helpers';
import { G, completedOrder, loginDemo, loginPlanner, sellInDemoPlannerStore } from './aftersaleFixtures';
import { newCustomer } from './orderFixtures';
import { countStatements, installStatementCounter } from '../bench/orders/stats';

// The goods page rendered for a signed-in customer (never the page cache's shared copy) reads its public parts from
// short shared copies: the goods per goods and city, the review digest per goods, the booth planner per city and
// category. These tests count what one render costs and prove each copy is forgotten where its data changes.

let t: TestContext;
let demo: string;
beforeAll(async () => {
  await installStatementCounter();
  t = await createTestContext();
  demo = await loginDemo(t);
});
afterAll(() => t?.close());

const PAGE = '/api/goods/v4/detail_page';
const E = '/api/evaluate/v1';
const dims = (n: number) => JSON.stringify([{ id: 'd_attitude', name: '服务态度', fraction: n }, { id: 'd_skill', name: '专业能力', fraction: n }, { id: 'd_speed', name: '办理效率', fraction: n }]);

const page = async (productId: string, token = demo) => {
  const counted = await countStatements(() => t.call('GET', PAGE, { productId }, { token }));
  expect(counted.result.code, counted.result.msg).toBe(200);
  return { data: counted.result.data, sql: counted.sql };
};

/** Two goods on sale of the same two category levels as `id`, besides it. */
async function sameCategory(id: string) {
  const [g] = await t.deps.db.select().from(goods).where(eq(goods.id, id));
  const rows = await t.deps.db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.classCodeLevel, g.classCodeLevel), ne(goods.id, id), sql`${goods.classCode1} <> ''`))
    .limit(1);
  return rows[0]?.id;
}

describe('the goods page for a signed-in customer', () => {
  it('reads only the customer’s own part once the shared copies are warm, and shares the booth planner per category', async () => {
    const cold = await page(G.full);
    const warm = await page(G.full);
    // At most the session: nothing of the goods, its reviews, the planner or the customer's saved goods.
    expect(warm.sql.filter((q) => /"evaluations"|"planners"|"goods"|"goods_skus"|"favourites"/.test(q)), warm.sql.join('\n')).toEqual([]);
    expect(warm.sql.length, warm.sql.join('\n')).toBeLessThanOrEqual(1);
    expect(cold.sql.length).toBeGreaterThan(warm.sql.length);

    const sibling = await sameCategory(G.full);
    expect(sibling, 'the seeded catalogue has two goods of one category').toBeTruthy();
    const next = await page(sibling!);
    // Its goods and reviews are read; the planner of the category is not (one copy per city and category).
    expect(next.sql.filter((q) => /"planners"/.test(q)), next.sql.join('\n')).toEqual([]);
    expect(next.data.planner?.mchUserId).toBe(cold.data.planner?.mchUserId);
    // The recommendation log still names the goods the planner was shown on.
    expect(cold.data.planner?.dggPlannerRecomLog).toBe(`app-cpxqye-02:${G.full}:${cold.data.planner?.mchUserId}`);
    expect(next.data.planner?.dggPlannerRecomLog).toBe(`app-cpxqye-02:${sibling}:${next.data.planner?.mchUserId}`);
    // What the first goods page of the category read: the same planner the recommendation call answers.
    const booth = await t.call('GET', '/api/recommend/v1/planner', {
      sceneId: 'app-cpxqye-02',
      productId: sibling,
      firstTypeCode: next.data.goods.classCodeOne,
      level_2_ID: next.data.goods.classCodeTwo,
      page: 1,
      limit: 1,
    });
    expect(next.data.planner).toEqual(booth.data.records[0] ?? null);
  });

  it('shows a new review, its follow-up and its reply at once (the digest is forgotten when they are written)', async () => {
    await sellInDemoPlannerStore(t, G.full);
    const before = (await page(G.full)).data.reviews;
    const o = await completedOrder(t, demo);
    const added = await t.call('POST', `${E}/add_evaluate`, { infoId: o.orderId, serverScore: 4, evaluateDimensionList: dims(4), evaluateTagList: '[]', evaluateContent: '新写的评价', choiceAnonymous: 0 }, { token: demo });
    expect(added.code, added.msg).toBe(200);

    const after = (await page(G.full)).data.reviews;
    expect(after.total).toBe(before.total + 1);
    expect(after.first).toMatchObject({ id: added.data.id, evaluateContent: '新写的评价', reviewStatus: 0, replyStatus: 0 });
    // The same figures as the review list itself.
    const list = await t.call('POST', `${E}/find_already_evaluate_page_list`, { ext1: G.full, start: 1, limit: 1 });
    expect(after).toEqual({ first: list.data.records[0], total: list.data.stats.total, goodRate: list.data.stats.goodRate });

    const R = `${E}/add_review_or_reply`;
    expect((await t.call('POST', R, { submitEvaluateId: added.data.id, reviewReplyContent: '后来办好了' }, { token: demo })).code).toBe(200);
    expect((await page(G.full)).data.reviews.first).toMatchObject({ id: added.data.id, reviewStatus: 1 });
    const planner = await loginPlanner(t);
    expect((await t.call('POST', R, { submitEvaluateId: added.data.id, reviewReplyContent: '感谢反馈', reviewReplyType: 2 }, { token: planner })).code).toBe(200);
    const replied = (await page(G.full)).data.reviews.first;
    expect(replied).toMatchObject({ id: added.data.id, replyStatus: 1 });
    expect(replied.triggerReviewReplies.map((r: { reviewReplyContent: string }) => r.reviewReplyContent)).toEqual(['后来办好了', '感谢反馈']);
  });

  it('answers the customer’s saved flag from a short copy of their saved goods that every change of theirs replaces', async () => {
    const target = { targetType: 'goods', targetId: G.full };
    const saved = async (productId: string = G.full) => (await page(productId)).data.goods.isSave as boolean;
    const favSql = async (productId: string) => (await page(productId)).sql.filter((q) => /"favourites"/.test(q));
    await t.call('POST', '/api/save/v1/cancel', target, { token: demo });
    expect(await saved()).toBe(false);
    // Another goods page of the same customer reads no favourites: the copy holds all their saved goods.
    const sibling = (await sameCategory(G.full))!;
    await page(sibling);
    expect(await favSql(sibling)).toEqual([]);

    expect((await t.call('POST', '/api/save/v1/add', target, { token: demo })).code).toBe(200);
    expect(await saved()).toBe(true);
    expect(await favSql(G.full)).toEqual([]);
    expect(await saved(sibling)).toBe(false);
    // Someone else's page is their own.
    const planner = await loginPlanner(t);
    expect((await page(G.full, planner)).data.goods.isSave).toBe(false);

    expect((await t.call('POST', '/api/save/v1/cancel', target, { token: demo })).code).toBe(200);
    expect(await saved()).toBe(false);

    expect((await t.call('POST', '/api/save/v1/add', target, { token: demo })).code).toBe(200);
    expect(await saved()).toBe(true);
    const list = await t.call('GET', '/api/save/v1/list', { targetType: 'goods', page: 1, limit: 50 }, { token: demo });
    const fav = list.data.records.find((r: { targetId: string }) => r.targetId === G.full);
    const removed = await t.call('POST', '/api/save/v1/batch_delete', { ids: JSON.stringify([fav.id]) }, { token: demo });
    expect(removed.data.removed).toBe(1);
    expect(await saved()).toBe(false);
  });

  it('asks the table on every page for a customer with more saved goods than the copy holds', async () => {
    const { token, userId } = await newCustomer(t);
    const rows = Array.from({ length: SAVED_COPY_CAP }, (_, i) => ({ id: `fav_cap_${i}`, userId, targetType: 'goods', targetId: `g_gone_${i}` }));
    await t.deps.db.insert(favourites).values([...rows, { id: 'fav_cap_real', userId, targetType: 'goods', targetId: G.full }]);
    await forgetSavedCopy(t.deps.cache, userId);
    for (let i = 0; i < 2; i++) {
      const p = await page(G.full, token);
      expect(p.data.goods.isSave).toBe(true);
      expect(p.sql.filter((q) => /"favourites"/.test(q)).length).toBeGreaterThan(0);
    }
  });

  it('drops a hidden review once its writer forgets the digest (what any hiding path must do)', async () => {
    const shown = (await page(G.full)).data.reviews;
    expect(shown.first).toBeTruthy();
    await t.deps.db.update(evaluations).set({ status: 0 }).where(eq(evaluations.id, shown.first.id));
    // Until then the copy is what was read (no hiding path exists yet; the copy lives REVIEW_DIGEST_TTL_S at most).
    expect((await page(G.full)).data.reviews.first.id).toBe(shown.first.id);
    await forgetReviewDigest(t.deps.cache, G.full);
    const after = (await page(G.full)).data.reviews;
    expect(after.total).toBe(shown.total - 1);
    expect(after.first?.id ?? null).not.toBe(shown.first.id);
  });
});
