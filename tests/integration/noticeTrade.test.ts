import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { NoticeItem } from '@/lib/contract/notice/api';
import { notices } from '@/server/modules/notice/schema';
import { sweep } from '@/server/modules/order/sweeper';
import { SEED_ENTRY, credit } from '@/server/modules/wallet/service';
import { createTestContext, type TestContext } from './helpers';
import { noticesOfKind } from './noticeFixtures';
import { G, OPERATOR_TOKEN, loginDemo, loginPlanner, op, paidOrder, refundSheet, sellInDemoPlannerStore } from './aftersaleFixtures';
import { DEMO, payWallet, submitOk } from './orderFixtures';

// The trade notices (issue 27 §2, 交易通知): every step of a refund, an order and an invoice tells the other side, once,
// with a link the recipient can open; the one who acted is not told. The customer and the planner share this file's
// database, so each check looks at the notices about its own sheet, order or invoice (its id or number).

let t: TestContext;
let demo: string;
let planner: string;
const prevToken = process.env.OPERATOR_TOKEN;
beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  t = await createTestContext();
  demo = await loginDemo(t);
  planner = await loginPlanner(t);
  // Enough in the wallet for every paid order of this file.
  await credit(t.deps.db, { userId: DEMO.userId, amountFen: 50_000_000, type: SEED_ENTRY, refType: 'TEST', refId: 'notice-trade-test', refNo: '', remark: '测试充值', now: t.deps.now() });
});
afterAll(async () => {
  process.env.OPERATOR_TOKEN = prevToken;
  await t.close();
});

const A = '/api/orderSale/v1';
const O = '/api/order/v2/planner';
const H = '/api/invoice/v1';
const HOUR = 3600_000;
const CONCURRENT = 20;

/** The caller's notices of `kind` about one sheet / order / invoice (its id or number in the link or the text). */
async function about(token: string, kind: string, ...markers: string[]): Promise<NoticeItem[]> {
  return (await noticesOfKind(t, token, kind)).filter((n) => markers.some((m) => n.link.includes(m) || n.body.includes(m)));
}
/** Exactly one such notice, with a link to a page of this site. */
async function one(token: string, kind: string, ...markers: string[]): Promise<NoticeItem> {
  const list = await about(token, kind, ...markers);
  expect(list.map((n) => n.kind), `${kind} about ${markers.join(' / ')}`).toEqual([kind]);
  const n = list[0];
  expect(n).toMatchObject({ category: 'trade', read: false });
  expect(n.title.length).toBeLessThanOrEqual(40);
  expect(n.body.length).toBeLessThanOrEqual(200);
  expect(pageExists(n.link), n.link).toBe(true);
  return n;
}
async function none(token: string, kind: string, ...markers: string[]) {
  expect(await about(token, kind, ...markers), `${kind} about ${markers.join(' / ')}`).toEqual([]);
}

/** The link opens a page of this site: pages/<path>.tsx, pages/<path>/index.tsx, or a dynamic [id] page. */
function pageExists(link: string): boolean {
  const route = new URL(link, 'http://site').pathname.replace(/\/$/, '');
  const dir = path.join(process.cwd(), 'pages');
  if (fs.existsSync(path.join(dir, `${route}.tsx`)) || fs.existsSync(path.join(dir, route, 'index.tsx'))) return true;
  const parent = path.join(dir, path.dirname(route));
  return fs.existsSync(parent) && fs.readdirSync(parent).some((f) => /^\[[^\]]+\]\.tsx$/.test(f));
}

const sheet = (amountFen: number) => refundSheet(t, demo, amountFen, { reasonNo: 'AFTER_SALE_REASON_7', detail: '下错了' });
const decide = (id: string, form: Record<string, unknown>, auth: { token?: string; headers?: Record<string, string> } = { token: planner }) =>
  t.call('POST', `${A}/operator/decide`, { afterSaleId: id, ...form }, auth);
const operation = (id: string, userDoType: string) => t.call('POST', `${A}/operation`, { afterSaleId: id, userDoType }, { token: demo });

