import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, ensureFirstOperator } from '@/server/modules/ops/accounts';
import { OPS_PASSWORD_TRIES } from '@/server/modules/ops/login';
import { createTestContext, randomIp, type TestContext } from './helpers';
import { OPERATOR_TOKEN, loginDemo, loginPlanner, op, paidOrder, refundSheet } from './aftersaleFixtures';

// The operator desk (issue 27 §5): operators of their own, made from the environment or the command line; a login of
// password + SMS code with an HttpOnly, SameSite=Strict session; every other session refused; queues with counts;
// and every platform decision (desk or X-Operator-Token) in one audit log the desk can search.

let t: TestContext;
let demo: string;
let planner: string;
const PASSWORD = 'desk2026pass';
const prevToken = process.env.OPERATOR_TOKEN;
let phone: string;
let cookie: string;

/** The desk's login through its two steps; resolves the session cookie (name=value). */
async function deskLogin(p = phone, password = PASSWORD) {
  t.advance(120_000); // past the gap between two codes to one phone
  const ip = randomIp();
  const sent = await t.call('POST', '/api/ops/v1/code', { phone: p, password }, { ip });
  expect(sent.code, sent.msg).toBe(200);
  const code = await t.readSmsCode(p);
  const res = await t.request('POST', '/api/ops/v1/login', { phone: p, password, code }, { ip });
  const body = (await res.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(200);
  const set = res.headers.get('set-cookie') ?? '';
  return { set, cookie: set.split(';')[0] };
}
const asDesk = (c = cookie) => ({ headers: { cookie: c } });

beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  t = await createTestContext();
  demo = await loginDemo(t);
  planner = await loginPlanner(t);
  phone = t.phone();
  expect(await ensureFirstOperator(t.deps.db, { OPS_ADMIN_PHONE: phone, OPS_ADMIN_PASSWORD: PASSWORD, OPS_ADMIN_NAME: '值班运营' }, t.deps.now())).toBe('created');
  cookie = (await deskLogin()).cookie;
});
afterAll(async () => {
  process.env.OPERATOR_TOKEN = prevToken;
  await t.close();
});

describe('operator accounts', () => {
  it('the first operator comes from the environment once; weak passwords and taken phones are refused', async () => {
    expect(await ensureFirstOperator(t.deps.db, { OPS_ADMIN_PHONE: t.phone(), OPS_ADMIN_PASSWORD: PASSWORD }, t.deps.now())).toBe('exists');
    expect(await ensureFirstOperator(t.deps.db, {}, t.deps.now())).toBe('unset');
    await expect(createOperator(t.deps.db, { phone: t.phone(), name: '新人', password: '1234567890' }, t.deps.now())).rejects.toThrow('字母和数字');
    await expect(createOperator(t.deps.db, { phone: t.phone(), name: '新人', password: 'short1' }, t.deps.now())).rejects.toThrow('10-64');
    await expect(createOperator(t.deps.db, { phone, name: '重复', password: PASSWORD }, t.deps.now())).rejects.toThrow('已是运营账号');
  });
});

describe('the desk login', () => {
  it('sets an HttpOnly, SameSite=Strict session; the desk knows its operator', async () => {
    const { set, cookie: c } = await deskLogin();
    expect(set).toMatch(/^ops_session=[\w-]{40,};/);
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Strict/i);
    const me = await t.call('GET', '/api/ops/v1/me', undefined, asDesk(c));
    expect(me.code, me.msg).toBe(200);
    expect(me.data).toMatchObject({ name: '值班运营', phone: `${phone.slice(0, 3)}****${phone.slice(7)}` });
    // Logged out: the cookie is dead.
    expect((await t.call('POST', '/api/ops/v1/logout', {}, asDesk(c))).code).toBe(200);
    expect((await t.call('GET', '/api/ops/v1/me', undefined, asDesk(c))).code).toBe(403);
  });

  it('a wrong password sends no code; a wrong code opens nothing; an unknown phone answers as a wrong password', async () => {
    const before = await t.call('POST', '/api/ops/v1/code', { phone, password: 'wrong-pass-1' }, { ip: randomIp() });
    expect(before).toMatchObject({ code: 10402, msg: '手机号或密码错误' });
    const unknown = await t.call('POST', '/api/ops/v1/code', { phone: t.phone(), password: PASSWORD }, { ip: randomIp() });
    expect(unknown).toMatchObject({ code: 10402, msg: '手机号或密码错误' });
    const ip = randomIp();
    t.advance(120_000);
    expect((await t.call('POST', '/api/ops/v1/code', { phone, password: PASSWORD }, { ip })).code).toBe(200);
    const code = await t.readSmsCode(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await t.call('POST', '/api/ops/v1/login', { phone, password: PASSWORD, code: wrong }, { ip })).code).toBe(10401);
    // A code without the password opens nothing either.
    expect((await t.call('POST', '/api/ops/v1/login', { phone, password: 'wrong-pass-1', code }, { ip })).code).toBe(10402);
    expect((await t.call('POST', '/api/ops/v1/login', { phone, password: PASSWORD, code }, { ip })).code).toBe(200);
  });

  it(`50 concurrent wrong passwords: at most ${OPS_PASSWORD_TRIES} are compared, the rest are refused unseen`, async () => {
    const p = t.phone();
    await createOperator(t.deps.db, { phone: p, name: '被猜的', password: PASSWORD }, t.deps.now());
    const race = await Promise.all(Array.from({ length: 50 }, (_, i) => t.call('POST', '/api/ops/v1/code', { phone: p, password: `guess-${i}-x` }, { ip: randomIp() })));
    expect(race.filter((r) => r.code === 10402)).toHaveLength(OPS_PASSWORD_TRIES);
    expect(race.filter((r) => r.code === 10410)).toHaveLength(50 - OPS_PASSWORD_TRIES);
    // The right password is refused too until the hour is over.
    expect((await t.call('POST', '/api/ops/v1/code', { phone: p, password: PASSWORD }, { ip: randomIp() })).code).toBe(10410);
  });

  it('refuses a customer’s and a planner’s session, and no session, on every desk endpoint', async () => {
    for (const path of ['/api/ops/v1/me', '/api/ops/v1/queues', '/api/ops/v1/known/held', '/api/ops/v1/refund/list', '/api/ops/v1/audit']) {
      for (const auth of [{ token: demo }, { token: planner }, {}, op]) {
        const r = await t.call('GET', path, undefined, auth);
        expect(r.code, `${path} ${JSON.stringify(auth)}`).toBe(403);
      }
    }
    expect((await t.call('GET', '/api/ops/v1/refund/detail', { id: 'x' }, { token: demo })).code).toBe(403);
  });
});

