import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { Deps } from '../../http/types';
import type { DbLike } from '../../db/types';
import { AppError, ERR } from '../../http/errors';
import { orderBatches, orders } from '../order/schema';
import { paymentRefunds, payments } from '../pay/schema';
import { refundPayment } from '../pay/service';
import { PAYMENT_STATUS } from '@/lib/contract/pay/enums';

export type RefundPart = { refundId: string; paymentId: string; paymentNo: string; method: string; amountFen: number };

const PAY_METHOD_NAMES: Record<string, string> = { WALLET: '薯片钱包（原路退回）', SANDBOX: '在线支付（原路退回）' };
export const channelNameOf = (methods: string[]) => [...new Set(methods.map((m) => PAY_METHOD_NAMES[m] ?? '原支付账户'))].join('、');

/**
 * Returns an order's money to where it came from, inside the caller's transaction, through the pay module's
 * refundPayment (exactly once per refundRef; wallet credit + ledger REFUND row, or a gateway refund). The amount
 * is spread over the paid payments that carried this order's batches, newest first, each up to what it paid for
 * this order minus what was already refunded of it for this order. `orders.refunded_fen` is brought along unless
 * the pay module already did.
 */
export async function refundOrderMoney(deps: Deps, tx: DbLike, input: { orderId: string; amountFen: number; refundRef: string }): Promise<RefundPart[]> {
  const [before] = await tx.select({ refundedFen: orders.refundedFen, paidFen: orders.paidFen }).from(orders).where(eq(orders.id, input.orderId)).for('update');
  if (!before) throw new AppError(ERR.NOT_FOUND, '订单不存在');
  if (before.refundedFen + input.amountFen > before.paidFen) throw new AppError(20104, '退款金额超过订单可退金额');
  const paid = await tx
    .select({
      id: payments.id,
      paymentNo: payments.paymentNo,
      method: payments.method,
      forOrder: sql<string>`sum(${orderBatches.moneyFen})`,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .innerJoin(orderBatches, eq(orderBatches.paymentId, payments.id))
    .where(and(eq(orderBatches.orderId, input.orderId), eq(payments.status, PAYMENT_STATUS.PAID), eq(payments.purpose, 'ORDER')))
    .groupBy(payments.id, payments.paymentNo, payments.method, payments.paidAt)
    .orderBy(desc(payments.paidAt), desc(payments.id));
  let left = input.amountFen;
  const parts: RefundPart[] = [];
  for (const p of paid) {
    if (left <= 0) break;
    const [done] = await tx
      .select({ s: sql<string>`coalesce(sum(${paymentRefunds.amountFen}), 0)` })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, p.id), like(paymentRefunds.refundRef, `as:${input.orderId}:%`)));
    const room = Number(p.forOrder) - Number(done?.s ?? 0);
    const take = Math.min(room, left);
    if (take <= 0) continue;
    const res = await refundPayment(deps, tx, { paymentId: p.id, amountFen: take, refundRef: `as:${input.orderId}:${input.refundRef}:${p.id}` });
    parts.push({ refundId: res.refundId, paymentId: p.id, paymentNo: p.paymentNo, method: p.method, amountFen: take });
    left -= take;
  }
  if (left > 0) throw new AppError(20104, '退款金额超过订单可退金额');
  const [after] = await tx.select({ refundedFen: orders.refundedFen }).from(orders).where(eq(orders.id, input.orderId));
  if (after.refundedFen === before.refundedFen) {
    await tx.update(orders).set({ refundedFen: before.refundedFen + input.amountFen }).where(eq(orders.id, input.orderId));
  }
  return parts;
}
