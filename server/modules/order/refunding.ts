import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { actCardOrderRefunded, actCardPurchaseRefunded, actCardRefundCapFen } from '../coupon/actCardGrant';
import { orderBatches, orders } from './schema';

// An order line's side of a refund (server/modules/aftersale/refund.ts), always inside the refund's transaction:
// lock the line and read what was paid, what may be refunded and what was, say which payments carried its batches,
// and bring its refunded total along. A line that bought an activity card may refund only its unused uses
// (coupon/actCardGrant.ts: 未使用的次数按比例退款，已使用的次数不退).

/**
 * Locks the order line's row (and a card it bought) until the transaction ends; undefined when there is no such
 * line. capFen: what the line may refund in all — what was paid, or for an activity card its unused uses' share.
 */
export async function lockOrderMoney(tx: DbLike, orderId: string): Promise<{ refundedFen: number; paidFen: number; capFen: number } | undefined> {
  const [row] = await tx.select({ refundedFen: orders.refundedFen, paidFen: orders.paidFen, cusOrderId: orders.cusOrderId }).from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) return undefined;
  return { refundedFen: row.refundedFen, paidFen: row.paidFen, capFen: await capOf(tx, row, true) };
}

async function capOf(db: DbLike, row: { paidFen: number; cusOrderId: string }, lock: boolean) {
  const card = await actCardRefundCapFen(db, row.cusOrderId, { lock });
  return card === undefined ? row.paidFen : Math.min(row.paidFen, card);
}

/** What the line may refund in all, read without locks (forms and applications; the refund itself re-checks under lock). */
export async function orderRefundCapFen(db: DbLike, orderId: string): Promise<number> {
  const [row] = await db.select({ paidFen: orders.paidFen, cusOrderId: orders.cusOrderId }).from(orders).where(eq(orders.id, orderId));
  return row ? capOf(db, row, false) : 0;
}

/** How much of the line's batches each payment carried (payments that carried none are left out), in no particular order. */
export async function orderBatchSharesByPayment(tx: DbLike, orderId: string): Promise<{ paymentId: string; forOrderFen: number }[]> {
  const rows = await tx
    .select({ paymentId: orderBatches.paymentId, s: sql<string>`sum(${orderBatches.moneyFen})` })
    .from(orderBatches)
    .where(and(eq(orderBatches.orderId, orderId), isNotNull(orderBatches.paymentId)))
    .groupBy(orderBatches.paymentId);
  return rows.map((r) => ({ paymentId: r.paymentId as string, forOrderFen: Number(r.s) }));
}

/**
 * Brings the line's refunded total from `fromFen` to `fromFen + amountFen`, in one conditional statement: nothing
 * happens when it no longer reads `fromFen` (someone, e.g. the pay module, already brought it along). Call it with
 * the line locked (lockOrderMoney) and `fromFen` read under that lock.
 */
export async function advanceOrderRefundedFen(tx: DbLike, orderId: string, fromFen: number, amountFen: number, now = new Date()): Promise<void> {
  await tx
    .update(orders)
    .set({ refundedFen: fromFen + amountFen })
    .where(and(eq(orders.id, orderId), eq(orders.refundedFen, fromFen)));
  const [o] = await tx.select({ cusOrderId: orders.cusOrderId }).from(orders).where(eq(orders.id, orderId));
  if (!o) return;
  const [m] = await tx
    .select({ paid: sql<string>`coalesce(sum(${orders.paidFen}), 0)`, refunded: sql<string>`coalesce(sum(${orders.refundedFen}), 0)` })
    .from(orders)
    .where(eq(orders.cusOrderId, o.cusOrderId));
  // A card the order bought loses the uses this money paid back (all of them once its cap is refunded).
  await actCardPurchaseRefunded(tx, o.cusOrderId, Number(m.refunded), now);
  // The whole customer order refunded: an activity card it used gets its use back (once).
  if (Number(m.paid) > 0 && Number(m.refunded) >= Number(m.paid)) await actCardOrderRefunded(tx, o.cusOrderId);
}
