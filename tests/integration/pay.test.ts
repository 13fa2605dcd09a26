import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers';
import { AGREE, G, PLANNER, confirmSandbox, detail, loginDemo, loginPlanner, newCustomer, paymentStatus, payWallet, startSandbox, submitOk } from './orderFixtures';
import { cusOrders, payNotifyLog, payments, sandboxNotifications, walletLedger } from '@/server/db/schema';
import { sweep, wirePay } from '@/server/modules/order/sweeper';
import { refundPayment } from '@/server/modules/pay/service';
import { SIGNATURE_HEADER } from '@/server/adapters/pay';

let t: TestContext;
let demo: string;
beforeAll(async () => {
  t = await createTestContext();
  demo = await loginDemo(t);
});
afterAll(() => t?.close());

const notify = async (body: string, signature: string): Promise<Response> =>
  t.app.request('/api/pay/notify/sandbox', { method: 'POST', body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature } });

async function lastNotice(paymentNo: string) {
  const [n] = await t.deps.db.select().from(sandboxNotifications).where(eq(sandboxNotifications.paymentNo, paymentNo));
  return n;
}

describe('sandbox gateway', () => {
  it('pays through the gateway page: notify applied, result page polls success', async () => {
    const c = await newCustomer(t);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const enable = await t.call('POST', '/api/pay/v2/enable_pay_money', { cusOrderId: s.cusOrderId }, { token: c.token });
    expect(enable.code, enable.msg).toBe(200);
    expect(enable.data.currentPayMoneyFen).toBe(s.payNowFen);
    const p = await startSandbox(t, c.token, s.cusOrderId);
    expect(p.amountFen).toBe(s.payNowFen);
    expect(await paymentStatus(t, c.token, p.paymentNo)).toBe(0);
    const page = await t.app.request(p.payUrl);
    const html = await page.text();
    expect(html).toContain('确认支付');
    expect(html).toContain('取消');
    expect(html).toContain((s.payNowFen / 100).toFixed(2));
    const back = await confirmSandbox(t, p.paymentNo);
    expect(back.status).toBe(303);
    const loc = back.headers.get('location')!;
    expect(loc).toMatch(/^\/pay\/payResult\?/);
    expect(loc).toContain(`paymentNo=${p.paymentNo}`);
    expect(loc).toContain(`cusOrderId=${s.cusOrderId}`);
    expect(await paymentStatus(t, c.token, p.paymentNo)).toBe(1);
    const d = await detail(t, c.token, s.cusOrderId);
    expect(d).toMatchObject({ cusOrderStatus: 2, cusOrderPayStatusNo: 'ORDER_CUS_PAY_STATUS_COMPLETED_PAID', orderPaidMoneyFen: s.payNowFen });
    const byOrder = await t.call('POST', '/api/pay/v3/find_is_payment', { cusOrderId: s.cusOrderId }, { token: c.token });
    expect(byOrder.data.payStatus).toBe(1);
    // Someone else cannot read the payment.
    expect((await t.call('POST', '/api/pay/v2/find_is_payment', { paymentNo: p.paymentNo }, { token: demo })).code).toBe(404);
  });

  it('a notification replayed five times settles once; tampered and wrong-amount ones are refused', async () => {
    const c = await newCustomer(t);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const p = await startSandbox(t, c.token, s.cusOrderId);
    await confirmSandbox(t, p.paymentNo);
    const n = await lastNotice(p.paymentNo);
    expect(n.deliveredAt).not.toBeNull();
    const sig = await t.deps.adapters.pay.sign(n.body);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => notify(n.body, sig).then((r) => r.text())));
    expect(answers).toEqual(['success', 'success', 'success', 'success', 'success']);
    const d = await detail(t, c.token, s.cusOrderId);
    expect(d.orderPaidMoneyFen).toBe(s.payNowFen);
    const logs = await t.deps.db.select().from(payNotifyLog).where(eq(payNotifyLog.paymentNo, p.paymentNo));
    expect(logs.filter((l) => l.result === 'APPLIED')).toHaveLength(1);
    expect(logs.filter((l) => l.result === 'DUPLICATE')).toHaveLength(5);

    // Tampered: the same body with another amount but the old signature.
    const s2 = await submitOk(t, c.token, { items: [{ goodsId: G.full2, goodsNumber: 1 }] });
    const p2 = await startSandbox(t, c.token, s2.cusOrderId);
    const body = JSON.parse(n.body);
    const forged = JSON.stringify({ ...body, paymentNo: p2.paymentNo, amountFen: p2.amountFen });
    const r1 = await notify(forged, sig);
    expect(r1.status).toBe(400);
    expect(await r1.text()).toBe('fail');
    expect(await paymentStatus(t, c.token, p2.paymentNo)).toBe(0);
    // Correctly signed, but the amount does not match the payment.
    const wrong = JSON.stringify({ ...body, paymentNo: p2.paymentNo, amountFen: p2.amountFen - 1, tradeNo: 'x' });
    const r2 = await notify(wrong, await t.deps.adapters.pay.sign(wrong));
    expect(await r2.text()).toBe('fail');
    expect(await paymentStatus(t, c.token, p2.paymentNo)).toBe(0);
    expect((await detail(t, c.token, s2.cusOrderId)).cusOrderStatus).toBe(1);
    const rejected = await t.deps.db.select().from(payNotifyLog).where(eq(payNotifyLog.paymentNo, p2.paymentNo));
    expect(rejected.map((l) => l.result).sort()).toEqual(['REJECTED_AMOUNT', 'REJECTED_SIGNATURE']);
  });

  it('50 confirmations of one trade at once pay it once: one notification, one settlement, one log row', async () => {
    const c = await newCustomer(t);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const p = await startSandbox(t, c.token, s.cusOrderId);
    // The ticked agreements went with the payment row.
    const [order] = await t.deps.db.select({ agreementIds: cusOrders.agreementIds }).from(cusOrders).where(eq(cusOrders.id, s.cusOrderId));
    expect(order.agreementIds).toBe(AGREE);
    const answers = await Promise.all(Array.from({ length: 50 }, () => confirmSandbox(t, p.paymentNo)));
    // Every press of the button returns to the shop.
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([303]));
    expect(new Set(answers.map((r) => r.headers.get('location')))).toHaveProperty('size', 1);
    const notices = await t.deps.db.select().from(sandboxNotifications).where(eq(sandboxNotifications.paymentNo, p.paymentNo));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ attempts: 1, lastError: null });
    expect(notices[0].deliveredAt).not.toBeNull();
    expect(JSON.parse(notices[0].body)).toMatchObject({ paymentNo: p.paymentNo, amountFen: p.amountFen, tradeStatus: 'TRADE_SUCCESS' });
    const logs = await t.deps.db.select().from(payNotifyLog).where(eq(payNotifyLog.paymentNo, p.paymentNo));
    expect(logs.map((l) => l.result)).toEqual(['APPLIED']);
    expect((await detail(t, c.token, s.cusOrderId)).orderPaidMoneyFen).toBe(s.payNowFen);
    // A trade the gateway does not know.
    expect((await confirmSandbox(t, 'P_NOT_A_TRADE')).status).toBe(404);
  });

  it('retries an unacknowledged notification with backoff until it is acknowledged', async () => {
    const c = await newCustomer(t);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const p = await startSandbox(t, c.token, s.cusOrderId);
    // Our endpoint is down for a while.
    t.deps.adapters.pay.setReceiver(async () => {
      throw new Error('connection refused');
    });
    await confirmSandbox(t, p.paymentNo);
    let n = await lastNotice(p.paymentNo);
    expect(n.deliveredAt).toBeNull();
    expect(n.attempts).toBe(1);
    expect(n.nextAttemptAt.getTime() - t.deps.now().getTime()).toBeGreaterThan(3000);
    expect(await paymentStatus(t, c.token, p.paymentNo)).toBe(0);
    // Not due yet: nothing is sent.
    expect(await t.deps.adapters.pay.deliverDue(t.deps.now())).toBe(0);
    t.advance(6000);
    expect(await t.deps.adapters.pay.deliverDue(t.deps.now())).toBe(0);
    n = await lastNotice(p.paymentNo);
    expect(n.attempts).toBe(2);
    // Back up: the sweeper delivers it.
    const { handleSandboxNotify } = await import('@/server/modules/pay/notify');
    t.deps.adapters.pay.setReceiver((body, sig) => handleSandboxNotify(t.deps, body, sig));
    t.advance(11_000);
    const res = await sweep(t.deps);
    expect(res.delivered).toBe(1);
    expect(await paymentStatus(t, c.token, p.paymentNo)).toBe(1);
    expect((await lastNotice(p.paymentNo)).deliveredAt).not.toBeNull();
  });

  it('cancel on the gateway page: the result page sees a failed payment, the order stays payable', async () => {
    const c = await newCustomer(t);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const p = await startSandbox(t, c.token, s.cusOrderId);
    const back = await t.app.request(`/api/sandbox-pay/${p.paymentNo}/cancel`, { method: 'POST' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toContain('cancelled=1');
    expect(await paymentStatus(t, c.token, p.paymentNo)).toBe(2);
    expect((await detail(t, c.token, s.cusOrderId)).payButton).toBe(1);
  });

  it('a payment that arrives after the order expired is refunded to its source', async () => {
    const c = await newCustomer(t);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const p = await startSandbox(t, c.token, s.cusOrderId);
    t.advance(2 * 3600 * 1000 + 1000);
    expect((await detail(t, c.token, s.cusOrderId)).cusOrderStatus).toBe(4);
    wirePay(t.deps);
    await confirmSandbox(t, p.paymentNo);
    expect(await paymentStatus(t, c.token, p.paymentNo)).toBe(2);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.paymentNo, p.paymentNo));
    expect(row.refundedFen).toBe(row.amountFen);
    expect(await t.deps.adapters.pay.tradeStatus(p.paymentNo)).toBe(1);
  });
});

