import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { knownContents } from '@/server/db/schema';
import { createTestContext, type TestContext } from './helpers';
import { FX, seedCatalogFixtures } from './goodsFixtures';
import { newCustomer } from './orderFixtures';

// 我的收藏: batch delete of one's own favourites, and the 必懂 contents one collected (read from the community).

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedCatalogFixtures(t.deps.db, t.deps.now());
});
afterAll(async () => {
  await t?.close();
});

const ADD = '/api/save/v1/add';
const LIST = '/api/save/v1/list';
const BATCH = '/api/save/v1/batch_delete';
const KNOWN = '/api/save/v1/known_collects';
const OPERATE = '/api/known/v1/operation';

type Fav = { id: string; targetType: string; targetId: string };
type Card = { id: string; type: number; title: string };

async function favouritesOf(token: string, targetType?: string): Promise<Fav[]> {
  return (await t.call('GET', LIST, { targetType, limit: 50 }, { token })).data.records;
}
async function save(token: string, targetType: string, targetId: string) {
  const r = await t.call('POST', ADD, { targetType, targetId }, { token });
  expect(r.code, r.msg).toBe(200);
}

/** A published content of the seeded community of each kind. */
async function contents(): Promise<Card[]> {
  const c = knownContents;
  const rows = await t.deps.db.select({ id: c.id, type: c.type, title: c.title }).from(c).where(and(eq(c.status, 1), isNull(c.deletedAt))).orderBy(c.id).limit(400);
  return [1, 2, 3].map((type) => rows.find((r) => r.type === type)!);
}

describe('batch delete', () => {
  it('removes the chosen favourites of the caller and keeps the rest', async () => {
    const me = await newCustomer(t);
    for (const [type, id] of [['goods', FX.FIXED], ['goods', FX.ZERO], ['trade', FX.GS1], ['planner', FX.PLANNER], ['combo', FX.COMBO]] as const) await save(me.token, type, id);
    const all = await favouritesOf(me.token);
    expect(all).toHaveLength(5);
    const goods = all.filter((f) => f.targetType === 'goods');
    const res = await t.call('POST', BATCH, { ids: goods.map((f) => f.id).join(',') }, { token: me.token });
    expect(res).toEqual({ code: 200, data: { removed: 2 }, msg: 'success' });
    expect(await favouritesOf(me.token, 'goods')).toEqual([]);
    expect((await favouritesOf(me.token)).map((f) => f.targetType).sort()).toEqual(['combo', 'planner', 'trade']);
    // The product page's heart follows: no longer saved.
    expect((await t.call('GET', '/api/save/v1/check', { targetType: 'goods', targetId: FX.FIXED }, { token: me.token })).data.saved).toBe(false);
    // A JSON array works as well; deleting again (or an unknown id) removes nothing and is no error.
    const rest = await favouritesOf(me.token);
    expect((await t.call('POST', BATCH, { ids: JSON.stringify([rest[0].id, 'fav_nope']) }, { token: me.token })).data).toEqual({ removed: 1 });
    expect((await t.call('POST', BATCH, { ids: rest[0].id }, { token: me.token })).data).toEqual({ removed: 0 });
  });

  it('leaves another user’s favourites alone and does not count them', async () => {
    const owner = await newCustomer(t);
    const thief = await newCustomer(t);
    await save(owner.token, 'goods', FX.FIXED);
    await save(thief.token, 'goods', FX.FLOAT);
    const [theirs] = await favouritesOf(owner.token);
    const [mine] = await favouritesOf(thief.token);
    const res = await t.call('POST', BATCH, { ids: `${theirs.id},${mine.id}` }, { token: thief.token });
    expect(res.data).toEqual({ removed: 1 });
    expect(await favouritesOf(owner.token)).toHaveLength(1);
    expect(await favouritesOf(thief.token)).toHaveLength(0);
  });

  it('names the field of bad input, never 500', async () => {
    const me = await newCustomer(t);
    const bad = async (form: Record<string, string>) => t.call('POST', BATCH, form, { token: me.token });
    expect(await bad({})).toMatchObject({ code: 400, data: null, msg: 'ids：不能为空' });
    expect(await bad({ ids: ' , ,' })).toMatchObject({ code: 400, msg: 'ids：请选择要取消收藏的内容' });
    expect(await bad({ ids: '[1,' })).toMatchObject({ code: 400, msg: 'ids：请选择要取消收藏的内容' });
    expect(await bad({ ids: "fav_1,fav'2" })).toMatchObject({ code: 400, msg: 'ids：收藏记录有误' });
    expect(await bad({ ids: Array.from({ length: 51 }, (_, i) => `fav_${i}`).join(',') })).toMatchObject({ code: 400, msg: 'ids：一次最多取消50条收藏' });
    expect(await bad({ ids: '{"a":1}' })).toMatchObject({ code: 400 });
  });

  it('needs an account', async () => {
    expect((await t.call('POST', BATCH, { ids: 'fav_1' })).code).toBe(5223);
    const visitor = await t.call('POST', '/api/authentication/v1/register_anonymous_id', { sourceId: 'dev-fav-batch-1' });
    expect((await t.call('POST', BATCH, { ids: 'fav_1' }, { token: visitor.data.token })).code).toBe(403);
  });
});

