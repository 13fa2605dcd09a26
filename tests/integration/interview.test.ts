import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { newVisitor } from './chatFixtures';
import { IV, chinaTimeIn, chatWith, demoPlanner, lastMessage, lastSms, newCustomer, newPlanner, orderFrom, proposal, propose, type Party } from './interviewFixtures';
import { G, confirmSandbox, startSandbox } from './orderFixtures';
import { sellInDemoPlannerStore } from './aftersaleFixtures';

// 面谈记录: a planner proposes an appointment to one of their customers, who confirms or cancels it; the planner marks
// it held after its time. Bad input, ownership for both sides, races on the status, the daily limit, notifications.

let t: TestContext;
let planner: Party;
let customer: Party;
beforeAll(async () => {
  t = await createTestContext();
  planner = await demoPlanner(t);
  customer = await newCustomer(t);
  await chatWith(t, customer, planner.userId);
});
afterAll(async () => {
  await t?.close();
});

const start = (p: Party, body: Record<string, unknown>) => t.call('POST', IV.START, body, { token: p.token });

describe('bad input', () => {
  it('answers 400 naming the field, never 500', async () => {
    const msg = async (over: Record<string, unknown>) => (await start(planner, proposal(t, customer.userId, over))).msg;
    expect(await msg({ customerId: undefined })).toBe('customerId：不能为空');
    expect(await msg({ customerId: 'a b' })).toBe('customerId：客户有误');
    expect(await msg({ inviteType: undefined })).toBe('inviteType：请选择面谈方式');
    expect(await msg({ inviteType: '2' })).toBe('inviteType：面谈方式有误');
    expect(await msg({ inviteTime: undefined })).toBe('inviteTime：不能为空');
    expect(await msg({ inviteTime: 'tomorrow' })).toBe('inviteTime：面谈时间有误');
    expect(await msg({ inviteTime: '2031-02-30 10:00' })).toBe('inviteTime：面谈时间有误');
    expect(await msg({ inviteTime: chinaTimeIn(t, 10) })).toBe('inviteTime：面谈时间须在当前时间30分钟之后');
    expect(await msg({ inviteTime: chinaTimeIn(t, -60) })).toBe('inviteTime：面谈时间须在当前时间30分钟之后');
    expect(await msg({ inviteTime: chinaTimeIn(t, 91 * 24 * 60) })).toBe('inviteTime：面谈时间不能超过90天后');
    expect(await msg({ inviteAddress: '  ' })).toBe('inviteAddress：不能为空');
    expect(await msg({ inviteAddress: '址'.repeat(101) })).toBe('inviteAddress：面谈地点不能超过100个字');
    expect(await msg({ topic: undefined })).toBe('topic：不能为空');
    expect(await msg({ topic: '题'.repeat(41) })).toBe('topic：面谈主题不能超过40个字');
    expect(await msg({ topic: '<b></b>' })).toBe('topic：请填写面谈主题');
    expect(await msg({ topic: '代开发票方案' })).toBe('topic：面谈主题包含违规信息，请修改');
    expect(await msg({ note: '注'.repeat(201) })).toBe('note：备注不能超过200个字');
    expect(await msg({ accompanyName: '人'.repeat(21) })).toBe('accompanyName：陪谈人不能超过20个字');
    expect((await t.call('GET', IV.PAGE, { status: '9' }, { token: customer.token })).msg).toBe('status：面谈状态有误');
    expect((await t.call('GET', IV.DETAIL, { id: 'x y' }, { token: customer.token })).msg).toBe('id：面谈ID有误');
    expect((await t.call('POST', IV.CONFIRM, {}, { token: customer.token })).msg).toBe('id：不能为空');
    expect((await t.call('POST', IV.CANCEL, { id: 'iv_1', reason: '因'.repeat(101) }, { token: customer.token })).msg).toBe('reason：取消原因不能超过100个字');
    expect((await t.call('GET', IV.PAGE, { limit: '31' }, { token: customer.token })).msg).toBe('limit：每页条数有误');
    expect((await t.call('POST', IV.CANCEL, { id: 'iv_1', status: '2' }, { token: customer.token })).msg).toBe('status：面谈状态有误');
  });

  it('keeps text as text: tags and emoji go, the rest is stored as written', async () => {
    const iv = await propose(t, planner, customer.userId, { topic: '<script>alert(1)</script>年报😀 & 审计', note: '<i>带</i>公章' });
    const d = (await t.call('GET', IV.DETAIL, { id: iv.id }, { token: customer.token })).data;
    expect(d).toMatchObject({ topic: '年报 & 审计', note: '带公章' });
    await t.call('POST', IV.P_CANCEL, { id: iv.id }, { token: planner.token });
  });

  it('needs an account: no token is a session error, a visitor is refused', async () => {
    expect((await t.call('GET', IV.NUM)).code).toBe(5223);
    expect((await t.call('POST', IV.START, proposal(t, customer.userId))).code).toBe(5223);
    const v = await newVisitor(t);
    expect((await t.call('GET', IV.PAGE, {}, { token: v.token })).code).toBe(403);
    expect((await t.call('POST', IV.START, proposal(t, customer.userId), { token: v.token })).code).toBe(403);
  });
});