describe('milestone (by node) payments', () => {
  it('pays batch by batch as the planner reaches each node', async () => {
    const planner = await loginPlanner(t);
    const s = await submitOk(t, demo, { items: [{ goodsId: G.node, goodsNumber: 1 }], plannerId: PLANNER.userId });
    const bills = async () => (await t.call('POST', '/api/order/v2/bill_payment_details', { cusOrderId: s.cusOrderId }, { token: demo })).data;
    let b = await bills();
    expect(b.records.map((r: { alreadyPayment: number }) => r.alreadyPayment)).toEqual([1, 0, 0]);
    const total = b.records.reduce((x: number, r: { moneyFen: number }) => x + r.moneyFen, 0);
    expect(total).toBe((await detail(t, demo, s.cusOrderId)).orderPayableMoneyFen);
    expect(b.records[0].moneyFen).toBe(Math.floor(total * 0.3));
    // Paying a later batch alone while the first is due is refused.
    const alone = await payWallet(t, demo, s.cusOrderId, [b.records[1].id]);
    expect(alone.code).toBe(20105);
    expect((await payWallet(t, demo, s.cusOrderId, [b.records[0].id])).code).toBe(200);
    // Node 1 done → batch 2 due; node 2 cannot finish before it is paid.
    expect((await t.call('POST', '/api/order/v2/planner/advance_node', { orderId: s.orderIds[0] }, { token: planner })).code).toBe(200);
    b = await bills();
    expect(b.records.map((r: { alreadyPayment: number }) => r.alreadyPayment)).toEqual([2, 1, 0]);
    const d = await detail(t, demo, s.cusOrderId);
    expect(d).toMatchObject({ payButton: 2, thisTimeBatchIds: [b.records[1].id] });
    const blocked = await t.call('POST', '/api/order/v2/planner/advance_node', { orderId: s.orderIds[0] }, { token: planner });
    expect(blocked.code).toBe(20104);
    expect(blocked.msg).toBe('该节点款项未支付，暂不能完成');
    // Pay batch 2 through the gateway.
    const p = await startSandbox(t, demo, s.cusOrderId, [b.records[1].id]);
    expect(p.amountFen).toBe(b.records[1].moneyFen);
    await confirmSandbox(t, p.paymentNo);
    expect((await t.call('POST', '/api/order/v2/planner/advance_node', { orderId: s.orderIds[0] }, { token: planner })).code).toBe(200);
    // 全款支付 of the rest (pays the last node ahead).
    b = await bills();
    expect(b.allTimePayTotalFen).toBe(b.records[2].moneyFen);
    expect((await payWallet(t, demo, s.cusOrderId, [b.records[2].id])).code).toBe(200);
    expect((await t.call('POST', '/api/order/v2/planner/advance_node', { orderId: s.orderIds[0] }, { token: planner })).code).toBe(200);
    const done = await detail(t, demo, s.cusOrderId);
    expect(done).toMatchObject({ cusOrderPayStatusNo: 'ORDER_CUS_PAY_STATUS_COMPLETED_PAID', canConfirm: true, orderPaidMoneyFen: total });
    const nodes = await t.call('GET', '/api/order/v2/find_service_by_details_id', { orderDetailsId: s.orderIds[0] }, { token: demo });
    expect(nodes.data.every((n: { status: number; batch: { alreadyPayment: number } }) => n.status === 2 && n.batch.alreadyPayment === 2)).toBe(true);
  });
});

