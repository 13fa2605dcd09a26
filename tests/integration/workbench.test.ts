import { inArray } from 'drizzle-orm';
import { findOrder, merchantActsFor } from '@/server/modules/order/facts';
import { orders } from '@/server/modules/order/schema';
import { SEED_ENTRY, credit } from '@/server/modules/wallet/service';
import { createTestContext, type TestContext } from './helpers';
import { G, loginDemo, loginPlanner, paidOrder } from './aftersaleFixtures';
import { rivalPlanner } from './ownershipFixtures';

// The planner's workbench: each list holds only the objects of the orders the planner acts for (the rule the
// actions use: order/facts.ts merchantActsFor), another planner's order, invoice or refund cannot be acted on (404),
// a customer is refused (403), paging is checked (400), and the actions move what the customer sees.

let t: TestContext;
let demo: string;
let planner: string;
let rival: Awaited<ReturnType<typeof rivalPlanner>>;
const made: string[] = [];

const O = '/api/order/v2/planner';
const INV = '/api/invoice/v1';
const AS = '/api/orderSale/v1';
const LISTS = [`${O}/order_page`, `${INV}/planner/invoice_list`, `${AS}/planner/list`, `${O}/workbench_summary`];

beforeAll(async () => {
  t = await createTestContext();
  demo = await loginDemo(t);
  planner = await loginPlanner(t);
  rival = await rivalPlanner(t, [G.full2]);
  // Enough in the demo wallet for every order this file pays.
  await credit(t.deps.db, { userId: 'u_demo_customer', amountFen: 50_000_000, type: SEED_ENTRY, refType: 'TEST', refId: 'workbench-test', refNo: '', remark: '测试充值', now: t.deps.now() });
});
afterAll(async () => {
  await t?.close();
});

/** A paid order of the demo customer served by `plannerId` ('' = no planner: the sellers' stores decide). */
async function order(plannerId: string, goodsId: string = G.full) {
  const o = await paidOrder(t, demo, goodsId, plannerId);
  made.push(o.orderId);
  return o;
}

const company = { invoiceHeader: 'INVOICE_HEADER_COMPANY', invoiceHeaderName: '成都示例科技有限公司', taxpayerIdentifNum: '91510100MA6CA1B2C0' };
async function applyInvoice(orderId: string) {
  const r = await t.call('POST', `${INV}/apply_invoice`, { orderId, invoiceType: '026', invoiceContent: 'GOODS_DETAILS', receiverPhone: '13800138000', ...company }, { token: demo });
  expect(r.code, r.msg).toBe(200);
  return r.data.id as string;
}
async function applyRefund(orderId: string, refundAmountFen: number) {
  const r = await t.call(
    'POST',
    `${AS}/refund`,
    { orderId, afterSaleReasonNo: 'AFTER_SALE_REASON_1', afterSaleProblemDetail: '不需要了', afterSaleAgreementIds: 'shupianaftersale', refundAmountFen },
    { token: demo },
  );
  expect(r.code, r.msg).toBe(200);
  return r.data.afterSaleId as string;
}
const ids = <T extends Record<string, unknown>>(records: T[], key: keyof T) => records.map((r) => r[key]);

describe('who may open the workbench', () => {
  it('refuses a customer (403) and asks a visitor without a session to log in (5223)', async () => {
    for (const path of LISTS) {
      const asCustomer = await t.call('GET', path, {}, { token: demo });
      expect(asCustomer.code, path).toBe(403);
      expect(asCustomer.msg).toBe('仅规划师可操作');
      expect((await t.call('GET', path, {})).code, path).toBe(5223);
    }
    expect((await t.call('GET', `${O}/order_detail`, { orderId: 'o_whatever' }, { token: demo })).code).toBe(403);
  });

  it('checks paging and filters: 400 naming the field, never 500', async () => {
    for (const path of LISTS.slice(0, 3)) {
      expect((await t.call('GET', path, { page: 0 }, { token: planner })).msg, path).toBe('page：页码有误');
      expect((await t.call('GET', path, { page: 'x' }, { token: planner })).msg, path).toBe('page：页码有误');
      expect((await t.call('GET', path, { limit: 51 }, { token: planner })).msg, path).toBe('limit：每页条数有误');
      expect((await t.call('GET', path, { limit: -1 }, { token: planner })).msg, path).toBe('limit：每页条数有误');
      expect((await t.call('GET', path, { status: 'NOPE' }, { token: planner })).code, path).toBe(400);
    }
    expect((await t.call('GET', `${O}/order_detail`, {}, { token: planner })).msg).toMatch(/^orderId：/);
    expect((await t.call('GET', `${O}/order_detail`, { orderId: 'bad id!' }, { token: planner })).code).toBe(400);
  });
});

