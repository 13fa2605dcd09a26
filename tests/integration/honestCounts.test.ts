import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers';
import { fund } from './walletFixtures';
import { DEMO, G, PLANNER, loginDemo, loginPlanner, payWallet, submitOk } from './orderFixtures';
import { actCardPurchases, actCards, campaignClaims, campaignProducts, evaluations, knownContents, knownVisits, planners } from '@/server/db/schema';
import { countPlannerReview } from '@/server/modules/planner/service';

// ADR 0027: every figure shown as real is counted from its records. 已售 and 销量优先 from paid order lines, a planner's
// 成交 / 服务人数 from their paid orders and 薯片分 from their reviews, campaign and 活动卡 sold from claims, 必懂
// views from visits (and the creator centre's total is the sum of its days).

let t: TestContext;
let demo: string;
beforeAll(async () => {
  t = await createTestContext();
  demo = await loginDemo(t);
  // Enough money in the demo wallet for every order below (a test top-up through the ledger).
  await fund(t, DEMO.userId, 500_000_000);
});
afterAll(() => t?.close());

/** The goods page's figure: /api/goods/v4/detail (detail_page serves the same goods through a 30 s shared copy). */
const soldOnPage = async (id: string) => {
  const r = await t.call('GET', '/api/goods/v4/detail', { productId: id });
  expect(r.code, r.msg).toBe(200);
  return r.data.salesVolume as number;
};
const soldOnCard = async (id: string) => {
  const detailRes = await t.call('GET', '/api/goods/v4/detail', { productId: id });
  const r = await t.call('GET', '/api/goods/v4/list', { keyword: detailRes.data.name, limit: 50 });
  expect(r.code, r.msg).toBe(200);
  const card = (r.data.records as { id: string; salesVolume: number }[]).find((c) => c.id === id);
  expect(card, `card of ${id}`).toBeTruthy();
  return card!.salesVolume;
};
const payAll = async (cusOrderId: string) => {
  const r = await payWallet(t, demo, cusOrderId);
  expect(r.code, r.msg).toBe(200);
};

