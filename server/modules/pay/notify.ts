import { and, eq, sql } from 'drizzle-orm';
import { preparedRead } from '../../db/prepared';
import { PAYMENT_PURPOSE, PAYMENT_STATUS, PAY_PLATFORM } from '@/lib/contract/pay/enums';
import { LEDGER_TYPE } from '@/lib/contract/wallet/enums';
import { newId } from '../../db/ids';
import type { Deps } from '../../http/types';
import type { DbLike } from '../../db/types';
import type { GatewayTrade, SandboxNotice } from '../../adapters/pay';
import { applyPaidBatches, paidReadOf, payAsRead, withOrderAsRead } from '../order/paying';
import { credit } from '../wallet/service';
import { notifyReceived } from '../../metrics/record';
import { refundInTx } from './service';
import { payNotifyLog, payments } from './schema';

// The gateway's notification of a paid trade (POST /api/pay/notify/sandbox): verified, checked against what the
// gateway itself says, and settled exactly once.

type PaymentRow = typeof payments.$inferSelect;

export type NotifyResult = 'success' | 'fail';

/** The payment a notification names, locked to settle it (inside the transaction; built once per connection). */
const paymentLockedByNo = preparedRead((db) => db.select().from(payments).where(eq(payments.paymentNo, sql.placeholder('no'))).for('update'));
/** The same without a lock, with its order as a payment reads it (settled as read, payAsRead): one row per line and batch. */
const paymentAsRead = preparedRead((db) => withOrderAsRead(db, { p: payments }, payments, payments.cusOrderId).where(eq(payments.paymentNo, sql.placeholder('no'))));

/** Why a notification does not settle its payment (logged as its result), or null when it does. */
function refusal(p: PaymentRow | undefined, notice: SandboxNotice, trade: GatewayTrade | null) {
  if (!p) return 'REJECTED_UNKNOWN';
  if (p.method !== PAY_PLATFORM.SANDBOX || notice.tradeStatus !== 'TRADE_SUCCESS') return 'REJECTED_STATUS';
  if (Number(notice.amountFen) !== p.amountFen || (p.gatewayTradeNo && notice.tradeNo !== p.gatewayTradeNo)) return 'REJECTED_AMOUNT';
  if (p.status === PAYMENT_STATUS.PAID || p.paidAt) return 'DUPLICATE';
  // What the gateway itself says decides, not what the notification claims.
  if (!trade || trade.status !== 'PAID') return 'REJECTED_NOT_PAID';
  // The trade number is the gateway's: the notification must name the trade the gateway holds for this payment.
  if (trade.amountFen !== p.amountFen || notice.tradeNo !== trade.tradeNo || (p.gatewayTradeNo && trade.tradeNo !== p.gatewayTradeNo)) return 'REJECTED_AMOUNT';
  return null;
}

/**
 * Paid once: conditional on the payment not being paid (the locked path also holds its row). The gateway's trade
 * number is recorded here, from the gateway's own record (a waiting payment has none: ADR 0086).
 */
const settleWrite = (on: DbLike, p: PaymentRow, now: Date, trade: GatewayTrade | null) =>
  on
    .update(payments)
    .set({ status: PAYMENT_STATUS.PAID, paidAt: now, closedAt: null, gatewayTradeNo: trade?.tradeNo })
    .where(and(eq(payments.id, p.id), sql`${payments.paidAt} is null`, sql`${payments.status} <> ${PAYMENT_STATUS.PAID}`))
    .returning({ id: payments.id });

/**
 * The gateway's asynchronous notification. Its HMAC (a server-only key) must verify, but a notification is only a
 * hint: the gateway is asked for the trade's real state ("query order"), and only a trade it reports PAID, for
 * exactly the payment's amount and trade number, is settled. Applied exactly once, and a paid payment answers success
 * again: an order's payment whose order is still as read settles by one statement, conditional on the payment not being
 * paid and the order row being the version read (payAsRead, ADR 0084); any other goes through a transaction that locks
 * the payment row, then its order. A payment whose order can no longer take it (cancelled meanwhile) is refunded to its
 * source at once.
 */