describe('orders', () => {
  it('lists only the orders the planner acts for, under the same rule as the actions', async () => {
    const mine = await order('u_demo_planner');
    const theirs = await order(rival.userId);
    // No planner chosen: whoever sells the goods in an open store acts for it (the rival sells g_0005).
    const unassigned = await order('', G.full2);

    const page = await t.call('GET', `${O}/order_page`, { limit: 50 }, { token: planner });
    expect(page.code, page.msg).toBe(200);
    const seen = ids(page.data.records, 'orderId');
    expect(seen).toContain(mine.orderId);
    expect(seen).not.toContain(theirs.orderId);
    const rivals = ids((await t.call('GET', `${O}/order_page`, { limit: 50 }, { token: rival.token })).data.records, 'orderId');
    expect(rivals).toEqual(expect.arrayContaining([theirs.orderId, unassigned.orderId]));
    expect(rivals).not.toContain(mine.orderId);

    // Every line made here is in a planner's list exactly when merchantActsFor says so.
    const lines = await t.deps.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, made));
    for (const { id } of lines) {
      const facts = (await findOrder(t.deps.db, id))!;
      expect(seen.includes(id), `demo planner, ${id}`).toBe(await merchantActsFor(t.deps.db, 'u_demo_planner', facts));
      expect(rivals.includes(id), `rival, ${id}`).toBe(await merchantActsFor(t.deps.db, rival.userId, facts));
    }

    const row = page.data.records.find((r: { orderId: string }) => r.orderId === mine.orderId);
    expect(row).toMatchObject({ status: 'HANDLING', statusLabel: '服务中', nodeCount: 3, nodesDone: 0, canAdvance: true, advanceBlocked: null, currentNode: { nodeNum: 1 } });
    expect(row.customerName).toBeTruthy();
    expect(page.data.counts.all).toBe(page.data.totalCount);
    const handling = await t.call('GET', `${O}/order_page`, { status: 'HANDLING', limit: 50 }, { token: planner });
    expect(handling.data.totalCount).toBe(page.data.counts.HANDLING);
    expect(handling.data.records.every((r: { status: string }) => r.status === 'HANDLING')).toBe(true);
    const second = await t.call('GET', `${O}/order_page`, { page: 2, limit: 1 }, { token: planner });
    expect(second.data).toMatchObject({ current: 2, limit: 1 });
  });

  it('shows one own order with its nodes; another planner’s is 订单不存在', async () => {
    const mine = await order('u_demo_planner');
    const theirs = await order(rival.userId);
    const d = await t.call('GET', `${O}/order_detail`, { orderId: mine.orderId }, { token: planner });
    expect(d.code, d.msg).toBe(200);
    expect(d.data.nodes.map((n: { status: number }) => n.status)).toEqual([1, 0, 0]);
    expect(d.data.batches.length).toBeGreaterThan(0);
    for (const orderId of [theirs.orderId, 'o_does_not_exist']) {
      const r = await t.call('GET', `${O}/order_detail`, { orderId }, { token: planner });
      expect(r.code).toBe(404);
      expect(r.msg).toBe('订单不存在');
    }
  });

  it('推进 moves the current node, which the customer sees; another planner cannot; racing advances stop at the last node', async () => {
    const mine = await order('u_demo_planner');
    expect((await t.call('POST', `${O}/advance_node`, { orderId: mine.orderId }, { token: rival.token })).code).toBe(404);
    const adv = await t.call('POST', `${O}/advance_node`, { orderId: mine.orderId }, { token: planner });
    expect(adv.code, adv.msg).toBe(200);
    const seen = await t.call('GET', '/api/order/v2/find_order_details', { orderId: mine.orderId }, { token: demo });
    expect(seen.data.nodes[0]).toMatchObject({ status: 2, handlerName: '王规划' });
    expect(seen.data.nodes[1].status).toBe(1);
    const d = await t.call('GET', `${O}/order_detail`, { orderId: mine.orderId }, { token: planner });
    expect(d.data.order).toMatchObject({ nodesDone: 1, currentNode: { nodeNum: 2 } });

    const race = await Promise.all(Array.from({ length: 50 }, () => t.call('POST', `${O}/advance_node`, { orderId: mine.orderId }, { token: planner })));
    expect(race.filter((r) => r.code === 200)).toHaveLength(2);
    const after = await t.call('GET', `${O}/order_detail`, { orderId: mine.orderId }, { token: planner });
    expect(after.data.order).toMatchObject({ status: 'HANDLED', statusLabel: '待客户确认', nodesDone: 3, canAdvance: false, currentNode: null });
  });
});