describe('已售 (goods.sales_volume) counts paid order lines', () => {
  it('starts from no seeded figure: every goods shows what its paid orders hold', async () => {
    const res = await t.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from goods g where g.sales_volume <> coalesce((select sum(o.quantity) from orders o join cus_orders c on c.id = o.cus_order_id where o.goods_id = g.id and c.paid_at is not null), 0)`);
    const rows = Array.isArray(res) ? res : (res as { rows: { n: number }[] }).rows;
    expect(Number(rows[0].n)).toBe(0);
  });

  it('a paid order of g_0001 with quantity 3 raises its 已售 by 3 on the page and on the card; an unpaid one does not', async () => {
    const [page0, card0] = [await soldOnPage(G.full), await soldOnCard(G.full)];
    expect(card0).toBe(page0);
    const unpaid = await submitOk(t, demo, { items: [{ goodsId: G.full, goodsNumber: 2 }] });
    expect(await soldOnPage(G.full)).toBe(page0);
    const s = await submitOk(t, demo, { items: [{ goodsId: G.full, goodsNumber: 3 }] });
    await payAll(s.cusOrderId);
    expect(await soldOnPage(G.full)).toBe(page0 + 3);
    expect(await soldOnCard(G.full)).toBe(card0 + 3);
    // Paying the other order later counts it then, once.
    await payAll(unpaid.cusOrderId);
    expect(await soldOnPage(G.full)).toBe(page0 + 5);
  });

  it('a deposit order counts its quantity when the deposit (its first payment) is paid', async () => {
    const before = await soldOnPage(G.deposit);
    const s = await submitOk(t, demo, { items: [{ goodsId: G.deposit, goodsNumber: 2 }] });
    expect(await soldOnPage(G.deposit)).toBe(before);
    await payAll(s.cusOrderId);
    expect(await soldOnPage(G.deposit)).toBe(before + 2);
  });

  it('销量优先 orders by the real figure', async () => {
    const g = await t.call('GET', '/api/goods/v4/detail', { productId: G.full2 });
    const classCode = g.data.classCodeTwo as string;
    const list = async () => (await t.call('GET', '/api/goods/v4/list', { classCode, sort: 'sales', limit: 50 })).data.records as { id: string; salesVolume: number }[];
    const before = await list();
    const top = before[0]?.salesVolume ?? 0;
    const s = await submitOk(t, demo, { items: [{ goodsId: G.full2, goodsNumber: top + 1 }] });
    await payAll(s.cusOrderId);
    const after = await list();
    expect(after[0].id).toBe(G.full2);
    expect(after[0].salesVolume).toBe(top + 1 + (before.find((c) => c.id === G.full2)?.salesVolume ?? 0));
    const figures = after.map((c) => c.salesVolume);
    expect(figures).toEqual([...figures].sort((a, b) => b - a));
  });
});

describe("a planner's 成交, 服务人数 and 薯片分", () => {
  const card = async () => {
    const r = await t.call('GET', '/api/plannerCard/v1/planner_detail', { mchUserId: PLANNER.userId });
    expect(r.code, r.msg).toBe(200);
    return r.data as { point: number; pointLevelName: string; baseData: { dealNumber: number; peopleServed: number; Evaluator: number } };
  };

  it('成交 and 服务人数 come from their paid orders', async () => {
    await loginPlanner(t);
    const before = await card();
    const s = await submitOk(t, demo, { items: [{ goodsId: G.full, goodsNumber: 1 }], plannerId: PLANNER.userId });
    expect((await card()).baseData.dealNumber).toBe(before.baseData.dealNumber);
    await payAll(s.cusOrderId);
    const after = await card();
    expect(after.baseData.dealNumber).toBe(before.baseData.dealNumber + 1);
    // One customer (the demo customer), however many orders.
    expect(after.baseData.peopleServed).toBe(1);
    const s2 = await submitOk(t, demo, { items: [{ goodsId: G.full, goodsNumber: 1 }], plannerId: PLANNER.userId });
    await payAll(s2.cusOrderId);
    expect((await card()).baseData.dealNumber).toBe(before.baseData.dealNumber + 2);
    expect((await card()).baseData.peopleServed).toBe(1);
  });

  it('薯片分 is the mean score of their shown reviews, and a new review moves it', async () => {
    const mean = async () => {
      const [row] = await t.deps.db
        .select({ n: sql<number>`count(*)::int`, avg: sql<string>`avg(${evaluations.averageScore})` })
        .from(evaluations)
        .where(and(eq(evaluations.plannerId, PLANNER.userId), eq(evaluations.status, 1)));
      return { n: row.n, avg: Math.round(Number(row.avg)) };
    };
    const m = await mean();
    expect(m.n).toBeGreaterThan(0);
    const c = await card();
    expect(c.point).toBe(m.avg);
    expect(c.baseData.Evaluator).toBe(m.n);
    // A 400 review, counted as write.ts counts it, moves the mean exactly.
    await t.deps.db.transaction(async (tx) => {
      await tx.insert(evaluations).values({ id: 'ev_honest_1', goodsType: 'goods', goodsId: G.full, plannerId: PLANNER.userId, userName: '测试', avatar: '', averageScore: 400, evaluatedAt: new Date() });
      await countPlannerReview(tx, PLANNER.userId, false, 400);
    });
    const m2 = await mean();
    const [p] = await t.deps.db.select().from(planners).where(eq(planners.userId, PLANNER.userId));
    expect(p.point).toBe(m2.avg);
    expect(p.evaluatorCount).toBe(m2.n);
    expect((await card()).point).toBe(m2.avg);
  });

  it('a planner nobody reviewed has no 薯片分 (0) and no level', async () => {
    const [none] = await t.deps.db.select().from(planners).where(sql`not exists (select 1 from ${evaluations} e where e.planner_id = ${planners.userId})`).limit(1);
    if (!none) return expect(await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(planners).where(eq(planners.point, 0))).toEqual([{ n: 0 }]);
    expect(none.point).toBe(0);
    expect(none.payNum).toBe(0);
  });
});

describe('campaign and 活动卡 sold counts come from their claims', () => {
  it('every campaign product has sold = its held or paid claims', async () => {
    const res = await t.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${campaignProducts} p where p.sold <> (select count(*) from ${campaignClaims} c where c.product_id = p.id and c.status in ('HELD', 'PAID'))`,
    );
    const rows = Array.isArray(res) ? res : (res as { rows: { n: number }[] }).rows;
    expect(Number(rows[0].n)).toBe(0);
    const [{ n }] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(campaignProducts);
    expect(n).toBeGreaterThan(0);
  });

  it('every 活动卡 has sold = its purchases not cancelled, and 剩余 is stock minus that', async () => {
    const cards = await t.deps.db.select().from(actCards);
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) {
      const [{ n }] = await t.deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(actCardPurchases)
        .where(and(eq(actCardPurchases.cardId, c.id), ne(actCardPurchases.status, 3)));
      expect(c.sold, c.id).toBe(n);
    }
    const r = await t.call('GET', '/api/marking/v1/act_card_list', { page: 1, limit: 50 });
    expect(r.code, r.msg).toBe(200);
    const shown = r.data.records as { id: string; leftStock: number }[];
    expect(shown.length).toBeGreaterThan(0);
    for (const s of shown) {
      const c = cards.find((x) => x.id === s.id)!;
      expect(s.leftStock, s.id).toBe(Math.max(0, c.stock - c.sold));
    }
  });
});

