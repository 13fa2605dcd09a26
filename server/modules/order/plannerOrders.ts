import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PlannerOrder, PlannerOrderDetail, PlannerOrderPage } from '@/lib/contract/workbench/api';
import { ALL, ORDER_FILTERS, lineStatusLabel, type OrderFilter } from '@/lib/contract/workbench/enums';
import { payTypeLabel } from '@/lib/contract/order/enums';
import type { DbLike } from '../../db/types';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { publicUsersByIds } from '../auth/users';
import { advanceStateOf } from './advanceRule';
import { orderNotFound } from './common';
import { plannerLineWhere } from './plannerScope';
import { presentBatch, presentNode } from './presenting';
import { cusOrders, orderBatches, orderNodes, orders } from './schema';

// The planner's workbench, orders: the lines of the orders they serve (plannerScope.ts), by status, with the
// service node in hand and whether 推进 (advance_node) will work; and one line with its nodes and batches.

type LineRow = { o: typeof orders.$inferSelect; cusOrderNo: string; cusStatus: number; remark: string };

const lineColumns = { o: orders, cusOrderNo: cusOrders.cusOrderNo, cusStatus: cusOrders.status, remark: cusOrders.remark };

async function present(db: DbLike, rows: LineRow[]): Promise<PlannerOrder[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.o.id);
  const [ns, bs, people] = await Promise.all([
    db.select().from(orderNodes).where(inArray(orderNodes.orderId, ids)),
    db.select({ orderId: orderBatches.orderId, nodeId: orderBatches.nodeId, status: orderBatches.status }).from(orderBatches).where(inArray(orderBatches.orderId, ids)),
    publicUsersByIds(db, [...new Set(rows.map((r) => r.o.userId))]),
  ]);
  const nameOf = new Map(people.map((p) => [p.id, p.nickName]));
  return rows.map(({ o, cusOrderNo, cusStatus }) => {
    const st = advanceStateOf(
      o,
      cusStatus,
      ns.filter((n) => n.orderId === o.id),
      bs.filter((b) => b.orderId === o.id),
    );
    return {
      orderId: o.id,
      orderNo: o.orderNo,
      cusOrderId: o.cusOrderId,
      cusOrderNo,
      goodsId: o.goodsId,
      goodsName: o.goodsName,
      skuName: o.skuName,
      img: o.img,
      quantity: o.quantity,
      payType: o.payType,
      payTypeLabel: payTypeLabel(o.payType),
      payableFen: o.payableFen,
      paidFen: o.paidFen,
      refundedFen: o.refundedFen,
      status: o.status,
      statusLabel: lineStatusLabel(o.status),
      customerName: nameOf.get(o.userId) || '客户',
      nodeCount: st.nodeCount,
      nodesDone: st.nodesDone,
      currentNode: st.current,
      canAdvance: st.canAdvance,
      advanceBlocked: st.blocked,
      createdAt: o.createdAt.toISOString(),
    };
  });
}

const linesOf = (db: DbLike, where: SQL) => db.select(lineColumns).from(orders).innerJoin(cusOrders, eq(cusOrders.id, orders.cusOrderId)).where(where);

/** GET /order/v2/planner/order_page: a page of the planner's order lines (one status, or all), newest first, with each tab's count. */
export async function plannerOrderPage(db: DbLike, plannerId: string, q: { page: number; limit: number; status: OrderFilter }): Promise<PlannerOrderPage> {
  const scope = plannerLineWhere(plannerId);
  const where = q.status === ALL ? scope : (and(scope, eq(orders.status, q.status)) as SQL);
  const [rows, [{ n }], byStatus] = await Promise.all([
    linesOf(db, where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
    db.select({ n: countInt }).from(orders).innerJoin(cusOrders, eq(cusOrders.id, orders.cusOrderId)).where(where),
    db.select({ s: orders.status, n: countInt }).from(orders).innerJoin(cusOrders, eq(cusOrders.id, orders.cusOrderId)).where(scope).groupBy(orders.status),
  ]);
  const counts = Object.fromEntries(ORDER_FILTERS.map((k) => [k, 0])) as PlannerOrderPage['counts'];
  for (const r of byStatus) {
    if (r.s in counts) counts[r.s as OrderFilter] = r.n;
    counts.all += r.n;
  }
  return { ...pageOf(await present(db, rows), n, q.page, q.limit), counts };
}

/** How many of the planner's order lines are in each of these statuses (the workbench home). */
export async function plannerOrderCounts(db: DbLike, plannerId: string, statuses: string[]): Promise<Record<string, number>> {
  const rows = await db
    .select({ s: orders.status, n: countInt })
    .from(orders)
    .innerJoin(cusOrders, eq(cusOrders.id, orders.cusOrderId))
    .where(and(plannerLineWhere(plannerId), inArray(orders.status, statuses)))
    .groupBy(orders.status);
  return Object.fromEntries(statuses.map((s) => [s, rows.find((r) => r.s === s)?.n ?? 0]));
}

/**
 * GET /order/v2/planner/order_detail: one line of an order the caller acts for (the route checks that first with
 * requireOrderActor), with its service nodes and batches.
 */
export async function plannerOrderDetail(db: DbLike, orderId: string): Promise<PlannerOrderDetail> {
  const [row] = await linesOf(db, eq(orders.id, orderId)).limit(1);
  if (!row) throw orderNotFound();
  const [ns, bs, [view]] = await Promise.all([
    db.select().from(orderNodes).where(eq(orderNodes.orderId, orderId)).orderBy(asc(orderNodes.seq)),
    db.select().from(orderBatches).where(eq(orderBatches.orderId, orderId)).orderBy(asc(orderBatches.batchNumber)),
    present(db, [row]),
  ]);
  return { order: view, nodes: ns.map(presentNode), batches: bs.map((b) => presentBatch(b, row.o, ns)), remark: row.remark };
}

/** What the other workbench lists show of an order line: the customer order's number, the goods and SKU. */
export async function orderLineBriefs(db: DbLike, orderIds: string[]) {
  const ids = [...new Set(orderIds)];
  if (!ids.length) return new Map<string, { cusOrderNo: string; goodsName: string; skuName: string }>();
  const rows = await db
    .select({ orderId: orders.id, cusOrderNo: cusOrders.cusOrderNo, goodsName: orders.goodsName, skuName: orders.skuName })
    .from(orders)
    .innerJoin(cusOrders, eq(cusOrders.id, orders.cusOrderId))
    .where(inArray(orders.id, ids));
  return new Map(rows.map(({ orderId, ...b }) => [orderId, b]));
}