describe('the planner side', () => {
  it('only planners propose, and only to their own customers', async () => {
    const other = await newCustomer(t);
    const asCustomer = await start(other, proposal(t, customer.userId));
    expect(asCustomer).toMatchObject({ code: 403, msg: '仅规划师可操作' });
    for (const id of [other.userId, 'u_nobody_at_all', planner.userId]) {
      expect(await start(planner, proposal(t, id))).toMatchObject({ code: 403, msg: '只能邀约与您咨询过或由您服务的客户' });
    }
    const disabled = await newPlanner(t, { status: 0 });
    expect((await start(disabled, proposal(t, customer.userId))).code).toBe(403);
    expect((await t.call('GET', IV.P_PAGE, {}, { token: other.token })).code).toBe(403);
    expect((await t.call('GET', IV.P_CUSTOMERS, {}, { token: other.token })).code).toBe(403);
  });

  it('lists customers who chatted or ordered, each once, the latest contact first', async () => {
    const p = await newPlanner(t);
    const chatter = await newCustomer(t);
    const buyer = await newCustomer(t);
    await chatWith(t, chatter, p.userId);
    await orderFrom(t, buyer, p.userId);
    await chatWith(t, buyer, p.userId);
    const page = (await t.call('GET', IV.P_CUSTOMERS, { limit: 10 }, { token: p.token })).data;
    expect(page.totalCount).toBe(2);
    expect(page.records.map((r: { userId: string }) => r.userId)).toEqual([buyer.userId, chatter.userId]);
    expect(page.records[0]).toMatchObject({ via: ['chat', 'order'], phone: expect.stringMatching(/^\d{3}\*{4}\d{4}$/) });
    expect(page.records[1].via).toEqual(['chat']);
    // An order alone makes a customer too: the proposal opens the conversation to tell them.
    const orderOnly = await newCustomer(t);
    await orderFrom(t, orderOnly, p.userId);
    const iv = await propose(t, p, orderOnly.userId);
    expect((await lastMessage(t, orderOnly.userId, p.userId))?.content).toContain(iv.confirmPath);
  });

  it('a buyer of the planner’s own store goods who never chatted is their customer once paid', async () => {
    await sellInDemoPlannerStore(t, G.full);
    const buyer = await newCustomer(t);
    const { cusOrderId } = await orderFrom(t, buyer);
    const ids = async () => ((await t.call('GET', IV.P_CUSTOMERS, { limit: 20 }, { token: planner.token })).data.records as { userId: string }[]).map((r) => r.userId);
    // an unpaid order is not yet a customer
    expect(await ids()).not.toContain(buyer.userId);
    expect((await start(planner, proposal(t, buyer.userId))).code).toBe(403);
    await confirmSandbox(t, (await startSandbox(t, buyer.token, cusOrderId)).paymentNo);
    expect(await ids()).toContain(buyer.userId);
    const iv = await propose(t, planner, buyer.userId);
    expect((await lastMessage(t, buyer.userId, planner.userId))?.content).toContain(iv.confirmPath);
  });

  it("another planner's interview is 不存在 to them, whatever they try", async () => {
    const iv = await propose(t, planner, customer.userId);
    const other = await newPlanner(t);
    for (const [path, method] of [[IV.P_DETAIL, 'GET'], [IV.P_CANCEL, 'POST'], [IV.COMPLETE, 'POST']] as const) {
      expect(await t.call(method, path, { id: iv.id }, { token: other.token })).toMatchObject({ code: 404, msg: '面谈记录不存在' });
    }
    expect((await t.call('GET', IV.P_PAGE, {}, { token: other.token })).data.totalCount).toBe(0);
    // Nor can the planner act as the customer.
    expect((await t.call('POST', IV.CONFIRM, { id: iv.id }, { token: planner.token })).code).toBe(404);
    expect((await t.call('GET', IV.DETAIL, { id: iv.id }, { token: planner.token })).code).toBe(404);
    await t.call('POST', IV.P_CANCEL, { id: iv.id }, { token: planner.token });
  });
});