describe('invoices', () => {
  it('lists the applications of own orders; issues and rejects them; another planner’s cannot be acted on', async () => {
    const mine = await order('u_demo_planner');
    const theirs = await order(rival.userId);
    const mineId = await applyInvoice(mine.orderId);
    const theirsId = await applyInvoice(theirs.orderId);

    const list = await t.call('GET', `${INV}/planner/invoice_list`, { limit: 50 }, { token: planner });
    expect(list.code, list.msg).toBe(200);
    expect(ids(list.data.records, 'id')).toContain(mineId);
    expect(ids(list.data.records, 'id')).not.toContain(theirsId);
    const row = list.data.records.find((r: { id: string }) => r.id === mineId);
    expect(row).toMatchObject({ invoiceStatus: 'INVOICE_STATUS_AUDIT', orderId: mine.orderId, invoiceHeaderName: '成都示例科技有限公司' });
    expect(row.cusOrderNo).toMatch(/^C/);
    expect(row.goodsName).toBeTruthy();
    expect(ids((await t.call('GET', `${INV}/planner/invoice_list`, { limit: 50 }, { token: rival.token })).data.records, 'id')).not.toContain(mineId);

    // Another planner: 404 for issue and reject alike; a customer: 403.
    for (const path of [`${INV}/operator/issue`, `${INV}/operator/reject`]) {
      expect((await t.call('POST', path, { id: mineId, reason: '抬头有误' }, { token: rival.token })).code, path).toBe(404);
      expect((await t.call('POST', path, { id: mineId, reason: '抬头有误' }, { token: demo })).code, path).toBe(403);
    }
    // The order's planner rejects with a reason, the customer applies again, the planner issues it.
    expect((await t.call('POST', `${INV}/operator/reject`, { id: mineId }, { token: planner })).msg).toBe('reason：不能为空');
    const rejected = await t.call('POST', `${INV}/operator/reject`, { id: mineId, reason: '抬头与营业执照不符' }, { token: planner });
    expect(rejected.code, rejected.msg).toBe(200);
    expect((await t.call('GET', `${INV}/invoice_detail`, { id: mineId }, { token: demo })).data).toMatchObject({ invoiceStatus: 'INVOICE_STATUS_REJECT', remarks: '抬头与营业执照不符' });
    const again = await applyInvoice(mine.orderId);
    const issued = await t.call('POST', `${INV}/operator/issue`, { id: again }, { token: planner });
    expect(issued.code, issued.msg).toBe(200);
    expect((await t.call('GET', `${INV}/invoice_detail`, { id: again }, { token: demo })).data).toMatchObject({ invoiceStatus: 'INVOICE_STATUS_SUCCESS', statusName: '开票成功' });
    expect((await t.call('POST', `${INV}/operator/issue`, { id: again }, { token: planner })).code).toBe(409);

    const done = await t.call('GET', `${INV}/planner/invoice_list`, { status: 'INVOICE_STATUS_SUCCESS', limit: 50 }, { token: planner });
    expect(ids(done.data.records, 'id')).toContain(again);
    expect(done.data.counts.INVOICE_STATUS_REJECT).toBeGreaterThanOrEqual(1);
    const waiting = await t.call('GET', `${INV}/planner/invoice_list`, { limit: 50 }, { token: planner });
    expect(ids(waiting.data.records, 'id')).not.toContain(again);
  });
});

