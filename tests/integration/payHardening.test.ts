import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers';
import { G, confirmSandbox, detail, newCustomer, paymentStatus, startSandbox, submitOk } from './orderFixtures';
import { cusOrders, payNotifyLog, payments, sandboxNotifications, sandboxTrades, serverSecrets, walletLedger, wallets } from '@/server/db/schema';
import { wirePay } from '@/server/modules/order/sweeper';
import { refundPayment } from '@/server/modules/pay/service';
import { handleSandboxNotify } from '@/server/modules/pay/notify';
import { SIGNATURE_HEADER } from '@/server/adapters/pay';
import { getOrCreateSecret, loadServerSecrets } from '@/server/modules/secrets';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  wirePay(t.deps);
});
afterAll(() => t?.close());

const notify = async (body: string, signature: string): Promise<Response> =>
  t.app.request('/api/pay/notify/sandbox', { method: 'POST', body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature } });

/** What the old code used as the gateway key: derivable by anyone, since SIGN_SECRET ships in the browser bundle. */
const oldDerivedKey = () => createHash('sha256').update(`sandbox-gateway:${t.deps.config.signSecret}`).digest('hex');

async function topUp(token: string, amountFen: number) {
  const r = await t.call('POST', '/api/wallet/v1/top_up', { amountFen }, { token });
  expect(r.code, r.msg).toBe(200);
  const [p] = await t.deps.db.select().from(payments).where(eq(payments.paymentNo, r.data.paymentNo));
  return p;
}

/** A notification of this payment naming the gateway's trade (its number is the gateway's, until settled the payment has none). */
const noticeOf = async (p: typeof payments.$inferSelect, amountFen = p.amountFen, tradeNo?: string) => {
  const [trade] = await t.deps.db.select().from(sandboxTrades).where(eq(sandboxTrades.paymentNo, p.paymentNo));
  return JSON.stringify({ paymentNo: p.paymentNo, tradeNo: tradeNo ?? trade.tradeNo, amountFen, tradeStatus: 'TRADE_SUCCESS', notifyId: 'n1', notifyTime: new Date().toISOString() });
};

const balance = async (userId: string) => (await t.deps.db.select().from(wallets).where(eq(wallets.userId, userId)))[0]?.balanceFen ?? 0;
const logsOf = async (paymentNo: string) => (await t.deps.db.select().from(payNotifyLog).where(eq(payNotifyLog.paymentNo, paymentNo))).map((l) => l.result);

describe('gateway secrets', () => {
  it('are generated once, kept in the database, never derived from SIGN_SECRET; the environment overrides', async () => {
    const a = await getOrCreateSecret(t.deps.db, 'sandboxPay');
    const b = await getOrCreateSecret(t.deps.db, 'sandboxPay');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
    expect(a).not.toBe(oldDerivedKey());
    // Concurrent first starts of several instances agree on one value.
    const all = await Promise.all(Array.from({ length: 20 }, () => loadServerSecrets(t.deps.db, t.deps.config.signSecret, {})));
    expect(new Set(all.map((s) => s.esignCallback)).size).toBe(1);
    expect(all[0].sandboxPay).toBe(a);
    const rows = await t.deps.db.select().from(serverSecrets);
    expect(rows.map((r) => r.name).sort()).toEqual(['app_key', 'esign_callback', 'sandbox_pay']);
    expect(rows.every((r) => !r.value.includes(t.deps.config.signSecret))).toBe(true);
    const env = await loadServerSecrets(t.deps.db, t.deps.config.signSecret, { SANDBOX_PAY_SECRET: 'x'.repeat(40) });
    expect(env.sandboxPay).toBe('x'.repeat(40));
    await expect(loadServerSecrets(t.deps.db, t.deps.config.signSecret, { ESIGN_CALLBACK_SECRET: t.deps.config.signSecret })).rejects.toThrow();
  });
});