describe('refund notices', () => {
  it('an application tells the planner; an offer tells the customer (with an SMS); accepting it tells the planner', async () => {
    const s = await sheet(3000);
    const fresh = await one(planner, 'aftersale.new', s.orderNo);
    expect(fresh).toMatchObject({ title: '新的退款申请待处理', link: '/workbench/refunds?status=1' });
    expect(fresh.body).toContain('¥30.00');
    expect(fresh.body).toContain('下单错误');
    await none(demo, 'aftersale.new', s.orderNo);

    expect((await decide(s.id, { action: 'propose', amountFen: 1000, dealMark: '资料已提交，扣除已发生的费用' })).code).toBe(200);
    const offer = await one(demo, 'aftersale.offer', s.id);
    expect(offer).toMatchObject({ title: '退款申请有新方案待您确认', link: `/my/afterSale/detail?id=${s.id}` });
    expect(offer.body).toContain('规划师');
    expect(offer.body).toContain('¥10.00');
    expect(offer.body).toContain('资料已提交，扣除已发生的费用');
    expect(offer.body).toContain('7 天内');
    const [stored] = await t.deps.db.select().from(notices).where(and(eq(notices.userId, DEMO.userId), eq(notices.kind, 'aftersale.offer'), eq(notices.link, offer.link)));
    expect(stored.sms).toBe('noticeRefundOffer');
    await none(planner, 'aftersale.offer', s.id, s.orderNo);

    expect((await operation(s.id, 'AFTER_SALE_CENTER_USER_ASK')).code).toBe(200);
    const accepted = await one(planner, 'aftersale.accepted', s.orderNo);
    expect(accepted).toMatchObject({ title: '客户已接受退款方案', link: '/workbench/refunds?status=4' });
    expect(accepted.body).toContain('¥10.00');
    await none(demo, 'aftersale.accepted', s.id, s.orderNo);
  });

  it('修改申请: after an offer the customer asks another amount (within what is refundable); the planner is told and may offer again', async () => {
    const s = await sheet(3000);
    const change = (form: Record<string, unknown>, token = demo) => t.call('POST', `${A}/change`, { afterSaleId: s.id, ...form }, { token });
    // not while the planner is deciding
    expect((await change({ refundAmountFen: 2000 })).code).toBe(409);
    expect((await decide(s.id, { action: 'propose', amountFen: 1000, dealMark: '扣除已发生的费用' })).code).toBe(200);
    const detail = (await t.call('GET', `${A}/detail`, { id: s.id }, { token: demo })).data;
    expect(detail).toMatchObject({ canChange: true, afterSaleStatus: 3 });
    expect(detail.changeMaxFen).toBeGreaterThanOrEqual(3000);

    const over = await change({ refundAmountFen: detail.changeMaxFen + 1 });
    expect(over.code).toBe(400);
    expect(over.msg).toContain('refundAmountFen');
    expect((await change({ refundAmountFen: 'abc' })).msg).toContain('退款金额');
    // another customer's sheet is unknown to them
    const other = await t.loginSms(t.phone());
    expect((await change({ refundAmountFen: 2000 }, other.token)).code).toBe(404);

    const results = await Promise.all(Array.from({ length: CONCURRENT }, () => change({ refundAmountFen: 2000, afterSaleProblemDetail: '材料是我自己准备的' })));
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.code !== 200).every((r) => r.code === 409)).toBe(true);
    const changed = results.find((r) => r.code === 200)!.data;
    expect(changed).toMatchObject({ afterSaleStatus: 1, canChange: false });
    const told = await one(planner, 'aftersale.changed', s.orderNo);
    expect(told).toMatchObject({ title: '客户修改了退款申请', link: '/workbench/refunds?status=1' });
    expect(told.body).toContain('¥30.00 → ¥20.00');
    await none(demo, 'aftersale.changed', s.id, s.orderNo);
    const records = (await t.call('POST', `${A}/record`, { afterSaleId: s.id, page: 1, limit: 20, sort: 2 }, { token: demo })).data.records;
    expect(JSON.stringify(records)).toContain('用户修改售后申请');

    // a second offer of the new round reaches the customer (a new notice, not swallowed as a repeat)
    expect((await decide(s.id, { action: 'propose', amountFen: 1500, dealMark: '再让一步' })).code).toBe(200);
    expect((await about(demo, 'aftersale.offer', s.id)).length).toBe(2);
    // accepting pays the new offer
    expect((await operation(s.id, 'AFTER_SALE_CENTER_USER_ASK')).code).toBe(200);
    const done = (await t.call('GET', `${A}/detail`, { id: s.id }, { token: demo })).data;
    expect(done).toMatchObject({ afterSaleStatus: 4, canChange: false });
  });

  it(`approving in full tells the customer once, however many of ${CONCURRENT} identical approvals race`, async () => {
    const s = await sheet(2000);
    const race = await Promise.all(Array.from({ length: CONCURRENT }, () => decide(s.id, { action: 'approve' })));
    expect(race.filter((r) => r.code === 200)).toHaveLength(1);
    const approved = await one(demo, 'aftersale.approved', s.id);
    expect(approved).toMatchObject({ title: '退款成功：¥20.00', link: `/my/afterSale/detail?id=${s.id}` });
    expect(approved.body).toContain('规划师同意了您');
    await none(planner, 'aftersale.approved', s.id, s.orderNo);
    // A repeated approval changes nothing and tells nobody again.
    expect((await decide(s.id, { action: 'approve' })).code).toBe(409);
    expect(await about(demo, 'aftersale.approved', s.id)).toHaveLength(1);
  });

  it('a refusal tells the customer; 平台介入 tells the planner; the platform’s decision tells both', async () => {
    const s = await sheet(5000);
    expect((await decide(s.id, { action: 'reject', dealMark: '服务已完成，不符合退款条件' })).code).toBe(200);
    const refused = await one(demo, 'aftersale.refused', s.id);
    expect(refused.title).toBe('退款申请未获同意');
    expect(refused.body).toContain('服务已完成，不符合退款条件');
    await none(planner, 'aftersale.refused', s.id, s.orderNo);

    const asks = await Promise.all(Array.from({ length: 5 }, () => operation(s.id, 'AFTER_SALE_CENTER_USER_SE_PLAYFORM')));
    expect(asks.filter((r) => r.code === 200)).toHaveLength(1);
    const escalated = await one(planner, 'aftersale.escalated', s.orderNo);
    expect(escalated).toMatchObject({ title: '客户申请了平台介入', link: '/workbench/refunds?status=1' });
    await none(demo, 'aftersale.escalated', s.id, s.orderNo);

    const ruled = await Promise.all(Array.from({ length: CONCURRENT }, () => decide(s.id, { action: 'approve', amountFen: 3000, dealMark: '按已发生费用扣减' }, op)));
    expect(ruled.filter((r) => r.code === 200)).toHaveLength(1);
    const toCustomer = await one(demo, 'aftersale.decided', s.id);
    expect(toCustomer).toMatchObject({ title: '平台已裁决：退款 ¥30.00', link: `/my/afterSale/detail?id=${s.id}` });
    expect(toCustomer.body).toContain('按已发生费用扣减');
    const toPlanner = await one(planner, 'aftersale.decided', s.orderNo);
    expect(toPlanner).toMatchObject({ title: '平台已裁决退款申请', link: '/workbench/refunds?status=4' });
    // the customer is not told "approved" on top of the decision
    await none(demo, 'aftersale.approved', s.id);
  });

  it('the platform refusing an escalated sheet tells both; withdrawing tells the planner', async () => {
    const s = await sheet(4000);
    expect((await decide(s.id, { action: 'reject', dealMark: '已办结' })).code).toBe(200);
    expect((await operation(s.id, 'AFTER_SALE_CENTER_USER_SE_PLAYFORM')).code).toBe(200);
    expect((await decide(s.id, { action: 'reject', dealMark: '证据不足' }, op)).code).toBe(200);
    expect(await one(demo, 'aftersale.decided', s.id)).toMatchObject({ title: '平台已裁决：驳回退款申请' });
    expect((await one(planner, 'aftersale.decided', s.orderNo)).link).toBe('/workbench/refunds?status=5');

    const w = await sheet(1000);
    const withdrawals = await Promise.all(Array.from({ length: 5 }, () => operation(w.id, 'AFTER_SALE_CENTER_USER_CALLBACK')));
    expect(withdrawals.filter((r) => r.code === 200)).toHaveLength(1);
    expect(await one(planner, 'aftersale.withdrawn', w.orderNo)).toMatchObject({ title: '客户已撤销退款申请', link: '/workbench/refunds?status=5' });
    await none(demo, 'aftersale.withdrawn', w.id, w.orderNo);
  });
});