describe('the customer side', () => {
  it('another customer sees nothing and changes nothing', async () => {
    const iv = await propose(t, planner, customer.userId);
    const other = await newCustomer(t);
    for (const [path, method] of [[IV.DETAIL, 'GET'], [IV.CONFIRM, 'POST'], [IV.CANCEL, 'POST']] as const) {
      expect(await t.call(method, path, { id: iv.id }, { token: other.token })).toMatchObject({ code: 404, msg: '面谈记录不存在' });
    }
    expect((await t.call('GET', IV.PAGE, {}, { token: other.token })).data.totalCount).toBe(0);
    expect((await t.call('GET', IV.NUM, {}, { token: other.token })).data).toBe(0);
    expect((await t.call('GET', IV.DETAIL, { id: iv.id }, { token: customer.token })).data.status).toBe(0);
    await t.call('POST', IV.CANCEL, { id: iv.id }, { token: customer.token });
  });
});

describe('the life of an appointment', () => {
  it('pending → confirmed → completed, with the counts, tabs and actions of each step', async () => {
    const c = await newCustomer(t);
    await chatWith(t, c, planner.userId);
    const iv = await propose(t, planner, c.userId, { inviteTime: chinaTimeIn(t, 60), inviteType: '1', accompanyName: '李会计' });
    expect(iv).toMatchObject({ status: 0, confirmPath: `/my/interviewRecord/confirm/${iv.id}` });
    expect((await t.call('GET', IV.NUM, {}, { token: c.token })).data).toBe(1);
    const pending = (await t.call('GET', IV.PAGE, { status: 0 }, { token: c.token })).data.records;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      statusText: '待确认',
      inviteTypeText: '到访面谈',
      accompanyName: '李会计',
      planner: { mchUserId: 'u_demo_planner', name: '王规划' },
      actions: { confirm: true, cancel: true, complete: false },
    });

    const confirmed = await t.call('POST', IV.CONFIRM, { id: iv.id }, { token: c.token });
    expect(confirmed.data).toMatchObject({ status: 1, statusText: '已确认', actions: { confirm: false, cancel: true } });
    expect((await t.call('POST', IV.CONFIRM, { id: iv.id }, { token: c.token })).msg).toBe('面谈已确认');
    expect((await t.call('GET', IV.NUM, {}, { token: c.token })).data).toBe(0);
    expect((await lastMessage(t, c.userId, planner.userId))?.content).toContain('【面谈确认】');

    expect(await t.call('POST', IV.COMPLETE, { id: iv.id }, { token: planner.token })).toMatchObject({ code: 409, msg: '面谈时间未到，暂不能标记完成' });
    t.advance(61 * 60_000);
    // The time has come: the customer can no longer cancel; the planner marks it held.
    expect((await t.call('POST', IV.CANCEL, { id: iv.id }, { token: c.token })).msg).toBe('面谈时间已过，请联系规划师重新预约');
    const detail = (await t.call('GET', IV.P_DETAIL, { id: iv.id }, { token: planner.token })).data;
    expect(detail.actions).toEqual({ confirm: false, cancel: true, complete: true });
    const done = await t.call('POST', IV.COMPLETE, { id: iv.id }, { token: planner.token });
    expect(done.data).toMatchObject({ status: 2, statusText: '已完成', customer: { userId: c.userId } });
    expect((await t.call('POST', IV.P_CANCEL, { id: iv.id }, { token: planner.token })).msg).toBe('面谈已完成');
    expect((await t.call('GET', IV.PAGE, { status: 2 }, { token: c.token })).data.records.map((r: { id: string }) => r.id)).toEqual([iv.id]);
  });

  it('a pending appointment whose time passed reads 已过期 and cannot be confirmed', async () => {
    const c = await newCustomer(t);
    await chatWith(t, c, planner.userId);
    const iv = await propose(t, planner, c.userId, { inviteTime: chinaTimeIn(t, 45) });
    t.advance(50 * 60_000);
    const d = (await t.call('GET', IV.DETAIL, { id: iv.id }, { token: c.token })).data;
    expect(d).toMatchObject({ status: 0, statusText: '已过期', expired: true, actions: { confirm: false, cancel: false } });
    expect((await t.call('POST', IV.CONFIRM, { id: iv.id }, { token: c.token })).msg).toBe('面谈时间已过，请联系规划师重新预约');
    expect((await t.call('GET', IV.NUM, {}, { token: c.token })).data).toBe(0);
    // The planner can still close it.
    expect((await t.call('POST', IV.P_CANCEL, { id: iv.id, reason: '客户未确认' }, { token: planner.token })).data).toMatchObject({ status: 3, cancelledBy: 'planner', cancelReason: '客户未确认' });
  });

  it('the same meeting proposed twice (a double tap) is one appointment', async () => {
    const c = await newCustomer(t);
    await chatWith(t, c, planner.userId);
    const body = proposal(t, c.userId);
    const [a, b] = await Promise.all([start(planner, body), start(planner, body)]);
    expect([a.code, b.code]).toEqual([200, 200]);
    expect(a.data.id).toBe(b.data.id);
    expect((await t.call('GET', IV.PAGE, {}, { token: c.token })).data.totalCount).toBe(1);
    // Another meeting at that very time is a clash, not a second appointment.
    expect(await start(planner, { ...body, topic: '另一个主题' })).toMatchObject({ code: 409, msg: '您与该客户在这个时间已有面谈安排' });
  });
});