describe('必懂 view counts come from visits', () => {
  it('every content shows the number of its visits', async () => {
    const res = await t.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${knownContents} k where k.browse_count <> (select count(*) from ${knownVisits} v where v.content_id = k.id)`,
    );
    const rows = Array.isArray(res) ? res : (res as { rows: { n: number }[] }).rows;
    expect(Number(rows[0].n)).toBe(0);
  });

  it('a view counts once per viewer and day', async () => {
    const [c] = await t.deps.db.select().from(knownContents).where(and(eq(knownContents.status, 1), inArray(knownContents.type, [1, 2]))).limit(1);
    const viewer = await t.loginSms(t.phone());
    const first = await t.call('GET', '/api/known/v1/detail', { id: c.id }, { token: viewer.token });
    expect(first.code, first.msg).toBe(200);
    const again = await t.call('GET', '/api/known/v1/detail', { id: c.id }, { token: viewer.token });
    const [row] = await t.deps.db.select({ n: knownContents.browseCount }).from(knownContents).where(eq(knownContents.id, c.id));
    expect(row.n).toBe(c.browseCount + 1);
    expect(again.code, again.msg).toBe(200);
    expect(again.data.browseCount).toBe(row.n);
  });

  it("the creator centre's views are its visits: the total all of them, each day of the series that day's", async () => {
    const planner = await loginPlanner(t);
    const r = await t.call('GET', '/api/known/v1/creator/data', { days: '30' }, { token: planner });
    expect(r.code, r.msg).toBe(200);
    const series = r.data.series as { day: string; views: number }[];
    // Counted here from the visits themselves, over the same China days: the series starts at a day boundary, so
    // visits seeded a month ago may fall before it (the total keeps them; at Beijing midnight the window moves on).
    const [all] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(knownVisits).where(eq(knownVisits.authorId, PLANNER.userId));
    const [inWindow] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(knownVisits)
      .where(and(eq(knownVisits.authorId, PLANNER.userId), sql`${knownVisits.day} >= ${series[0].day}`));
    expect(r.data.totals.views).toBeGreaterThan(0);
    expect(r.data.totals.views).toBe(Number(all.n));
    expect(series.reduce((s, d) => s + d.views, 0)).toBe(Number(inWindow.n));
  });
});