describe('refund notices of the silence sweeper', () => {
  it('a silent planner: the sweeper agrees in full, the customer hears approved and the planner autoagreed, once over two passes', async () => {
    const s = await sheet(2500);
    t.advance(t.deps.config.afterSaleMerchantHours * HOUR + 1000);
    await Promise.all([sweep(t.deps), sweep(t.deps)]);
    await sweep(t.deps);
    const approved = await one(demo, 'aftersale.approved', s.id);
    expect(approved.body).toContain('系统已自动同意');
    expect(approved.body).toContain('¥25.00');
    expect(await one(planner, 'aftersale.autoagreed', s.orderNo)).toMatchObject({ link: '/workbench/refunds?status=4' });
    await none(planner, 'aftersale.approved', s.id, s.orderNo);
  });

  it('an offer or a refusal left unanswered: closed, the customer told once over two passes', async () => {
    const offered = await sheet(3000);
    const refused = await sheet(3000);
    expect((await decide(offered.id, { action: 'propose', amountFen: 1000, dealMark: '部分服务已办理' })).code).toBe(200);
    expect((await decide(refused.id, { action: 'reject', dealMark: '不符合退款条件' })).code).toBe(200);
    t.advance(t.deps.config.afterSaleCustomerDays * 24 * HOUR + 1000);
    await sweep(t.deps);
    await sweep(t.deps);
    for (const s of [offered, refused]) {
      const closed = await one(demo, 'aftersale.closed', s.id);
      expect(closed).toMatchObject({ title: '退款申请已关闭', link: `/my/afterSale/detail?id=${s.id}` });
      await none(planner, 'aftersale.closed', s.id, s.orderNo);
    }
  });
});

