import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { CUS_ORDER_STATUS, ORDER_ERR } from '@/lib/contract/order/enums';
import { createTestContext, type TestContext } from './helpers';
import { G, confirmSandbox, detail, payWallet, startSandbox, submitOk } from './orderFixtures';
import { cusOrders, orderBatches, payNotifyLog, payments, walletLedger, wallets } from '@/server/db/schema';
import { credit, debitWrites } from '@/server/modules/wallet/service';
import { batchesToPay, payAsRead } from '@/server/modules/order/paying';
import { newId } from '@/server/db/ids';

// A wallet payment is one statement made on the order as read just before (ADR 0084): it pays only while the order
// row is still the version read, and keeps nothing otherwise; the caller then pays under the order's lock.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

const PAY_PWD = '246810';
const LOW = 20202;

let buyerSeq = 0;
async function customer(fundFen: number) {
  // Each from its own address, so that no per-address limit of the logins is met.
  const ip = `10.84.${Math.floor(++buyerSeq / 250)}.${buyerSeq % 250}`;
  const c = { ...(await t.loginSms(t.phone(), { ip })) };
  const r = await t.call('POST', '/api/wallet/v1/reset_password', { payPassword: PAY_PWD }, { token: c.token });
  expect(r.code, r.msg).toBe(200);
  if (fundFen) await credit(t.deps.db, { userId: c.userId, amountFen: fundFen, type: 'SEED', refType: 'TEST', refId: `fund-${c.userId}`, refNo: '', remark: 'test', now: t.deps.now() });
  return c;
}
const balanceOf = async (userId: string) => (await t.deps.db.select().from(wallets).where(eq(wallets.userId, userId)))[0].balanceFen;
const payLedger = async (userId: string) => (await t.deps.db.select().from(walletLedger).where(and(eq(walletLedger.userId, userId), eq(walletLedger.type, 'PAY'))));
const orderPayments = (cusOrderId: string) => t.deps.db.select().from(payments).where(eq(payments.cusOrderId, cusOrderId));

const later = <T>(ms: number, fn: () => Promise<T>) => new Promise<T>((resolve, reject) => setTimeout(() => fn().then(resolve, reject), ms));

/** payAsRead as the wallet path calls it, on an order read now (the debit and the payment row alongside). */
async function payRead(c: { userId: string }, cusOrderId: string, between?: () => Promise<unknown>) {
  const db = t.deps.db;
  const now = t.deps.now();
  const { batches, amountFen, read } = await batchesToPay(db, c.userId, cusOrderId, [], now, true);
  await between?.();
  const id = newId('pm_');
  const paymentNo = `PTEST${id.slice(3, 15)}`;
  const debit = debitWrites(db, { userId: c.userId, amountFen, refType: 'PAYMENT', refId: id, refNo: paymentNo, remark: 'test', now });
  const row = { id, paymentNo, userId: c.userId, purpose: 'ORDER', method: 'WALLET', cusOrderId, batchIds: batches.map((b) => b.id), amountFen, status: 1, paidAt: now, createdAt: now };
  const alongside = { writes: [db.insert(payments).values(row), ...debit.writes], ok: debit.ok, short: debit.short };
  return { outcome: await payAsRead(db, read, row.batchIds, id, now, { alongside }), amountFen };
}

