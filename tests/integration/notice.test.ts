import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { notices, smsOutbox } from '@/server/db/schema';
import { notify, type NoticeInput } from '@/server/modules/notice/notify';
import { flushNotices, pruneNotices, unpushedCount } from '@/server/modules/notice/outbox';
import { closeChatHub } from '@/server/modules/chat/realtime';
import { sweep } from '@/server/modules/order/sweeper';
import { createTestContext, randomIp, type TestContext } from './helpers';
import { IM, sseReader } from './chatFixtures';
import { noticesOf } from './noticeFixtures';

// The notifications centre's core (issue 27 §2): one notice per event under retries and 20 concurrent writes, muted
// groups write nothing, reading one's own only, the outbox delivers each notice once on the event stream (and its
// SMS within the daily cap), old notices pruned, bad input named by field.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ catalog: false });
});
afterAll(async () => {
  if (t) await closeChatHub(t.deps);
  await t?.close();
});

const SUMMARY = '/api/notice/v1/summary';
const LIST = '/api/notice/v1/list';
const READ = '/api/notice/v1/read';
const SETTINGS = '/api/notice/v1/settings';

type Who = { token: string; userId: string; phone: string };
async function someone(): Promise<Who> {
  const phone = t.phone();
  const s = await t.loginSms(phone, { ip: randomIp() });
  return { token: s.token, userId: s.userId, phone };
}
const event = (who: Who, over: Partial<NoticeInput> = {}): NoticeInput => ({
  userId: who.userId,
  category: 'trade',
  kind: 'test.event',
  key: `test:${Math.random()}`,
  title: '退款申请有新方案待您确认',
  body: '规划师提出退款 ¥50.00',
  link: '/my/afterSale/apply?id=x',
  ...over,
});