describe('refunds', () => {
  it('lists the sheets of own orders awaiting a decision; partial refund ≤ asked, reject with a reason; another planner gets 404', async () => {
    const a = await order('u_demo_planner');
    const b = await order('u_demo_planner');
    const theirs = await order(rival.userId);
    const sa = await applyRefund(a.orderId, 20000);
    const sb = await applyRefund(b.orderId, 100);
    const st = await applyRefund(theirs.orderId, 100);

    const list = await t.call('GET', `${AS}/planner/list`, { limit: 50 }, { token: planner });
    expect(list.code, list.msg).toBe(200);
    expect(ids(list.data.records, 'id')).toEqual(expect.arrayContaining([sa, sb]));
    expect(ids(list.data.records, 'id')).not.toContain(st);
    expect(list.data.records.find((r: { id: string }) => r.id === sa)).toMatchObject({ afterSaleStatus: 1, applyAmountFen: 20000 });

    const decide = (token: string, afterSaleId: string, form: Record<string, unknown>) => t.call('POST', `${AS}/operator/decide`, { afterSaleId, ...form }, { token });
    expect((await decide(rival.token, sa, { action: 'approve' })).code).toBe(404);
    expect((await decide(demo, sa, { action: 'approve' })).code).toBe(403);
    expect((await decide(planner, sa, { action: 'propose', amountFen: 20001, dealMark: 'x' })).msg).toBe('amountFen：退款金额不能超过用户申请的金额');
    // 部分退款 is an offer: the customer must agree before anything is paid
    expect((await decide(planner, sa, { action: 'approve', amountFen: 15000, dealMark: '部分服务已办理' })).code).toBe(400);
    const partial = await decide(planner, sa, { action: 'propose', amountFen: 15000, dealMark: '部分服务已办理' });
    expect(partial.code, partial.msg).toBe(200);
    const seen = await t.call('GET', `${AS}/detail`, { id: sa }, { token: demo });
    expect(seen.data).toMatchObject({ afterSaleStatus: 3, afterSaleTotalMoneyFen: 15000, realRefundTotalMoneyFen: 0, dealMark: '部分服务已办理', canConfirm: true });
    const agreed = await t.call('POST', `${AS}/operation`, { afterSaleId: sa, userDoType: 'AFTER_SALE_CENTER_USER_ASK' }, { token: demo });
    expect(agreed.data).toMatchObject({ afterSaleStatus: 4, realRefundTotalMoneyFen: 15000 });

    expect((await decide(planner, sb, { action: 'reject' })).msg).toBe('dealMark：请填写处理意见');
    const rejected = await decide(planner, sb, { action: 'reject', dealMark: '服务已完成，不符合退款条件' });
    expect(rejected.data).toMatchObject({ afterSaleStatus: 2, dealMark: '服务已完成，不符合退款条件' });

    const pending = await t.call('GET', `${AS}/planner/list`, { limit: 50 }, { token: planner });
    expect(ids(pending.data.records, 'id')).not.toContain(sa);
    const refused = await t.call('GET', `${AS}/planner/list`, { status: '2', limit: 50 }, { token: planner });
    expect(ids(refused.data.records, 'id')).toContain(sb);
    const all = await t.call('GET', `${AS}/planner/list`, { status: 'all', limit: 50 }, { token: planner });
    expect(all.data.counts.all).toBe(all.data.totalCount);
    expect(ids(all.data.records, 'id')).not.toContain(st);
  });
});

describe('racing planners', () => {
  it('50 concurrent 开票 issue one invoice; 50 concurrent 同意 refund once', async () => {
    const a = await order('u_demo_planner');
    const b = await order('u_demo_planner');
    const inv = await applyInvoice(a.orderId);
    const sheet = await applyRefund(b.orderId, 300);
    const issued = await Promise.all(Array.from({ length: 50 }, () => t.call('POST', `${INV}/operator/issue`, { id: inv }, { token: planner })));
    expect(issued.filter((r) => r.code === 200)).toHaveLength(1);
    expect(issued.filter((r) => r.code !== 200).every((r) => r.code === 409)).toBe(true);
    const approved = await Promise.all(
      Array.from({ length: 50 }, () => t.call('POST', `${AS}/operator/decide`, { afterSaleId: sheet, action: 'approve' }, { token: planner })),
    );
    expect(approved.filter((r) => r.code === 200)).toHaveLength(1);
    const [line] = await t.deps.db.select().from(orders).where(inArray(orders.id, [b.orderId]));
    expect(line.refundedFen).toBe(300);
  });
});

describe('home', () => {
  it('counts what waits, each under the planner’s own rule', async () => {
    const s = await t.call('GET', `${O}/workbench_summary`, {}, { token: planner });
    expect(s.code, s.msg).toBe(200);
    const page = await t.call('GET', `${O}/order_page`, { limit: 1 }, { token: planner });
    const inv = await t.call('GET', `${INV}/planner/invoice_list`, { limit: 1 }, { token: planner });
    const ref = await t.call('GET', `${AS}/planner/list`, { limit: 1 }, { token: planner });
    const leads = await t.call('GET', '/api/demand_card/v1/planner_list', { limit: 1 }, { token: planner });
    expect(s.data).toMatchObject({
      ordersInService: page.data.counts.HANDLING,
      ordersToConfirm: page.data.counts.HANDLED,
      invoicesToIssue: inv.data.totalCount,
      refundsToDecide: ref.data.totalCount,
      leadsTotal: leads.data.totalCount,
    });
    expect(s.data.newLeads).toBeLessThanOrEqual(s.data.leadsTotal);
    const r = await t.call('GET', `${O}/workbench_summary`, {}, { token: rival.token });
    expect(r.data.ordersInService).toBeGreaterThanOrEqual(1);
  });
});
