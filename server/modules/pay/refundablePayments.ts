import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { PAYMENT_PURPOSE, PAYMENT_STATUS } from '@/lib/contract/pay/enums';
import type { DbLike } from '../../db/types';
import { paymentRefunds, payments } from './schema';

// What a refund of an order line (server/modules/aftersale/refund.ts) may take from: the paid order payments that
// carried it and what was already refunded of each for it. The refund itself is refundPayment (service.ts).

/** The paid order payments among these ids, the latest paid first. */
export async function paidOrderPaymentsAmong(tx: DbLike, ids: readonly string[]): Promise<{ id: string; paymentNo: string; method: string; paidAt: Date | null }[]> {
  if (!ids.length) return [];
  return tx
    .select({ id: payments.id, paymentNo: payments.paymentNo, method: payments.method, paidAt: payments.paidAt })
    .from(payments)
    .where(and(inArray(payments.id, [...ids]), eq(payments.status, PAYMENT_STATUS.PAID), eq(payments.purpose, PAYMENT_PURPOSE.ORDER)))
    .orderBy(desc(payments.paidAt), desc(payments.id));
}

/** How much of a payment was already refunded under refund refs that start with `refPrefix` (a LIKE prefix). */
export async function refundedUnderRefs(tx: DbLike, paymentId: string, refPrefix: string): Promise<number> {
  const [done] = await tx
    .select({ s: sql<string>`coalesce(sum(${paymentRefunds.amountFen}), 0)` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), like(paymentRefunds.refundRef, `${refPrefix}%`)));
  return Number(done?.s ?? 0);
}
