import { and, desc, eq, sql } from 'drizzle-orm';
import { preparedRead } from '../../db/prepared';
import { writeAsOne, type Write } from '../../db/oneStatement';
import type { EnablePayMoney, GetPayParamsInput, PayParams, PaymentByOrder, PaymentResult } from '@/lib/contract/pay/api';
import { FROM_PAGE, PAYMENT_PURPOSE, PAYMENT_STATUS, PAY_PLATFORM, type PaymentPurpose, type PaymentStatus } from '@/lib/contract/pay/enums';
import { CUS_ORDER_STATUS } from '@/lib/contract/order/enums';
import type { TopUpResult } from '@/lib/contract/wallet/api';
import { LEDGER_TYPE, MAX_TOPUP_FEN } from '@/lib/contract/wallet/enums';
import { AppError, badInput } from '../../http/errors';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import type { Deps } from '../../http/types';
import type { DbLike } from '../../db/types';
import { iso, orderState } from '../order/common';
import { businessNo, NO_CONSTRAINT, retryOnFreshNo } from '../../db/businessNo';
import { addRefundedFen, cusRowForUser } from '../order/lifecycle';
import { insertRows } from '../../db/prebuilt';
import { agreementWrite, applyPaidBatches, batchesToPay, payAsRead, recordPayAgreement } from '../order/paying';
import { orderSubject, subjectOf } from '../order/customerNo';
import { billOfCusOrder } from '../order/reading';
import { checkPayPassword, clearPasswordFailures, credit, debitWrites, walletOf } from '../wallet/service';
import { paymentRefunds, payments } from './schema';

type PaymentRow = typeof payments.$inferSelect;

export const paymentNotFound = () => new AppError(404, '支付单不存在');

/** enable_pay_money: what the chosen batches (default: those due now) cost, the deadline and the wallet. */
export async function enablePayMoney(db: Db, userId: string, cusOrderId: string, batchIds: string[], now: Date): Promise<EnablePayMoney> {
  const { cus, batches, amountFen, lines } = await batchesToPay(db, userId, cusOrderId, batchIds, now);
  const w = await walletOf(db, userId);
  const subject = subjectOf(lines.map((o) => o.goodsName));
  return {
    cusOrderId: cus.id,
    batchIds: batches.map((b) => b.id),
    currentPayMoneyFen: amountFen,
    countDownTimeLong: cus.status === CUS_ORDER_STATUS.UNPAID && cus.expiresAt ? cus.expiresAt.getTime() : 0,
    walletBalanceFen: w.balanceFen,
    hasPayPassword: !!w.payPasswordHash,
    subject,
  };
}

const resultUrl = (p: { paymentNo: string; cusOrderId?: string | null; orderId?: string | null; fromPage?: string | null }) => {
  const q = new URLSearchParams({ paymentNo: p.paymentNo });
  if (p.cusOrderId) q.set('cusOrderId', p.cusOrderId);
  if (p.orderId) q.set('orderId', p.orderId);
  if (p.fromPage) q.set('fromPage', p.fromPage);
  return `/pay/payResult?${q.toString()}`;
};

/** get_pay_params: a wallet payment settles at once; a sandbox payment returns the gateway's pay URL. */
export async function getPayParams(deps: Deps, userId: string, input: GetPayParamsInput, now: Date): Promise<PayParams> {
  const { db } = deps;
  const wallet = input.payPlatform === PAY_PLATFORM.WALLET;
  const { cus, batches, amountFen, lines, read } = await batchesToPay(db, userId, input.cusOrderId, input.batchIds ?? [], now, wallet);
  const baseOf = (paymentNo: string) => ({
    id: newId('pm_'),
    paymentNo,
    userId,
    purpose: PAYMENT_PURPOSE.ORDER,
    cusOrderId: cus.id,
    batchIds: batches.map((b) => b.id),
    amountFen,
    fromPage: input.fromPage ?? null,
    orderId: input.orderId ?? null,
    createdAt: now,
  });
  if (wallet) {
    // A right password's reset is written with the debit (one statement with the payment, the ledger row and the
    // order's batches), or on its own when the payment fails; the ticked agreements likewise.
    const reset = await checkPayPassword(deps, userId, input.payPassword, now, { deferReset: true });
    try {
      // A payment number that collides is drawn again (the whole statement or transaction is retried: nothing of it was kept).
      return await retryOnFreshNo(NO_CONSTRAINT.payment, async () => {
        const base = baseOf(businessNo('P', now, { clock: true }));
        const alongsideOn = (on: DbLike) => {
          const debit = debitWrites(on, { userId, amountFen, refType: 'PAYMENT', refId: base.id, refNo: base.paymentNo, remark: `订单支付 ${cus.cusOrderNo}`, now }, reset);
          return { writes: [insertRows(on, payments, [{ ...base, method: PAY_PLATFORM.WALLET, status: PAYMENT_STATUS.PAID, paidAt: now }]), ...debit.writes], ok: debit.ok, short: debit.short };
        };
        const agreementIds = input.orderAgreementIds || undefined;
        // The order as read just now, in one statement (ADR 0084); when it changed meanwhile, under its lock.
        const asRead = await payAsRead(db, read, base.batchIds, base.id, now, { agreementIds, alongside: alongsideOn(db) });
        if (asRead === 'changed') {
          await db.transaction(async (tx) => {
            const ok = await applyPaidBatches(tx, cus.id, base.batchIds, base.id, now, { agreementIds, alongside: alongsideOn(tx) });
            if (!ok) throw orderState('订单状态已变化，请刷新后重试');
          });
        }
        return { paymentNo: base.paymentNo, amountFen, payUrl: null, payStatus: PAYMENT_STATUS.PAID };
      });
    } catch (err) {
      if (reset) await clearPasswordFailures(db, userId, reset);
      if (input.orderAgreementIds) await recordPayAgreement(db, cus.id, input.orderAgreementIds);
      throw err;
    }
  }
  // The payment row is startSandboxOrderPayment's first write (the ticked agreements are written by the same
  // statement), so a colliding number is simply drawn again.
  const agreement = input.orderAgreementIds ? [agreementWrite(db, cus.id, input.orderAgreementIds)] : [];
  return retryOnFreshNo(NO_CONSTRAINT.payment, async () => {
    const base = baseOf(businessNo('P', now, { clock: true }));
    const returnUrl = resultUrl({ paymentNo: base.paymentNo, cusOrderId: cus.id, orderId: input.orderId, fromPage: input.fromPage });
    const payUrl = await startSandboxOrderPayment(deps, { ...base, returnUrl, subject: subjectOf(lines.map((o) => o.goodsName)) }, agreement);
    return { paymentNo: base.paymentNo, amountFen, payUrl, payStatus: PAYMENT_STATUS.WAITING };
  });
}