describe('a wallet payment made on the order as read', () => {
  it('pays when the order is as read: batches, order, payment and ledger in one go', async () => {
    const c = await customer(1_000_000);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const { outcome, amountFen } = await payRead(c, s.cusOrderId);
    expect(outcome).toBe('paid');
    expect(await detail(t, c.token, s.cusOrderId)).toMatchObject({ cusOrderStatus: 2, orderPaidMoneyFen: amountFen });
    expect((await payLedger(c.userId)).map((l) => l.amountFen)).toEqual([-amountFen]);
    expect(await balanceOf(c.userId)).toBe(1_000_000 - amountFen);
  });

  it('an order changed after it was read: nothing is written and the caller is told to pay under the lock', async () => {
    const c = await customer(1_000_000);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    // Any change to the order row between the read and the payment (here its remark) makes it another version.
    const { outcome } = await payRead(c, s.cusOrderId, () => t.deps.db.update(cusOrders).set({ remark: '改过' }).where(eq(cusOrders.id, s.cusOrderId)));
    expect(outcome).toBe('changed');
    expect(await orderPayments(s.cusOrderId)).toEqual([]);
    expect(await payLedger(c.userId)).toEqual([]);
    expect(await balanceOf(c.userId)).toBe(1_000_000);
    const bs = await t.deps.db.select().from(orderBatches).where(eq(orderBatches.cusOrderId, s.cusOrderId));
    expect(bs.every((b) => b.paymentId === null)).toBe(true);
    expect((await detail(t, c.token, s.cusOrderId)).cusOrderStatus).toBe(1);
    // The cashier's call then pays it (under the order's lock), once.
    const r = await payWallet(t, c.token, s.cusOrderId, undefined, PAY_PWD);
    expect(r.code, r.msg).toBe(200);
    expect((await payLedger(c.userId))).toHaveLength(1);
  });

  it('paid by another payment after it was read: changed, and the order is paid once', async () => {
    const c = await customer(1_000_000);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const { outcome, amountFen } = await payRead(c, s.cusOrderId, () => payWallet(t, c.token, s.cusOrderId, undefined, PAY_PWD));
    expect(outcome).toBe('changed');
    expect((await payLedger(c.userId)).map((l) => l.amountFen)).toEqual([-amountFen]);
    expect((await orderPayments(s.cusOrderId)).filter((p) => p.status === 1)).toHaveLength(1);
    expect(await balanceOf(c.userId)).toBe(1_000_000 - amountFen);
  });

  it('a balance too short: 余额不足 and nothing written, the order still unpaid', async () => {
    const c = await customer(1);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const r = await payWallet(t, c.token, s.cusOrderId, undefined, PAY_PWD);
    expect(r.code).toBe(LOW);
    expect(r.msg).toBe('钱包余额不足');
    expect(await orderPayments(s.cusOrderId)).toEqual([]);
    expect(await payLedger(c.userId)).toEqual([]);
    expect(await balanceOf(c.userId)).toBe(1);
    const d = await detail(t, c.token, s.cusOrderId);
    expect(d).toMatchObject({ cusOrderStatus: 1, orderPaidMoneyFen: 0 });
  });

  it('20 orders each paid and cancelled at once: each ends paid and debited once, or cancelled with nothing debited', async () => {
    // One customer each (concurrent attempts on one wallet would meet the pay-password attempt limit instead).
    const buyers = await Promise.all(Array.from({ length: 20 }, () => customer(1_000_000)));
    const orders = [];
    for (const c of buyers) orders.push(await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] }));
    const res = await Promise.all(
      orders.map((o, i) =>
        Promise.all([
          // Staggered by a few milliseconds either way. Which wins is the machine's: here the payment mostly does; the
          // held-row tests below make the cancellation come first at will.
          later(i % 4, () => payWallet(t, buyers[i].token, o.cusOrderId, undefined, PAY_PWD)),
          later((i * 3) % 5, () => t.call('POST', '/api/order/v2/cancel_order', { orderId: o.orderIds[0], cancelCode: 'DONT_NEED' }, { token: buyers[i].token })),
        ]),
      ),
    );
    const outcomes = new Set<string>();
    for (const [i, o] of orders.entries()) {
      const [pay, cancel] = res[i];
      const c = buyers[i];
      // Each answer is the outcome or a business refusal, never an error; exactly one of the two wins.
      expect(pay.code === 200 || (pay.code >= 20000 && pay.code !== 500), pay.msg).toBe(true);
      expect(cancel.code === 200 || (cancel.code >= 20000 && cancel.code !== 500), cancel.msg).toBe(true);
      const [row] = await t.deps.db.select().from(cusOrders).where(eq(cusOrders.id, o.cusOrderId));
      const paid = (await orderPayments(o.cusOrderId)).filter((p) => p.status === 1);
      const ledger = await payLedger(c.userId);
      if (pay.code === 200) {
        outcomes.add('paid');
        expect(cancel.code).not.toBe(200);
        expect(row.status).toBe(2);
        expect(paid).toHaveLength(1);
        expect(ledger.map((l) => l.amountFen)).toEqual([-paid[0].amountFen]);
        expect(await balanceOf(c.userId)).toBe(1_000_000 - paid[0].amountFen);
      } else {
        outcomes.add('cancelled');
        expect(cancel.code, `${pay.code} ${pay.msg}`).toBe(200);
        expect(row.paidFen).toBe(0);
        expect(paid).toEqual([]);
        expect(ledger).toEqual([]);
        expect(await balanceOf(c.userId)).toBe(1_000_000);
      }
    }
  }, 60_000);

  // What the race above cannot make happen at will: another transaction holds the order row while the payment's
  // statement waits for it, and changes the order before letting go (PostgreSQL only: PGlite runs one at a time).
  type Tx = Parameters<Parameters<typeof t.deps.db.transaction>[0]>[0];
  type Buyer = Awaited<ReturnType<typeof customer>>;
  type Order = Awaited<ReturnType<typeof submitOk>>;
  /** `start` does what comes before the row is held and answers the payment itself (the wallet's, by default). */
  const byWallet = async (c: Buyer, s: Order) => () => payWallet(t, c.token, s.cusOrderId, undefined, PAY_PWD);
  const whileHeld = async <R = Awaited<ReturnType<Awaited<ReturnType<typeof byWallet>>>>>(
    change: (tx: Tx, cusOrderId: string) => Promise<unknown>,
    start: (c: Buyer, s: Order) => Promise<() => Promise<R>> = byWallet as never,
  ) => {
    const c = await customer(1_000_000);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const ready = await start(c, s);
    let holding!: () => void;
    let letGo!: () => void;
    const held = new Promise<void>((r) => (holding = r));
    const released = new Promise<void>((r) => (letGo = r));
    const holder = t.deps.db.transaction(async (tx) => {
      await tx.select({ id: cusOrders.id }).from(cusOrders).where(eq(cusOrders.id, s.cusOrderId)).for('update');
      holding();
      await released;
      await change(tx, s.cusOrderId);
    });
    await held;
    const pay = ready();
    // The payment has read the order and now waits for its row.
    for (let i = 0; i < 500; i++) {
      const waiting = await t.deps.db.execute(sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`);
      if (Number((waiting as unknown as { rows: { n: number }[] }).rows[0].n) > 0) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    letGo();
    await holder;
    return { c, s, pay: await pay };
  };

  it.skipIf(!process.env.TEST_DATABASE_URL)('a gateway payment settling while its order is cancelled: not applied, refunded to its source', async () => {
    // The payment is started before the row is held; the gateway's confirmation (and its notification) then waits.
    const byGateway = async (c: Buyer, s: Order) => {
      const started = await startSandbox(t, c.token, s.cusOrderId);
      return () => confirmSandbox(t, started.paymentNo).then(() => started);
    };
    const { s, pay } = await whileHeld((tx, id) => tx.update(cusOrders).set({ status: CUS_ORDER_STATUS.CANCELLED }).where(eq(cusOrders.id, id)), byGateway);
    const [p] = await t.deps.db.select().from(payments).where(eq(payments.paymentNo, pay.paymentNo));
    expect(p).toMatchObject({ status: 2, refundedFen: pay.amountFen });
    const bs = await t.deps.db.select().from(orderBatches).where(eq(orderBatches.cusOrderId, s.cusOrderId));
    expect(bs.every((b) => b.paymentId === null)).toBe(true);
    const [row] = await t.deps.db.select().from(cusOrders).where(eq(cusOrders.id, s.cusOrderId));
    expect(row).toMatchObject({ status: CUS_ORDER_STATUS.CANCELLED, paidFen: 0 });
    const logs = await t.deps.db.select().from(payNotifyLog).where(eq(payNotifyLog.paymentNo, pay.paymentNo));
    expect(logs.map((l) => l.result)).toEqual(['APPLIED_REFUNDED']);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('an order cancelled while its payment waits for the row: nothing is paid or debited', async () => {
    const { c, s, pay } = await whileHeld((tx, id) => tx.update(cusOrders).set({ status: CUS_ORDER_STATUS.CANCELLED }).where(eq(cusOrders.id, id)));
    expect(pay.code, pay.msg).toBe(ORDER_ERR.ORDER_STATE);
    expect(await orderPayments(s.cusOrderId)).toEqual([]);
    expect(await payLedger(c.userId)).toEqual([]);
    expect(await balanceOf(c.userId)).toBe(1_000_000);
    const [row] = await t.deps.db.select().from(cusOrders).where(eq(cusOrders.id, s.cusOrderId));
    expect(row).toMatchObject({ status: CUS_ORDER_STATUS.CANCELLED, paidFen: 0 });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('an order touched while its payment waits for the row: paid under the lock, once', async () => {
    const { c, s, pay } = await whileHeld((tx, id) => tx.update(cusOrders).set({ remark: '改过' }).where(eq(cusOrders.id, id)));
    expect(pay.code, pay.msg).toBe(200);
    const paid = (await orderPayments(s.cusOrderId)).filter((p) => p.status === 1);
    expect(paid).toHaveLength(1);
    expect((await payLedger(c.userId)).map((l) => l.amountFen)).toEqual([-paid[0].amountFen]);
    const [row] = await t.deps.db.select().from(cusOrders).where(eq(cusOrders.id, s.cusOrderId));
    expect(row).toMatchObject({ status: CUS_ORDER_STATUS.PROGRESSING, paidFen: paid[0].amountFen, remark: '改过' });
  });
});
