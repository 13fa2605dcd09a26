import { and, eq } from 'drizzle-orm';
import { PAYMENT_STATUS } from '@/lib/contract/pay/enums';
import type { DbLike } from '../../db/types';
import { payments } from './schema';

/** Closes the waiting payments of a customer order that was cancelled (inside the cancel's transaction). */
export async function closeWaitingPayments(tx: DbLike, cusOrderId: string, now: Date) {
  await tx
    .update(payments)
    .set({ status: PAYMENT_STATUS.CLOSED, closedAt: now })
    .where(and(eq(payments.cusOrderId, cusOrderId), eq(payments.status, PAYMENT_STATUS.WAITING)));
}
