import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cases, goods, planners } from '@/server/db/schema';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

type Entries = {
  goods: { id: string; productType: string; classCodeLevel: string }[];
  trade: { id: string; classCode: string }[];
  planners: { mchUserId: string }[];
  cases: { id: string }[];
  known: { id: string; type: number }[];
  news: { id: string }[];
};

describe('GET /api/seo/v1/sitemap', () => {
  it('lists the seeded goods, listings of all four trade types, active planners and cases', async () => {
    const res = await t.call<Entries>('GET', '/api/seo/v1/sitemap');
    expect(res.code).toBe(200);
    expect(res.data.goods.length).toBeGreaterThanOrEqual(150);
    expect(new Set(res.data.trade.map((x) => x.classCode)).size).toBe(4);
    expect(res.data.planners.length).toBeGreaterThanOrEqual(40);
    expect(res.data.cases.length).toBeGreaterThan(0);
    expect(new Set(res.data.known.map((k) => k.type))).toEqual(new Set([1, 2, 3, 5]));
    expect(res.data.known.map((k) => k.id)).not.toContain('kq_demo_pending');
    expect(res.data.news.length).toBeGreaterThan(0);
  });

  it('leaves out goods off the shelf, planners who left and cases taken down', async () => {
    const [g] = await t.deps.db.select({ id: goods.id }).from(goods).limit(1);
    await t.deps.db.update(goods).set({ status: 'PRO_STATUS_SOLD_OUT' }).where(eq(goods.id, g.id));
    const [p] = await t.deps.db.select({ id: planners.userId }).from(planners).where(eq(planners.status, 3)).limit(1);
    const [c] = await t.deps.db.select({ id: cases.id }).from(cases).where(eq(cases.upOrDown, 0)).limit(1);
    const res = await t.call<Entries>('GET', '/api/seo/v1/sitemap');
    expect(res.data.goods.map((x) => x.id)).not.toContain(g.id);
    if (p) expect(res.data.planners.map((x) => x.mchUserId)).not.toContain(p.id);
    if (c) expect(res.data.cases.map((x) => x.id)).not.toContain(c.id);
  });
});