describe('races', () => {
  it('a confirm racing a cancel: exactly one wins, the other is 409', async () => {
    const c = await newCustomer(t);
    const p = await newPlanner(t);
    await chatWith(t, c, p.userId);
    for (let i = 0; i < 4; i++) {
      const iv = await propose(t, p, c.userId);
      // Each side sends the status it was shown (待确认), as the pages do.
      const cancel = i % 2 ? t.call('POST', IV.P_CANCEL, { id: iv.id, status: 0 }, { token: p.token }) : t.call('POST', IV.CANCEL, { id: iv.id, status: 0 }, { token: c.token });
      const [conf, canc] = await Promise.all([t.call('POST', IV.CONFIRM, { id: iv.id }, { token: c.token }), cancel]);
      expect([conf.code, canc.code].sort()).toEqual([200, 409]);
      const final = (await t.call('GET', IV.DETAIL, { id: iv.id }, { token: c.token })).data.status;
      expect(final).toBe(conf.code === 200 ? 1 : 3);
      expect((conf.code === 200 ? canc : conf).msg).toMatch(/^(面谈已取消|面谈状态已变化，请刷新后重试)$/);
    }
  });

  it('a confirmed appointment can still be cancelled, by a cancel that saw it confirmed', async () => {
    const c = await newCustomer(t);
    await chatWith(t, c, planner.userId);
    const iv = await propose(t, planner, c.userId);
    await t.call('POST', IV.CONFIRM, { id: iv.id }, { token: c.token });
    expect((await t.call('POST', IV.CANCEL, { id: iv.id, status: 0 }, { token: c.token })).msg).toBe('面谈状态已变化，请刷新后重试');
    expect((await t.call('POST', IV.CANCEL, { id: iv.id, status: 1 }, { token: c.token })).data).toMatchObject({ status: 3, cancelledBy: 'customer' });
  });

  it('50 confirms at once: one 200, 49 × 面谈已确认', async () => {
    const c = await newCustomer(t);
    const p = await newPlanner(t);
    await chatWith(t, c, p.userId);
    const iv = await propose(t, p, c.userId);
    const all = await Promise.all(Array.from({ length: 50 }, () => t.call('POST', IV.CONFIRM, { id: iv.id }, { token: c.token })));
    expect(all.filter((r) => r.code === 200)).toHaveLength(1);
    expect(all.filter((r) => r.code === 409 && r.msg === '面谈已确认')).toHaveLength(49);
  });

  it('50 proposals to one customer at once: exactly the day’s 5 are sent', async () => {
    const c = await newCustomer(t);
    const p = await newPlanner(t);
    await chatWith(t, c, p.userId);
    const all = await Promise.all(Array.from({ length: 50 }, () => start(p, proposal(t, c.userId))));
    expect(all.filter((r) => r.code === 200)).toHaveLength(5);
    expect(all.filter((r) => r.code === 429 && r.msg === '今天向该客户发出的面谈邀约已达上限，请明天再试')).toHaveLength(45);
    expect((await t.call('GET', IV.P_PAGE, { limit: 30 }, { token: p.token })).data.totalCount).toBe(5);
  });
});

