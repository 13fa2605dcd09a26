import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { BillPaymentDetails, CustomerOrder, NtsTrackInfo, OrderDetails, OrderPage, ServiceNode, ServiceNodeWithBatch } from '@/lib/contract/order/api';
import { BATCH_STATUS, CUS_ORDER_STATUS, NODE_STATUS, TRACK_STATE } from '@/lib/contract/order/enums';
import type { Db } from '../../db/client';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { paidRefundsOfOrders } from '../aftersale/orderSheets';
import { iso } from './common';
import { cusRowForUser, expireDue, orderRowForUser, type CusRow } from './lifecycle';
import { payableBatch, presentBatch, presentCus, presentNode } from './presenting';
import { cusOrders, orderBatches, orderNodes, orders } from './schema';

// A customer's orders as they see them: the list, one customer order, one line with its batches and nodes.

type BatchRow = typeof orderBatches.$inferSelect;

/** cus_order_detail */
export async function cusOrderDetail(db: Db, userId: string, cusOrderId: string, now: Date = new Date()): Promise<CustomerOrder> {
  const row = await cusRowForUser(db, userId, cusOrderId, now);
  const [view] = await presentCus(db, [row]);
  const paid = await paidRefundsOfOrders(db, view.orders.map((o) => o.id));
  const refunds = paid.map(({ completedAt, ...r }) => ({ ...r, refundTime: iso(completedAt) ?? '' }));
  return { ...view, refunds };
}

/** find_order_details: one line with its customer order, batches and nodes. */
export async function findOrderDetails(db: Db, userId: string, orderId: string, now: Date): Promise<OrderDetails> {
  const { order, cus } = await orderRowForUser(db, userId, orderId, now);
  const [view] = await presentCus(db, [cus]);
  const [bs, ns] = await Promise.all([
    db.select().from(orderBatches).where(eq(orderBatches.orderId, order.id)).orderBy(asc(orderBatches.batchNumber)),
    db.select().from(orderNodes).where(eq(orderNodes.orderId, order.id)).orderBy(asc(orderNodes.seq)),
  ]);
  return {
    order: view.orders.find((o) => o.id === order.id)!,
    cusOrder: view,
    batches: bs.map((b) => presentBatch(b, order, ns)),
    nodes: ns.map(presentNode),
  };
}

/** find_order_page: a page of the customer's orders (one status, or all) and how many each tab holds. */
export async function findOrderPage(db: Db, userId: string, status: number | null, page: number, limit: number, now: Date): Promise<OrderPage> {
  await expireDue(db, now, { userId });
  const base = eq(cusOrders.userId, userId);
  const where = status ? and(base, eq(cusOrders.status, status)) : base;
  const [rows, [{ n }], byStatus] = await Promise.all([
    db.select().from(cusOrders).where(where).orderBy(desc(cusOrders.createdAt), desc(cusOrders.id)).limit(limit).offset(offsetOf(page, limit)),
    db.select({ n: countInt }).from(cusOrders).where(where),
    db.select({ s: cusOrders.status, n: countInt }).from(cusOrders).where(base).groupBy(cusOrders.status),
  ]);
  const counts = { all: 0, '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } as Record<'all' | '1' | '2' | '3' | '4' | '5', number>;
  for (const r of byStatus) {
    counts[String(r.s) as '1'] = r.n;
    counts.all += r.n;
  }
  return { ...pageOf(await presentCus(db, rows), n, page, limit), counts };
}

/** bill_payment_details: the batches of a customer order with what is due now, in all and paid. */
export async function billPaymentDetails(db: Db, userId: string, cusOrderId: string, now: Date): Promise<BillPaymentDetails> {
  return billOfCusOrder(db, await cusRowForUser(db, userId, cusOrderId, now));
}

/** The bill of a customer order already read (and expired) for its user. */
export async function billOfCusOrder(db: Db, cus: CusRow): Promise<BillPaymentDetails> {
  const [os, bs] = await Promise.all([
    db.select().from(orders).where(eq(orders.cusOrderId, cus.id)),
    db.select().from(orderBatches).where(eq(orderBatches.cusOrderId, cus.id)).orderBy(asc(orderBatches.orderId), asc(orderBatches.batchNumber)),
  ]);
  const ns = os.length ? await db.select().from(orderNodes).where(inArray(orderNodes.orderId, os.map((o) => o.id))) : [];
  const live = cus.status === CUS_ORDER_STATUS.UNPAID || cus.status === CUS_ORDER_STATUS.PROGRESSING;
  const records = bs.map((b) => presentBatch(b, os.find((o) => o.id === b.orderId)!, ns));
  return {
    records,
    thisTimePayTotalFen: live ? bs.filter((b) => b.status === BATCH_STATUS.DUE).reduce((s, b) => s + b.moneyFen, 0) : 0,
    allTimePayTotalFen: live ? bs.filter((b) => payableBatch(b, os.find((o) => o.id === b.orderId)!)).reduce((s, b) => s + b.moneyFen, 0) : 0,
    paidTotalFen: bs.filter((b) => b.status === BATCH_STATUS.PAID).reduce((s, b) => s + b.moneyFen, 0),
  };
}

/** A line's service nodes and batches with their presenters (get_order_track_list, find_service_by_details_id). */
export async function nodesOf(db: Db, userId: string, orderId: string, now: Date) {
  const { order } = await orderRowForUser(db, userId, orderId, now);
  const [ns, bs] = await Promise.all([
    db.select().from(orderNodes).where(eq(orderNodes.orderId, order.id)).orderBy(asc(orderNodes.seq)),
    db.select().from(orderBatches).where(eq(orderBatches.orderId, order.id)),
  ]);
  return { order, nodes: ns, batches: bs, present: presentNode, presentBatch: (b: BatchRow) => presentBatch(b, order, ns) };
}

/** get_order_track_list: the service nodes of a line (timeline). */
export async function getOrderTrackList(db: Db, userId: string, orderId: string, now: Date): Promise<ServiceNode[]> {
  const n = await nodesOf(db, userId, orderId, now);
  return n.nodes.map(n.present);
}

/** find_service_by_details_id: the nodes of a line with the batch bound to each. */
export async function findServiceByDetailsId(db: Db, userId: string, orderId: string, now: Date): Promise<ServiceNodeWithBatch[]> {
  const n = await nodesOf(db, userId, orderId, now);
  return n.nodes.map((x) => {
    const b = n.batches.find((bb) => bb.nodeId === x.id);
    return { ...n.present(x), batch: b ? n.presentBatch(b) : null };
  });
}

/** get_order_nts_track_info: the progress summary of a line. */
export async function getOrderNtsTrackInfo(db: Db, userId: string, orderId: string, now: Date): Promise<NtsTrackInfo> {
  const { order, nodes } = await nodesOf(db, userId, orderId, now);
  const done = nodes.filter((n) => n.status === NODE_STATUS.DONE).length;
  const open = nodes.find((n) => n.startedAt)?.startedAt ?? null;
  const days = nodes.reduce((s, n) => s + n.days, 0);
  const deadline = open ? new Date(open.getTime() + days * 86400_000) : null;
  const percent = nodes.length ? Math.round((done / nodes.length) * 100) : 0;
  const state = percent === 100 ? TRACK_STATE.DONE : !open ? TRACK_STATE.NOT_STARTED : deadline && now > deadline ? TRACK_STATE.OVERDUE : TRACK_STATE.RUNNING;
  return { productName: order.goodsName, indexImg: order.img, openTime: iso(open), deadlineTime: iso(deadline), day: days, percent, state };
}