describe('order notices', () => {
  it('the first payment tells the order’s planner (新订单), not the customer', async () => {
    const o = await paidOrder(t, demo);
    const paid = await one(planner, 'order.paid', o.orderId);
    expect(paid.title).toMatch(/^新订单：客户已付款 ¥\d+\.\d{2}$/);
    expect(paid.link).toBe(`/workbench/orders/${o.orderId}`);
    await none(demo, 'order.paid', o.orderId, o.cusOrderId);
  });

  it('an order without a planner tells the owner of the store selling its goods', async () => {
    await sellInDemoPlannerStore(t, G.full2);
    const sub = await submitOk(t, demo, { items: [{ goodsId: G.full2, goodsNumber: 1 }] });
    const paid = await payWallet(t, demo, sub.cusOrderId);
    expect(paid.code, paid.msg).toBe(200);
    const n = await one(planner, 'order.paid', sub.orderIds[0]);
    expect(n.link).toBe(`/workbench/orders/${sub.orderIds[0]}`);
  });

  it('each service node the planner finishes tells the customer once, linking the order detail', async () => {
    const o = await paidOrder(t, demo);
    const race = await Promise.all(Array.from({ length: 3 }, () => t.call('POST', `${O}/advance_node`, { orderId: o.orderId }, { token: planner })));
    expect(race.every((r) => r.code === 200)).toBe(true);
    const nodes = await about(demo, 'order.node', o.cusOrderId);
    expect(nodes).toHaveLength(3);
    expect(new Set(nodes.map((n) => n.title)).size).toBe(3);
    expect(nodes.map((n) => n.link)).toEqual(nodes.map(() => `/order/detail?cusOrderId=${o.cusOrderId}`));
    // Written in the same millisecond, the three have no order among them: the last node's is one of them.
    expect(nodes.map((n) => n.title)).toContain('服务已全部完成，请确认');
    for (const n of nodes) expect(pageExists(n.link)).toBe(true);
    expect((await t.call('POST', `${O}/advance_node`, { orderId: o.orderId }, { token: planner })).code).not.toBe(200);
    expect(await about(demo, 'order.node', o.cusOrderId)).toHaveLength(3);
    await none(planner, 'order.node', o.cusOrderId, o.orderId);
  });
});

describe('invoice notices', () => {
  const apply = (orderId: string) =>
    t.call(
      'POST',
      `${H}/apply_invoice`,
      { orderId, invoiceType: '026', invoiceContent: 'GOODS_DETAILS', receiverPhone: DEMO.phone, receiverEmail: 'a@example.com', invoiceHeader: 'INVOICE_HEADER_PERSONAL', invoiceHeaderName: '张三' },
      { token: demo },
    );

  it('an application tells the planner; issuing it tells the customer', async () => {
    const o = await paidOrder(t, demo);
    const applied = await apply(o.orderId);
    expect(applied.code, applied.msg).toBe(200);
    const id = applied.data.id as string;
    expect(await one(planner, 'invoice.applied', o.orderNo)).toMatchObject({ title: '新的开票申请待处理', link: '/workbench/invoices?status=INVOICE_STATUS_AUDIT' });
    await none(demo, 'invoice.applied', o.orderNo, id);

    const issues = await Promise.all(Array.from({ length: 5 }, () => t.call('POST', `${H}/operator/issue`, { id }, { token: planner })));
    expect(issues.filter((r) => r.code === 200)).toHaveLength(1);
    const issued = await one(demo, 'invoice.issued', id);
    expect(issued.link).toBe(`/order/invoice/detail?id=${id}`);
    // The local issuer makes a 样票, and the notice says so.
    expect(issued.title).toBe('发票样票已生成');
    await none(planner, 'invoice.issued', id, o.orderNo);
  });

  it('a rejection tells the customer with the reason', async () => {
    const o = await paidOrder(t, demo);
    const applied = await apply(o.orderId);
    const id = applied.data.id as string;
    const rejects = await Promise.all(Array.from({ length: 5 }, () => t.call('POST', `${H}/operator/reject`, { id, reason: '抬头与付款人不符' }, { token: planner })));
    expect(rejects.filter((r) => r.code === 200)).toHaveLength(1);
    const refused = await one(demo, 'invoice.refused', id);
    expect(refused).toMatchObject({ title: '开票申请被驳回', link: `/order/invoice/detail?id=${id}` });
    expect(refused.body).toContain('抬头与付款人不符');
    await none(planner, 'invoice.refused', id, o.orderNo);
  });
});