export async function handleSandboxNotify(deps: Deps, body: string, signature: string | undefined | null): Promise<NotifyResult> {
  const { db } = deps;
  const now = deps.now();
  const logRow = (paymentNo: string, result: string, on: DbLike = db) =>
    on.insert(payNotifyLog).values({ id: newId('nl_'), paymentNo: paymentNo.slice(0, 64), result, body: body.slice(0, 2000), createdAt: now });
  const log = (paymentNo: string, result: string) => {
    notifyReceived(result);
    return logRow(paymentNo, result);
  };
  // An order's payment settled: its log row is written by the settling statement itself (one write fewer).
  let loggedWithSettlement = false;
  let notice: SandboxNotice;
  try {
    notice = JSON.parse(body) as SandboxNotice;
  } catch {
    await log('-', 'REJECTED_BODY');
    return 'fail';
  }
  const no = String(notice?.paymentNo ?? '-');
  if (!(await deps.adapters.pay.verify(body, signature))) {
    await log(no, 'REJECTED_SIGNATURE');
    return 'fail';
  }
  // The gateway is asked about the trade while the payment is read (the two at once, not one after the other).
  const [asked, rows] = await Promise.all([
    deps.adapters.pay.queryTrade(no).then(
      (t) => ({ trade: t }),
      () => null,
    ),
    paymentAsRead(db, { no }),
  ]);
  if (!asked) {
    // The gateway cannot be asked now: not acknowledged, so it notifies again later.
    await log(no, 'QUERY_FAILED');
    return 'fail';
  }
  const trade: GatewayTrade | null = asked.trade;
  // An order's payment, its order still as read: settled by one statement (ADR 0084); else under the locks, below.
  const seen = rows[0]?.p;
  if (!refusal(seen, notice, trade) && seen.purpose === PAYMENT_PURPOSE.ORDER && seen.cusOrderId) {
    const read = paidReadOf(rows);
    // Settled by another notification meanwhile: the locked path answers DUPLICATE.
    const alongside = {
      writes: [{ cte: 'settled', write: settleWrite(db, seen, now, trade) }, logRow(no, 'APPLIED')],
      ok: sql<boolean>`exists (select 1 from settled)`,
      short: () => new Error(`payment ${seen.paymentNo}: settled meanwhile`),
      refusedIsChange: true,
    };
    if (read && (await payAsRead(db, read, seen.batchIds, seen.id, now, { alongside })) === 'paid') {
      notifyReceived('APPLIED');
      return 'success';
    }
  }
  const result = await db.transaction(async (tx) => {
    const [p] = await paymentLockedByNo(tx, { no });
    const refused = refusal(p, notice, trade);
    if (refused) return refused;
    // Paid once: the payment row is locked above and this UPDATE is conditional on it not being paid. For an order,
    // it goes into the statement that marks the batches paid (ADR 0048), and that statement fails without it.
    const settle = () => settleWrite(tx, p, now, trade);
    if (p.purpose === PAYMENT_PURPOSE.TOPUP || !p.cusOrderId) {
      const [settled] = await settle();
      if (!settled) return 'DUPLICATE';
      if (p.purpose !== PAYMENT_PURPOSE.TOPUP) return refundLate(deps, tx, p, now);
      await credit(tx, { userId: p.userId, amountFen: p.amountFen, type: LEDGER_TYPE.TOPUP, refType: 'PAYMENT', refId: p.id, refNo: p.paymentNo, remark: '钱包充值', now });
      return 'APPLIED';
    }
    const alongside = {
      writes: [{ cte: 'settled', write: settle() }, logRow(no, 'APPLIED', tx)],
      ok: sql<boolean>`exists (select 1 from settled)`,
      short: () => new Error(`payment ${p.paymentNo}: settled twice`),
    };
    const ok = await applyPaidBatches(tx, p.cusOrderId, p.batchIds, p.id, now, { alongside });
    loggedWithSettlement = ok;
    if (!ok) {
      const [settled] = await settle();
      if (!settled) return 'DUPLICATE';
      return refundLate(deps, tx, p, now);
    }
    return 'APPLIED';
  });
  if (loggedWithSettlement) notifyReceived(result);
  else await log(no, result);
  return result.startsWith('REJECTED') ? 'fail' : 'success';
}

/** A paid payment its order can no longer take (closed meanwhile, or its batches paid another way): the money goes back. */
async function refundLate(deps: Deps, tx: DbLike, p: PaymentRow, now: Date) {
  await refundInTx(deps, tx, { ...p, status: PAYMENT_STATUS.PAID }, p.amountFen, `auto:${p.paymentNo}`, now);
  await tx.update(payments).set({ status: PAYMENT_STATUS.CLOSED, closedAt: now }).where(eq(payments.id, p.id));
  return 'APPLIED_REFUNDED' as const;
}