describe('notifications', () => {
  it('the customer gets the invitation in the chat and by SMS with the confirm link', async () => {
    const c = await newCustomer(t);
    await chatWith(t, c, planner.userId);
    const iv = await propose(t, planner, c.userId, { topic: '股权架构设计' });
    const msg = await lastMessage(t, c.userId, planner.userId);
    expect(msg).toMatchObject({ senderRole: 'planner', senderId: planner.userId });
    expect(msg?.content).toContain('【面谈邀约】王规划邀请您面谈');
    expect(msg?.content).toContain('主题：股权架构设计');
    const sms = await lastSms(t, c.phone);
    expect(sms?.content).toContain(`/my/interviewRecord/confirm/${iv.id}`);
    expect(sms?.content).toContain('股权架构设计');

    // The customer cancels: the planner reads it in the workbench.
    await t.call('POST', IV.CANCEL, { id: iv.id, reason: '时间冲突' }, { token: c.token });
    const back = await lastMessage(t, c.userId, planner.userId);
    expect(back).toMatchObject({ senderRole: 'customer' });
    expect(back?.content).toContain('【面谈取消】');
    expect(back?.content).toContain('时间冲突');
  });

  it('a planner cancelling tells the customer by SMS too', async () => {
    const c = await newCustomer(t);
    await chatWith(t, c, planner.userId);
    const iv = await propose(t, planner, c.userId);
    const before = (await lastSms(t, c.phone))?.id ?? 0;
    await t.call('POST', IV.P_CANCEL, { id: iv.id, reason: '临时出差' }, { token: planner.token });
    const sms = await lastSms(t, c.phone);
    expect(sms!.id).toBeGreaterThan(before);
    expect(sms!.content).toContain('取消');
    expect(sms!.content).toContain('临时出差');
  });
});

describe('the workbench home', () => {
  it('counts the planner’s own appointments ahead: proposed and waiting, and confirmed', async () => {
    const p = await newPlanner(t);
    const c = await newCustomer(t);
    await chatWith(t, c, p.userId);
    const summary = async (who: Party) => (await t.call('GET', '/api/order/v2/planner/workbench_summary', {}, { token: who.token })).data;
    expect(await summary(p)).toMatchObject({ interviewsPending: 0, interviewsConfirmed: 0 });
    const a = await propose(t, p, c.userId);
    await propose(t, p, c.userId);
    const ok = await t.call('POST', IV.CONFIRM, { id: a.id }, { token: c.token });
    expect(ok.code, ok.msg).toBe(200);
    expect(await summary(p)).toMatchObject({ interviewsPending: 1, interviewsConfirmed: 1 });
    // another planner's appointments are not theirs
    const other = await summary(planner);
    expect(other.interviewsPending + other.interviewsConfirmed).not.toBe(0);
    expect(await summary(await newPlanner(t))).toMatchObject({ interviewsPending: 0, interviewsConfirmed: 0 });
  });
});
