/**
 * What the refunds / after-sale module uses from orders and payments (see /work/notes/order-contract.md).
 * Ownership is checked here: another user's order or payment is 404.
 */
import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbLike } from '../auth/types';
import { getOrderForUser } from '../order/service';
import { orderNotFound } from '../order/common';
import { cusOrders } from '../order/schema';
import { payments } from './schema';
import { paymentNotFound, refundPayment } from './service';

export { getOrderForUser, refundPayment };

export type PaymentRow = typeof payments.$inferSelect;

/** A payment of this user by its number or id. */
export async function getPaymentForUser(db: DbLike, userId: string, paymentNoOrId: string): Promise<PaymentRow> {
  const [p] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), or(eq(payments.paymentNo, paymentNoOrId), eq(payments.id, paymentNoOrId))))
    .limit(1);
  if (!p) throw paymentNotFound();
  return p;
}

/** The successful order payments of a customer order, newest first (refundedFen tells what is left). */
export async function listPaidPayments(db: DbLike, cusOrderId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.cusOrderId, cusOrderId), eq(payments.status, 1), eq(payments.purpose, 'ORDER')))
    .orderBy(desc(payments.paidAt), desc(payments.id));
}

/** Payable, paid and refunded amounts of a customer order (fen). */
export async function orderMoney(db: Db | DbLike, cusOrderId: string) {
  const [c] = await db.select().from(cusOrders).where(eq(cusOrders.id, cusOrderId)).limit(1);
  if (!c) throw orderNotFound();
  return { payableFen: c.payableFen, paidFen: c.paidFen, refundedFen: c.refundedFen };
}