describe('sandbox notifications', () => {
  it('refuses a notification signed with the key derived from SIGN_SECRET (the old derivation)', async () => {
    const c = await newCustomer(t);
    const p = await topUp(c.token, 88_800);
    const body = await noticeOf(p);
    const forged = createHmac('sha256', oldDerivedKey()).update(body).digest('hex');
    expect(forged).not.toBe(await t.deps.adapters.pay.sign(body));
    const r = await notify(body, forged);
    expect(r.status).toBe(400);
    expect(await r.text()).toBe('fail');
    expect(await paymentStatus(t, c.token, p.paymentNo)).toBe(0);
    expect(await balance(c.userId)).toBe(0);
    expect(await logsOf(p.paymentNo)).toEqual(['REJECTED_SIGNATURE']);
  });

  it('a validly signed notification settles nothing unless the gateway says the trade is paid, for that amount', async () => {
    const c = await newCustomer(t);
    // A top-up never paid at the gateway.
    const p = await topUp(c.token, 50_000);
    const body = await noticeOf(p);
    const r = await notify(body, await t.deps.adapters.pay.sign(body));
    expect(await r.text()).toBe('fail');
    expect(await paymentStatus(t, c.token, p.paymentNo)).toBe(0);
    expect(await balance(c.userId)).toBe(0);
    // An order payment never paid at the gateway.
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const sp = await startSandbox(t, c.token, s.cusOrderId);
    const [op] = await t.deps.db.select().from(payments).where(eq(payments.paymentNo, sp.paymentNo));
    const ob = await noticeOf(op);
    expect(await (await notify(ob, await t.deps.adapters.pay.sign(ob))).text()).toBe('fail');
    expect((await detail(t, c.token, s.cusOrderId)).cusOrderStatus).toBe(1);
    // The gateway says paid, but another amount than the payment's: not settled either.
    await t.deps.db.update(sandboxTrades).set({ status: 1, amountFen: p.amountFen - 100, paidAt: t.deps.now() }).where(eq(sandboxTrades.paymentNo, p.paymentNo));
    expect(await (await notify(body, await t.deps.adapters.pay.sign(body))).text()).toBe('fail');
    expect(await paymentStatus(t, c.token, p.paymentNo)).toBe(0);
    expect(await balance(c.userId)).toBe(0);
    expect(await logsOf(p.paymentNo)).toEqual(expect.arrayContaining(['REJECTED_NOT_PAID', 'REJECTED_AMOUNT']));
    expect(await logsOf(op.paymentNo)).toEqual(['REJECTED_NOT_PAID']);
  });

  it('a notification naming another trade than the gateway holds for the payment settles nothing; the settlement records the gateway’s number', async () => {
    const c = await newCustomer(t);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const sp = await startSandbox(t, c.token, s.cusOrderId);
    const [waiting] = await t.deps.db.select().from(payments).where(eq(payments.paymentNo, sp.paymentNo));
    // A waiting payment carries no trade number: the gateway's record is the one that counts.
    expect(waiting.gatewayTradeNo).toBeNull();
    const [trade] = await t.deps.db.select().from(sandboxTrades).where(eq(sandboxTrades.paymentNo, sp.paymentNo));
    // The gateway has the trade paid, for the right amount, but the notification names another trade.
    await t.deps.db.update(sandboxTrades).set({ status: 1, paidAt: t.deps.now() }).where(eq(sandboxTrades.paymentNo, sp.paymentNo));
    const other = await noticeOf(waiting, waiting.amountFen, 'SBX-another');
    expect(await (await notify(other, await t.deps.adapters.pay.sign(other))).text()).toBe('fail');
    expect(await paymentStatus(t, c.token, sp.paymentNo)).toBe(0);
    expect(await logsOf(sp.paymentNo)).toEqual(['REJECTED_AMOUNT']);
    // The notification naming the gateway's trade settles it, and the payment keeps that number.
    const right = await noticeOf(waiting);
    expect(await (await notify(right, await t.deps.adapters.pay.sign(right))).text()).toBe('success');
    const [paid] = await t.deps.db.select().from(payments).where(eq(payments.paymentNo, sp.paymentNo));
    expect(paid.status).toBe(1);
    expect(paid.gatewayTradeNo).toBe(trade.tradeNo);
    // Once paid, a notification naming another trade is still refused, not counted as a repeat.
    expect(await (await notify(other, await t.deps.adapters.pay.sign(other))).text()).toBe('fail');
    expect((await logsOf(sp.paymentNo)).sort()).toEqual(['APPLIED', 'REJECTED_AMOUNT', 'REJECTED_AMOUNT']);
  });

  it('50 concurrent identical valid notifications settle a top-up and an order payment exactly once', async () => {
    const c = await newCustomer(t);
    const p = await topUp(c.token, 12_345);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const sp = await startSandbox(t, c.token, s.cusOrderId);
    // The gateway records both as paid, but its own first delivery does not get through.
    t.deps.adapters.pay.setReceiver(async () => 'busy');
    await confirmSandbox(t, p.paymentNo);
    await confirmSandbox(t, sp.paymentNo);
    t.deps.adapters.pay.setReceiver((b, sig) => handleSandboxNotify(t.deps, b, sig));
    for (const no of [p.paymentNo, sp.paymentNo]) {
      const [n] = await t.deps.db.select().from(sandboxNotifications).where(eq(sandboxNotifications.paymentNo, no));
      const sig = await t.deps.adapters.pay.sign(n.body);
      const answers = await Promise.all(Array.from({ length: 50 }, () => notify(n.body, sig).then((r) => r.text())));
      expect(answers.every((a) => a === 'success')).toBe(true);
      const logs = await logsOf(no);
      expect(logs.filter((l) => l === 'APPLIED')).toHaveLength(1);
      expect(logs.filter((l) => l === 'DUPLICATE')).toHaveLength(49);
    }
    const entries = await t.deps.db.select().from(walletLedger).where(eq(walletLedger.refId, p.id));
    expect(entries).toHaveLength(1);
    expect(await balance(c.userId)).toBe(12_345);
    const [cus] = await t.deps.db.select().from(cusOrders).where(eq(cusOrders.id, s.cusOrderId));
    expect(cus.paidFen).toBe(sp.amountFen);
  });
});