describe('writing', () => {
  it('writes one notice per event: a retry and 20 concurrent writes of the same key leave one', async () => {
    const a = await someone();
    const e = event(a, { key: 'aftersale.offer:s1:1' });
    expect(await notify(t.deps.db, e, t.deps.now())).toBe(1);
    expect(await notify(t.deps.db, e, t.deps.now())).toBe(0);
    const twenty = await Promise.all(Array.from({ length: 20 }, () => notify(t.deps.db, { ...e, key: 'aftersale.offer:s1:2' }, t.deps.now())));
    expect(twenty.reduce((n, x) => n + x, 0)).toBe(1);
    const list = await noticesOf(t, a.token);
    expect(list.map((n) => n.kind)).toEqual(['test.event', 'test.event']);
    expect(list[0]).toMatchObject({ category: 'trade', title: '退款申请有新方案待您确认', read: false, link: '/my/afterSale/apply?id=x' });
  });

  it('rolls back with the event: a notice written in a failed transaction does not exist', async () => {
    const a = await someone();
    await expect(
      t.deps.db.transaction(async (tx) => {
        await notify(tx, event(a, { key: 'rolled-back' }), t.deps.now());
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await noticesOf(t, a.token)).toEqual([]);
  });

  it('clips a long title and body, and writes nothing for a muted group until it is on again', async () => {
    const a = await someone();
    await notify(t.deps.db, event(a, { title: '标'.repeat(80), body: '文'.repeat(400) }), t.deps.now());
    const [n] = await noticesOf(t, a.token);
    expect(n.title.length).toBe(40);
    expect(n.body.length).toBe(200);

    const off = await t.call('POST', SETTINGS, { category: 'interact', on: '0' }, { token: a.token });
    expect(off.data).toEqual({ category: 'interact', on: false });
    expect(await notify(t.deps.db, event(a, { category: 'interact' }), t.deps.now())).toBe(0);
    expect(await notify(t.deps.db, event(a, { category: 'system' }), t.deps.now())).toBe(1);
    const s = (await t.call('GET', SUMMARY, {}, { token: a.token })).data;
    expect(s.groups.find((g: { category: string }) => g.category === 'interact').on).toBe(false);
    await t.call('POST', SETTINGS, { category: 'interact', on: '1' }, { token: a.token });
    expect(await notify(t.deps.db, event(a, { category: 'interact' }), t.deps.now())).toBe(1);
  });
});

describe('reading', () => {
  it('counts unread per group, pages, marks one and then all read, and never another person’s', async () => {
    const a = await someone();
    const b = await someone();
    // a second apart, so newest-first is their order (two notices of the same millisecond have no order of their own)
    const at = t.deps.now().getTime();
    for (let i = 0; i < 3; i++) await notify(t.deps.db, event(a, { title: `交易${i}` }), new Date(at - (3 - i) * 1000));
    await notify(t.deps.db, event(a, { category: 'interact', title: '有人回答了你的问题' }), t.deps.now());
    const s = (await t.call('GET', SUMMARY, {}, { token: a.token })).data;
    expect(s.total).toBe(4);
    expect(s.groups.map((g: { category: string; unread: number }) => [g.category, g.unread])).toEqual([
      ['trade', 3],
      ['interact', 1],
      ['system', 0],
    ]);
    expect(s.groups[1].latest.title).toBe('有人回答了你的问题');
    expect(s.groups[2].latest).toBeNull();

    const page1 = (await t.call('GET', LIST, { category: 'trade', page: 1, limit: 2 }, { token: a.token })).data;
    expect(page1).toMatchObject({ totalCount: 3, totalPage: 2, current: 1 });
    expect(page1.records.map((n: { title: string }) => n.title)).toEqual(['交易2', '交易1']);

    // b cannot read a's notice
    const theirs = await t.call('POST', READ, { id: page1.records[0].id }, { token: b.token });
    expect(theirs.data).toEqual({ updated: 0, total: 0 });
    const one = await t.call('POST', READ, { id: page1.records[0].id }, { token: a.token });
    expect(one.data).toEqual({ updated: 1, total: 3 });
    const group = await t.call('POST', READ, { all: '1', category: 'trade' }, { token: a.token });
    expect(group.data).toEqual({ updated: 2, total: 1 });
    const all = await t.call('POST', READ, { all: '1' }, { token: a.token });
    expect(all.data).toEqual({ updated: 1, total: 0 });
    expect((await noticesOf(t, a.token)).every((n) => n.read)).toBe(true);
  });

  it('names the field of bad input and refuses visitors', async () => {
    const a = await someone();
    const bad = await t.call('GET', LIST, { category: 'chat' }, { token: a.token });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('分类');
    const neither = await t.call('POST', READ, {}, { token: a.token });
    expect(neither.code).toBe(400);
    expect(neither.msg).toContain('通知ID');
    const onBad = await t.call('POST', SETTINGS, { category: 'trade', on: 'yes' }, { token: a.token });
    expect(onBad.code).toBe(400);
    expect(onBad.msg).toContain('on');
    const anon = await t.call('GET', SUMMARY, {});
    expect(anon.code).not.toBe(200);
  });
});

describe('delivering', () => {
  async function streamOf(token: string) {
    const tk = await t.call('POST', IM.TICKET, {}, { token });
    expect(tk.code, tk.msg).toBe(200);
    const res = await t.app.request(`${IM.EVENTS}?ticket=${encodeURIComponent(tk.data.ticket)}`);
    const s = sseReader(res);
    await s.nextOf('ready');
    return { s };
  }

  it('pushes each notice once on its person’s event stream, and sends the SMS of those that carry one', async () => {
    const a = await someone();
    const { s } = await streamOf(a.token);
    await flushNotices(t.deps); // what earlier tests left
    await notify(t.deps.db, event(a, { key: 'withdraw.failed:w1', kind: 'withdraw.failed', title: '提现未到账', sms: 'noticeWithdrawFailed' }), t.deps.now());
    expect(await unpushedCount(t.deps)).toBe(1);
    expect(await flushNotices(t.deps)).toBe(1);
    expect(await flushNotices(t.deps)).toBe(0);
    const ev = await s.nextOf('notice');
    expect(ev.data).toMatchObject({ kind: 'withdraw.failed', title: '提现未到账', category: 'trade', read: false });
    const sms = await t.deps.db.select().from(smsOutbox).where(eq(smsOutbox.phone, a.phone));
    const notice = sms.filter((m) => m.content.includes('提现未能到账'));
    expect(notice).toHaveLength(1);
    expect(notice[0].content).toContain('（提现未到账）');
    await s.close();
  });

  it('the sweeper delivers what a crash left unpushed, and prunes notices past the retention period', async () => {
    const a = await someone();
    await notify(t.deps.db, event(a, { key: 'left-behind' }), t.deps.now());
    const r = await sweep(t.deps);
    expect(r.notices.pushed).toBeGreaterThanOrEqual(1);
    expect(await unpushedCount(t.deps)).toBe(0);

    const old = new Date(t.deps.now().getTime() - (t.deps.config.noticeRetentionDays + 1) * 86_400_000);
    await notify(t.deps.db, event(a, { key: 'old-one' }), old);
    expect(await pruneNotices(t.deps)).toBeGreaterThanOrEqual(1);
    const left = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(notices).where(and(eq(notices.userId, a.userId), eq(notices.dedupeKey, 'old-one')));
    expect(left[0].n).toBe(0);
    expect((await noticesOf(t, a.token)).map((n) => n.read)).toEqual([false]);
  });
});
