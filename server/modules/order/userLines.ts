import { and, desc, eq, inArray, ne, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { countInt, offsetOf } from '../../db/paging';
import { cusOrders, orders } from './schema';
import { ORDER_LINE_STATUS, VIRTUAL_PRODUCT_TYPE } from '@/lib/contract/order/enums';

// A customer's order lines (one SKU line = one order item) as the after-purchase lists page them: the 评价中心
// (evaluate) and the invoice centre (invoice). Those modules keep their own facts (reviews, invoices) and pass them
// in as SQL over their own tables (a subquery of line ids, a status expression of a line id), so the lists page in SQL.

/** Which of the user's lines: in a status, and (when `lines` is given) in or not in a subquery of order line ids. */
/** `services`: only lines of services (not the platform's own virtual goods, which have no review or contract). */
export type OrderLineFilter = { status?: string; lines?: { in: boolean; ids: SQL }; services?: boolean };

function lineWhere(userId: string, f: OrderLineFilter): SQL {
  const parts: SQL[] = [eq(orders.userId, userId)];
  if (f.status) parts.push(eq(orders.status, f.status));
  if (f.services) parts.push(ne(orders.productType, VIRTUAL_PRODUCT_TYPE));
  if (f.lines) parts.push(f.lines.in ? inArray(orders.id, f.lines.ids) : notInArray(orders.id, f.lines.ids));
  return and(...parts) as SQL;
}

/** How many of the user's order lines match. */
export async function countOrderLinesOf(db: DbLike, userId: string, f: OrderLineFilter): Promise<number> {
  const [{ n }] = await db.select({ n: countInt }).from(orders).where(lineWhere(userId, f));
  return n;
}

/** One page of the user's matching order lines, the latest completed first (lines never completed lead). */
export async function orderLinesPageOf(db: DbLike, userId: string, f: OrderLineFilter, p: { page: number; limit: number }) {
  return db
    // orderNo: the customer order's number, the one the order pages show (one order number everywhere, issue 28).
    .select({ id: orders.id, orderNo: cusOrders.cusOrderNo, goodsId: orders.goodsId, img: orders.img, goodsName: orders.goodsName, skuName: orders.skuName, quantity: orders.quantity, completedAt: orders.completedAt })
    .from(orders)
    .innerJoin(cusOrders, eq(cusOrders.id, orders.cusOrderId))
    .where(lineWhere(userId, f))
    .orderBy(desc(orders.completedAt), desc(orders.id))
    .limit(p.limit)
    .offset(offsetOf(p.page, p.limit));
}

/** How the invoice centre sees a line: its invoice status as SQL of the line id (`orders.id`), and optionally the one status wanted. */
export type PaidLineInvoiceFilter = { statusOf: (orderId: SQL | AnyColumn) => SQL<string>; status?: string };

/**
 * One page (and the total) of the user's paid, not cancelled order lines, newest first, each with what the list
 * shows of it (with its customer order's pay type) and its `invoiceStatus` from `statusOf`.
 */
export async function paidOrderLinesPage(db: DbLike, userId: string, f: PaidLineInvoiceFilter, p: { page: number; limit: number }) {
  const invoiceStatus = f.statusOf(orders.id);
  const parts: SQL[] = [eq(orders.userId, userId), sql`${orders.paidFen} > 0`, ne(orders.status, ORDER_LINE_STATUS.CANCELLED)];
  if (f.status) parts.push(sql`${invoiceStatus} = ${f.status}`);
  const where = and(...parts) as SQL;
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countInt }).from(orders).where(where),
    db
      .select({
        orderId: orders.id,
        orderNo: orders.orderNo,
        cusOrderId: orders.cusOrderId,
        goodsName: orders.goodsName,
        skuName: orders.skuName,
        img: orders.img,
        quantity: orders.quantity,
        unitPriceFen: orders.unitPriceFen,
        totalFen: orders.totalFen,
        discountFen: orders.discountFen,
        paidFen: orders.paidFen,
        refundedFen: orders.refundedFen,
        status: orders.status,
        payType: cusOrders.payType,
        createdAt: orders.createdAt,
        invoiceStatus,
      })
      .from(orders)
      .innerJoin(cusOrders, eq(cusOrders.id, orders.cusOrderId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(p.limit)
      .offset(offsetOf(p.page, p.limit)),
  ]);
  return { total: n, rows };
}
