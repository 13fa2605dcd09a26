import { desc, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { INVOICE_STATUS } from '@/lib/contract/invoice/enums';
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

/**
 * The invoice status of an order line as SQL (a correlated subquery, for the line lists to select and filter on):
 * the status of its latest application (by apply time, then id), 待开票 (WAITE) when it has none.
 */
export function latestInvoiceStatusSql(orderId: SQL | AnyColumn): SQL<string> {
  const latest = sql`(select i.status from ${invoices} i where i.order_id = ${orderId} order by i.apply_time desc, i.id desc limit 1)`;
  return sql<string>`coalesce(${latest}, ${INVOICE_STATUS.WAITE})`;
}