describe('refunds API (for the refunds module)', () => {
  it('refunds a wallet payment exactly once per refundRef, within the paid amount', async () => {
    const s = await submitOk(t, demo, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    expect((await payWallet(t, demo, s.cusOrderId)).code).toBe(200);
    const [p] = await t.deps.db.select().from(payments).where(eq(payments.cusOrderId, s.cusOrderId));
    const before = (await t.call('GET', '/api/wallet/v1/account_balance_info', undefined, { token: demo })).data.balanceFen;
    const a = await t.deps.db.transaction((tx) => refundPayment(t.deps, tx, { paymentId: p.id, amountFen: 1000, refundRef: 'rf-test-1' }));
    const b = await t.deps.db.transaction((tx) => refundPayment(t.deps, tx, { paymentId: p.id, amountFen: 1000, refundRef: 'rf-test-1' }));
    expect(a.alreadyDone).toBe(false);
    expect(b).toEqual({ refundId: a.refundId, alreadyDone: true });
    const after = (await t.call('GET', '/api/wallet/v1/account_balance_info', undefined, { token: demo })).data.balanceFen;
    expect(after).toBe(before + 1000);
    const entries = await t.deps.db.select().from(walletLedger).where(eq(walletLedger.refId, a.refundId));
    expect(entries).toHaveLength(1);
    await expect(t.deps.db.transaction((tx) => refundPayment(t.deps, tx, { paymentId: p.id, amountFen: p.amountFen, refundRef: 'rf-test-2' }))).rejects.toThrow('退款金额超过可退金额');
    expect((await detail(t, demo, s.cusOrderId)).orderRefundedMoneyFen).toBe(1000);
  });

  it('refunds a sandbox payment through the gateway', async () => {
    const c = await newCustomer(t);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const sp = await startSandbox(t, c.token, s.cusOrderId);
    wirePay(t.deps);
    await confirmSandbox(t, sp.paymentNo);
    const [p] = await t.deps.db.select().from(payments).where(eq(payments.paymentNo, sp.paymentNo));
    const r = await t.deps.db.transaction((tx) => refundPayment(t.deps, tx, { paymentId: p.id, amountFen: p.amountFen, refundRef: 'rf-sbx-1' }));
    expect(r.alreadyDone).toBe(false);
    const [after] = await t.deps.db.select().from(payments).where(eq(payments.id, p.id));
    expect(after.refundedFen).toBe(p.amountFen);
  });

  it('the agreement must be accepted before paying', async () => {
    const c = await newCustomer(t);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const r = await t.call('POST', '/api/pay/v3/get_pay_params', { cusOrderId: s.cusOrderId, payPlatform: 'SANDBOX' }, { token: c.token });
    expect(r.code).toBe(400);
    expect(r.msg).toBe('orderAgreementIds：请先阅读薯片平台订单协议');
    void AGREE;
  });
});
