/**
 * Notices across two app instances on one PostgreSQL database and one Redis (issue 27 §2): a notice written and
 * flushed by one instance reaches the person's event stream on the other, once. Runs when TEST_DATABASE_URL and
 * TEST_REDIS_URL are set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/server/app';
import type { Deps } from '@/server/http/types';
import { closeChatHub, hubOf } from '@/server/modules/chat/realtime';
import { notify } from '@/server/modules/notice/notify';
import { flushNotices } from '@/server/modules/notice/outbox';
import { createTestContext, randomIp, type TestContext } from './helpers';
import { callApp, IM, secondInstance, sseReader } from './chatFixtures';

const dbUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!dbUrl || !redisUrl)('notices across two instances (PostgreSQL + Redis)', () => {
  let t: TestContext;
  let b: Awaited<ReturnType<typeof secondInstance>>;
  let depsB: Deps;
  let appB: App;

  beforeAll(async () => {
    t = await createTestContext({ catalog: false });
    b = await secondInstance(t);
    ({ deps: depsB, app: appB } = b);
  }, 240_000);

  afterAll(async () => {
    await b?.close();
    if (t) await closeChatHub(t.deps);
    await t?.close();
  });

  it('a notice flushed by instance A reaches the stream held by instance B once; B’s flush finds nothing left', async () => {
    const who = await t.loginSms(t.phone(), { ip: randomIp() });
    const tk = await callApp(appB, t.deps.config.signSecret, 'POST', IM.TICKET, {}, who.token);
    expect(tk.code, tk.msg).toBe(200);
    await hubOf(depsB).whenReady();
    await hubOf(t.deps).whenReady();
    const res = await appB.request(`${IM.EVENTS}?ticket=${encodeURIComponent(tk.data.ticket)}`);
    const s = sseReader(res);
    await s.nextOf('ready');

    await notify(t.deps.db, { userId: who.userId, category: 'trade', kind: 'order.paid', key: 'order.paid:x1', title: '新订单：客户已付款 ¥10.00' }, t.deps.now());
    const [a, b] = await Promise.all([flushNotices(t.deps), flushNotices(depsB)]);
    expect(a + b).toBe(1);
    const ev = await s.nextOf('notice');
    expect(ev.data).toMatchObject({ kind: 'order.paid', title: '新订单：客户已付款 ¥10.00' });
    await expect(s.nextOf('notice', 800)).rejects.toThrow('no SSE event in time');
    await s.close();
  });
});
