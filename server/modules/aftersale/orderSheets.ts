import { desc, inArray } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { afterSales } from './schema';

/** The after-sale sheets of these order lines (`orders.id`): id, line and status, newest first. */
export async function afterSalesOfOrders(db: DbLike, orderIds: string[]) {
  if (!orderIds.length) return [];
  return db
    .select({ id: afterSales.id, orderId: afterSales.orderId, status: afterSales.status })
    .from(afterSales)
    .where(inArray(afterSales.orderId, orderIds))
    .orderBy(desc(afterSales.createdAt));
}