const A = '/api/orderSale/v1';
async function escalatedSheet(amountFen: number) {
  const { id, orderNo } = await refundSheet(t, demo, amountFen, { reasonNo: 'AFTER_SALE_REASON_7', detail: '服务没有开始' });
  expect((await t.call('POST', `${A}/operator/decide`, { afterSaleId: id, action: 'propose', amountFen: 500, dealMark: '已完成部分工作' }, { token: planner })).code).toBe(200);
  expect((await t.call('POST', `${A}/operation`, { afterSaleId: id, userDoType: 'AFTER_SALE_CENTER_USER_SE_PLAYFORM' }, { token: demo })).code).toBe(200);
  return { id, orderNo };
}

describe('queues and the audit log', () => {
  it('an escalated sheet waits in 退款仲裁 with both sides and the timeline; the desk’s decision is audited', async () => {
    const s = await escalatedSheet(2000);
    const queues = await t.call('GET', '/api/ops/v1/queues', undefined, asDesk());
    expect(queues.data.counts.refund).toBeGreaterThanOrEqual(1);
    const list = await t.call('GET', '/api/ops/v1/refund/list', { limit: 50 }, asDesk());
    expect(list.data.records.map((r: { id: string }) => r.id)).toContain(s.id);
    const detail = await t.call('GET', '/api/ops/v1/refund/detail', { id: s.id }, asDesk());
    expect(detail.code, detail.msg).toBe(200);
    expect(detail.data).toMatchObject({ applyAmountFen: 2000, planAmountFen: 500, problemDetail: '服务没有开始', dealMark: '已完成部分工作' });
    expect(detail.data.records.map((r: { actor: string }) => r.actor)).toEqual(expect.arrayContaining(['客户', '商家']));

    // Decided at the desk (its session, no token): ¥12 with the reason.
    const ruled = await t.call('POST', `${A}/operator/decide`, { afterSaleId: s.id, action: 'approve', amountFen: 1200, dealMark: '按已完成的工作扣减' }, asDesk());
    expect(ruled.code, ruled.msg).toBe(200);
    const log = await t.call('GET', '/api/ops/v1/audit', { q: s.id }, asDesk());
    expect(log.data.records).toHaveLength(1);
    expect(log.data.records[0]).toMatchObject({
      actorKind: 'operator',
      actorName: '值班运营',
      action: 'aftersale.approve',
      objectType: 'afterSale',
      objectId: s.id,
      before: { status: 1, planAmountFen: 500 },
      after: { status: 4, planAmountFen: 1200 },
    });
    expect(log.data.records[0].summary).toContain('按已完成的工作扣减');
    const after = await t.call('GET', '/api/ops/v1/refund/list', { limit: 50 }, asDesk());
    expect(after.data.records.map((r: { id: string }) => r.id)).not.toContain(s.id);
  });

  it('a script’s decision (X-Operator-Token) lands in the same log; a merchant’s own does not', async () => {
    const s = await escalatedSheet(3000);
    const ruled = await t.call('POST', `${A}/operator/decide`, { afterSaleId: s.id, action: 'reject', dealMark: '证据不足' }, op);
    expect(ruled.code, ruled.msg).toBe(200);
    const log = await t.call('GET', '/api/ops/v1/audit', { q: s.id }, asDesk());
    expect(log.data.records).toHaveLength(1);
    expect(log.data.records[0]).toMatchObject({ actorKind: 'token', action: 'aftersale.reject', before: { status: 1 }, after: { status: 5 } });
    // The planner's own offer on its sheet (before the escalation) was never the platform's.
    const byAction = await t.call('GET', '/api/ops/v1/audit', { action: 'aftersale.propose' }, asDesk());
    expect(byAction.data.records.map((r: { objectId: string }) => r.objectId)).not.toContain(s.id);
  });

  it('a held post shows what held it; approving it at the desk is audited and the author is told', async () => {
    const author = (await t.loginSms(t.phone())).token;
    t.advance(10_000);
    const posted = await t.call('POST', '/api/known/v1/add', { type: 1, title: `公司注销要多久${Date.now().toString(36)}？`, content: '<p>有懂的加我微信 abc12345 细聊</p>', topicIds: 'kt_01_01' }, { token: author });
    expect(posted.code, posted.msg).toBe(200);
    const id = posted.data.id as string;
    const held = await t.call('GET', '/api/ops/v1/known/held', { limit: 50 }, asDesk());
    const mine = held.data.records.find((r: { id: string }) => r.id === id);
    expect(mine).toMatchObject({ reason: '内容包含联系方式，需人工审核' });
    expect(mine.hits).toContain('微信号');
    expect((await t.call('GET', '/api/ops/v1/queues', undefined, asDesk())).data.counts.known).toBeGreaterThanOrEqual(1);
    expect((await t.call('POST', '/api/known/v1/review', { id, decision: 'approve' }, asDesk())).code).toBe(200);
    const log = await t.call('GET', '/api/ops/v1/audit', { q: id }, asDesk());
    expect(log.data.records[0]).toMatchObject({ actorKind: 'operator', action: 'known.review', before: { status: 0 }, after: { status: 1 } });
    const notices = await t.call('GET', '/api/notice/v1/list', { category: 'system' }, { token: author });
    expect(notices.data.records.map((n: { kind: string }) => n.kind)).toContain('known.approved');
  });

  it('the platform’s other decisions are logged too: a node finished with the token, a flash-sale session opened at the desk', async () => {
    const o = await paidOrder(t, demo);
    const done = await t.call('POST', '/api/order/v2/planner/advance_node', { orderId: o.orderId, handlerName: '平台客服' }, op);
    expect(done.code, done.msg).toBe(200);
    const node = (await t.call('GET', '/api/ops/v1/audit', { q: o.orderId }, asDesk())).data.records;
    expect(node).toHaveLength(1);
    expect(node[0]).toMatchObject({ actorKind: 'token', action: 'order.advanceNode', before: { nodesDone: 0 }, after: { nodesDone: 1 } });
    // A planner finishing a node of their own order is not the platform's decision.
    const mine = await t.call('POST', '/api/order/v2/planner/advance_node', { orderId: o.orderId }, { token: planner });
    expect(mine.code, mine.msg).toBe(200);
    expect((await t.call('GET', '/api/ops/v1/audit', { q: o.orderId }, asDesk())).data.records).toHaveLength(1);

    const session = await t.call('POST', '/api/activity/v1/operator/create_seckill_session', { title: '运营审计场次', startInSeconds: 3600, durationSeconds: 3600, specialPriceFen: 990, stock: 5 }, { ...asDesk(), json: true });
    expect(session.code, session.msg).toBe(200);
    const opened = (await t.call('GET', '/api/ops/v1/audit', { q: '运营审计场次' }, asDesk())).data.records;
    expect(opened[0]).toMatchObject({ actorKind: 'operator', actorName: '值班运营', action: 'campaign.createSession' });
    // A customer's session opens nothing.
    expect((await t.call('POST', '/api/activity/v1/operator/create_seckill_session', { title: '不该开的场次', startInSeconds: 3600, durationSeconds: 3600, specialPriceFen: 990, stock: 5 }, { token: demo, json: true })).code).toBe(403);
  });

  it('the log searches by operator and words, newest first, with paging', async () => {
    const byName = await t.call('GET', '/api/ops/v1/audit', { q: '值班', limit: 1 }, asDesk());
    expect(byName.data.totalCount).toBeGreaterThanOrEqual(2);
    expect(byName.data.records).toHaveLength(1);
    const page2 = await t.call('GET', '/api/ops/v1/audit', { q: '值班', limit: 1, page: 2 }, asDesk());
    expect(page2.data.records[0].id).toBeLessThan(byName.data.records[0].id);
    expect((await t.call('GET', '/api/ops/v1/audit', { q: '没有这样的记录' }, asDesk())).data.totalCount).toBe(0);
  });
});
