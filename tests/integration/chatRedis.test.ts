/**
 * Two app instances on one PostgreSQL database and one Redis: a message sent through one instance reaches an SSE
 * subscriber of the other (fan-out over Redis pub/sub). Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '@/server/app';
import { openCache, RedisCache, type Cache } from '@/server/cache';
import { openDb, type DbHandle } from '@/server/db/client';
import type { Deps } from '@/server/http/types';
import { closeChatHub, hubOf } from '@/server/modules/chat/realtime';
import { createTestContext, type TestContext } from './helpers';
import { callApp, DEMO_PLANNER, IM, sseReader } from './chatFixtures';

const dbUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!dbUrl || !redisUrl)('chat across two instances (PostgreSQL + Redis)', () => {
  let t: TestContext;
  let dbB: DbHandle;
  let cacheB: Cache;
  let depsB: Deps;
  let appB: App;

  beforeAll(async () => {
    t = await createTestContext({ catalog: true });
    expect(t.deps.cache).toBeInstanceOf(RedisCache);
    // Instance B: its own connection pool to the same database, its own Redis connection with the same prefix.
    const rows = (await t.deps.db.execute(sql`select current_database() as name`)) as unknown as { rows?: { name: string }[] } | { name: string }[];
    const name = (Array.isArray(rows) ? rows : rows.rows!)[0].name;
    const u = new URL(dbUrl!);
    u.pathname = '/' + name;
    dbB = await openDb({ url: u.toString() });
    cacheB = await openCache(redisUrl!, (t.deps.cache as RedisCache)['prefix']);
    depsB = { ...t.deps, db: dbB.db, cache: cacheB };
    appB = createApp(depsB);
  }, 240_000);

  afterAll(async () => {
    if (depsB) await closeChatHub(depsB);
    if (t) await closeChatHub(t.deps);
    await dbB?.close();
    await cacheB?.close();
    await t?.close();
  });

  const secret = () => t.deps.config.signSecret;
  const onA = (method: 'GET' | 'POST', p: string, payload?: Record<string, unknown>, token?: string) => callApp(t.app, secret(), method, p, payload, token);
  const onB = (method: 'GET' | 'POST', p: string, payload?: Record<string, unknown>, token?: string) => callApp(appB, secret(), method, p, payload, token);

  async function streamOn(app: App, token: string) {
    const tk = await callApp(app, secret(), 'POST', IM.TICKET, {}, token);
    expect(tk.code, tk.msg).toBe(200);
    const res = await app.request(`${IM.EVENTS}?ticket=${encodeURIComponent(tk.data.ticket)}`);
    expect(res.status).toBe(200);
    const s = sseReader(res);
    await s.nextOf('ready');
    return s;
  }

  it('a message sent through instance A reaches the planner streaming from instance B, and back', async () => {
    expect(hubOf(t.deps).distributed).toBe(true);
    expect(hubOf(depsB).distributed).toBe(true);
    const visitor = await onA('POST', '/api/authentication/v1/register_anonymous_id', { sourceType: 'EQUIPMENT', sourceId: `redis-${Date.now()}` });
    expect(visitor.code, visitor.msg).toBe(200);
    const login = await onB('POST', '/api/authentication/login', { accountChannel: 'AUTH_PHONE_PWD', phone: '13900139000', password: 'planner123', userType: 'ORDINARY_USER' });
    expect(login.code, login.msg).toBe(200);
    const vt = visitor.data.token as string;
    const pt = login.data.token as string;

    const plannerOnB = await streamOn(appB, pt);
    const visitorOnA = await streamOn(t.app, vt);

    const s = await onA('POST', IM.CREATE, { imUserId: DEMO_PLANNER, imUserType: 'MERCHANT_USER' }, vt);
    expect(s.code, s.msg).toBe(200);
    const groupId = s.data.groupId as string;
    expect((await plannerOnB.nextOf('conversation')).data).toMatchObject({ groupId, created: true });

    const sent = await onA('POST', IM.SEND, { groupId, msgType: 'text', content: '从 A 发出' }, vt);
    expect(sent.code, sent.msg).toBe(200);
    const got = await plannerOnB.nextOf('message');
    expect(got.data).toMatchObject({ groupId, message: { id: sent.data.id, content: '从 A 发出' } });

    const reply = await onB('POST', IM.SEND, { groupId, msgType: 'text', content: '从 B 回复' }, pt);
    expect(reply.code, reply.msg).toBe(200);
    // the visitor's stream on A saw the system notice and its own message first (in order), then the reply from B
    const seen: string[] = [];
    let ev = await visitorOnA.nextOf('message');
    while ((ev.data as { message: { id: string } }).message.id !== reply.data.id) {
      seen.push((ev.data as { message: { senderRole: string } }).message.senderRole);
      ev = await visitorOnA.nextOf('message');
    }
    expect(seen).toEqual(['system', 'customer']);
    expect(ev.data).toMatchObject({ message: { id: reply.data.id, content: '从 B 回复', senderRole: 'planner' } });

    // both instances read the same unread state
    expect((await onA('GET', IM.UNREAD, {}, vt)).data.total).toBe(1);
    expect((await onB('GET', IM.UNREAD, {}, vt)).data.total).toBe(1);
    await Promise.all([plannerOnB.close(), visitorOnA.close()]);
  });
});
