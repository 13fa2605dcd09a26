import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

type Card = { id: string; kind: string; state: string; href: string };
type Section = { id: string; title: string; goods: { id: string; href: string; priceText: string }[] };

describe('GET /api/activity/v1/topic_list', () => {
  it('lists the seeded topics in order, each with its page', async () => {
    const res = await t.call('GET', '/api/activity/v1/topic_list');
    expect(res.code, res.msg).toBe(200);
    const ids = res.data.records.map((r: Card) => r.id);
    expect(ids).toEqual(['tp_double11', 'tp_startup', 'tp_ip']);
    const byId = Object.fromEntries(res.data.records.map((r: Card) => [r.id, r]));
    expect(byId.tp_double11).toMatchObject({ kind: 'festival', state: 'ongoing', href: '/activity/doubleEleven' });
    expect(byId.tp_startup.href).toBe('/activity/marketingTopics?id=tp_startup');
    expect(byId.tp_ip.href).toBe('/activity/activityTopics?id=tp_ip');
  });

  it('narrows to one kind and pages', async () => {
    const res = await t.call('GET', '/api/activity/v1/topic_list', { kind: 'marketing' });
    expect(res.data.records.map((r: Card) => r.id)).toEqual(['tp_startup']);
    const page2 = await t.call('GET', '/api/activity/v1/topic_list', { page: 2, limit: 2 });
    expect(page2.data).toMatchObject({ totalCount: 3, current: 2 });
    expect(page2.data.records.map((r: Card) => r.id)).toEqual(['tp_ip']);
  });

  it('names bad input', async () => {
    expect((await t.call('GET', '/api/activity/v1/topic_list', { kind: 'sale' })).msg).toBe('kind：专题类型有误');
    const r = await t.call('GET', '/api/activity/v1/topic_list', { limit: 0 });
    expect(r.code).toBe(400);
    expect(r.msg).toBe('limit：每页条数有误');
  });
});

describe('GET /api/activity/v1/topic_detail', () => {
  it('answers a topic with its venues, its goods sections and its rules', async () => {
    const res = await t.call('GET', '/api/activity/v1/topic_detail', { id: 'tp_startup' });
    expect(res.code, res.msg).toBe(200);
    const d = res.data;
    expect(d).toMatchObject({ id: 'tp_startup', title: '企业开办一站通', state: 'ongoing' });
    expect(d.venues.map((v: { id: string; href: string }) => [v.id, v.href])).toEqual([
      ['tv_startup_reg', '/activity/marketingTopics/branchVenue?id=tv_startup_reg'],
      ['tv_startup_tax', '/activity/marketingTopics/branchVenue?id=tv_startup_tax'],
    ]);
    // The topic page shows its own sections, not its venues'.
    expect(d.sections.map((x: Section) => x.id)).toEqual(['ts_startup_must']);
    expect(d.sections[0].goods.length).toBe(3);
    for (const g of d.sections[0].goods) expect(g.href).toMatch(/^\/detail/);
    expect(d.rules.length).toBeGreaterThan(2);
    expect(Date.parse(d.serverTime)).not.toBeNaN();
  });

  it('finds the 双十一 venue by its slug', async () => {
    const res = await t.call('GET', '/api/activity/v1/topic_detail', { id: 'double-eleven' });
    expect(res.data.id).toBe('tp_double11');
    expect(res.data.sections.map((x: Section) => x.title)).toEqual(['爆款直降', '财税专场', '知产专场']);
  });

  it('leaves out goods that are gone and sections left empty', async () => {
    const db = t.deps.db;
    const [real] = await db.select({ goodsIds: s.topicSections.goodsIds }).from(s.topicSections).where(eq(s.topicSections.id, 'ts_ip_tm'));
    await db.update(s.topicSections).set({ goodsIds: ['g_missing', ...real.goodsIds] }).where(eq(s.topicSections.id, 'ts_ip_tm'));
    await db.insert(s.topicSections).values({ id: 'ts_ip_gone', topicId: 'tp_ip', title: '空分区', goodsIds: ['g_missing'], sort: 99 });
    const res = await t.call('GET', '/api/activity/v1/topic_detail', { id: 'tp_ip' });
    const tm = res.data.sections.find((x: Section) => x.id === 'ts_ip_tm');
    expect(tm.goods.map((g: { id: string }) => g.id)).toEqual(real.goodsIds);
    expect(res.data.sections.map((x: Section) => x.id)).not.toContain('ts_ip_gone');
  });

  it('answers 404 for an unknown or offline topic', async () => {
    const res = await t.call('GET', '/api/activity/v1/topic_detail', { id: 'tp_nothing' });
    expect(res.code).toBe(404);
    expect(res.msg).toBe('专题不存在或已下线');
    await t.deps.db.update(s.topics).set({ enabled: false }).where(eq(s.topics.id, 'tp_ip'));
    expect((await t.call('GET', '/api/activity/v1/topic_detail', { id: 'tp_ip' })).code).toBe(404);
    await t.deps.db.update(s.topics).set({ enabled: true }).where(eq(s.topics.id, 'tp_ip'));
  });

  it('names bad input', async () => {
    expect((await t.call('GET', '/api/activity/v1/topic_detail', { id: 'a b' })).msg).toBe('id：专题编号有误');
    const missing = await t.call('GET', '/api/activity/v1/topic_detail');
    expect(missing.code).toBe(400);
    expect(missing.msg).toMatch(/^id：/);
  });
});

describe('GET /api/activity/v1/branch_venue', () => {
  it('answers a branch venue with its topic, goods and the other venues', async () => {
    const res = await t.call('GET', '/api/activity/v1/branch_venue', { id: 'tv_startup_reg' });
    expect(res.code, res.msg).toBe(200);
    const d = res.data;
    expect(d).toMatchObject({ id: 'tv_startup_reg', name: '公司注册专场' });
    expect(d.topic).toMatchObject({ id: 'tp_startup', href: '/activity/marketingTopics?id=tp_startup' });
    expect(d.sections.map((x: Section) => x.id)).toEqual(['ts_startup_reg']);
    expect(d.sections[0].goods.length).toBe(4);
    expect(d.siblings.map((v: { id: string }) => v.id)).toEqual(['tv_startup_tax']);
    expect(d.rules).toEqual((await t.call('GET', '/api/activity/v1/topic_detail', { id: 'tp_startup' })).data.rules);
  });

  it('answers 404 for an unknown venue and names bad input', async () => {
    const res = await t.call('GET', '/api/activity/v1/branch_venue', { id: 'tv_nothing' });
    expect(res.code).toBe(404);
    expect(res.msg).toBe('分会场不存在或已下线');
    expect((await t.call('GET', '/api/activity/v1/branch_venue', { id: '../x' })).msg).toBe('id：分会场编号有误');
  });
});

describe('the server decides where a topic stands', () => {
  it('ends a topic on its end date and drops it from the lists, but still shows its page', async () => {
    const before = await t.call('GET', '/api/activity/v1/topic_detail', { id: 'tp_ip' });
    t.advance(Date.parse(before.data.endsAt) - t.deps.now().getTime() + 1000);
    const after = await t.call('GET', '/api/activity/v1/topic_detail', { id: 'tp_ip' });
    expect(after.data.state).toBe('ended');
    const list = await t.call('GET', '/api/activity/v1/topic_list');
    expect(list.data.records.map((r: Card) => r.id)).not.toContain('tp_ip');
  });
});