describe('refund totals', () => {
  it('50 concurrent refunds of one payment never exceed it; the order total counts each once', async () => {
    const c = await newCustomer(t);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const sp = await startSandbox(t, c.token, s.cusOrderId);
    await confirmSandbox(t, sp.paymentNo);
    const [p] = await t.deps.db.select().from(payments).where(eq(payments.paymentNo, sp.paymentNo));
    expect(p.status).toBe(1);
    const part = Math.floor(p.amountFen / 7);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => t.deps.db.transaction((tx) => refundPayment(t.deps, tx, { paymentId: p.id, amountFen: part, refundRef: `rf-race-${i}` }))),
    );
    const done = results.filter((r) => r.status === 'fulfilled').length;
    expect(done).toBe(7);
    const [after] = await t.deps.db.select().from(payments).where(eq(payments.id, p.id));
    expect(after.refundedFen).toBe(7 * part);
    const [trade] = await t.deps.db.select().from(sandboxTrades).where(eq(sandboxTrades.paymentNo, p.paymentNo));
    expect(trade.refundedFen).toBe(7 * part);
    const [cus] = await t.deps.db.select().from(cusOrders).where(eq(cusOrders.id, s.cusOrderId));
    expect(cus.refundedFen).toBe(7 * part);
  });

  it('concurrent refunds of two gateway payments of one order add up exactly in the order total', async () => {
    const c = await newCustomer(t);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.node, goodsNumber: 1 }] });
    const bills = (await t.call('POST', '/api/order/v2/bill_payment_details', { cusOrderId: s.cusOrderId }, { token: c.token })).data.records as { id: string }[];
    for (const batchIds of [[bills[0].id], [bills[1].id, bills[2].id]]) {
      const sp = await startSandbox(t, c.token, s.cusOrderId, batchIds);
      await confirmSandbox(t, sp.paymentNo);
      expect(await paymentStatus(t, c.token, sp.paymentNo)).toBe(1);
    }
    const ps = await t.deps.db.select().from(payments).where(eq(payments.cusOrderId, s.cusOrderId));
    expect(ps).toHaveLength(2);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => t.deps.db.transaction((tx) => refundPayment(t.deps, tx, { paymentId: ps[i % 2].id, amountFen: 10, refundRef: `rf-two-${s.cusOrderId}-${i}` }))),
    );
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    const [cus] = await t.deps.db.select().from(cusOrders).where(eq(cusOrders.id, s.cusOrderId));
    expect(cus.refundedFen).toBe(500);
    const after = await t.deps.db.select().from(payments).where(eq(payments.cusOrderId, s.cusOrderId));
    expect(after.map((p) => p.refundedFen)).toEqual([250, 250]);
  });
});