/**
 * A sandbox payment of order batches (the owner's cashier and share-pay links both come here): the payment row
 * (status 0) and the gateway trade. It settles only through the gateway's notification (handleSandboxNotify).
 */
export async function startSandboxOrderPayment(
  deps: Deps,
  p: {
    id: string;
    paymentNo: string;
    userId: string;
    cusOrderId: string;
    batchIds: string[];
    amountFen: number;
    fromPage: string | null;
    orderId: string | null;
    createdAt: Date;
    shareId?: string | null;
    returnUrl: string;
    /** The order's subject when the caller has its lines at hand (else read here). */
    subject?: string;
  },
  /** Writes sent in the payment row's statement (server/db/oneStatement.ts). */
  alongside: Write[] = [],
): Promise<string> {
  const { db } = deps;
  const { returnUrl, subject, ...row } = p;
  await writeAsOne(db, [...alongside, db.insert(payments).values({ ...row, purpose: PAYMENT_PURPOSE.ORDER, method: PAY_PLATFORM.SANDBOX, status: PAYMENT_STATUS.WAITING, shareId: p.shareId ?? null })]);
  // The trade's number is recorded when the gateway's notification settles it (notify.ts settleWrite, ADR 0086).
  const trade = await deps.adapters.pay.createTrade({ paymentNo: p.paymentNo, amountFen: p.amountFen, subject: subject ?? (await orderSubject(db, p.cusOrderId)), returnUrl, now: p.createdAt });
  return trade.payUrl;
}

/** A waiting sandbox payment the gateway reports as cancelled/closed is closed here too (status 2). */
export async function refreshSandboxStatus(deps: Deps, p: PaymentRow): Promise<PaymentRow> {
  if (p.status !== PAYMENT_STATUS.WAITING || p.method !== PAY_PLATFORM.SANDBOX || (await deps.adapters.pay.queryTrade(p.paymentNo))?.status !== 'CLOSED') return p;
  const [closed] = await deps.db
    .update(payments)
    .set({ status: PAYMENT_STATUS.CLOSED, closedAt: deps.now() })
    .where(and(eq(payments.id, p.id), eq(payments.status, PAYMENT_STATUS.WAITING)))
    .returning();
  if (closed) return closed;
  const [fresh] = await deps.db.select().from(payments).where(eq(payments.id, p.id));
  return fresh;
}

/** top_up (a wallet call): a top-up through the sandbox gateway; the balance grows with the gateway's notification. */
export async function topUp(deps: Deps, userId: string, amountFen: number, now: Date): Promise<TopUpResult> {
  if (!Number.isInteger(amountFen) || amountFen < 1 || amountFen > MAX_TOPUP_FEN) throw badInput('充值金额须在0.01-50000元之间');
  await walletOf(deps.db, userId);
  const id = newId('pm_');
  const paymentNo = await retryOnFreshNo(NO_CONSTRAINT.payment, async () => {
    const no = businessNo('T', now, { clock: true });
    await deps.db
      .insert(payments)
      .values({ id, paymentNo: no, userId, purpose: PAYMENT_PURPOSE.TOPUP, method: PAY_PLATFORM.SANDBOX, amountFen, status: PAYMENT_STATUS.WAITING, fromPage: FROM_PAGE.WALLET, createdAt: now });
    return no;
  });
  const trade = await deps.adapters.pay.createTrade({ paymentNo, amountFen, subject: '钱包充值', returnUrl: resultUrl({ paymentNo, fromPage: FROM_PAGE.WALLET }), now });
  return { paymentNo, payUrl: trade.payUrl, amountFen };
}

