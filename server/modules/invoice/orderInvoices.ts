import { desc, inArray } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { invoices } from './schema';

/** The invoice applications of these order lines (`orders.id`): id, line, status, amount and time, newest first. */
export async function invoicesOfOrders(db: DbLike, orderIds: string[]) {
  if (!orderIds.length) return [];
  return db
    .select({ id: invoices.id, orderId: invoices.orderId, status: invoices.status, moneyFen: invoices.invoiceMoneyFen, at: invoices.applyTime })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds))
    .orderBy(desc(invoices.applyTime), desc(invoices.id));
}
