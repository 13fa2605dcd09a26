import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { REFUND_STATUS } from '@/lib/contract/aftersale/enums';
import type { DbLike } from '../../db/types';
import { afterSales, refunds } from './schema';

/** The after-sale sheets of these order lines (`orders.id`): id, line and status, newest first. */
export async function afterSalesOfOrders(db: DbLike, orderIds: string[]) {
  if (!orderIds.length) return [];
  return db
    .select({ id: afterSales.id, orderId: afterSales.orderId, status: afterSales.status })
    .from(afterSales)
    .where(inArray(afterSales.orderId, orderIds))
    .orderBy(desc(afterSales.createdAt));
}

/** The refunds paid back on these order lines, oldest first: what the customer's order detail lists under 已退. */
export async function paidRefundsOfOrders(db: DbLike, orderIds: string[]) {
  if (!orderIds.length) return [];
  return db
    .select({ refundNo: refunds.refundNo, orderId: refunds.orderId, afterSaleId: refunds.afterSaleId, amountFen: refunds.amountFen, channelName: refunds.channelName, completedAt: refunds.completedAt })
    .from(refunds)
    .where(and(inArray(refunds.orderId, orderIds), eq(refunds.status, REFUND_STATUS.SUCCESS)))
    .orderBy(asc(refunds.completedAt));
}