/** find_is_payment (v2, by payment): 0 待支付, 1 支付成功, 2 失败/关闭 (incl. a late payment refunded because the order was closed). */
const ownPayment = preparedRead((db) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.paymentNo, sql.placeholder('paymentNo')), eq(payments.userId, sql.placeholder('userId'))))
    .limit(1),
);

export async function findIsPayment(deps: Deps, userId: string, paymentNo: string): Promise<PaymentResult> {
  const [p] = await ownPayment(deps.db, { paymentNo, userId });
  if (!p) throw paymentNotFound();
  return presentPayment(await refreshSandboxStatus(deps, p));
}

export function presentPayment(p: PaymentRow): PaymentResult {
  return {
    paymentNo: p.paymentNo,
    payStatus: p.status as PaymentStatus,
    amountFen: p.amountFen,
    purpose: p.purpose as PaymentPurpose,
    cusOrderId: p.cusOrderId,
    orderId: p.orderId,
    fromPage: p.fromPage,
    payTime: iso(p.paidAt),
  };
}

/** find_is_payment (v3, by customer order): 1 when nothing is due any more, and the latest payment. */
export async function findIsPaymentByOrder(deps: Deps, userId: string, cusOrderId: string): Promise<PaymentByOrder> {
  const { db } = deps;
  const cus = await cusRowForUser(db, userId, cusOrderId, deps.now());
  const [latest] = await db.select().from(payments).where(eq(payments.cusOrderId, cus.id)).orderBy(desc(payments.createdAt)).limit(1);
  const b = await billOfCusOrder(db, cus);
  return {
    cusOrderId: cus.id,
    payStatus: b.thisTimePayTotalFen === 0 && cus.paidFen > 0 ? PAYMENT_STATUS.PAID : PAYMENT_STATUS.WAITING,
    cusOrderPayStatusNo: `ORDER_CUS_PAY_STATUS_${cus.payStatus}`,
    latest: latest ? presentPayment(latest) : null,
  };
}

// ───────────────────────────── refunds (for the refunds module) ─────────────────────────────

/**
 * Every total here moves in one conditional statement: the refund row is claimed by its unique ref (ON CONFLICT DO
 * NOTHING), the payment's refunded total only grows while it stays ≤ the paid amount, the order's total is an
 * increment — so concurrent refunds can neither double-spend nor lose an update.
 */
export async function refundInTx(deps: Deps, tx: DbLike, p: PaymentRow, amountFen: number, refundRef: string, now: Date) {
  const existing = async () => {
    const [had] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.refundRef, refundRef));
    if (!had) return null;
    if (had.paymentId !== p.id || had.amountFen !== amountFen) throw badInput('退款编号已被使用');
    return { refundId: had.id, alreadyDone: true };
  };
  const done = await existing();
  if (done) return done;
  if (p.status !== PAYMENT_STATUS.PAID) throw orderState('该支付未成功，不能退款');
  if (!Number.isInteger(amountFen) || amountFen <= 0 || p.refundedFen + amountFen > p.amountFen) throw orderState('退款金额超过可退金额');
  const id = newId('rf_');
  const claimed = await tx
    .insert(paymentRefunds)
    .values({ id, paymentId: p.id, refundRef, amountFen, method: p.method, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: paymentRefunds.id });
  if (!claimed.length) {
    const again = await existing();
    if (again) return again;
    throw orderState('退款处理中，请稍后再试');
  }
  const taken = await tx
    .update(payments)
    .set({ refundedFen: sql`${payments.refundedFen} + ${amountFen}` })
    .where(and(eq(payments.id, p.id), eq(payments.status, PAYMENT_STATUS.PAID), sql`${payments.refundedFen} + ${amountFen} <= ${payments.amountFen}`))
    .returning({ refundedFen: payments.refundedFen });
  if (!taken.length) throw orderState('退款金额超过可退金额');
  if (p.method === PAY_PLATFORM.WALLET) {
    await credit(tx, { userId: p.userId, amountFen, type: LEDGER_TYPE.REFUND, refType: 'REFUND', refId: id, refNo: p.paymentNo, remark: '订单退款', now });
  } else {
    await deps.adapters.pay.refund({ paymentNo: p.paymentNo, refundNo: refundRef, amountFen, now }, tx);
  }
  if (p.cusOrderId && !refundRef.startsWith('auto:')) await addRefundedFen(tx, p.cusOrderId, amountFen);
  return { refundId: id, alreadyDone: false };
}

/**
 * Refunds (part of) a payment to its source exactly once per refundRef, inside the caller's transaction: wallet
 * payments get a wallet credit with a REFUND ledger row, sandbox payments a gateway refund. Amount ≤ paid − refunded.
 */
export async function refundPayment(deps: Deps, tx: DbLike, input: { paymentId: string; amountFen: number; refundRef: string }) {
  const [p] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for('update');
  if (!p) throw paymentNotFound();
  return refundInTx(deps, tx, p, input.amountFen, input.refundRef, deps.now());
}