describe('必懂 collects', () => {
  it('lists what the user collected, newest collect first, by kind and page; uncollecting removes it', async () => {
    const me = await newCustomer(t);
    const [question, article, answer] = await contents();
    expect([question, article, answer].every(Boolean)).toBe(true);
    for (const c of [question, article, answer]) {
      expect((await t.call('POST', OPERATE, { id: c.id, action: 'collect' }, { token: me.token })).code).toBe(200);
      t.advance(1000);
    }
    const page1 = (await t.call('GET', KNOWN, { limit: 2 }, { token: me.token })).data;
    expect(page1).toMatchObject({ totalCount: 3, totalPage: 2, current: 1, limit: 2 });
    expect(page1.records.map((c: Card) => c.id)).toEqual([answer.id, article.id]);
    const page2 = (await t.call('GET', KNOWN, { limit: 2, page: 2 }, { token: me.token })).data;
    expect(page2.records.map((c: Card) => c.id)).toEqual([question.id]);
    const onlyArticles = (await t.call('GET', KNOWN, { type: 2 }, { token: me.token })).data;
    expect(onlyArticles.records.map((c: Card) => c.id)).toEqual([article.id]);
    expect((await t.call('POST', OPERATE, { id: article.id, action: 'uncollect' }, { token: me.token })).code).toBe(200);
    expect((await t.call('GET', KNOWN, {}, { token: me.token })).data.records.map((c: Card) => c.id)).toEqual([answer.id, question.id]);
    // Applauding is not collecting.
    expect((await t.call('POST', OPERATE, { id: article.id, action: 'applaud' }, { token: me.token })).code).toBe(200);
    expect((await t.call('GET', KNOWN, {}, { token: me.token })).data.totalCount).toBe(2);
  });

  it('shows each user only their own collects', async () => {
    const a = await newCustomer(t);
    const b = await newCustomer(t);
    const [first] = await contents();
    await t.call('POST', OPERATE, { id: first.id, action: 'collect' }, { token: a.token });
    expect((await t.call('GET', KNOWN, {}, { token: a.token })).data.records.map((c: Card) => c.id)).toEqual([first.id]);
    expect((await t.call('GET', KNOWN, {}, { token: b.token })).data).toMatchObject({ totalCount: 0, records: [] });
  });

  it('names the field of bad input and needs an account', async () => {
    const me = await newCustomer(t);
    expect(await t.call('GET', KNOWN, { type: 4 }, { token: me.token })).toMatchObject({ code: 400, msg: 'type：内容类型有误' });
    expect(await t.call('GET', KNOWN, { type: 'x' }, { token: me.token })).toMatchObject({ code: 400, msg: 'type：内容类型有误' });
    expect(await t.call('GET', KNOWN, { page: 0 }, { token: me.token })).toMatchObject({ code: 400, msg: 'page：页码有误' });
    expect(await t.call('GET', KNOWN, { limit: 51 }, { token: me.token })).toMatchObject({ code: 400, msg: 'limit：每页条数有误' });
    expect((await t.call('GET', KNOWN)).code).toBe(5223);
  });
});
