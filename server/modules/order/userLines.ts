import { and, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { countInt, offsetOf } from '../../db/paging';
import { cusOrders, orders } from './schema';
import { ORDER_LINE_STATUS } from '@/lib/contract/order/enums';

// A customer's order lines (one SKU line = one order item) as the after-purchase lists page them: the 评价中心
// (evaluate) and the invoice centre (invoice). Those modules keep their own facts (reviews, invoices) and pass the
// line ids they mean in or out.

/** Which of the user's lines: in a status, only among some ids, or not among some ids. */
export type OrderLineFilter = { status?: string; onlyIds?: readonly string[]; exceptIds?: readonly string[] };

/** The condition, or null when no line can match (an empty `onlyIds`). */
function lineWhere(userId: string, f: OrderLineFilter): SQL | null {
  if (f.onlyIds && !f.onlyIds.length) return null;
  const parts: SQL[] = [eq(orders.userId, userId)];
  if (f.status) parts.push(eq(orders.status, f.status));
  if (f.onlyIds) parts.push(inArray(orders.id, [...f.onlyIds]));
  if (f.exceptIds?.length) parts.push(notInArray(orders.id, [...f.exceptIds]));
  return and(...parts) as SQL;
}

/** How many of the user's order lines match. */
export async function countOrderLinesOf(db: DbLike, userId: string, f: OrderLineFilter): Promise<number> {
  const where = lineWhere(userId, f);
  if (!where) return 0;
  const [{ n }] = await db.select({ n: countInt }).from(orders).where(where);
  return n;
}

/** One page of the user's matching order lines, the latest completed first (lines never completed lead). */
export async function orderLinesPageOf(db: DbLike, userId: string, f: OrderLineFilter, p: { page: number; limit: number }) {
  const where = lineWhere(userId, f);
  if (!where) return [];
  return db
    .select({ id: orders.id, orderNo: orders.orderNo, goodsId: orders.goodsId, img: orders.img, goodsName: orders.goodsName, skuName: orders.skuName, quantity: orders.quantity, completedAt: orders.completedAt })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.completedAt), desc(orders.id))
    .limit(p.limit)
    .offset(offsetOf(p.page, p.limit));
}

/** The ids of the user's paid, not cancelled order lines, newest first. */
export async function paidOrderLineIdsOf(db: DbLike, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), sql`${orders.paidFen} > 0`, ne(orders.status, ORDER_LINE_STATUS.CANCELLED)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((r) => r.id);
}

/** What a list of order lines shows of each (with its customer order's pay type), in the order of `ids`; unknown ids are left out. */
export async function orderLineSummaries(db: DbLike, ids: readonly string[]) {
  if (!ids.length) return [];
  const rows = await db
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
    })
    .from(orders)
    .innerJoin(cusOrders, eq(cusOrders.id, orders.cusOrderId))
    .where(inArray(orders.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.orderId, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
