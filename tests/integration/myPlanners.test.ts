import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { planners } from '@/server/modules/planner/schema';
import { createTestContext, type TestContext } from './helpers';
import { newVisitor } from './chatFixtures';
import { IV, chatWith, newCustomer, newPlanner, orderFrom } from './interviewFixtures';

// 我的规划师 (/my/plannerV2): the planners a customer consulted in chat or whose orders served them — each once, the
// most recent contact first, with paging; only the caller's own.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const mine = (token: string, q: Record<string, unknown> = {}) => t.call('GET', IV.MY_PLANNERS, q, { token });
const ids = (page: { records: { mchUserId: string }[] }) => page.records.map((r) => r.mchUserId);

describe('我的规划师', () => {
  it('lists chatted and ordering planners once each, the latest contact first', async () => {
    const c = await newCustomer(t);
    const [a, b, d] = [await newPlanner(t, { name: '甲规划' }), await newPlanner(t, { name: '乙规划' }), await newPlanner(t, { name: '丙规划' })];
    await chatWith(t, c, a.userId);
    t.advance(1000);
    await orderFrom(t, c, b.userId);
    t.advance(1000);
    await chatWith(t, c, d.userId);
    t.advance(1000);
    // Chatting with b as well: still one b, now the most recent.
    await chatWith(t, c, b.userId);
    const page = (await mine(c.token)).data;
    expect(page.totalCount).toBe(3);
    expect(ids(page)).toEqual([b.userId, d.userId, a.userId]);
    expect(page.records[0]).toMatchObject({ name: '乙规划', via: ['chat', 'order'], contactable: true, status: 1, lastAt: expect.any(String) });
    expect(page.records[2].via).toEqual(['chat']);
  });

  it('pages through them', async () => {
    const c = await newCustomer(t);
    const made = [];
    for (let i = 0; i < 5; i++) {
      const p = await newPlanner(t);
      await chatWith(t, c, p.userId);
      t.advance(1000);
      made.push(p.userId);
    }
    const first = (await mine(c.token, { page: 1, limit: 2 })).data;
    const third = (await mine(c.token, { page: 3, limit: 2 })).data;
    expect(first).toMatchObject({ totalCount: 5, totalPage: 3, current: 1 });
    expect(ids(first)).toEqual([made[4], made[3]]);
    expect(ids(third)).toEqual([made[0]]);
    expect((await mine(c.token, { page: 4, limit: 2 })).data.records).toEqual([]);
  });

  it('shows a planner who left as not contactable', async () => {
    const c = await newCustomer(t);
    const p = await newPlanner(t);
    await chatWith(t, c, p.userId);
    await t.deps.db.update(planners).set({ status: 3 }).where(eq(planners.userId, p.userId));
    expect((await mine(c.token)).data.records[0]).toMatchObject({ mchUserId: p.userId, status: 3, contactable: false });
  });

  it("is the caller's own: another customer and a planner see theirs only", async () => {
    const c = await newCustomer(t);
    const p = await newPlanner(t);
    await chatWith(t, c, p.userId);
    const other = await newCustomer(t);
    expect((await mine(other.token)).data).toMatchObject({ totalCount: 0, records: [] });
    expect((await mine(p.token)).data.totalCount).toBe(0);
  });

  it('needs an account and checks its paging', async () => {
    expect((await t.call('GET', IV.MY_PLANNERS)).code).toBe(5223);
    const v = await newVisitor(t);
    expect((await mine(v.token)).code).toBe(403);
    const c = await newCustomer(t);
    expect((await mine(c.token, { page: '0' })).msg).toBe('page：页码有误');
    expect((await mine(c.token, { limit: '31' })).msg).toBe('limit：每页条数有误');
  });
});
